/**
 * Runs `run` once the browser has nothing more pressing to do: for code a page needs soon but
 * not for its first screen. Where the browser cannot say (Safari), at the next turn.
 */
export function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run);
  else window.setTimeout(run, 1);
}
