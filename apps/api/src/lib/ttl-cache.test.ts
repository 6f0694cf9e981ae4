import { describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  it('computes a key once while it is fresh and again once it is stale', async () => {
    vi.useFakeTimers();
    try {
      const cache = createTtlCache({ ttlMs: 1000, maxEntries: 10 });
      const compute = vi.fn(async () => 'value');
      await cache.get('a', compute);
      await cache.get('a', compute);
      expect(compute).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1001);
      await cache.get('a', compute);
      expect(compute).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shares one computation between concurrent callers', async () => {
    const cache = createTtlCache({ ttlMs: 1000, maxEntries: 10 });
    const compute = vi.fn(async () => 42);
    const answers = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect(answers).toEqual([42, 42]);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure so the next caller tries again', async () => {
    const cache = createTtlCache({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(cache.get('k', async () => 'up')).resolves.toBe('up');
  });

  it('drops the oldest entry when full', async () => {
    const cache = createTtlCache({ ttlMs: 1000, maxEntries: 2 });
    const compute = vi.fn(async () => 1);
    await cache.get('a', compute);
    await cache.get('b', compute);
    await cache.get('c', compute);
    await cache.get('a', compute);
    expect(compute).toHaveBeenCalledTimes(4);
  });

  it('caches nothing when the time to live is 0', async () => {
    const cache = createTtlCache({ ttlMs: 0, maxEntries: 10 });
    const compute = vi.fn(async () => 1);
    await cache.get('a', compute);
    await cache.get('a', compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });
});
