// What the web app's render-error report needs in its first load, without zod schemas
// (decision 091); `./client-error` re-exports both.

export const CLIENT_ERROR_LIMITS = { message: 500, path: 300 } as const;

/** `/cars/12?q=1#top` → `/cars/12`: a query string can hold what a person typed. */
export function withoutQuery(path: string): string {
  return path.replace(/[?#].*$/s, '');
}
