import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextAddress, signUpAndIn } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { createVehicle } from '../../test/factories';
import { LIMITS } from './limit-rules';
import type { LimitRule } from './rate-limiter';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let carId: number;

beforeAll(async () => {
  ctx = await buildTestApp();
  const seller = await signUpAndIn(ctx.app);
  carId = (await createVehicle(ctx.db, { userId: seller.user.id })).id;
});
afterAll(async () => {
  await ctx.app.close();
});

/** A multipart body with one text part: enough to reach the route, whatever it answers. */
const form = {
  payload: '--x\r\ncontent-disposition: form-data; name="name"\r\n\r\nNimal\r\n--x--\r\n',
  headers: { 'content-type': 'multipart/form-data; boundary=x' },
};

interface LimitedAction {
  name: string;
  rule: LimitRule;
  url: () => string;
  body: { payload: string | object; headers?: Record<string, string> };
}

const actions: LimitedAction[] = [
  {
    name: 'offers',
    rule: LIMITS.offers,
    url: () => `/api/vehicles/${carId}/offers`,
    body: { payload: { amount: '4500000' } },
  },
  {
    name: 'package requests',
    rule: LIMITS.packageRequests,
    url: () => '/api/me/package-requests',
    body: { payload: { package: 'vip' } },
  },
  {
    name: 'new ads',
    rule: LIMITS.newAds,
    url: () => '/api/vehicles/new-ad',
    body: form,
  },
  {
    name: 'profile updates',
    rule: LIMITS.profileUpdates,
    url: () => '/api/users/update',
    body: form,
  },
];

describe('signed-in actions are limited per user, not per address', () => {
  it.each(actions)(
    '$name: one user meets the limit, a neighbour on the same address does not',
    async (action) => {
      const sharedAddress = nextAddress();
      const keen = await signUpAndIn(ctx.app);
      const neighbour = await signUpAndIn(ctx.app);
      const send = (bearer: Record<string, string>) =>
        ctx.app.inject({
          method: 'POST',
          url: action.url(),
          remoteAddress: sharedAddress,
          payload: action.body.payload,
          headers: { ...bearer, ...action.body.headers },
        });
      for (let i = 0; i < action.rule.max; i += 1) {
        expect((await send(keen.bearer)).statusCode).not.toBe(429);
      }
      const limited = await send(keen.bearer);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({
        message: expect.stringMatching(/^Too many requests\. Please try again in \d+ minutes?\.$/),
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

      expect((await send(neighbour.bearer)).statusCode).not.toBe(429);
    },
  );
});
