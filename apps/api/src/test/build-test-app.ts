import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, RouteOptions } from 'fastify';
import { seedReferenceData } from '@carmarket/db/seed/reference-data';
import { buildApp } from '../app';
import { loadEnv, type Env } from '../config/env';
import type { Clock } from '../lib/clock';
import { openTestMediaStorage } from './test-media-storage';
import type { MediaBackend } from './test-s3-server';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestAppOptions {
  /** A built web app to serve; by default none, as in an API-only run. */
  webDistDir?: string;
  /** What time the app's sessions and tokens see; pass a fake to move past an expiry. */
  clock?: Clock;
  /** Where the app logs; silent unless a test reads what is logged. */
  logger?: FastifyBaseLogger;
  /**
   * Another app's database, reached as a second API process would reach it: the two apps then
   * share one database (`ctx.database.openAnother()`), and nothing else.
   */
  sameDatabaseAs?: TestDatabase;
  /**
   * Keeps the data where the server keeps it, for tests that read the files after the app has
   * closed: the embedded database in DATA_DIR/db (PostgreSQL: the usual test database, which
   * then lives until `database.close()`) and the media in DATA_DIR/media.
   */
  dataDir?: string;
  /** The embedded database (PGlite) even when the suite runs with DATABASE_URL: a site to move. */
  embedded?: boolean;
  /** Which proxies name the client in X-Forwarded-For; by default none, as in production. */
  trustProxy?: Env['TRUST_PROXY'];
  /** Detail and search answers per address (decision 107); the server's defaults unless given. */
  listingReads?: { perMinute: number; perHour: number };
  /** Search suggestions per address; the server's defaults unless given. */
  suggestions?: { perMinute: number; perHour: number };
  /** As NODE_ENV (`test` unless given): `development` adds the API's reference page. */
  nodeEnv?: Env['NODE_ENV'];
  /** Sees every route as the app adds it. */
  onRoute?: (route: RouteOptions) => void;
  /** An SMTP server to send through (test/test-smtp-server.ts); by default .eml files. */
  smtpUrl?: string;
  /** The site's address (cookies are Secure under https); by default http://carmarket.test. */
  publicUrl?: string;
  /** Signs access tokens; by default a random key, as a lone process without one has. */
  accessTokenSecret?: string;
  /** Signs every message (DKIM_*); by default unsigned, as with no DKIM_* set. */
  dkim?: Env['dkim'];
  /**
   * Where media is kept: the temporary folder (`disk`, the default) or a real S3 server started
   * for this app and stopped with it (`s3`, test-s3-server.ts), as MEDIA_S3_URL would have it.
   */
  mediaBackend?: MediaBackend;
  /** An SMS gateway to send through (test/test-sms-gateway.ts); by default .txt files. */
  sms?: { url: string; apiKey: string };
  /** SMS_DAILY_LIMIT; the server's default unless given. */
  smsDailyLimit?: number;
  /** GOOGLE_*: Sign in with Google against this provider (test/test-openid-provider.ts). */
  google?: { clientId: string; clientSecret: string; issuer: string };
  /** METRICS_TOKEN: serves GET /metrics to a request carrying it; by default unset. */
  metricsToken?: string;
}

/**
 * The app as the server builds it, on a fresh database with reference data and a temporary
 * media folder. Close it in `afterAll`.
 */
export async function buildTestApp(options: TestAppOptions = {}) {
  const env = loadEnv();
  const onDisk = options.dataDir ? loadEnv({ DATA_DIR: options.dataDir }) : undefined;
  const database =
    options.sameDatabaseAs ??
    (await createTestDatabase(options.embedded ? undefined : env.DATABASE_URL, {
      pgliteDir: onDisk?.pgliteDir,
    }));
  // The app closes its handle. On PostgreSQL that would drop a test database the test still
  // reads; PGlite on disk must close with the app to flush and unlock its files.
  const handle =
    options.sameDatabaseAs || (onDisk && database.engine === 'postgres')
      ? await database.openAnother()
      : database;
  if (!options.sameDatabaseAs) await seedReferenceData(handle.db);
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-api-test-'));
  const mediaDir = onDisk?.mediaDir ?? path.join(tempDir, 'media');
  const uploadDir = onDisk?.uploadDir ?? path.join(tempDir, 'tmp', 'uploads');
  const media = await openTestMediaStorage(options.mediaBackend ?? 'disk', {
    mediaDir,
    partialsDir: onDisk?.mediaPartialsDir ?? path.join(tempDir, 'tmp', 'media-partials'),
  });
  const app = await buildApp({
    env: {
      NODE_ENV: options.nodeEnv ?? env.NODE_ENV,
      mediaDir,
      uploadDir,
      WEB_DIST_DIR: options.webDistDir ?? path.join(tempDir, 'no-web-app'),
      ACCESS_TOKEN_SECRET: options.accessTokenSecret,
      REGISTRATIONS_PER_HOUR: env.REGISTRATIONS_PER_HOUR,
      LISTING_READS_PER_MINUTE: options.listingReads?.perMinute ?? env.LISTING_READS_PER_MINUTE,
      LISTING_READS_PER_HOUR: options.listingReads?.perHour ?? env.LISTING_READS_PER_HOUR,
      SUGGESTIONS_PER_MINUTE: options.suggestions?.perMinute ?? env.SUGGESTIONS_PER_MINUTE,
      SUGGESTIONS_PER_HOUR: options.suggestions?.perHour ?? env.SUGGESTIONS_PER_HOUR,
      ACCESS_TOKEN_TTL_SECONDS: env.ACCESS_TOKEN_TTL_SECONDS,
      BENCH_ROUTES: false,
      TRUST_PROXY: options.trustProxy ?? false,
      SMTP_URL: options.smtpUrl,
      MAIL_FROM: env.MAIL_FROM,
      MAIL_REPLY_TO: env.MAIL_REPLY_TO,
      dkim: options.dkim,
      PUBLIC_URL: options.publicUrl ?? 'http://carmarket.test',
      mailDir: onDisk?.mailDir ?? path.join(tempDir, 'mail'),
      METRICS_TOKEN: options.metricsToken,
      GOOGLE_CLIENT_ID: options.google?.clientId,
      GOOGLE_CLIENT_SECRET: options.google?.clientSecret,
      GOOGLE_ISSUER: options.google?.issuer ?? env.GOOGLE_ISSUER,
      smsDir: onDisk?.smsDir ?? path.join(tempDir, 'sms'),
      SMS_URL: options.sms?.url,
      SMS_API_KEY: options.sms?.apiKey,
      SMS_SENDER_ID: env.SMS_SENDER_ID,
      SMS_DAILY_LIMIT: options.smsDailyLimit ?? env.SMS_DAILY_LIMIT,
    },
    dbHandle: handle,
    media: media.storage,
    clock: options.clock,
    logger: options.logger,
    onRoute: options.onRoute,
  });
  app.addHook('onClose', async () => {
    await media.close();
    await rm(tempDir, { recursive: true, force: true });
  });
  return { app, db: handle.db, engine: handle.engine, database, mediaDir, tempDir, s3: media.s3 };
}
