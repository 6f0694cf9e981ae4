import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv, loadServerEnv } from './env';

describe('loadEnv', () => {
  it('gives working defaults on an empty environment', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.SEED_DEMO).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.pgliteDir).toBe(path.join(env.DATA_DIR, 'db'));
    expect(env.mediaDir).toBe(path.join(env.DATA_DIR, 'media'));
    expect(env.uploadDir).toBe(path.join(env.DATA_DIR, 'tmp', 'uploads'));
    expect(env.mediaPartialsDir).toBe(path.join(env.DATA_DIR, 'tmp', 'media-partials'));
    expect(env.WEB_DIST_DIR.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('reads the documented variables', () => {
    const env = loadEnv({
      PORT: '4100',
      DATA_DIR: '/tmp/carmarket-data',
      DATABASE_URL: 'postgres://postgres@localhost:5432/carmarket',
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'long-enough',
      SEED_DEMO: 'false',
    });
    expect(env).toMatchObject({
      PORT: 4100,
      DATA_DIR: '/tmp/carmarket-data',
      DATABASE_URL: 'postgres://postgres@localhost:5432/carmarket',
      ADMIN_EMAIL: 'boss@example.com',
      SEED_DEMO: false,
    });
  });

  it('keeps mail in DATA_DIR/mail and links to localhost:PORT unless SMTP_URL and PUBLIC_URL say otherwise', () => {
    const embedded = loadEnv({ PORT: '4100', DATA_DIR: '/tmp/carmarket-data' });
    expect(embedded.SMTP_URL).toBeUndefined();
    expect(embedded).toMatchObject({
      MAIL_FROM: 'CarMarket <no-reply@carmarket.lk>',
      PUBLIC_URL: 'http://localhost:4100',
      mailDir: path.join('/tmp/carmarket-data', 'mail'),
    });
    const real = loadEnv({
      SMTP_URL: 'smtp://user:secret@mail.example.lk:587',
      MAIL_FROM: 'CarMarket <hello@carmarket.lk>',
      PUBLIC_URL: 'https://carmarket.lk/',
    });
    expect(real).toMatchObject({
      SMTP_URL: 'smtp://user:secret@mail.example.lk:587',
      MAIL_FROM: 'CarMarket <hello@carmarket.lk>',
      PUBLIC_URL: 'https://carmarket.lk',
    });
    expect(() => loadEnv({ SMTP_URL: 'http://mail.example.lk' })).toThrow(
      'SMTP_URL: must be an smtp:// or smtps:// URL',
    );
    expect(() => loadEnv({ PUBLIC_URL: 'carmarket.lk' })).toThrow(
      'PUBLIC_URL: must be an http:// or https:// URL',
    );
  });

  it('keeps text messages in DATA_DIR/sms unless SMS_URL names a gateway, with its key', () => {
    const embedded = loadEnv({ DATA_DIR: '/tmp/carmarket-data' });
    expect(embedded.SMS_URL).toBeUndefined();
    expect(embedded).toMatchObject({
      SMS_SENDER_ID: 'CarMarket',
      SMS_DAILY_LIMIT: 2_000,
      smsDir: path.join('/tmp/carmarket-data', 'sms'),
    });
    const real = loadEnv({
      SMS_URL: 'https://app.text.lk/api/v3/sms/send',
      SMS_API_KEY: 'a-key',
      SMS_SENDER_ID: 'CarMarketLK',
      SMS_DAILY_LIMIT: '500',
    });
    expect(real).toMatchObject({
      SMS_URL: 'https://app.text.lk/api/v3/sms/send',
      SMS_API_KEY: 'a-key',
      SMS_SENDER_ID: 'CarMarketLK',
      SMS_DAILY_LIMIT: 500,
    });
    expect(() => loadEnv({ SMS_URL: 'https://app.text.lk/api/v3/sms/send' })).toThrow(
      'SMS_API_KEY: must be set when SMS_URL is set',
    );
    expect(() => loadEnv({ SMS_URL: 'ftp://sms.example.lk', SMS_API_KEY: 'k' })).toThrow(/SMS_URL/);
    expect(() => loadEnv({ SMS_SENDER_ID: 'CarMarket Lanka' })).toThrow(/SMS_SENDER_ID/);
    expect(() => loadEnv({ SMS_DAILY_LIMIT: 'lots' })).toThrow(/SMS_DAILY_LIMIT/);
  });

  it('offers Sign in with Google only with a client id and secret, at Google unless told', () => {
    const unset = loadEnv({});
    expect(unset.GOOGLE_CLIENT_ID).toBeUndefined();
    expect(unset.GOOGLE_CLIENT_SECRET).toBeUndefined();
    expect(unset.GOOGLE_ISSUER).toBe('https://accounts.google.com');
    expect(
      loadEnv({
        GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
        GOOGLE_CLIENT_SECRET: 'secret',
        GOOGLE_ISSUER: 'http://127.0.0.1:4000/',
      }),
    ).toMatchObject({
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER: 'http://127.0.0.1:4000',
    });
    expect(() => loadEnv({ GOOGLE_CLIENT_ID: 'id' })).toThrow(
      'GOOGLE_CLIENT_ID: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together, or neither',
    );
    expect(() => loadEnv({ GOOGLE_ISSUER: 'accounts.google.com' })).toThrow(/GOOGLE_ISSUER/);
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names every wrong variable in one error', () => {
    expect(() => loadEnv({ PORT: 'eighty', SEED_DEMO: 'maybe' })).toThrow(
      /PORT[\s\S]*SEED_DEMO|SEED_DEMO[\s\S]*PORT/,
    );
  });

  it('refuses an admin e-mail without a password', () => {
    expect(() => loadEnv({ ADMIN_EMAIL: 'boss@example.com' })).toThrow(/set together/);
  });

  describe('TRUST_PROXY', () => {
    it('trusts no proxy unless told', () => {
      expect(loadEnv({}).TRUST_PROXY).toBe(false);
      expect(loadEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
      expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    });

    it('reads true, or a list of addresses and ranges', () => {
      expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
      expect(
        loadEnv({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,fd00::/8, loopback' }).TRUST_PROXY,
      ).toEqual(['10.0.0.1', '192.168.0.0/16', 'fd00::/8', 'loopback']);
    });

    it('refuses what is none of them', () => {
      for (const value of ['yes please', '10.0.0.1/33', '10.0.0', 'proxy.example.com']) {
        expect(() => loadEnv({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
      }
      // Fastify trusts no one for a hop count; saying so beats a setting that does nothing.
      expect(() => loadEnv({ TRUST_PROXY: '1' })).toThrow(
        /TRUST_PROXY: cannot be a number of hops/,
      );
    });
  });

  describe('METRICS_TOKEN and METRICS_PORT', () => {
    const token = 'a'.repeat(32);

    it('serves no metrics unless told', () => {
      const env = loadEnv({ METRICS_TOKEN: '', METRICS_PORT: '' });
      expect(env.METRICS_TOKEN).toBeUndefined();
      expect(env.METRICS_PORT).toBeUndefined();
    });

    it('reads a long token and a port of their own', () => {
      expect(loadEnv({ METRICS_TOKEN: token, METRICS_PORT: '9464' })).toMatchObject({
        METRICS_TOKEN: token,
        METRICS_PORT: 9464,
      });
    });

    it('says in a sentence what is wrong with either', () => {
      expect(() => loadEnv({ METRICS_TOKEN: 'short' })).toThrow(
        'METRICS_TOKEN: must be at least 32 characters (a long random secret)',
      );
      expect(() => loadEnv({ METRICS_TOKEN: `${token} b` })).toThrow(
        'METRICS_TOKEN: must be printable ASCII without spaces, as it is sent in a header',
      );
      for (const port of ['metrics', '0', '70000', '94.64']) {
        expect(() => loadEnv({ METRICS_PORT: port }), port).toThrow(
          'METRICS_PORT: must be a port number from 1 to 65535',
        );
      }
      expect(() => loadEnv({ PORT: '9464', METRICS_PORT: '9464' })).toThrow(
        'METRICS_PORT: must differ from PORT: the metrics have a port of their own',
      );
    });
  });

  describe('SHUTDOWN_GRACE_SECONDS', () => {
    it('closes at once unless told, and waits whole seconds up to a minute', () => {
      expect(loadEnv({}).SHUTDOWN_GRACE_SECONDS).toBe(0);
      expect(loadEnv({ SHUTDOWN_GRACE_SECONDS: '' }).SHUTDOWN_GRACE_SECONDS).toBe(0);
      expect(loadEnv({ SHUTDOWN_GRACE_SECONDS: '10' }).SHUTDOWN_GRACE_SECONDS).toBe(10);
      for (const seconds of ['soon', '-1', '61', '2.5']) {
        expect(() => loadEnv({ SHUTDOWN_GRACE_SECONDS: seconds }), seconds).toThrow(
          'SHUTDOWN_GRACE_SECONDS: must be a whole number of seconds from 0 to 60',
        );
      }
    });
  });
});

describe('loadServerEnv', () => {
  const postgres = { DATABASE_URL: 'postgres://postgres@localhost:5432/carmarket' };

  it('refuses PostgreSQL without ACCESS_TOKEN_SECRET, which every process must share', () => {
    expect(() => loadServerEnv(postgres)).toThrow(
      /ACCESS_TOKEN_SECRET: must be set when DATABASE_URL is set/,
    );
    const secret = 'a-secret-of-at-least-32-characters-long';
    expect(loadServerEnv({ ...postgres, ACCESS_TOKEN_SECRET: secret }).ACCESS_TOKEN_SECRET).toBe(
      secret,
    );
  });

  it('keeps the embedded database working with no settings at all', () => {
    expect(loadServerEnv({}).ACCESS_TOKEN_SECRET).toBeUndefined();
  });
});
