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

describe('migration 0004: an active ad always has an expiry', () => {
  it('sends an active ad without one back to review, leaves the others, then refuses new ones', async () => {
    const before = await foldersBefore('0004_active_ads_have_expiry');
    const client = await PGlite.create({ extensions: { pg_trgm } });
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: before.dir });
      await seedReferenceData(db as never);
      await client.exec(`
        insert into users (name, mobile, email, password_hash)
          values ('Seller', '0771234567', 'seller@example.lk', 'not-a-hash');
        insert into vehicles (user_id, title, phone, city_id, vehicle_type_id, condition_id,
            make_id, make_name, model, yom, price, transmission_id, fuel_type_id,
            engine_capacity, mileage, package, status, expires_at)
          select u.id, t.title, '0771234567', 1, 1, 1, 1, 'Toyota', 'Aqua', 2016, 5000000, 1, 1,
            1500, 40000, 'member', t.status::vehicle_status, t.expires_at
          from users u, (values
            ('never approved', 'active', null::timestamptz),
            ('live', 'active', now() + interval '30 days'),
            ('waiting', 'pending', null::timestamptz)
          ) as t(title, status, expires_at);
      `);

      await migrate(db, { migrationsFolder });

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
    } finally {
      await client.close();
      await before.cleanup();
    }
  }, 60_000);
});
