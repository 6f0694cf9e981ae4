import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

const pem = generateKeyPairSync('rsa', { modulusLength: 1024 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();

describe('the mail settings', () => {
  it('answer to a shared support address by default, and take another', () => {
    expect(loadEnv({}).MAIL_REPLY_TO).toBe('CarMarket Support <support@carmarket.lk>');
    expect(loadEnv({ MAIL_REPLY_TO: 'help@carmarket.lk' }).MAIL_REPLY_TO).toBe('help@carmarket.lk');
    expect(() => loadEnv({ MAIL_REPLY_TO: 'Support team' })).toThrow(
      'MAIL_REPLY_TO: must be an e-mail address, or `Name <address>`',
    );
  });

  it('sign with DKIM only when all three are set: PEM text, with \\n for its line breaks, or a file', async () => {
    expect(loadEnv({}).dkim).toBeUndefined();
    const given = { DKIM_DOMAIN: 'carmarket.lk', DKIM_SELECTOR: 'mail2026' };
    expect(loadEnv({ ...given, DKIM_PRIVATE_KEY: pem }).dkim).toEqual({
      domainName: 'carmarket.lk',
      keySelector: 'mail2026',
      privateKey: pem.trim(),
    });
    const oneLine = pem.trim().replaceAll('\n', '\\n');
    expect(loadEnv({ ...given, DKIM_PRIVATE_KEY: oneLine }).dkim?.privateKey).toBe(pem.trim());
    const dir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-dkim-'));
    try {
      const file = path.join(dir, 'dkim.pem');
      await writeFile(file, pem);
      expect(loadEnv({ ...given, DKIM_PRIVATE_KEY: file }).dkim?.privateKey).toBe(pem);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuse to start with part of DKIM, or a key that cannot be read', () => {
    expect(() => loadEnv({ DKIM_DOMAIN: 'carmarket.lk' })).toThrow(
      'DKIM_DOMAIN: DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY must be set together, or none of them',
    );
    const given = { DKIM_DOMAIN: 'carmarket.lk', DKIM_SELECTOR: 'mail2026' };
    expect(() => loadEnv({ ...given, DKIM_PRIVATE_KEY: '/nowhere/dkim.pem' })).toThrow(
      'DKIM_PRIVATE_KEY: is neither a PEM private key nor a readable file (/nowhere/dkim.pem)',
    );
    expect(() =>
      loadEnv({ ...given, DKIM_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\nnot a key' }),
    ).toThrow('DKIM_PRIVATE_KEY: is not a PEM private key that can be read');
  });
});
