import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearches, vehicleMakes } from '@carmarket/db/schema';
import {
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES,
  SavedSearchesResponseSchema,
  type SavedSearch,
} from '@carmarket/shared/saved-search';
import { signUpAndIn } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { createUser, createVehicle } from '../../test/factories';
import { LIMITS } from '../limits/limit-rules';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let toyota: number;
let honda: number;

beforeAll(async () => {
  ctx = await buildTestApp();
  const makes = await ctx.db.select().from(vehicleMakes);
  toyota = makes.find((row) => row.name === 'Toyota')!.id;
  honda = makes.find((row) => row.name === 'Honda')!.id;
});
afterAll(async () => {
  await ctx.app.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

function call(method: Method, url: string, headers: Record<string, string>, payload?: object) {
  return ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function listOf(headers: Record<string, string>): Promise<SavedSearch[]> {
  const response = await call('GET', '/api/me/saved-searches', headers);
  expect(response.statusCode, response.body).toBe(200);
  return SavedSearchesResponseSchema.parse(response.json()).savedSearches;
}

async function save(headers: Record<string, string>, body: object = {}): Promise<number> {
  const response = await call('POST', '/api/me/saved-searches', headers, {
    name: 'Toyotas',
    frequency: 'instant',
    params: { brands: String(toyota) },
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

function toyotaAd(userId: number, approvedAt: Date = new Date()) {
  return createVehicle(ctx.db, {
    userId,
    title: 'Toyota Aqua 2016',
    makeId: toyota,
    makeName: 'Toyota',
    model: 'Aqua',
    approvedAt,
  });
}

describe('sign-in required', () => {
  it.each<[Method, string, object?]>([
    ['GET', '/api/me/saved-searches'],
    ['POST', '/api/me/saved-searches', { name: 'x', frequency: 'daily', params: {} }],
    ['PATCH', '/api/me/saved-searches/1', { name: 'x' }],
    ['DELETE', '/api/me/saved-searches/1'],
  ])('%s %s: 401 for a visitor', async (method, url, payload) => {
    const response = await call(method, url, {}, payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
  });
});

describe('POST and GET /api/me/saved-searches', () => {
  it('saves the search with its params in the search call’s canonical text, page dropped', async () => {
    const { bearer } = await signUpAndIn(ctx.app);
    const id = await save(bearer, {
      name: '  Toyota Aqua in Kandy ',
      frequency: 'daily',
      params: {
        query: ' aqua ',
        brands: [toyota, toyota],
        min: 1_000_000,
        max: '9000000.50',
        cityId: '0',
        page: '4',
        sort: '3',
      },
    });
    const [saved, ...others] = await listOf(bearer);
    expect(others).toEqual([]);
    expect(saved).toMatchObject({
      id,
      name: 'Toyota Aqua in Kandy',
      frequency: 'daily',
      params: {
        query: 'aqua',
        brands: String(toyota),
        min: '1000000',
        max: '9000000.5',
        sort: '3',
      },
      newMatches: 0,
    });
    expect(Object.keys(saved!.params)).not.toContain('page');
    expect(Object.keys(saved!.params)).not.toContain('cityId');
  });

  it('lists only the caller’s searches, newest first', async () => {
    const one = await signUpAndIn(ctx.app);
    const two = await signUpAndIn(ctx.app);
    const first = await save(one.bearer, { name: 'First' });
    const second = await save(one.bearer, { name: 'Second' });
    await save(two.bearer, { name: 'Not yours' });
    expect((await listOf(one.bearer)).map((row) => row.id)).toEqual([second, first]);
  });

  it.each<[string, object, string]>([
    ['an unknown parameter', { params: { brand: '3' } }, '“brand” is not a search parameter.'],
    [
      'several unknown parameters',
      { params: { brand: '3', colour: 'red' } },
      '“brand”, “colour” are not search parameters.',
    ],
    ['a weekly frequency', { frequency: 'weekly' }, SAVED_SEARCH_MESSAGES.frequency],
    ['no frequency', { frequency: undefined }, SAVED_SEARCH_MESSAGES.frequency],
    ['an empty name', { name: '   ' }, SAVED_SEARCH_MESSAGES.nameMissing],
    ['a long name', { name: 'x'.repeat(61) }, SAVED_SEARCH_MESSAGES.nameTooLong],
    [
      'a control character in the name',
      { name: 'Aqua\u0007' },
      'The name contains characters that cannot be saved. Please remove them.',
    ],
    ['params that are a list', { params: [] }, SAVED_SEARCH_MESSAGES.paramsNotAnObject],
    [
      'a minimum price above the maximum',
      { params: { min: '5000000', max: '1000000' } },
      'The minimum price cannot be above the maximum price',
    ],
    [
      'a wrong list of brands',
      { params: { brands: 'toyota' } },
      'Brands must be a comma-separated list of ids, like 3,7',
    ],
  ])('refuses %s with a sentence', async (_, body, message) => {
    const { bearer } = await signUpAndIn(ctx.app);
    const response = await call('POST', '/api/me/saved-searches', bearer, {
      name: 'Toyotas',
      frequency: 'instant',
      params: {},
      ...body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect(await listOf(bearer)).toEqual([]);
  });

  it(`keeps at most ${SAVED_SEARCH_LIMITS.perUser} per user, even when saved at once`, async () => {
    const { bearer } = await signUpAndIn(ctx.app);
    const answers = await Promise.all(
      Array.from({ length: SAVED_SEARCH_LIMITS.perUser + 5 }, (_, index) =>
        call('POST', '/api/me/saved-searches', bearer, {
          name: `Search ${index}`,
          frequency: 'daily',
          params: {},
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(SAVED_SEARCH_LIMITS.perUser);
    const refused = answers.filter((answer) => answer.statusCode === 400);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.json()).toMatchObject({ message: SAVED_SEARCH_MESSAGES.tooMany });
    expect(await listOf(bearer)).toHaveLength(SAVED_SEARCH_LIMITS.perUser);

    // Deleting one makes room for another.
    const [newest] = await listOf(bearer);
    expect((await call('DELETE', `/api/me/saved-searches/${newest!.id}`, bearer)).statusCode).toBe(
      204,
    );
    await save(bearer);
  });

  it('counts and inserts under a lock on the user, so saves at the same moment cannot pass 20', async () => {
    // Straight to the repository, all at once: nothing else (such as the rate limit) between
    // the saves serialises them.
    const user = await createUser(ctx.db);
    const created = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        ctx.app.repos.savedSearches.create({
          userId: user.id,
          name: `Search ${index}`,
          frequency: 'daily',
          params: {},
          max: SAVED_SEARCH_LIMITS.perUser,
          now: new Date(),
        }),
      ),
    );
    expect(created.filter((id) => id !== null)).toHaveLength(SAVED_SEARCH_LIMITS.perUser);
    const rows = await ctx.db.select().from(savedSearches).where(eq(savedSearches.userId, user.id));
    expect(rows).toHaveLength(SAVED_SEARCH_LIMITS.perUser);
  });
});

describe('PATCH and DELETE /api/me/saved-searches/:id', () => {
  it('renames, changes frequency and filters', async () => {
    const { bearer } = await signUpAndIn(ctx.app);
    const id = await save(bearer);
    const response = await call('PATCH', `/api/me/saved-searches/${id}`, bearer, {
      name: 'Hondas',
      frequency: 'daily',
      params: { brands: String(honda) },
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(await listOf(bearer)).toEqual([
      expect.objectContaining({
        id,
        name: 'Hondas',
        frequency: 'daily',
        params: { brands: String(honda) },
      }),
    ]);
  });

  it.each<[string, object, string]>([
    ['nothing to change', {}, SAVED_SEARCH_MESSAGES.nothingToChange],
    ['seen: false', { seen: false }, SAVED_SEARCH_MESSAGES.seenOnlyTrue],
    ['a daily-ish frequency', { frequency: 'hourly' }, SAVED_SEARCH_MESSAGES.frequency],
    ['an unknown parameter', { params: { q: 'aqua' } }, '“q” is not a search parameter.'],
  ])('refuses %s with a sentence', async (_, body, message) => {
    const { bearer } = await signUpAndIn(ctx.app);
    const id = await save(bearer);
    const response = await call('PATCH', `/api/me/saved-searches/${id}`, bearer, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it('answers 404 for another user’s search and leaves it alone', async () => {
    const owner = await signUpAndIn(ctx.app);
    const other = await signUpAndIn(ctx.app);
    const id = await save(owner.bearer, { name: 'Mine' });
    for (const [method, body] of [
      ['PATCH', { name: 'Taken' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(method, `/api/me/saved-searches/${id}`, other.bearer, body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: SAVED_SEARCH_MESSAGES.notFound });
    }
    expect((await listOf(owner.bearer)).map((row) => row.name)).toEqual(['Mine']);
  });

  it('deletes with 204; a second delete is 404', async () => {
    const { bearer } = await signUpAndIn(ctx.app);
    const id = await save(bearer);
    expect((await call('DELETE', `/api/me/saved-searches/${id}`, bearer)).statusCode).toBe(204);
    expect(await listOf(bearer)).toEqual([]);
    expect((await call('DELETE', `/api/me/saved-searches/${id}`, bearer)).statusCode).toBe(404);
  });
});

describe('rate limit', () => {
  it(`refuses a user's writes past ${LIMITS.savedSearchWrites.max} an hour with 429`, async () => {
    const { bearer } = await signUpAndIn(ctx.app);
    const id = await save(bearer);
    // The save above was the first write.
    for (let write = 2; write <= LIMITS.savedSearchWrites.max; write += 1) {
      const response = await call('PATCH', `/api/me/saved-searches/${id}`, bearer, { seen: true });
      expect(response.statusCode).toBe(204);
    }
    const refused = await call('PATCH', `/api/me/saved-searches/${id}`, bearer, { name: 'Late' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another user is not held back.
    const other = await signUpAndIn(ctx.app);
    await save(other.bearer);
  });
});

describe('new matches', () => {
  it('counts matching ads that went live since the owner last looked, not their own', async () => {
    const buyer = await signUpAndIn(ctx.app);
    const seller = await createUser(ctx.db);
    const id = await save(buyer.bearer);
    const before = new Date(Date.now() - 60_000);
    // Saved a minute ago, so that what follows went live after it.
    await ctx.db
      .update(savedSearches)
      .set({ lastSeenAt: before, createdAt: before })
      .where(eq(savedSearches.id, id));

    await toyotaAd(seller.id);
    await toyotaAd(seller.id);
    await toyotaAd(buyer.user.id); // the owner's own
    await toyotaAd(seller.id, new Date(before.getTime() - 60_000)); // live before
    await createVehicle(ctx.db, {
      userId: seller.id,
      title: 'Honda Fit',
      makeId: honda,
      makeName: 'Honda',
      model: 'Fit',
    });
    await createVehicle(ctx.db, {
      userId: seller.id,
      makeId: toyota,
      makeName: 'Toyota',
      status: 'pending',
      approvedAt: null,
      expiresAt: null,
    });
    expect((await listOf(buyer.bearer))[0]!.newMatches).toBe(2);

    // Opening the search marks them seen.
    const seen = await call('PATCH', `/api/me/saved-searches/${id}`, buyer.bearer, { seen: true });
    expect(seen.statusCode).toBe(204);
    expect((await listOf(buyer.bearer))[0]!.newMatches).toBe(0);
    await toyotaAd(seller.id);
    expect((await listOf(buyer.bearer))[0]!.newMatches).toBe(1);
  });
});
