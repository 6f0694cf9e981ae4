/**
 * A small in-process cache of promises with a time to live. Concurrent callers of one key share
 * one computation, so a burst of identical searches costs the database one query. A failed
 * computation is forgotten at once. `ttlMs` 0 turns caching off (tests).
 */
export interface TtlCache {
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createTtlCache(options: { ttlMs: number; maxEntries: number }): TtlCache {
  const entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      if (options.ttlMs <= 0) return compute();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
      if (hit) entries.delete(key);
      // Map keeps insertion order: the first key is the oldest entry.
      while (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
      const value = compute();
      entries.set(key, { expiresAt: now + options.ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
