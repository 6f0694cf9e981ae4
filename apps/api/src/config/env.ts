import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { PHONE_VERIFICATION_LIMITS } from '@carmarket/shared/phone-verification';

/**
 * The API package folder: `src/config` when run from source, `dist` when bundled. Both sit one
 * level below the package, which lets defaults resolve the same way from either.
 */
const moduleDir = path.dirname(fileURLToPath(import.meta.url));
const apiRoot = path.resolve(
  moduleDir,
  moduleDir.endsWith(path.join('src', 'config')) ? '../..' : '..',
);
const repoRoot = path.resolve(apiRoot, '../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    message: 'must be true or false',
  })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** proxy-addr's names for whole ranges: 127.0.0.1/8 and ::1, link-local, private networks. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may name the client in X-Forwarded-For (Fastify's `trustProxy`): none (unset or
 * `false`), any (`true`, for a server only its proxy can reach), or the listed addresses and CIDR
 * ranges. Trusting a header anyone can send would let a client pick the address the per-address
 * limits count, so the default trusts nobody. A hop count is refused: Fastify 5.12 ignores one
 * (it cannot tell the proxy from a client), and a setting that silently does nothing misleads.
 */
const TrustProxySchema = optionalText.transform((value, context): boolean | string[] => {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrRange)) return entries;
  context.addIssue({
    code: 'custom',
    message: /^\d+$/.test(value)
      ? 'cannot be a number of hops (Fastify ignores one): list the proxy addresses instead'
      : 'must be true, false, or a comma-separated list of proxy addresses and CIDR ranges',
  });
  return z.NEVER;
});

/** An S3-compatible store's endpoint, credentials, bucket and region (MEDIA_S3_URL, decision 124). */
export interface MediaStoreConfig {
  /** `https://host[:port]`: the bucket is addressed by path (`/bucket/key`), as every store allows. */
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  bucket: string;
  region: string;
}

/** S3's rule for bucket names, which every compatible store shares. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * `https://KEY:SECRET@host[:port]/bucket?region=…` in one value, so a store is configured by one
 * secret. Key and secret may be percent-encoded (a secret often holds `/` or `+`).
 */
function readMediaStoreUrl(value: string): MediaStoreConfig | { problem: string } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: 'must be a URL like https://KEY:SECRET@host/bucket?region=ap-south-1' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { problem: 'must start with http:// or https://' };
  }
  if (!url.username || !url.password) {
    return { problem: 'must carry the access key and secret before the host (KEY:SECRET@host)' };
  }
  const bucket = url.pathname.replace(/^\/+|\/+$/g, '');
  if (!BUCKET_NAME.test(bucket)) {
    return {
      problem: `must name the bucket as its path (https://KEY:SECRET@host/bucket); "${bucket}" is not a bucket name`,
    };
  }
  const region = url.searchParams.get('region')?.trim();
  if (!region) {
    return {
      problem:
        "must give the store's region as ?region=… (the bucket's region on Amazon S3, auto on Cloudflare R2, us-east-1 on MinIO)",
    };
  }
  return {
    endpoint: url.origin,
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
    bucket,
    region,
  };
}

const httpUrl = z
  .url({ message: 'must be an http:// or https:// URL' })
  .refine((url) => /^https?:\/\//i.test(url), { message: 'must be an http:// or https:// URL' });

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Everything the app writes: the embedded database and uploaded media. */
    DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
    /** A PostgreSQL server; when unset the embedded PGlite in DATA_DIR/db is used. */
    DATABASE_URL: optionalText.pipe(
      z.url({ message: 'must be a postgres:// connection string' }).optional(),
    ),
    ADMIN_EMAIL: optionalText.pipe(z.email({ message: 'must be an e-mail address' }).optional()),
    ADMIN_PASSWORD: optionalText.pipe(
      z.string().min(8, { message: 'must be at least 8 characters' }).optional(),
    ),
    /** Demo users and listings go into an empty database unless this is false. */
    SEED_DEMO: booleanFlag.default(true),
    DEMO_LISTINGS: z.coerce.number().int().min(0).max(1_000_000).default(200),
    /**
     * Signs access tokens (HS256). Unset: a random key per process, so tokens die with a
     * restart and the client quietly refreshes them. Set it when several processes serve.
     */
    ACCESS_TOKEN_SECRET: optionalText.pipe(
      z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
    ),
    /** Accounts one address may open per hour (decision 070); the e2e suite, all from one address, raises it. */
    REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(100),
    TRUST_PROXY: TrustProxySchema,
    /**
     * Detail and search answers one address without a user gets per minute and per hour
     * (decision 107); `npm run bench`, all from one address, raises them.
     */
    LISTING_READS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000_000).default(1_200),
    LISTING_READS_PER_HOUR: z.coerce.number().int().min(1).max(100_000_000).default(12_000),
    /**
     * Search suggestions one address without a user gets per minute and per hour: one is asked
     * for on each key press, so these are the crowd of a carrier address typing (limit-rules.ts).
     */
    SUGGESTIONS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000_000).default(3_000),
    SUGGESTIONS_PER_HOUR: z.coerce.number().int().min(1).max(100_000_000).default(60_000),
    /** Access token lifetime; api.md fixes 15 minutes. Tests move a clock instead of shortening it. */
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
    /**
     * Sends mail through this SMTP server (nodemailer), e.g. `smtp://user:pass@host:587` or
     * `smtps://…:465`. Unset: every message is kept in the outbox and written to DATA_DIR/mail.
     */
    SMTP_URL: optionalText.pipe(
      z
        .url({ message: 'must be an smtp:// or smtps:// URL' })
        .refine((url) => /^smtps?:\/\//i.test(url), {
          message: 'must be an smtp:// or smtps:// URL',
        })
        .optional(),
    ),
    /**
     * Sends text messages through this HTTP gateway (Text.lk's API v3 shape, decision 131), e.g.
     * `https://app.text.lk/api/v3/sms/send`. Unset: each is kept and written to DATA_DIR/sms.
     */
    SMS_URL: optionalText.pipe(httpUrl.optional()),
    /** The gateway's API key, sent as `Authorization: Bearer …`; required with SMS_URL. */
    SMS_API_KEY: optionalText,
    /** The sender id the gateway shows (registered with the provider); at most 11 characters. */
    SMS_SENDER_ID: z.string().trim().min(1).max(11).default('CarMarket'),
    /** Text messages the whole site sends a day (Asia/Colombo); past it verification waits. */
    SMS_DAILY_LIMIT: z.coerce
      .number()
      .int()
      .min(0)
      .max(10_000_000)
      .default(PHONE_VERIFICATION_LIMITS.defaultSmsDailyLimit),
    /** The sender of every message. */
    MAIL_FROM: z.string().trim().min(3).default('CarMarket <no-reply@carmarket.lk>'),
    /**
     * Where answers go: Reply-To of every message that asks for one (an ad that needs changes,
     * a staff reply). A shared mailbox the team reads, never one person's address.
     */
    MAIL_REPLY_TO: z
      .string()
      .trim()
      .regex(/^(.+<)?[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>?$/, {
        message: 'must be an e-mail address, or `Name <address>`',
      })
      .default('CarMarket Support <support@carmarket.lk>'),
    /** DKIM signing of every message (decision 104): the three together, or none. */
    DKIM_DOMAIN: optionalText,
    DKIM_SELECTOR: optionalText,
    /** The private key as PEM text (`\n` allowed for its line breaks), or the path of a PEM file. */
    DKIM_PRIVATE_KEY: optionalText,
    /** The site's address, the base of every link in a message; http://localhost:PORT when unset. */
    PUBLIC_URL: optionalText.pipe(httpUrl.optional()),
    /**
     * Keeps media in an S3-compatible store instead of DATA_DIR/media, so several machines serve
     * the same files: `https://KEY:SECRET@host[:port]/bucket?region=…` (decision 124).
     */
    MEDIA_S3_URL: optionalText.transform((value, context): MediaStoreConfig | undefined => {
      if (value === undefined) return undefined;
      const store = readMediaStoreUrl(value);
      if ('problem' in store) {
        context.addIssue({ code: 'custom', message: store.problem });
        return z.NEVER;
      }
      return store;
    }),
    /**
     * Where browsers fetch media (a CDN, or the bucket itself): the base before each key. Unset,
     * the API serves /media from wherever media is kept.
     */
    MEDIA_PUBLIC_URL: optionalText.pipe(httpUrl.optional()),
    /**
     * Serves GET /metrics on the site's port to a request with `Authorization: Bearer <token>`
     * (decision 125); unset, the path is unknown there. Long and random: it guards what the
     * metrics tell about the site.
     */
    METRICS_TOKEN: optionalText.pipe(
      z
        .string()
        .min(32, { message: 'must be at least 32 characters (a long random secret)' })
        .regex(/^[\x21-\x7e]+$/, {
          message: 'must be printable ASCII without spaces, as it is sent in a header',
        })
        .optional(),
    ),
    /**
     * After SIGTERM, how long readiness answers 503 while the server still serves, before the
     * listener closes (decision 125): a load balancer polling /api/health/ready stops sending
     * requests first. 0 (the default) closes at once, as a developer's Ctrl+C expects.
     */
    SHUTDOWN_GRACE_SECONDS: optionalText.pipe(
      z.coerce
        .number<string | undefined>({ message: 'must be a whole number of seconds from 0 to 60' })
        .int({ message: 'must be a whole number of seconds from 0 to 60' })
        .min(0, { message: 'must be a whole number of seconds from 0 to 60' })
        .max(60, { message: 'must be a whole number of seconds from 0 to 60' })
        .default(0),
    ),
    /**
     * Serves GET /metrics on a port of its own, on HOST, without a token (decision 125): for a
     * port only Prometheus can reach.
     */
    METRICS_PORT: optionalText.pipe(
      z.coerce
        .number<string | undefined>({ message: 'must be a port number from 1 to 65535' })
        .int({ message: 'must be a port number from 1 to 65535' })
        .min(1, { message: 'must be a port number from 1 to 65535' })
        .max(65535, { message: 'must be a port number from 1 to 65535' })
        .optional(),
    ),
    /**
     * Sign in with Google (decision 135): the OAuth client's id and secret from Google Cloud's
     * console, set together; unset, the button is not shown. Its redirect URI there is
     * `${PUBLIC_URL}/api/auth/google/callback`.
     */
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    /**
     * The OpenID provider, found by `${GOOGLE_ISSUER}/.well-known/openid-configuration`: Google
     * unless a test points it at a provider of its own.
     */
    GOOGLE_ISSUER: optionalText
      .pipe(httpUrl.optional())
      .transform((url) => (url ?? 'https://accounts.google.com').replace(/\/+$/, '')),
    /** Adds the benchmark's primary-key floor route (`npm run bench` only). */
    BENCH_ROUTES: booleanFlag.default(false),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Where `npm run backup` writes when it is given no file name. */
    BACKUP_DIR: z.string().default(path.join(repoRoot, 'backups')),
    /** Where the person ran `npm run …` (npm sets it); file names given to a CLI are relative to it. */
    INIT_CWD: optionalText,
    /** The built web app; served with history fallback when it exists. */
    WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  })
  .refine((env) => env.METRICS_PORT === undefined || env.METRICS_PORT !== env.PORT, {
    message: 'must differ from PORT: the metrics have a port of their own',
    path: ['METRICS_PORT'],
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_EMAIL'],
  })
  .refine((env) => Boolean(env.GOOGLE_CLIENT_ID) === Boolean(env.GOOGLE_CLIENT_SECRET), {
    message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together, or neither',
    path: ['GOOGLE_CLIENT_ID'],
  })
  .refine((env) => !env.SMS_URL || Boolean(env.SMS_API_KEY), {
    message: 'must be set when SMS_URL is set: the gateway refuses messages without its key',
    path: ['SMS_API_KEY'],
  })
  .transform((env, context) => {
    const { DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY, MEDIA_S3_URL, ...other } = env;
    const rest = { ...other, mediaStore: MEDIA_S3_URL };
    const given = [DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY].filter(Boolean).length;
    if (given === 0) return { ...rest, dkim: undefined };
    if (given < 3 || !DKIM_DOMAIN || !DKIM_SELECTOR || !DKIM_PRIVATE_KEY) {
      context.addIssue({
        code: 'custom',
        path: ['DKIM_DOMAIN'],
        message:
          'DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY must be set together, or none of them',
      });
      return z.NEVER;
    }
    const privateKey = readDkimKey(DKIM_PRIVATE_KEY);
    if (typeof privateKey !== 'string') {
      context.addIssue({ code: 'custom', path: ['DKIM_PRIVATE_KEY'], message: privateKey.problem });
      return z.NEVER;
    }
    return {
      ...rest,
      dkim: { domainName: DKIM_DOMAIN, keySelector: DKIM_SELECTOR, privateKey },
    };
  });

/**
 * DKIM_PRIVATE_KEY as PEM text (a value starting `-----BEGIN`, its line breaks as they are or as
 * `\n`, which is how most .env files and secret stores carry them) or as the path of a PEM file.
 * Read and checked once at start, so a wrong key stops the server rather than every message.
 */
function readDkimKey(value: string): string | { problem: string } {
  let pem = value.replace(/\\n/g, '\n');
  if (!pem.startsWith('-----BEGIN')) {
    try {
      pem = readFileSync(path.resolve(value), 'utf8');
    } catch {
      return { problem: `is neither a PEM private key nor a readable file (${value})` };
    }
  }
  try {
    const key = createPrivateKey(pem);
    if (key.asymmetricKeyType !== 'rsa') return { problem: 'must be an RSA private key' };
  } catch {
    return { problem: 'is not a PEM private key that can be read' };
  }
  return pem;
}

export type Env = z.infer<typeof EnvSchema> & {
  /** Where PGlite keeps its files. */
  pgliteDir: string;
  /** Where uploaded and generated media are written (served at /media). */
  mediaDir: string;
  /** Where an ad's upload waits while its request runs; emptied at start. */
  uploadDir: string;
  /** Where media files are written before they are renamed into `mediaDir`; emptied at start. */
  mediaPartialsDir: string;
  /** Where a backup links the media it packs, on the media's disk; emptied at start. */
  backupSnapshotsDir: string;
  /** Where messages are written as .eml files when there is no SMTP_URL. */
  mailDir: string;
  /** Where text messages are written as .txt files when there is no SMS_URL. */
  smsDir: string;
  PUBLIC_URL: string;
};

function invalidEnvironment(problems: string[]): Error {
  return new Error(`Invalid environment:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
}

/** Parses the environment once; the only module that reads `process.env`. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw invalidEnvironment(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
      ),
    );
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.resolve(parsed.data.WEB_DIST_DIR),
    BACKUP_DIR: path.resolve(parsed.data.BACKUP_DIR),
    pgliteDir: path.join(dataDir, 'db'),
    mediaDir: path.join(dataDir, 'media'),
    // Beside the media folder, on the same disk, so moving a file into it is one rename.
    uploadDir: path.join(dataDir, 'tmp', 'uploads'),
    mediaPartialsDir: path.join(dataDir, 'tmp', 'media-partials'),
    backupSnapshotsDir: path.join(dataDir, 'tmp', 'backup-snapshots'),
    mailDir: path.join(dataDir, 'mail'),
    smsDir: path.join(dataDir, 'sms'),
    MEDIA_PUBLIC_URL: parsed.data.MEDIA_PUBLIC_URL?.replace(/\/+$/, ''),
    PUBLIC_URL: (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(
      /\/+$/,
      '',
    ),
  };
}

/**
 * The environment of a process that serves the site. On a PostgreSQL server several API processes
 * may share the database (decision 070), and each must accept the access tokens the others
 * sign, so the signing key cannot be a random one per process there.
 */
export function loadServerEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const env = loadEnv(source);
  if (env.DATABASE_URL && !env.ACCESS_TOKEN_SECRET) {
    throw invalidEnvironment([
      "ACCESS_TOKEN_SECRET: must be set when DATABASE_URL is set, to the same value (32+ characters) in every API process, or the processes reject each other's sign-ins",
    ]);
  }
  return env;
}
