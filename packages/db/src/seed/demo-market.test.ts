import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../client';
import { rowsOf } from './bulk-load';
import { DEFAULT_DEMO_LISTINGS, seedDemoData } from './demo-data';
import { memoryMediaSink } from './media-sink';
import { seedReferenceData } from './reference-data';

/**
 * The price band's quality on the demo market (issue 37, decision 133): a fifth of the sold cars
 * of the last year are held out, their bands computed as if they were live from the rest, and
 * their final prices must fall inside at least 70% of the time. The share of live ads with a
 * band is reported too.
 */
const NOW = new Date('2025-06-15T08:00:00Z');
/** The demo `npm start` seeds. */
const LIVE = DEFAULT_DEMO_LISTINGS;

let handle: DbHandle;

beforeAll(async () => {
  handle = await createDb();
  await handle.migrate();
  await seedReferenceData(handle.db);
  await seedDemoData({
    db: handle.db,
    media: memoryMediaSink(),
    hashPassword: async (plain) => `hash:${plain}`,
    listings: LIVE,
    now: NOW,
    imagePool: { colours: 1, angles: ['day', 'studio', 'front'] },
  });
}, 240_000);

afterAll(async () => {
  await handle?.close();
});

it('puts at least 70% of held-out sold prices inside their band, and gives many live ads a band', async () => {
  const { db } = handle;
  const [live] = rowsOf<{ ads: number; banded: number }>(
    await db.execute(sql`
      select count(*)::int as ads, count(b.low)::int as banded
      from vehicles v left join vehicle_price_bands b on b.vehicle_id = v.id
      where v.status = 'active' and v.held_for is null and v.expires_at > ${NOW.toISOString()}::timestamptz`),
  );

  // Every fifth sold car of the last year (by id: the same ones every run) leaves the market,
  // then gets the band a live ad of its make, model, year and mileage would get from the rest.
  const heldOut = sql`status = 'sold' and sold_at > ${NOW.toISOString()}::timestamptz - interval '365 days'
    and id % 5 = 0`;
  // The test's last step: the held-out cars stay out of the market.
  const cars = rowsOf<{ id: number }>(
    await db.execute(sql`update vehicles set status = 'rejected' where ${heldOut} returning id`),
  );
  const [outcome] = rowsOf<{ held: number; banded: number; inside: number }>(
    await db.execute(sql`
      with held as (select * from vehicles where id = any(${`{${cars.map((car) => car.id).join(',')}}`}::int[]))
      select count(*)::int as held, count(b.low)::int as banded,
        count(*) filter (where h.sold_price between b.low and b.high)::int as inside
      from held h join market_price_bands_of(
        (select array_agg(id) from held), (select array_agg(make_id) from held),
        (select array_agg(model_id) from held), (select array_agg(yom) from held),
        (select array_agg(mileage) from held), ${NOW.toISOString()}::timestamptz) b
        on b.vehicle_id = h.id`),
  );
  const held = outcome!;
  const insideShare = held.inside / held.banded;
  const bandedShare = live!.banded / live!.ads;
  // Reported with the test's output: the figures decision 133 quotes.
  process.stdout.write(
    `Price band quality: ${held.inside} of ${held.banded} held-out sold prices inside their band ` +
      `(${(insideShare * 100).toFixed(1)}%; ${held.held} held out); ` +
      `${live!.banded} of ${live!.ads} live ads have a band (${(bandedShare * 100).toFixed(1)}%).\n`,
  );
  // Enough held-out cars with a band for the share to mean something.
  expect(held.banded).toBeGreaterThanOrEqual(50);
  expect(insideShare).toBeGreaterThanOrEqual(0.7);
  expect(bandedShare).toBeGreaterThanOrEqual(0.3);
}, 60_000);
