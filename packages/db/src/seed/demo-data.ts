import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PackageName } from '@carmarket/shared/packages';
import { DEFAULT_USER_SETTINGS } from '@carmarket/shared/settings';
import type { Database } from '../client';
import { users } from '../schema';
import { loadThenRebuildSearch, rowsPerInsert } from './bulk-load';
import { CITY_WEIGHTS, FIRST_NAMES, LAST_NAMES, POSTAL_CODES, STREETS, SUBURBS } from './catalogue';
import {
  demoImagePool,
  generateDemoImages,
  type DemoImage,
  type DemoImagePoolOptions,
} from './demo-images';
import type { MediaSink } from './media-sink';
import type { CityName } from './reference-names';
import { insertMedia, insertVehicles, isEmpty, reserveIds } from './demo-inserts';
import {
  DAY,
  draftListing,
  idOf,
  type ListingStatus,
  loadIds,
  type MediaRow,
  PhotoPicker,
  type Seller,
  statusCounts,
} from './demo-listing-drafts';
import { mulberry32, Rng } from './demo-random';

export const DEMO_PASSWORD = 'carmarket-demo';
export const DEMO_EMAIL_DOMAIN = 'demo.carmarket.lk';
export const STAFF_EMAIL = 'staff@carmarket.lk';
export const DEFAULT_DEMO_LISTINGS = 200;
/** Seeds up to this many live ads compute their price bands; larger ones leave it to the job. */
export const SEEDED_BANDS_UP_TO = 10_000;

export interface SeedDemoDataOptions {
  db: Database;
  /** Where the demo photo pool is written. */
  media: MediaSink;
  hashPassword: (plain: string) => Promise<string>;
  /** Live (active) listings; pending, sold, expired and rejected ones come on top. Default 200. */
  listings?: number;
  log?: (msg: string) => void;
  /** The seed's "now"; dates are spread around it. */
  now?: Date;
  /** A random source in [0, 1); a fixed-seed generator by default, so runs are repeatable. */
  random?: () => number;
  /** Limits the photo pool (tests); the full pool by default. */
  imagePool?: DemoImagePoolOptions;
  /** Vehicles per INSERT (their photos go in one INSERT per batch too). */
  batchSize?: number;
}

export interface SeedDemoDataResult {
  /** False when the database already had users or vehicles; nothing was written then. */
  seeded: boolean;
  /** Users created, the staff user included. */
  users: number;
  /** Vehicles created, every status included. */
  listings: number;
  /** The staff login; the password is empty when nothing was seeded. */
  staff: { email: string; password: string };
  /** Vehicles created by status. */
  byStatus: Record<ListingStatus, number>;
  /** Pool images written (each at three widths). */
  images: number;
}

const MOBILE_PREFIXES = ['070', '071', '072', '074', '075', '076', '077', '078'] as const;

interface DemoPerson {
  first: string;
  last: string;
  city: CityName;
  package: PackageName;
}

/** The named demo accounts: three members, three featured sellers, two VIP dealers. */
const DEMO_PEOPLE: readonly DemoPerson[] = [
  { first: 'Nimal', last: 'Perera', city: 'Colombo', package: 'member' },
  { first: 'Kasun', last: 'Fernando', city: 'Gampaha', package: 'member' },
  { first: 'Tharindu', last: 'Silva', city: 'Kandy', package: 'member' },
  { first: 'Dilani', last: 'Jayasinghe', city: 'Colombo', package: 'featured' },
  { first: 'Ruwan', last: 'Bandara', city: 'Kurunegala', package: 'featured' },
  { first: 'Fathima', last: 'Nazeer', city: 'Kandy', package: 'featured' },
  { first: 'Chaminda', last: 'Wickramasinghe', city: 'Colombo', package: 'vip' },
  { first: 'Arjun', last: 'Sivakumar', city: 'Jaffna', package: 'vip' },
];

/** Dealers post more than private sellers. */
const LISTING_WEIGHT: Record<PackageName, number> = { member: 1, featured: 2, vip: 3 };

function mobile(rng: Rng): string {
  return `${rng.pick(MOBILE_PREFIXES)}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
}

/**
 * Fills an empty database with demo users, listings and photos. Does nothing (and returns
 * `seeded: false`) when there is any user or vehicle. Run `seedReferenceData` first.
 */
export async function seedDemoData(options: SeedDemoDataOptions): Promise<SeedDemoDataResult> {
  const { db, media } = options;
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const live = Math.max(0, Math.floor(options.listings ?? DEFAULT_DEMO_LISTINGS));
  const rng = new Rng(options.random ?? mulberry32(0x5eed_2024));
  const batchSize = Math.max(1, options.batchSize ?? 5000);
  const counts = statusCounts(live);
  const notSeeded: SeedDemoDataResult = {
    seeded: false,
    users: 0,
    listings: 0,
    staff: { email: STAFF_EMAIL, password: '' },
    byStatus: { active: 0, pending: 0, sold: 0, expired: 0, rejected: 0 },
    images: 0,
  };

  if (!(await isEmpty(db))) {
    log('Demo seed skipped: the database already has users or vehicles.');
    return notSeeded;
  }

  const ids = await loadIds(db);
  const pool = demoImagePool(options.imagePool);
  const photos = new PhotoPicker(pool);
  // 1-based, as `with ordinality` counts.
  const poolIndex = new Map(pool.map((image, i) => [image, i + 1]));
  const staffPassword = randomBytes(12).toString('base64url');
  const [demoHash, staffHash] = await Promise.all([
    options.hashPassword(DEMO_PASSWORD),
    options.hashPassword(staffPassword),
  ]);

  // Which pool images some listing shows; the others are removed once the rows are in.
  const drawn = new Set<DemoImage>();
  // The photo pool is drawn while the rows are written and is complete before they commit, so no
  // committed row points at a missing file. Every image is queued at once: sharp's thread pool
  // renders them while this thread is busy (PGlite runs on it), and a finished one needs only a
  // moment of this thread between two statements.
  const photosWritten = generateDemoImages(media, pool, { concurrency: pool.length }).then(
    (generated) => {
      log(
        `Demo photos: ${pool.length} images (${generated.files} files, ` +
          `${(generated.bytes / 1e6).toFixed(1)} MB) in ${(generated.ms / 1000).toFixed(1)} s.`,
      );
    },
  );
  // Awaited inside the transaction; until then a failure must not count as unhandled.
  photosWritten.catch(() => {});

  // Named demo accounts, plus anonymous private sellers when many listings are asked for.
  const extraSellers =
    live > DEFAULT_DEMO_LISTINGS ? Math.ceil((live - DEFAULT_DEMO_LISTINGS) / 50) : 0;
  const people: DemoPerson[] = [...DEMO_PEOPLE];
  for (let i = 0; i < extraSellers; i++) {
    people.push({
      first: rng.pick(FIRST_NAMES),
      last: rng.pick(LAST_NAMES),
      city: rng.weighted(CITY_WEIGHTS),
      package: rng.weighted([
        ['member', 80],
        ['featured', 14],
        ['vip', 6],
      ] as const),
    });
  }
  const nowMs = now.getTime();
  const userRows = people.map((person, i): typeof users.$inferInsert => {
    const local = `${person.first}.${person.last}`.toLowerCase();
    const suburbs = SUBURBS[person.city];
    const created = new Date(nowMs - rng.float(60, 400) * DAY);
    return {
      name: `${person.first} ${person.last}`,
      mobile: mobile(rng),
      email:
        i < DEMO_PEOPLE.length
          ? `${local}@${DEMO_EMAIL_DOMAIN}`
          : `${local}${i}@${DEMO_EMAIL_DOMAIN}`,
      passwordHash: demoHash,
      package: person.package,
      packageExpiresAt:
        person.package === 'member' ? null : new Date(nowMs + rng.float(20, 55) * DAY),
      addressLine1: `No. ${rng.int(1, 250)}${rng.chance(0.2) ? `/${rng.int(1, 9)}` : ''}, ${rng.pick(STREETS)}`,
      addressLine2: suburbs ? rng.pick(suburbs) : person.city,
      postal: POSTAL_CODES[person.city],
      cityId: idOf(ids.city, person.city, 'city'),
      settings: DEFAULT_USER_SETTINGS,
      // Demo accounts stand for people who confirmed their address long ago (decision 103), and
      // verified their mobile number when they registered (issue 36): demo ads show the badge,
      // and demo users post, offer and chat.
      emailConfirmedAt: created,
      phoneVerifiedAt: created,
      createdAt: created,
      updatedAt: created,
    };
  });

  const order: ListingStatus[] = ['active', 'pending', 'sold', 'expired', 'rejected'];
  const total = order.reduce((sum, status) => sum + counts[status], 0);
  const started = performance.now();

  const result = await db.transaction(async (tx) => {
    // Checked again inside the transaction, in case another process seeded meanwhile.
    if (!(await isEmpty(tx as unknown as Database))) {
      await photosWritten;
      return null;
    }
    // Index builds sort in memory up to this much (PostgreSQL's default is 64 MB); only for the
    // seed's transaction.
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);

    const sellers: Seller[] = [];
    // A million ads have 20,000 sellers: their rows go in statements under the bound-value limit.
    const userBatch = rowsPerInsert(batchSize, Object.keys(userRows[0] ?? {}).length);
    for (let i = 0; i < userRows.length; i += userBatch) {
      const batch = userRows.slice(i, i + userBatch);
      const inserted = await tx.insert(users).values(batch).returning({ id: users.id });
      inserted.forEach((row, j) => {
        const person = people[i + j]!;
        sellers.push({
          id: row.id,
          mobile: batch[j]!.mobile,
          city: person.city,
          package: person.package,
        });
      });
    }
    await tx.insert(users).values({
      name: 'CarMarket Staff',
      mobile: mobile(rng),
      email: STAFF_EMAIL,
      passwordHash: staffHash,
      isStaff: true,
      cityId: idOf(ids.city, 'Colombo', 'city'),
      settings: DEFAULT_USER_SETTINGS,
      emailConfirmedAt: now,
      phoneVerifiedAt: now,
    });

    const sellerWeights = sellers.map((s) => [s, LISTING_WEIGHT[s.package]] as const);
    const statuses: ListingStatus[] = [];
    for (const status of order) for (let i = 0; i < counts[status]; i++) statuses.push(status);

    const logEvery = Math.max(10_000, Math.round(total / 100_000) * 10_000);
    let done = 0;
    let nextLog = logEvery;
    const writeListings = async () => {
      for (let i = 0; i < statuses.length; i += batchSize) {
        const batch = statuses.slice(i, i + batchSize).map((status, j) => {
          const index = i + j;
          // Each named account gets a live ad first, so every demo login has something to show.
          const seller =
            index < Math.min(DEMO_PEOPLE.length, counts.active)
              ? sellers[index]!
              : rng.weighted(sellerWeights);
          const draft = draftListing(rng, ids, photos, seller, status, now);
          return {
            row: { ...draft.vehicle, id: 0, userId: seller.id, phone: seller.mobile },
            photos: draft.photos,
          };
        });
        const vehicleIds = await reserveIds(tx, 'vehicles', batch.length);
        const mediaRows: MediaRow[] = [];
        batch.forEach((item, j) => {
          const vehicleId = vehicleIds[j]!;
          item.row.id = vehicleId;
          item.photos.forEach((image, position) => {
            mediaRows.push({ vehicleId, position, image, createdAt: item.row.createdAt });
            drawn.add(image);
          });
        });
        await insertVehicles(
          tx,
          batch.map((b) => b.row),
        );
        await insertMedia(tx, pool, poolIndex, mediaRows);
        done += batch.length;
        if (done >= nextLog) {
          log(`Demo listings: ${done} / ${total}`);
          nextLog += logEvery;
        }
      }
    };
    let bandsMs = 0;
    // The badges on the first start (issue 37): every live ad's price band, from the sold and
    // live ads just written, through the job's own statement; search's rebuild then reads them.
    // A bench-sized seed leaves them to the nightly job: its load stays as fast as it was.
    const computeBands = async () => {
      if (live > SEEDED_BANDS_UP_TO) {
        log(
          `Demo price bands: left to the nightly job (more than ${SEEDED_BANDS_UP_TO} live ads).`,
        );
        return;
      }
      const bandsStarted = performance.now();
      await tx.execute(sql`analyze vehicles, offers`);
      await tx.execute(
        sql`select market_price_bands_refresh(null, ${now.toISOString()}::timestamptz)`,
      );
      bandsMs = performance.now() - bandsStarted;
    };
    const { loadMs, rebuildMs } = await loadThenRebuildSearch(tx, writeListings, computeBands);
    log(
      `Demo listings: ${total} ads with photos written in ${((loadMs - bandsMs) / 1000).toFixed(1)} s, ` +
        `price bands in ${(bandsMs / 1000).toFixed(1)} s, ` +
        `search tables rebuilt in ${(rebuildMs / 1000).toFixed(1)} s.`,
    );
    await photosWritten;
    return { users: sellers.length + 1 };
  });

  if (!result) {
    log('Demo seed skipped: another process seeded the database first.');
    return notSeeded;
  }
  // The pool is rendered before the listings draw from it (so no committed row waits for a
  // file); what no listing drew would only be swept as unreferenced at the next start.
  const undrawn = pool.filter((image) => !drawn.has(image));
  for (const image of undrawn) {
    for (const key of Object.values(image.variants)) await media.delete(key);
  }
  // PGlite has no autovacuum, and PostgreSQL's may come minutes later: without this the planner
  // has no statistics and search's index-only scans read the table (the visibility map is empty).
  const vacuumStarted = performance.now();
  await db.execute(
    sql`vacuum (analyze) vehicles, vehicle_media, users, search_words, listing_search, listing_counts, listing_year_counts, listing_words, vehicle_price_bands`,
  );
  log(`Demo seed: vacuumed in ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s.`);
  log(
    `Demo seed: ${result.users} users and ${total} listings in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  return {
    seeded: true,
    users: result.users,
    listings: total,
    staff: { email: STAFF_EMAIL, password: staffPassword },
    byStatus: counts,
    images: pool.length,
  };
}
