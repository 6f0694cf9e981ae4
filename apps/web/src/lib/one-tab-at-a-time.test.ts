import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTabAtATime } from './one-tab-at-a-time';

// Node has neither Web Locks nor local storage: the fallback runs, over a plain stand-in for the
// browser's storage (what two tabs of one site share).
const shared = new Map<string, string>();
beforeAll(() => {
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    value: {
      getItem: (key: string) => shared.get(key) ?? null,
      setItem: (key: string, value: string) => void shared.set(key, value),
      removeItem: (key: string) => void shared.delete(key),
    },
  });
});
afterAll(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
});

describe('oneTabAtATime without Web Locks', () => {
  it('never runs two tasks of one name at once, and gives the lease back', async () => {
    let running = 0;
    let most = 0;
    const task = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running -= 1;
      return running;
    };
    await Promise.all(Array.from({ length: 4 }, () => oneTabAtATime('refresh', task)));
    expect(most).toBe(1);
    expect(shared.has('refresh.lease')).toBe(false);
  });

  it('takes a lease a closed tab left behind once it has expired', async () => {
    shared.set('stale.lease', JSON.stringify({ owner: 'a closed tab', until: Date.now() - 1 }));
    expect(await oneTabAtATime('stale', async () => 'ran')).toBe('ran');
  });
});
