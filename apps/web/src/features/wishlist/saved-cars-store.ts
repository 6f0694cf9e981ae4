import { WISHLIST_LIMITS } from '@carmarket/shared/wishlist-limits';
import { STORAGE_KEYS } from '@carmarket/shared/storage-keys';
import { useSyncExternalStore } from 'react';

/**
 * A visitor's hearts, kept in local storage until they sign in (then they move into the
 * account). Newest first; the same limit as the account's merge.
 */
const listeners = new Set<() => void>();
let cached: number[] = read();

function read(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.savedCars) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((id): id is number => Number.isSafeInteger(id) && id > 0)
      : [];
  } catch {
    return [];
  }
}

function write(ids: number[]): void {
  cached = ids.slice(0, WISHLIST_LIMITS.maxIds);
  try {
    if (cached.length) localStorage.setItem(STORAGE_KEYS.savedCars, JSON.stringify(cached));
    else localStorage.removeItem(STORAGE_KEYS.savedCars);
  } catch {
    // Storage blocked: the hearts last for this visit.
  }
  listeners.forEach((listener) => listener());
}

export function getLocalSavedCars(): number[] {
  return cached;
}

export function toggleLocalSavedCar(id: number): void {
  write(cached.includes(id) ? cached.filter((saved) => saved !== id) : [id, ...cached]);
}

export function clearLocalSavedCars(): void {
  write([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab saving a car updates this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.savedCars) {
      cached = read();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The server renders a visitor with no hearts; the stored ones fill in after hydration. */
const NONE_ON_THE_SERVER: number[] = [];

export function useLocalSavedCars(): number[] {
  return useSyncExternalStore(subscribe, getLocalSavedCars, () => NONE_ON_THE_SERVER);
}

/** Drops ids the server no longer shows (deleted ads, or ads that were never public). */
export function keepLocalSavedCars(shown: number[]): void {
  const kept = cached.filter((id) => shown.includes(id));
  if (kept.length !== cached.length) write(kept);
}
