import { and, asc, count, eq, isNotNull, isNull, sql, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../client';
import {
  conditions,
  listingCounts,
  listingSearch,
  towns,
  users,
  vehicleMedia,
  vehicles,
} from '../schema';
import { DEMO_PASSWORD, seedDemoData, STAFF_EMAIL } from './demo-data';
import { memoryMediaSink } from './media-sink';
import { seedReferenceData } from './reference-data';

const NOW = new Date('2025-06-15T08:00:00Z');
const LIVE = 30;

/** Indexes, constraints and triggers of the tables the seed bulk-loads, with their state. */
async function catalogue(db: DbHandle['db']) {
  const result = await db.execute(sql`
    select 'index' as kind, indexname as name, indexdef as definition from pg_indexes
      where tablename in ('vehicles', 'vehicle_media', 'listing_search')
    union all
    select 'constraint', conname, pg_get_constraintdef(oid) from pg_constraint
      where conrelid in ('vehicles'::regclass, 'vehicle_media'::regclass, 'listing_search'::regclass)
    union all
    select 'trigger', tgname, tgenabled::text from pg_trigger
      where not tgisinternal
        and tgrelid in ('vehicles'::regclass, 'vehicle_media'::regclass, 'listing_search'::regclass)
    order by 1, 2`);
  return (result as unknown as { rows: unknown[] }).rows;
}

describe('seedDemoData', () => {
  let handle: DbHandle;
  const sink = memoryMediaSink();
  const hashed: string[] = [];
  let result: Awaited<ReturnType<typeof seedDemoData>>;

  beforeAll(async () => {
    handle = await createDb();
    await handle.migrate();
    await seedReferenceData(handle.db);
    result = await seedDemoData({
      db: handle.db,
      media: sink,
      hashPassword: async (plain) => {
        hashed.push(plain);
        return `hash:${plain}`;
      },
      listings: LIVE,
      now: NOW,
      // A small pool keeps the test fast; listings still get two or more photos each.
      imagePool: { colours: 1, angles: ['day', 'studio', 'front'] },
    });
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('creates demo users on every package and the staff user', async () => {
    expect(result.seeded).toBe(true);
    const rows = await handle.db.select().from(users).orderBy(asc(users.id));
    expect(result.users).toBe(rows.length);
    const demo = rows.filter((u) => !u.isStaff);
    for (const pkg of ['member', 'featured', 'vip'] as const) {
      expect(demo.filter((u) => u.package === pkg).length).toBeGreaterThanOrEqual(2);
    }
    for (const user of demo) {
      expect(user.email).toMatch(/^[a-z]+\.[a-z]+\d*@demo\.carmarket\.lk$/);
      expect(user.mobile).toMatch(/^07[0124-8]\d{7}$/);
      expect(user.passwordHash).toBe(`hash:${DEMO_PASSWORD}`);
      expect(user.cityId).not.toBeNull();
      if (user.package === 'member') expect(user.packageExpiresAt).toBeNull();
      else expect(user.packageExpiresAt!.getTime()).toBeGreaterThan(NOW.getTime());
    }
    // Demo and staff accounts stand for people who confirmed their address (decision 103), so
    // the demo's notices and alerts reach them.
    expect(rows.filter((u) => u.emailConfirmedAt === null)).toEqual([]);
    const staff = rows.filter((u) => u.isStaff);
    expect(staff).toHaveLength(1);
    expect(staff[0]!.email).toBe(STAFF_EMAIL);
    expect(result.staff.email).toBe(STAFF_EMAIL);
    expect(result.staff.password.length).toBeGreaterThanOrEqual(12);
    expect(staff[0]!.passwordHash).toBe(`hash:${result.staff.password}`);
    // The demo password is hashed once for every demo user, plus once for staff.
    expect(hashed.filter((p) => p === DEMO_PASSWORD)).toHaveLength(1);
  });

  it('creates the requested live listings plus the other statuses', async () => {
    const rows = await handle.db
      .select({ status: vehicles.status, n: count() })
      .from(vehicles)
      .groupBy(vehicles.status);
    const byStatus = Object.fromEntries(rows.map((r) => [r.status, r.n]));
    expect(byStatus.active).toBe(LIVE);
    for (const status of ['pending', 'sold', 'expired', 'rejected']) {
      expect(byStatus[status], status).toBeGreaterThanOrEqual(1);
    }
    expect(result.byStatus).toEqual(byStatus);
    expect(result.listings).toBe(rows.reduce((sum, r) => sum + r.n, 0));
  });

  it('gives listings believable, consistent fields', async () => {
    const rows = await handle.db.select().from(vehicles);
    expect(rows.length).toBeGreaterThanOrEqual(LIVE);
    const owners = new Map((await handle.db.select().from(users)).map((u) => [u.id, u] as const));
    for (const v of rows) {
      const owner = owners.get(v.userId)!;
      expect(v.package).toBe(owner.package);
      expect(v.phone).toBe(owner.mobile);
      expect(v.title).toContain(`${v.makeName} ${v.model}`);
      expect(v.yom).toBeGreaterThanOrEqual(2005);
      expect(v.yom).toBeLessThanOrEqual(2025);
      expect(v.price).toBeGreaterThan(100_000);
      expect(v.price).toBeLessThan(100_000_000);
      expect(v.description.length).toBeGreaterThan(40);
      if (v.package === 'member') expect(v.description).not.toContain('<');
      else expect(v.description).toMatch(/^<p>.*<\/p>$/);
      if (v.status === 'rejected') expect(v.rejectionReason).toBeTruthy();
      if (v.status === 'sold') expect(v.soldAt).not.toBeNull();
      if (v.status === 'pending') expect(v.approvedAt).toBeNull();
    }
  });

  it('gives a realistic share of ads local facts (issue 38): unregistered imports, 0–3 owners, towns of their city', async () => {
    const rows = await handle.db.select().from(vehicles);
    const townCity = new Map(
      (await handle.db.select().from(towns)).map((town) => [town.id, town.cityId] as const),
    );
    const conditionName = new Map(
      (await handle.db.select().from(conditions)).map((row) => [row.id, row.name] as const),
    );
    const share = (test: (v: (typeof rows)[number]) => boolean) =>
      rows.filter(test).length / rows.length;
    expect(share((v) => v.registration !== null)).toBeGreaterThan(0.5);
    expect(share((v) => v.registration !== null)).toBeLessThan(1);
    expect(share((v) => v.townId !== null)).toBeGreaterThan(0.4);
    expect(rows.some((v) => v.registration === 'unregistered')).toBe(true);
    expect(rows.some((v) => v.registration === 'registered')).toBe(true);
    for (const v of rows) {
      if (v.townId !== null) expect(townCity.get(v.townId)).toBe(v.cityId);
      if (v.owners !== null) expect(v.owners).toBeLessThanOrEqual(3);
      if (v.registration === 'unregistered') {
        expect(conditionName.get(v.conditionId)).not.toBe('Used');
        expect(v.registrationYear).toBeNull();
      }
      if (v.registration === 'registered') {
        expect(v.registrationYear).toBeGreaterThanOrEqual(v.yom);
        expect(v.registrationYear).toBeLessThanOrEqual(2025);
      }
    }
    // Search's copy carries them, so the card and the filters read them from its indexes.
    const [copied] = await handle.db
      .select({ n: count() })
      .from(listingSearch)
      .innerJoin(vehicles, eq(vehicles.id, listingSearch.vehicleId))
      .where(
        sql`${listingSearch.registration} is not distinct from ${vehicles.registration}
          and ${listingSearch.townId} is not distinct from ${vehicles.townId}`,
      );
    const [live] = await handle.db.select({ n: count() }).from(listingSearch);
    expect(copied!.n).toBe(live!.n);
  });

  it('keeps live ads inside their validity and expired ones past it', async () => {
    const live = await handle.db.select().from(vehicles).where(eq(vehicles.status, 'active'));
    expect(live).toHaveLength(LIVE);
    for (const v of live) {
      expect(v.approvedAt!.getTime()).toBeLessThan(NOW.getTime());
      expect(v.expiresAt!.getTime()).toBeGreaterThan(NOW.getTime());
      expect(v.createdAt.getTime()).toBeGreaterThan(NOW.getTime() - 51 * 86_400_000);
    }
    const expired = await handle.db
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.status, 'expired'), isNotNull(vehicles.expiresAt)));
    expect(expired.length).toBe(result.byStatus.expired);
    for (const v of expired) expect(v.expiresAt!.getTime()).toBeLessThan(NOW.getTime());
    const unapproved = await handle.db
      .select({ n: count() })
      .from(vehicles)
      .where(and(eq(vehicles.status, 'active'), isNull(vehicles.approvedAt)));
    expect(unapproved[0]!.n).toBe(0);
  });

  it('gives every listing 2-6 images that are in the sink', async () => {
    const media = await handle.db.select().from(vehicleMedia);
    const byVehicle = new Map<number, typeof media>();
    for (const m of media) byVehicle.set(m.vehicleId, [...(byVehicle.get(m.vehicleId) ?? []), m]);
    expect(byVehicle.size).toBe(result.listings);
    for (const list of byVehicle.values()) {
      expect(list.length).toBeGreaterThanOrEqual(2);
      expect(list.length).toBeLessThanOrEqual(6);
      expect(list.map((m) => m.position).sort()).toEqual(list.map((_, i) => i));
      for (const m of list) {
        expect(m.kind).toBe('image');
        expect(m.storageKey).toBe(m.variants['1280']);
        expect(Object.keys(m.variants).sort()).toEqual(['1280', '320', '640']);
        for (const key of Object.values(m.variants)) expect(sink.files.has(key), key).toBe(true);
        expect([m.width, m.height]).toEqual([1280, 960]);
      }
      // One vehicle per listing: the same colour and body in every photo, no photo twice.
      const stems = list.map((m) => m.storageKey.replace(/-[a-z]+-1280\.webp$/, ''));
      expect(new Set(stems).size).toBe(1);
      expect(new Set(list.map((m) => m.storageKey)).size).toBe(list.length);
    }
  });

  it('keeps only the photos its listings use, so a first start has no unreferenced files', async () => {
    const media = await handle.db.select().from(vehicleMedia);
    const referenced = new Set(media.flatMap((m) => Object.values(m.variants)));
    expect([...sink.files.keys()].sort()).toEqual([...referenced].sort());
  });

  it('fills search, links every ad to its catalogue model and leaves the bulk load undone', async () => {
    const live = await handle.db
      .select({ id: vehicles.id, modelId: vehicles.modelId })
      .from(vehicles)
      .where(eq(vehicles.status, 'active'))
      .orderBy(asc(vehicles.id));
    expect(live).toHaveLength(LIVE);
    const searchRows = await handle.db
      .select({
        id: listingSearch.vehicleId,
        modelId: listingSearch.modelId,
        card: listingSearch.cardImage,
      })
      .from(listingSearch)
      .orderBy(asc(listingSearch.vehicleId));
    expect(searchRows.map((r) => [r.id, r.modelId])).toEqual(live.map((v) => [v.id, v.modelId]));
    for (const row of searchRows) expect(row.card?.['320']).toMatch(/^demo\/.+-320\.webp$/);
    const [counted] = await handle.db.select({ n: sum(listingCounts.count) }).from(listingCounts);
    expect(Number(counted?.n)).toBe(LIVE);
    const unlinked = await handle.db
      .select({ n: count() })
      .from(vehicles)
      .where(isNull(vehicles.modelId));
    expect(unlinked[0]!.n).toBe(0);

    // The same indexes, keys and triggers as a freshly migrated database, all switched on.
    const fresh = await createDb();
    try {
      await fresh.migrate();
      expect(await catalogue(handle.db)).toEqual(await catalogue(fresh.db));
    } finally {
      await fresh.close();
    }

    // And the triggers keep search in step again: a new live ad appears in it.
    const [seller] = await handle.db.select().from(users).limit(1);
    const [model] = await handle.db.select().from(vehicles).limit(1);
    const [added] = await handle.db
      .insert(vehicles)
      .values({ ...model!, id: undefined, userId: seller!.id, modelId: null, status: 'active' })
      .returning({ id: vehicles.id });
    const found = await handle.db
      .select({ modelId: listingSearch.modelId })
      .from(listingSearch)
      .where(eq(listingSearch.vehicleId, added!.id));
    expect(found).toEqual([{ modelId: model!.modelId }]);
    await handle.db.delete(vehicles).where(eq(vehicles.id, added!.id));
  });

  it('writes nothing the second time', async () => {
    const before = await Promise.all([
      handle.db.select({ n: count() }).from(users),
      handle.db.select({ n: count() }).from(vehicles),
      handle.db.select({ n: count() }).from(vehicleMedia),
    ]);
    const files = sink.files.size;
    const again = await seedDemoData({
      db: handle.db,
      media: sink,
      hashPassword: async (plain) => plain,
      listings: LIVE,
      now: NOW,
    });
    expect(again.seeded).toBe(false);
    expect(again.users).toBe(0);
    expect(again.listings).toBe(0);
    const after = await Promise.all([
      handle.db.select({ n: count() }).from(users),
      handle.db.select({ n: count() }).from(vehicles),
      handle.db.select({ n: count() }).from(vehicleMedia),
    ]);
    expect(after).toEqual(before);
    expect(sink.files.size).toBe(files);
  });

  it('is repeatable with the same random source and date', async () => {
    const other = await createDb();
    try {
      await other.migrate();
      await seedReferenceData(other.db);
      await seedDemoData({
        db: other.db,
        media: memoryMediaSink(),
        hashPassword: async (plain) => `hash:${plain}`,
        listings: LIVE,
        now: NOW,
        imagePool: { colours: 1, angles: ['day', 'studio', 'front'] },
      });
      const pick = (db: DbHandle['db']) =>
        db
          .select({ title: vehicles.title, price: vehicles.price, status: vehicles.status })
          .from(vehicles)
          .orderBy(asc(vehicles.id));
      expect(await pick(other.db)).toEqual(await pick(handle.db));
    } finally {
      await other.close();
    }
  }, 60_000);
});
