import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, mailOutbox, users } from '@carmarket/db/schema';
import { UNSUBSCRIBE_MESSAGES } from '@carmarket/shared/unsubscribe';
import { signUpStaff } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { createUser } from '../../test/factories';
import { linkIn, startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server';
import type { MailContent } from './mail-layout';

const content: MailContent = {
  subject: 'Your ad is live',
  heading: 'Your 2016 Toyota Aqua is live',
  paragraphs: ['Buyers can find it in search now.', 'Fish & <chips>'],
  action: { label: 'Open your ad', url: 'http://carmarket.test/cars/12' },
  details: [{ label: 'Price', value: 'Rs. 6,450,000' }],
};

describe('mail through a real SMTP server', () => {
  let smtp: TestSmtpServer;
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    ctx = await buildTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await ctx.app.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.messages.length = 0;
  });

  it('sends an essential message with a plain-text and an HTML part, and keeps it in the outbox', async () => {
    const user = await createUser(ctx.db);
    expect(await ctx.app.mail.send({ to: user.email, content, category: 'essential' })).toBe(true);
    expect(smtp.messages).toHaveLength(0);
    await ctx.app.jobs.runDue();

    const [mail] = smtp.to(user.email);
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('Your ad is live');
    expect(mail!.raw).toMatch(/^From: CarMarket <no-reply@carmarket\.lk>/m);
    expect(mail!.from).toBe('no-reply@carmarket.lk');
    expect(mail!.text).toContain('Your 2016 Toyota Aqua is live');
    expect(mail!.text).toContain('Open your ad: http://carmarket.test/cars/12');
    expect(mail!.text).toContain('Price: Rs. 6,450,000');
    expect(mail!.html).toContain('Fish &amp; &lt;chips&gt;');
    expect(mail!.html).toContain('href="http://carmarket.test/cars/12"');
    // Essential mail has no unsubscribe.
    expect(mail!.headers.has('list-unsubscribe')).toBe(false);

    const [kept] = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, user.email));
    expect(kept!.sentAt).not.toBeNull();
    expect(kept!.deliveredBy).toBe('smtp');
    expect(kept!.messageId).toBe(mail!.messageId);
  });

  it('sends a notice with one-click unsubscribe that works without signing in', async () => {
    const user = await createUser(ctx.db);
    await ctx.app.mail.send({
      to: user.email,
      content,
      category: 'notice',
      kind: 'adUpdates',
      userId: user.id,
    });
    await ctx.app.jobs.runDue();
    const [mail] = smtp.to(user.email);
    expect(mail!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(mail!.headers.get('list-unsubscribe') ?? '')?.[1];
    expect(oneClick).toMatch(/^http:\/\/carmarket\.test\/api\/unsubscribe\?token=[\w-]{43}$/);
    const page = linkIn(mail!, 'http://carmarket.test/unsubscribe?token=');
    expect(mail!.html).toContain(page);

    // What a mail program sends (RFC 8058): a form POST to the header's URL.
    const url = new URL(oneClick!);
    const answer = await ctx.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ message: UNSUBSCRIBE_MESSAGES.done('adUpdates') });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.mailPreferences.adUpdates).toBe(false);

    // The next notice of the kind is not sent; essential mail still is.
    smtp.messages.length = 0;
    expect(
      await ctx.app.mail.send({
        to: user.email,
        content,
        category: 'notice',
        kind: 'adUpdates',
        userId: user.id,
      }),
    ).toBe(false);
    await ctx.app.mail.send({ to: user.email, content, category: 'essential' });
    await ctx.app.jobs.runDue();
    expect(smtp.to(user.email).map((message) => message.headers.has('list-unsubscribe'))).toEqual([
      false,
    ]);
  });
});

describe('mail when the SMTP server refuses', () => {
  it('retries with backoff, shows staff a message that ran out of attempts, and sends it on retry', async () => {
    let now = new Date('2026-11-23T10:00:00Z');
    const smtp = await startTestSmtpServer({ refuseFirst: 9 });
    const ctx = await buildTestApp({ smtpUrl: smtp.url, clock: () => now });
    try {
      await ctx.app.mail.send({ to: 'buyer@example.lk', content, category: 'essential' });
      await ctx.app.jobs.runDue();
      const [job] = await ctx.db.select().from(jobs).where(eq(jobs.kind, 'mail.send'));
      expect(job).toMatchObject({ state: 'queued', attempts: 1 });
      expect(job!.lastError).toMatch(/451/);
      expect(job!.runAt.getTime()).toBe(now.getTime() + 30_000);

      // Not before its time.
      await ctx.app.jobs.runDue();
      expect((await ctx.db.select().from(jobs).where(eq(jobs.id, job!.id)))[0]!.attempts).toBe(1);

      // Seven more refusals, each after its wait, and the eighth attempt is the last.
      for (let attempt = 2; attempt <= 8; attempt += 1) {
        now = new Date(now.getTime() + 2 * 60 * 60 * 1000);
        await ctx.app.jobs.runDue();
      }
      const [failed] = await ctx.db.select().from(jobs).where(eq(jobs.id, job!.id));
      expect(failed).toMatchObject({ state: 'failed', attempts: 8 });
      expect(smtp.messages).toHaveLength(0);

      const staff = await signUpStaff(ctx.app, ctx.db);
      const list = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/jobs',
        headers: staff.bearer,
      });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({
        count: 1,
        jobs: [
          {
            id: job!.id,
            kind: 'mail.send',
            description: 'E-mail to buyer@example.lk: Your ad is live',
            attempts: 8,
          },
        ],
      });
      expect(list.json().jobs[0].error).toMatch(/451/);

      const stranger = await ctx.app.inject({ method: 'GET', url: '/api/admin/jobs' });
      expect(stranger.statusCode).toBe(401);

      // The server's ninth refusal is used up by the retry's first attempt; the next one goes.
      const retried = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/jobs/${job!.id}/retry`,
        headers: staff.bearer,
      });
      expect(retried.statusCode).toBe(204);
      await ctx.app.jobs.runDue();
      now = new Date(now.getTime() + 60_000);
      await ctx.app.jobs.runDue();
      expect(smtp.to('buyer@example.lk')).toHaveLength(1);
      const again = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/jobs/${job!.id}/retry`,
        headers: staff.bearer,
      });
      expect(again.statusCode).toBe(404);
    } finally {
      await ctx.app.close();
      await smtp.close();
    }
  });
});

describe('mail with no SMTP_URL', () => {
  it('writes each message as an .eml file a mail program opens, and keeps it in the outbox', async () => {
    const ctx = await buildTestApp();
    try {
      await ctx.app.mail.send({ to: 'seller@example.lk', content, category: 'essential' });
      await ctx.app.jobs.runDue();
      const mailDir = path.join(ctx.tempDir, 'mail');
      const files = await readdir(mailDir);
      expect(files).toEqual(['000001.eml']);
      const eml = await readFile(path.join(mailDir, files[0]!), 'utf8');
      expect(eml).toMatch(/^To: seller@example\.lk/m);
      expect(eml).toMatch(/^Subject: Your ad is live/m);
      expect(eml).toContain('Content-Type: text/plain');
      expect(eml).toContain('Content-Type: text/html');
      const [kept] = await ctx.db.select().from(mailOutbox);
      expect(kept).toMatchObject({ recipient: 'seller@example.lk', deliveredBy: 'file', raw: eml });
    } finally {
      await ctx.app.close();
    }
  });
});
