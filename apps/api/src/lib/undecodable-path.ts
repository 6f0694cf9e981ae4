/** A request target split before its query string: `['/cars/1', '?tab=2']`. */
function splitTarget(url: string): [path: string, rest: string] {
  const end = url.search(/[?#]/);
  return end === -1 ? [url, ''] : [url.slice(0, end), url.slice(end)];
}

/**
 * Whether the path has broken percent-encoding (`/cars/%E0%A4%A`, `/profile/%`), so no address
 * of the site can be meant. The query string does not count: its parser takes bad escapes as
 * they are.
 */
export function hasUndecodablePath(url: string): boolean {
  const [path] = splitTarget(url);
  if (!path.includes('%')) return false;
  try {
    decodeURI(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * For Fastify's `rewriteUrl`. The router answers a path it cannot decode with its own raw 400
 * JSON (FST_ERR_BAD_URL) before any hook runs; `frameworkErrors` would answer it outside the
 * hooks too, without the security headers or the rate limit. With every `%` escaped, the path
 * reads as the literal text that was sent and takes the ordinary way: to a route that refuses it
 * or to the not-found handler, which sees the sent address in `request.originalUrl`.
 */
export function escapeUndecodablePath(url: string): string {
  if (!hasUndecodablePath(url)) return url;
  const [path, rest] = splitTarget(url);
  return path.replaceAll('%', '%25') + rest;
}
