import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@carmarket/db/client';
import { cities, paymentInstructions, users } from '@carmarket/db/schema';
import { prepareDatabase } from './bootstrap';
import { loadEnv } from './config/env';
import { verifyPassword } from './modules/auth/password';
import { createDiskMediaStorage } from './modules/media/media-storage';
import { createTestDatabase } from './test/test-database';

let handle: DbHandle;
let tempDir: string;
const quiet = { info: () => {}, warn: () => {} };

beforeAll(async () => {
  // An empty database: prepareDatabase migrates it itself.
  handle = await createTestDatabase(loadEnv().DATABASE_URL);
  tempDir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-bootstrap-'));
});
afterAll(async () => {
  await handle.close();
  await rm(tempDir, { recursive: true, force: true });
});

describe('prepareDatabase', () => {
  const media = () =>
    createDiskMediaStorage({
      mediaDir: path.join(tempDir, 'media'),
      partialsDir: path.join(tempDir, 'tmp', 'media-partials'),
    });
  const env = {
    SEED_DEMO: false,
    DEMO_LISTINGS: 0,
    ADMIN_EMAIL: '  Boss@Example.com ',
    ADMIN_PASSWORD: 'staff-password-1',
  };

  it('loads reference data and creates the staff account, and is safe to run again', async () => {
    await prepareDatabase({ handle, env, media: media(), log: quiet });
    await prepareDatabase({ handle, env, media: media(), log: quiet });

    const [cityCount] = await handle.db.select({ n: count() }).from(cities);
    expect(cityCount?.n).toBe(25);
    const staff = await handle.db.select().from(users);
    expect(staff).toHaveLength(1);
    expect(staff[0]).toMatchObject({ email: 'boss@example.com', isStaff: true });
    expect(await verifyPassword(staff[0]!.passwordHash, 'staff-password-1')).toBe(true);
    // Without demo data no made-up bank account is shown to a paying seller (decision 060).
    expect(await handle.db.select().from(paymentInstructions)).toEqual([]);
  });

  it('makes an existing account staff instead of creating a second one', async () => {
    const [member] = await handle.db
      .insert(users)
      .values({
        name: 'Existing Member',
        mobile: '0771234567',
        email: 'member@example.com',
        passwordHash: 'x',
      })
      .returning();
    await prepareDatabase({
      handle,
      env: { ...env, ADMIN_EMAIL: 'MEMBER@example.com' },
      media: media(),
      log: quiet,
    });
    const [after] = await handle.db.select().from(users).where(eq(users.id, member!.id));
    expect(after?.isStaff).toBe(true);
    expect(after?.passwordHash).toBe('x');
  });

  it('adds no demo data when SEED_DEMO is false', async () => {
    const [userCount] = await handle.db.select({ n: count() }).from(users);
    expect(userCount?.n).toBe(2);
  });
});
