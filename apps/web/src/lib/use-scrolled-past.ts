import { useSyncExternalStore } from 'react';

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True once the window has scrolled more than `thresholdPx`; re-renders only when that flips. */
export function useScrolledPast(thresholdPx: number): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > thresholdPx,
    () => false,
  );
}
