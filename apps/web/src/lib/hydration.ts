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
