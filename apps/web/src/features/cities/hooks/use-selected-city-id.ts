import { STORAGE_KEYS } from '@carmarket/shared/storage-keys';
import { ALL_CITIES } from '@carmarket/shared/all-cities';
import { useCallback, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
// Used when local storage is unavailable (private mode, blocked storage) so the choice still
// holds for this visit.
let fallbackCityId = ALL_CITIES.id;

function readCityId(): number {
  try {
    const stored = Number(window.localStorage.getItem(STORAGE_KEYS.cityId));
    return Number.isInteger(stored) && stored > 0 ? stored : ALL_CITIES.id;
  } catch {
    return fallbackCityId;
  }
}

function writeCityId(cityId: number): void {
  fallbackCityId = cityId;
  try {
    if (cityId === ALL_CITIES.id) window.localStorage.removeItem(STORAGE_KEYS.cityId);
    else window.localStorage.setItem(STORAGE_KEYS.cityId, String(cityId));
  } catch {
    // Not remembered across visits; the fallback above keeps it for this one.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Keeps other tabs in step with a choice made here.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.cityId || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The chosen city id (0 = All Cities), remembered in local storage and shared by every caller. */
export function useSelectedCityId(): [number, (cityId: number) => void] {
  const cityId = useSyncExternalStore(subscribe, readCityId, () => ALL_CITIES.id);
  const setCityId = useCallback((next: number) => writeCityId(next), []);
  return [cityId, setCityId];
}
