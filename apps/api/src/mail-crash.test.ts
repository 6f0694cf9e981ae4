import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@carmarket/db/client';
import { jobs, mailOutbox } from '@carmarket/db/schema';
import { registration } from './test/accounts';
import { startServerProcess, stopServerProcesses } from './test/server-process';
import { startTestSmtpServer } from './test/test-smtp-server';

const ADMIN = { email: 'staff@carmarket.test', password: 'staff password 1' };
const json = { 'content-type': 'application/json' };

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-mail-crash-'));
});
afterAll(async () => {
  await stopServerProcesses();
  await rm(dataDir, { recursive: true, force: true });
});

async function call(baseUrl: string, url: string, body?: object) {
  const response = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: body ? json : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response;
}

describe('a message whose process is killed while it sends', () => {
  it('is sent once by the next process, and never twice', { timeout: 90_000 }, async () => {
    // The first server's SMTP server never answers: the job is taken and its delivery under way.
    const stalled = await startTestSmtpServer({ greetingDelayMs: 600_000 });
    const working = await startTestSmtpServer();
    try {
      const env = {
        DATA_DIR: dataDir,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SMTP_URL: stalled.url,
      };
      const first = await startServerProcess({ env });
      // Any message will do: the registration's confirmation link is the first one a person gets.
      const seller = registration();
      await call(first.baseUrl, '/api/auth/register', seller);

      await stalled.firstConnection;
      first.child.kill('SIGKILL');
      await first.exited;

      const second = await startServerProcess({ env: { ...env, SMTP_URL: working.url } });
      expect(second.output()).toContain('1 job(s) interrupted by a crash will run again');
      await working.received(1);
      await stopServerProcesses();

      expect(stalled.messages).toEqual([]);
      expect(working.to(seller.email).map((mail) => mail.subject)).toEqual([
        'Confirm your e-mail address for CarMarket',
      ]);
      // The database agrees: one message, sent; its job done, not waiting to run again.
      const handle = await createDb({ pgliteDir: path.join(dataDir, 'db') });
      try {
        const kept = await handle.db.select().from(mailOutbox);
        expect(kept.map((row) => [row.recipient, row.sentAt !== null])).toEqual([
          [seller.email, true],
        ]);
        const states = await handle.db.select({ state: jobs.state, kind: jobs.kind }).from(jobs);
        expect(states.filter((job) => job.kind === 'mail.send')).toEqual([
          { state: 'done', kind: 'mail.send' },
        ]);
      } finally {
        await handle.close();
      }
    } finally {
      await stalled.close();
      await working.close();
    }
  });
});
