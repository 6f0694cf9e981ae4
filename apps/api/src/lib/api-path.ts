/** Whether a request URL is the API's (`/api`, `/api/…`, `/api?…`) rather than a page or a file. */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
