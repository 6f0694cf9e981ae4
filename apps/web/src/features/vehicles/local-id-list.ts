import { useSyncExternalStore } from 'react';

/**
 * A list of car ids kept in local storage under `key`, newest first, at most `max`, shared by
 * every component of the tab (and other tabs, through the storage event). The recently viewed
 * cars and the cars chosen for /compare are each one (issue 37).
 */
export function createLocalIdList(key: string, max: number) {
  const listeners = new Set<() => void>();
  let cached: number[] | null = null;

  function read(): number[] {
    try {
      const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
      return Array.isArray(parsed)
        ? [
            ...new Set(parsed.filter((id): id is number => Number.isSafeInteger(id) && id > 0)),
          ].slice(0, max)
        : [];
    } catch {
      return [];
    }
  }

  function get(): number[] {
    cached ??= read();
    return cached;
  }

  function set(ids: number[]): void {
    cached = [...new Set(ids)].slice(0, max);
    try {
      if (cached.length) localStorage.setItem(key, JSON.stringify(cached));
      else localStorage.removeItem(key);
    } catch {
      // Storage blocked: the list lasts for this visit.
    }
    listeners.forEach((listener) => listener());
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) {
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

  /** The server renders no stored ids; they fill in after hydration. */
  const none: number[] = [];

  return {
    get,
    set,
    /** `id` first, once. */
    putFirst: (id: number) => set([id, ...get().filter((other) => other !== id)]),
    remove: (id: number) => set(get().filter((other) => other !== id)),
    clear: () => set([]),
    use: () => useSyncExternalStore(subscribe, get, () => none),
  };
}
