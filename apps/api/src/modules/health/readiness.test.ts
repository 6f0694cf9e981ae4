import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createReadiness } from './readiness';

/** A check that counts its runs and waits until released, like a store answering slowly. */
function countedCheck() {
  let release: () => void = () => {};
  const state = {
    runs: 0,
    fail: false,
    release: () => release(),
    check: () => {
      state.runs += 1;
      return new Promise<void>((resolve, reject) => {
        release = () => (state.fail ? reject(new Error('store down')) : resolve());
      });
    },
  };
  return state;
}

describe('readiness under a flood of asks', () => {
  it('runs its checks once for concurrent asks and at most once a second', async () => {
    // GET /api/health/ready needs no credentials, and on S3 each run writes and deletes an
    // object: a flood of asks must not become a flood of store requests.
    const store = countedCheck();
    let now = Date.parse('2026-11-28T04:00:00Z');
    const readiness = createReadiness({
      log: pino({ level: 'silent' }),
      checks: [{ name: 'media', failure: 'Not ready', check: store.check }],
      clock: () => new Date(now),
    });

    const asks = Array.from({ length: 50 }, () => readiness.assertReady());
    store.release();
    const answers = await Promise.all(asks);
    expect(answers.every((answer) => answer.status === 'ready')).toBe(true);
    expect(store.runs).toBe(1);

    now += 999;
    await readiness.assertReady();
    expect(store.runs).toBe(1);

    // A second later the store is asked again, and its failure is shared the same way.
    now += 1;
    store.fail = true;
    const failing = Array.from({ length: 20 }, () =>
      readiness.assertReady().then(
        () => 'ready',
        () => 'not ready',
      ),
    );
    store.release();
    expect(new Set(await Promise.all(failing))).toEqual(new Set(['not ready']));
    expect(store.runs).toBe(2);

    // A shutdown is answered at once, whatever was reused.
    readiness.startShutdown();
    await expect(readiness.assertReady()).rejects.toMatchObject({ statusCode: 503 });
    expect(store.runs).toBe(2);
  });
});
