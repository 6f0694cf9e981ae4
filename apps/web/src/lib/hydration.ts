import { useSyncExternalStore } from 'react';

/**
 * Whether the page on screen is the app's own yet: a server-rendered page (decision 116) is
 * hydrated once its root layout has committed. A change to the data it was drawn from must wait
 * until then, or the browser's first render would differ from the server's HTML.
 */
let markHydratedNow: () => void = () => {};
let done = false;
const hydrated = new Promise<void>((resolve) => {
  markHydratedNow = resolve;
});

/** Called by the root layout once it has committed; the journeys wait for the mark it leaves. */
export function markHydrated(): void {
  document.documentElement.dataset.hydrated = '';
  done = true;
  markHydratedNow();
}

/** Whether the root layout has committed (false on the server and during hydration). */
export function isHydrated(): boolean {
  return done;
}

export function whenHydrated(): Promise<void> {
  return hydrated;
}

const subscribeToNothing = () => () => undefined;
const runs = () => true;
const doesNotRun = () => false;

/**
 * Whether the app runs in this render: false while the server renders and while the browser
 * hydrates its HTML, true from then on (React draws again with true once hydration is done). For
 * what only the running app draws, so the server's HTML and hydration's first render agree.
 */
export function useAppRuns(): boolean {
  return useSyncExternalStore(subscribeToNothing, runs, doesNotRun);
}
