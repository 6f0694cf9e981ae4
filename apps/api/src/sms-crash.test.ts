import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@carmarket/db/client';
import { jobs, phoneVerifications, smsOutbox } from '@carmarket/db/schema';
import { registration } from './test/accounts';
import { startServerProcess, stopServerProcesses } from './test/server-process';
import { startTestSmsGateway } from './test/test-sms-gateway';

const ADMIN = { email: 'staff@carmarket.test', password: 'staff password 1' };

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-sms-crash-'));
});
afterAll(async () => {
  await stopServerProcesses();
  await rm(dataDir, { recursive: true, force: true });
});

async function call(baseUrl: string, url: string, body: object, token?: string) {
  const response = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response;
}

describe('a code whose process is killed (kill -9) before its text message is sent', () => {
  it(
    'leaves one code, one message and one job, sent once by the next process',
    { timeout: 90_000 },
    async () => {
      // The first server's gateway never answers: the code is stored and its sending under way.
      const stalled = await startTestSmsGateway();
      stalled.answer('stall');
      const working = await startTestSmsGateway();
      try {
        const env = {
          DATA_DIR: dataDir,
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          SMS_URL: stalled.url,
          SMS_API_KEY: stalled.apiKey,
        };
        const first = await startServerProcess({ env });
        const seller = registration({ mobile: '0771234567' });
        await call(first.baseUrl, '/api/auth/register', seller);
        const login = await call(first.baseUrl, '/api/auth/login', {
          email: seller.email,
          password: seller.password,
        });
        const { accessToken } = (await login.json()) as { accessToken: string };
        const sent = await call(first.baseUrl, '/api/me/phone/verification', {}, accessToken);
        expect(sent.status).toBe(202);

        await stalled.firstRequest;
        first.child.kill('SIGKILL');
        await first.exited;

        const second = await startServerProcess({
          env: { ...env, SMS_URL: working.url, SMS_API_KEY: working.apiKey },
        });
        expect(second.output()).toContain('1 job(s) interrupted by a crash will run again');
        expect(second.output()).toContain('Text messages are sent through');
        await expect.poll(() => working.received.length, { timeout: 30_000 }).toBe(1);
        await stopServerProcesses();

        expect(working.received.map((sms) => sms.body.recipient)).toEqual(['94771234567']);
        const handle = await createDb({ pgliteDir: path.join(dataDir, 'db') });
        try {
          expect(await handle.db.select().from(phoneVerifications)).toHaveLength(1);
          const kept = await handle.db.select().from(smsOutbox);
          expect(kept.map((row) => [row.recipient, row.sentAt !== null])).toEqual([
            ['+94771234567', true],
          ]);
          const states = await handle.db.select({ state: jobs.state, kind: jobs.kind }).from(jobs);
          expect(states.filter((job) => job.kind === 'sms.send')).toEqual([
            { state: 'done', kind: 'sms.send' },
          ]);
        } finally {
          await handle.close();
        }
      } finally {
        await stalled.close();
        await working.close();
      }
    },
  );
});
