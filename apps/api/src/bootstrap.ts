import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '@carmarket/db/client';
import { users } from '@carmarket/db/schema';
import { seedDemoData } from '@carmarket/db/seed/demo-data';
import { seedDemoPaymentInstructions } from '@carmarket/db/seed/demo-payment-instructions';
import { seedReferenceData } from '@carmarket/db/seed/reference-data';
import type { Env } from './config/env';
import { hashPassword } from './modules/auth/password';
import type { MediaStorage } from './modules/media/media-storage';

type BootstrapEnv = Pick<Env, 'SEED_DEMO' | 'DEMO_LISTINGS' | 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>;

/**
 * Makes the database ready to serve: migrations, reference data (always), demo data (only into
 * an empty database, unless SEED_DEMO=false) and the staff account from ADMIN_EMAIL/ADMIN_PASSWORD.
 */
export async function prepareDatabase(options: {
  handle: DbHandle;
  env: BootstrapEnv;
  media: MediaStorage;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  listings?: number;
}): Promise<void> {
  const { handle, env, media, log } = options;
  const started = Date.now();
  await handle.migrate();
  await seedReferenceData(handle.db);
  log.info(`Database ready (${handle.engine}) in ${Date.now() - started} ms`);

  if (env.SEED_DEMO) {
    await seedDemoPaymentInstructions(handle.db);
    const seedStarted = Date.now();
    const result = await seedDemoData({
      db: handle.db,
      media,
      hashPassword,
      listings: options.listings ?? env.DEMO_LISTINGS,
      log: (message) => log.info(message),
    });
    if (result.seeded) {
      log.info(
        `Demo data seeded in ${Date.now() - seedStarted} ms: ${result.users} users, ${result.listings} listings. ` +
          `Demo staff sign-in: ${result.staff.email} / ${result.staff.password}`,
      );
    }
  }

  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    await ensureStaffAccount(handle, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    log.info(`Staff account ready: ${env.ADMIN_EMAIL.trim().toLowerCase()}`);
  }
}

/** Creates the staff account, or makes an existing account with that e-mail staff. */
async function ensureStaffAccount(handle: DbHandle, rawEmail: string, password: string) {
  const email = rawEmail.trim().toLowerCase();
  const [existing] = await handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (existing) {
    await handle.db.update(users).set({ isStaff: true }).where(eq(users.id, existing.id));
    return;
  }
  await handle.db.insert(users).values({
    name: 'CarMarket Staff',
    mobile: '0770000000',
    email,
    passwordHash: await hashPassword(password),
    isStaff: true,
    // The operator chose this address in the configuration: nobody else registered it.
    emailConfirmedAt: new Date(),
  });
}
