import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

const MINUTE = 60_000;

function throttleAt(start = 0) {
  const clock = { now: start };
  const throttle = new LoginThrottle({ now: () => clock.now });
  return { throttle, clock };
}

describe('LoginThrottle', () => {
  it('allows 10 failures from an address, then refuses until the oldest ages out', () => {
    const { throttle, clock } = throttleAt();
    for (let i = 0; i < 10; i += 1) {
      expect(throttle.check(`user${i}@x.lk`, '1.1.1.1').allowed).toBe(true);
      throttle.recordFailure(`user${i}@x.lk`, '1.1.1.1');
      clock.now += MINUTE;
    }
    const verdict = throttle.check('someone@x.lk', '1.1.1.1');
    expect(verdict).toEqual({ allowed: false, retryAfterMs: 5 * MINUTE });
    expect(throttle.check('someone@x.lk', '2.2.2.2').allowed).toBe(true);

    clock.now += 5 * MINUTE + 1;
    expect(throttle.check('someone@x.lk', '1.1.1.1').allowed).toBe(true);
  });

  it('refuses an e-mail guessed from many addresses, for at most the window', () => {
    const { throttle, clock } = throttleAt();
    for (let i = 0; i < 10; i += 1) throttle.recordFailure('target@x.lk', `10.0.0.${i}`);
    expect(throttle.check('target@x.lk', '10.0.1.1')).toEqual({
      allowed: false,
      retryAfterMs: 15 * MINUTE,
    });
    clock.now += 15 * MINUTE + 1;
    expect(throttle.check('target@x.lk', '10.0.1.1').allowed).toBe(true);
  });

  it('lets the owner in from a known device while the e-mail is under attack', () => {
    const { throttle, clock } = throttleAt();
    throttle.recordSuccess('owner@x.lk', '192.168.1.5');
    clock.now += 10 * 24 * 60 * MINUTE;
    for (let i = 0; i < 10; i += 1) throttle.recordFailure('owner@x.lk', `10.0.0.${i}`);
    expect(throttle.check('owner@x.lk', '192.168.1.5').allowed).toBe(true);
    expect(throttle.check('owner@x.lk', '10.0.9.9').allowed).toBe(false);
  });

  it('forgets a known device after 30 days', () => {
    const { throttle, clock } = throttleAt();
    throttle.recordSuccess('owner@x.lk', '192.168.1.5');
    clock.now += 31 * 24 * 60 * MINUTE;
    for (let i = 0; i < 10; i += 1) throttle.recordFailure('owner@x.lk', `10.0.0.${i}`);
    expect(throttle.check('owner@x.lk', '192.168.1.5').allowed).toBe(false);
  });
});
