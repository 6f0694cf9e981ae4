import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextAddress, registration, signUpAndIn } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { createVehicle } from '../../test/factories';
import { LIMITS } from './limit-rules';
import { tally } from '../../test/tally';

/**
 * Issue 28: every limit is decided and recorded in one atomic step, so a burst of simultaneous
 * requests gets exactly the limit's number of answers through, never the limit plus whatever
 * raced past a separate check. Each test fires the burst at once and counts the statuses; the
 * API suite runs on PGlite and again on PostgreSQL 15 (.ci/run).
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

describe('limits under a burst of simultaneous requests', () => {
  it(`checks exactly ${LIMITS.signInFailuresPerAccountAtAddress.max} of 200 simultaneous wrong passwords for one account from one address`, async () => {
    const victim = await signUpAndIn(ctx.app);
    const address = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: victim.email, password: 'not the password' },
          remoteAddress: address,
        }),
      ),
    );
    expect(tally(answers.map((answer) => answer.statusCode))).toEqual({
      401: LIMITS.signInFailuresPerAccountAtAddress.max,
      429: 200 - LIMITS.signInFailuresPerAccountAtAddress.max,
    });
  });

  it(`checks exactly ${LIMITS.passwordCheckFailures.max} of 40 simultaneous wrong current passwords`, async () => {
    const user = await signUpAndIn(ctx.app);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        ctx.app.inject({
          method: 'PUT',
          url: '/api/me/password',
          headers: user.bearer,
          payload: { currentPassword: 'a wrong guess', newPassword: 'a new passphrase' },
          remoteAddress: nextAddress(),
        }),
      ),
    );
    expect(tally(answers.map((answer) => answer.statusCode))).toEqual({
      400: LIMITS.passwordCheckFailures.max,
      429: 40 - LIMITS.passwordCheckFailures.max,
    });
  });

  it(`takes exactly ${LIMITS.offers.max} of 60 simultaneous offers from one buyer`, async () => {
    const seller = await signUpAndIn(ctx.app);
    const buyer = await signUpAndIn(ctx.app);
    const car = await createVehicle(ctx.db, { userId: seller.user.id });
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/vehicles/${car.id}/offers`,
          headers: buyer.bearer,
          payload: { amount: 1_000_000 + i, message: 'Cash today.' },
          remoteAddress: nextAddress(),
        }),
      ),
    );
    expect(tally(answers.map((answer) => answer.statusCode))).toEqual({
      201: LIMITS.offers.max,
      429: 60 - LIMITS.offers.max,
    });
  });

  // REGISTRATIONS_PER_HOUR's default, which the test app keeps.
  it('opens exactly 100 of 200 simultaneous registrations from one address', async () => {
    const address = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: registration(),
          remoteAddress: address,
        }),
      ),
    );
    expect(tally(answers.map((answer) => answer.statusCode))).toEqual({ 201: 100, 429: 100 });
  });

  it(`files exactly ${LIMITS.visitorReports.max} of 200 simultaneous visitors' reports from one address`, async () => {
    const seller = await signUpAndIn(ctx.app);
    const cars = await Promise.all(
      Array.from({ length: 200 }, () => createVehicle(ctx.db, { userId: seller.user.id })),
    );
    const address = nextAddress();
    const answers = await Promise.all(
      cars.map((car) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/vehicles/${car.id}/reports`,
          payload: { reason: 'sold' },
          remoteAddress: address,
        }),
      ),
    );
    expect(tally(answers.map((answer) => answer.statusCode))).toEqual({
      201: LIMITS.visitorReports.max,
      429: 200 - LIMITS.visitorReports.max,
    });
  });
});
