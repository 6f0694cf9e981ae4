/**
 * Only a path on this site: `/cars/12`, never `//evil.example`, `/\evil` or `https://…`. Where a
 * sign-in continues (`next`), read by the web app and by the API's Sign in with Google.
 */
export function isSitePath(path: string | null | undefined): path is string {
  return path != null && /^\/(?![/\\])[\w\-./?=&%]*$/.test(path);
}
