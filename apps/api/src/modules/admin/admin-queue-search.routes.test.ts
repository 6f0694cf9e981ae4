import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  AdminAdsResponseSchema,
  AdminPendingCountResponseSchema,
} from '@carmarket/shared/staff-moderation';
import { signUpAndIn, signUpStaff } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { createUser, createVehicle, DAY } from '../../test/factories';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let staff: Awaited<ReturnType<typeof signUpAndIn>>;
const ids: Record<'prado' | 'aqua' | 'vitz' | 'live', number> = {
  prado: 0,
  aqua: 0,
  vitz: 0,
  live: 0,
};

beforeAll(async () => {
  ctx = await buildTestApp();
  staff = await signUpStaff(ctx.app, ctx.db);
  const kasun = await createUser(ctx.db, { email: 'kasun.perera@example.lk' });
  const amali = await createUser(ctx.db, { email: 'amali_silva@example.lk' });
  const now = Date.now();
  const pending = (title: string, userId: number, ageDays: number) =>
    createVehicle(ctx.db, {
      userId,
      title,
      status: 'pending',
      approvedAt: null,
      expiresAt: null,
      createdAt: new Date(now - ageDays * DAY),
    });
  ids.prado = (await pending('Toyota Land Cruiser Prado 2015', kasun.id, 3)).id;
  ids.aqua = (await pending('Toyota Aqua G 2016', amali.id, 2)).id;
  ids.vitz = (await pending('Toyota Vitz 2018', kasun.id, 1)).id;
  ids.live = (await createVehicle(ctx.db, { userId: kasun.id, title: 'Toyota Aqua S 2014' })).id;
});
afterAll(async () => {
  await ctx.app.close();
});

async function queue(query: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/ads?${query}`,
    headers: staff.bearer,
  });
  expect(response.statusCode).toBe(200);
  const body = AdminAdsResponseSchema.parse(response.json());
  return { ids: body.cars.map((car) => car.id), count: body.carsCount };
}

describe('GET /api/admin/ads?q=: searching the queue', () => {
  it('finds waiting ads by a word of the title, any case, oldest first', async () => {
    expect(await queue('q=toyota')).toEqual({
      ids: [ids.prado, ids.aqua, ids.vitz],
      count: 3,
    });
    // The live Aqua is not in the queue.
    expect(await queue('q=AQUA')).toEqual({ ids: [ids.aqua], count: 1 });
  });

  it('finds them by part of the seller’s e-mail, with wildcards taken literally', async () => {
    expect(await queue('q=kasun.perera@')).toEqual({ ids: [ids.prado, ids.vitz], count: 2 });
    expect(await queue('q=amali_')).toEqual({ ids: [ids.aqua], count: 1 });
    expect(await queue('q=amali%25')).toEqual({ ids: [], count: 0 });
  });

  it('finds an ad by its id, and searches within the status asked for', async () => {
    expect(await queue(`q=${ids.vitz}`)).toEqual({ ids: [ids.vitz], count: 1 });
    expect(await queue(`q=${ids.live}`)).toEqual({ ids: [], count: 0 });
    expect(await queue(`status=active&q=${ids.live}`)).toEqual({ ids: [ids.live], count: 1 });
  });

  it('answers an empty page when nothing matches, and the whole queue for a blank search', async () => {
    expect(await queue('q=lamborghini')).toEqual({ ids: [], count: 0 });
    expect((await queue('q=%20%20')).count).toBe(3);
  });

  it('refuses a search over 100 characters with a sentence', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/ads?q=${'a'.repeat(101)}`,
      headers: staff.bearer,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: ADMIN_MESSAGES.queueSearchTooLong,
      field: 'q',
    });
  });
});

describe('GET /api/admin/ads/pending-count', () => {
  it('counts the ads waiting for review, for staff only', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/ads/pending-count',
      headers: staff.bearer,
    });
    expect(response.statusCode).toBe(200);
    expect(AdminPendingCountResponseSchema.parse(response.json())).toEqual({ count: 3 });

    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/admin/ads/pending-count' });
    expect(anonymous.statusCode).toBe(401);
    const seller = await signUpAndIn(ctx.app);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/ads/pending-count',
      headers: seller.bearer,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: ADMIN_MESSAGES.staffOnly });
  });
});
