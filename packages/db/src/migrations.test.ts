import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';
import { seedReferenceData } from './seed/reference-data';

/** The migrations folder as it stood before migration `tag`, in a temporary copy. */
async function foldersBefore(tag: string): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-migrations-'));
  await cp(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** One row per reference table, written with the schema of any migration. */
async function insertReferenceRows(client: PGlite): Promise<void> {
  await client.exec(`
    insert into cities (name) values ('Kandy');
    insert into vehicle_makes (name) values ('Toyota');
    insert into vehicle_types (name) values ('Car');
    insert into conditions (name) values ('Used');
    insert into fuel_types (name) values ('Hybrid');
    insert into transmissions (name) values ('Automatic');
  `);
}

/**
 * An embedded database migrated to just before migration `tag`, with one row per reference
 * table; `migrateToLatest` runs the rest. Closed and removed afterwards.
 */
async function withDatabaseBefore(
  tag: string,
  test: (database: {
    client: PGlite;
    db: ReturnType<typeof drizzle>;
    migrateToLatest: () => Promise<void>;
  }) => Promise<void>,
): Promise<void> {
  const before = await foldersBefore(tag);
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before.dir });
    await insertReferenceRows(client);
    await test({ client, db, migrateToLatest: () => migrate(db, { migrationsFolder }) });
  } finally {
    await client.close();
    await before.cleanup();
  }
}

interface OldAd {
  title: string;
  status: 'active' | 'pending' | 'sold';
  /** Live for 30 more days when true; no expiry otherwise. */
  live?: boolean;
  model?: string;
  pkg?: 'member' | 'vip';
  description?: string;
}

/** One seller and their ads, written with the columns every migration has had. */
async function insertAds(client: PGlite, ads: OldAd[]): Promise<void> {
  await client.exec(`insert into users (name, mobile, email, password_hash)
    values ('Seller', '0771234567', 'seller@example.lk', 'not-a-hash')`);
  for (const ad of ads) {
    await client.query(
      `insert into vehicles (user_id, title, phone, city_id, vehicle_type_id, condition_id,
          make_id, make_name, model, yom, price, transmission_id, fuel_type_id,
          engine_capacity, mileage, package, status, expires_at, description)
        select u.id, $1, '0771234567', 1, 1, 1, 1, 'Toyota', $2, 2016, 5000000, 1, 1,
          1500, 40000, $3::package_name, $4::vehicle_status,
          case when $5 then now() + interval '30 days' end, $6
        from users u`,
      [
        ad.title,
        ad.model ?? 'Aqua',
        ad.pkg ?? 'member',
        ad.status,
        ad.live ?? false,
        ad.description ?? '',
      ],
    );
  }
}

describe('migration 0004: an active ad always has an expiry', () => {
  it('sends an active ad without one back to review, leaves the others, then refuses new ones', async () => {
    await withDatabaseBefore('0004_active_ads_have_expiry', async ({ client, migrateToLatest }) => {
      await insertAds(client, [
        { title: 'never approved', status: 'active' },
        { title: 'live', status: 'active', live: true },
        { title: 'waiting', status: 'pending' },
      ]);

      await migrateToLatest();

      const rows = await client.query<{ title: string; status: string }>(
        'select title, status from vehicles order by title',
      );
      expect(rows.rows).toEqual([
        { title: 'live', status: 'active' },
        { title: 'never approved', status: 'pending' },
        { title: 'waiting', status: 'pending' },
      ]);
      await expect(
        client.query(`update vehicles set status = 'active' where title = 'waiting'`),
      ).rejects.toThrow(/vehicles_active_has_expiry/);
    });
  });
});

describe('migration 0005: search keeps its own table of live ads', () => {
  it('fills it from the ads already there, links models when the catalogue arrives, and follows every write', async () => {
    await withDatabaseBefore('0005_search_v2', async ({ client, db, migrateToLatest }) => {
      await insertAds(client, [
        { title: 'live aqua', model: ' AQUA ', status: 'active', live: true, pkg: 'vip' },
        { title: 'waiting', status: 'pending', pkg: 'vip' },
        { title: 'sold', status: 'sold', pkg: 'vip' },
      ]);

      await migrateToLatest();
      const search = () =>
        client.query<{ title: string; model_id: number; placement: number }>(
          'select title, model_id, placement from listing_search order by title',
        );
      const counts = async () =>
        (
          await client.query<{ n: number }>(
            'select coalesce(sum(count), 0)::int as n from listing_counts',
          )
        ).rows[0]!.n;
      // Only the live ad; the catalogue is not there yet, so its model is unknown (0).
      expect((await search()).rows).toEqual([{ title: 'live aqua', model_id: 0, placement: 2 }]);
      expect(await counts()).toBe(1);

      await seedReferenceData(db as never);
      const aqua = await client.query<{ id: number }>(
        "select id from vehicle_models where name = 'Aqua'",
      );
      expect((await search()).rows).toEqual([
        { title: 'live aqua', model_id: aqua.rows[0]!.id, placement: 2 },
      ]);

      // Approval brings an ad in, selling takes one out, deleting takes one out: same statement.
      await client.exec(`update vehicles set status = 'active', expires_at = now() + interval '30 days'
      where title = 'waiting'`);
      expect((await search()).rows.map((row) => row.title)).toEqual(['live aqua', 'waiting']);
      expect(await counts()).toBe(2);
      await client.exec(`update vehicles set status = 'sold' where title = 'live aqua'`);
      expect((await search()).rows.map((row) => row.title)).toEqual(['waiting']);
      expect(await counts()).toBe(1);
      await client.exec(`delete from vehicles where title = 'waiting'`);
      expect((await search()).rows).toEqual([]);
      expect(await counts()).toBe(0);
    });
  });
});

describe('migration 0006: stored descriptions lose their non-breaking spaces', () => {
  it('rewrites only the descriptions that hold one, and search reads the new text', async () => {
    await withDatabaseBefore(
      '0006_description_plain_spaces',
      async ({ client, migrateToLatest }) => {
        await insertAds(client, [
          {
            title: 'quill',
            status: 'active',
            live: true,
            pkg: 'vip',
            description: '<p>One&nbsp;owner,&NBSP;full&#160;service&#xa0;history\u00a0kept.</p>',
          },
          { title: 'plain', status: 'pending', description: 'Well kept &amp; serviced.' },
        ]);
        const updatedAt = () =>
          client.query<{ title: string; updated_at: Date }>(
            'select title, updated_at from vehicles order by title',
          );
        const stamps = (await updatedAt()).rows;

        await migrateToLatest();

        const rows = await client.query<{ title: string; description: string }>(
          'select title, description from vehicles order by title',
        );
        expect(rows.rows).toEqual([
          { title: 'plain', description: 'Well kept &amp; serviced.' },
          { title: 'quill', description: '<p>One owner, full service history kept.</p>' },
        ]);
        // The seller changed nothing, so the ads do not look edited.
        expect((await updatedAt()).rows).toEqual(stamps);
        const found = await client.query<{ title: string }>(
          "select title from listing_search where document @@ plainto_tsquery('english', 'service history')",
        );
        expect(found.rows).toEqual([{ title: 'quill' }]);
      },
    );
  });
});

describe('migration 0022 (confirmed e-mail addresses, decision 103)', () => {
  it('counts every existing account as confirmed, from when it was made', async () => {
    await withDatabaseBefore('0022_email_confirmation', async ({ client, migrateToLatest }) => {
      await client.exec(`insert into users (name, mobile, email, password_hash, created_at)
        values ('Old Account', '0771234567', 'old@example.lk', 'not-a-hash',
          '2026-01-02T03:04:05Z')`);
      await migrateToLatest();
      const rows = await client.query<{ email_confirmed_at: Date }>(
        'select email_confirmed_at from users',
      );
      expect(rows.rows).toEqual([{ email_confirmed_at: new Date('2026-01-02T03:04:05Z') }]);
      // An account made from now on starts unconfirmed.
      await client.exec(`insert into users (name, mobile, email, password_hash)
        values ('New Account', '0771234567', 'new@example.lk', 'not-a-hash')`);
      const fresh = await client.query<{ email_confirmed_at: Date | null }>(
        "select email_confirmed_at from users where email = 'new@example.lk'",
      );
      expect(fresh.rows).toEqual([{ email_confirmed_at: null }]);
    });
  });
});
