import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  contactMessages,
  jobs,
  mailOutbox,
  messageReplies,
  preOrders,
  staffActions,
} from '@carmarket/db/schema';
import type { InboxResponse } from '@carmarket/shared/staff-inbox';
import { nextAddress, signUpAndIn, signUpStaff } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server';

let smtp: TestSmtpServer;
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let staff: Awaited<ReturnType<typeof signUpStaff>>;
let user: Awaited<ReturnType<typeof signUpAndIn>>;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  ctx = await buildTestApp({ smtpUrl: smtp.url });
  staff = await signUpStaff(ctx.app, ctx.db, { name: 'Dilani Staff' });
  user = await signUpAndIn(ctx.app);
});
afterAll(async () => {
  await ctx.app.close();
  await smtp.close();
});
beforeEach(async () => {
  smtp.messages.length = 0;
  await ctx.db.delete(messageReplies);
  await ctx.db.delete(contactMessages);
  await ctx.db.delete(preOrders);
});

/** The audit log's newest entries, as staff read them: what was done to what, by whom. */
async function latestAudit(count: number) {
  const rows = await ctx.db
    .select({
      staffId: staffActions.staffId,
      action: staffActions.action,
      targetType: staffActions.targetType,
      targetId: staffActions.targetId,
    })
    .from(staffActions)
    .orderBy(desc(staffActions.id))
    .limit(count);
  return rows.reverse();
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function addContact(values: Partial<typeof contactMessages.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(contactMessages)
    .values({
      name: 'Nimal Perera',
      email: 'nimal@example.lk',
      phone: '077 123 4567',
      subject: 'support',
      message: 'My ad has been pending for two days.',
      ...values,
    })
    .returning();
  return row!;
}

async function addPreOrder(values: Partial<typeof preOrders.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(preOrders)
    .values({
      carName: 'Toyota Aqua 2018',
      description: 'Any colour, under 80,000 km',
      expectedPrice: 4_250_000,
      contactEmail: 'buyer@example.lk',
      ...values,
    })
    .returning();
  return row!;
}

function get(url: string, headers: Record<string, string> = staff.bearer) {
  return ctx.app.inject({ method: 'GET', url, headers });
}

function post(url: string, payload?: object, headers: Record<string, string> = staff.bearer) {
  return ctx.app.inject({ method: 'POST', url, headers, payload });
}

async function inbox(query = '') {
  const response = await get(`/api/admin/messages${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InboxResponse>();
}

async function newCount() {
  const response = await get('/api/admin/messages/new-count');
  expect(response.statusCode).toBe(200);
  return response.json<{ count: number }>().count;
}

describe('GET /api/admin/messages', () => {
  it('lists contact messages and pre-orders together, newest first, as staff read them', async () => {
    const oldest = await addContact({ createdAt: minutesAgo(30) });
    const middle = await addPreOrder({ createdAt: minutesAgo(20) });
    const newest = await addContact({
      name: 'Kamala Silva',
      email: 'kamala@example.lk',
      phone: null,
      subject: 'billing',
      message: 'Was I charged twice?',
      createdAt: minutesAgo(10),
    });
    const bare = await addPreOrder({
      carName: 'Honda Vezel',
      description: null,
      expectedPrice: null,
      contactEmail: 'vezel@example.lk',
      createdAt: minutesAgo(40),
    });

    const list = await inbox();
    expect(list.total).toBe(4);
    expect(list.messages.map((message) => [message.kind, message.id])).toEqual([
      ['contact', newest.id],
      ['pre-order', middle.id],
      ['contact', oldest.id],
      ['pre-order', bare.id],
    ]);
    expect(list.messages[0]).toEqual({
      kind: 'contact',
      id: newest.id,
      createdAt: newest.createdAt.toISOString(),
      status: 'new',
      from: { name: 'Kamala Silva', email: 'kamala@example.lk', phone: null },
      subject: 'Billing',
      body: 'Was I charged twice?',
      handledAt: null,
      handledBy: null,
      replies: [],
    });
    expect(list.messages[1]).toMatchObject({
      kind: 'pre-order',
      from: { name: null, email: 'buyer@example.lk', phone: null },
      subject: 'Pre-order: Toyota Aqua 2018',
      body: 'Any colour, under 80,000 km\n\nExpected price: $4,250,000',
    });
    expect(list.messages[2]).toMatchObject({
      subject: 'Technical Support',
      from: { name: 'Nimal Perera', email: 'nimal@example.lk', phone: '077 123 4567' },
    });
    expect(list.messages[3]!.body).toBe('No description given.\n\nNo expected price given.');
  });

  it('shows what visitors sent through the public forms', async () => {
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: nextAddress(),
      payload: {
        name: 'Form Sender',
        email: 'form@example.lk',
        subject: 'general',
        message: 'Hello from the form.',
      },
    });
    expect(sent.statusCode).toBe(201);
    const list = await inbox();
    expect(list.messages).toMatchObject([
      { kind: 'contact', status: 'new', subject: 'General Inquiry', body: 'Hello from the form.' },
    ]);
  });

  it('filters by status and pages 20 at a time', async () => {
    for (let i = 0; i < 21; i += 1) await addContact({ createdAt: minutesAgo(100 - i) });
    const handled = await addPreOrder({ status: 'handled', handledAt: new Date() });

    const first = await inbox('?status=new');
    expect(first.total).toBe(21);
    expect(first.messages).toHaveLength(20);
    const second = await inbox('?status=new&page=2');
    expect(second.messages).toHaveLength(1);
    expect(second.messages[0]!.createdAt < first.messages[19]!.createdAt).toBe(true);

    const done = await inbox('?status=handled');
    expect(done).toMatchObject({ total: 1, messages: [{ kind: 'pre-order', id: handled.id }] });
    // New is the default.
    expect((await inbox()).total).toBe(21);
  });

  it('refuses a bad status or page with a sentence', async () => {
    for (const [query, message] of [
      ['?status=open', 'Status must be new or handled'],
      ['?page=0', 'Page must be a whole number from 1 to 10,000'],
      ['?page=two', 'Page must be a whole number from 1 to 10,000'],
    ]) {
      const response = await get(`/api/admin/messages${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
  });
});

describe('staff only', () => {
  it('answers non-staff with 403 and anonymous callers with 401, with no data', async () => {
    await addContact();
    const calls = [
      ['GET', '/api/admin/messages'],
      ['GET', '/api/admin/messages/new-count'],
      ['POST', '/api/admin/messages/contact/1/handled'],
      ['POST', '/api/admin/messages/contact/1/reopen'],
      ['POST', '/api/admin/messages/contact/1/reply'],
    ] as const;
    for (const [method, url] of calls) {
      const asUser = await ctx.app.inject({
        method,
        url,
        headers: user.bearer,
        payload: method === 'POST' ? { body: 'hi' } : undefined,
      });
      expect(asUser.statusCode, url).toBe(403);
      expect(asUser.json(), url).toMatchObject({
        message: 'This page is for CarMarket staff only.',
      });
      const anonymous = await ctx.app.inject({ method, url });
      expect(anonymous.statusCode, url).toBe(401);
    }
    expect(await ctx.db.$count(messageReplies)).toBe(0);
    expect(smtp.messages).toHaveLength(0);
  });
});

describe('handled and reopen', () => {
  it('moves a message to handled with who and when, and back to new', async () => {
    const contact = await addContact();
    const preOrder = await addPreOrder();
    expect(await newCount()).toBe(2);

    const handled = await post(`/api/admin/messages/pre-order/${preOrder.id}/handled`);
    expect(handled.statusCode).toBe(204);
    expect(await newCount()).toBe(1);
    expect((await inbox()).messages.map((message) => message.id)).toEqual([contact.id]);
    const [done] = (await inbox('?status=handled')).messages;
    expect(done).toMatchObject({
      kind: 'pre-order',
      id: preOrder.id,
      status: 'handled',
      handledBy: { id: staff.user.id, name: 'Dilani Staff' },
    });
    expect(done!.handledAt).not.toBeNull();
    // A contact message with the same id is another message: it stays new.
    const [contactRow] = await ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, contact.id));
    expect(contactRow!.status).toBe('new');

    const reopened = await post(`/api/admin/messages/pre-order/${preOrder.id}/reopen`);
    expect(reopened.statusCode).toBe(204);
    expect(await newCount()).toBe(2);
    const again = (await inbox()).messages.find((message) => message.kind === 'pre-order');
    expect(again).toMatchObject({ status: 'new', handledAt: null, handledBy: null });

    const target = { targetType: 'pre-order', targetId: preOrder.id, staffId: staff.user.id };
    expect(await latestAudit(2)).toEqual([
      { action: 'mark-message-handled', ...target },
      { action: 'reopen-message', ...target },
    ]);
  });

  it('answers an unknown kind or id with 404', async () => {
    const contact = await addContact();
    for (const url of [
      `/api/admin/messages/letter/${contact.id}/handled`,
      `/api/admin/messages/contact/${contact.id + 1000}/handled`,
      `/api/admin/messages/pre-order/${contact.id + 1000}/reopen`,
      `/api/admin/messages/contact/abc/handled`,
      `/api/admin/messages/contact/${contact.id + 1000}/reply`,
    ]) {
      const response = await post(url, { body: 'Hello' });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ message: 'We could not find that message.' });
    }
  });
});

describe('POST /api/admin/messages/:kind/:id/reply', () => {
  it('e-mails the sender, quoting their message, and marks it handled', async () => {
    const contact = await addContact();
    const response = await post(`/api/admin/messages/contact/${contact.id}/reply`, {
      body: 'We have approved your ad.\n\nSorry for the wait.',
    });
    expect(response.statusCode, response.body).toBe(204);
    await ctx.app.jobs.runDue();

    const [mail] = smtp.to('nimal@example.lk');
    expect(mail!.subject).toBe('Re: Technical Support');
    // The team's shared mailbox (MAIL_REPLY_TO), never the staff member's own address.
    expect(mail!.headers.get('reply-to')).toBe('CarMarket Support <support@carmarket.lk>');
    expect(mail!.raw).not.toContain(staff.email);
    expect(mail!.text).toContain('Hello Nimal Perera,');
    expect(mail!.text).toContain('We have approved your ad.');
    expect(mail!.text).toContain('Sorry for the wait.');
    expect(mail!.text).toContain('> My ad has been pending for two days.');
    // Essential: no unsubscribe link, the person wrote to us.
    expect(mail!.headers.has('list-unsubscribe')).toBe(false);

    expect(await newCount()).toBe(0);
    const [answered] = (await inbox('?status=handled')).messages;
    expect(answered).toMatchObject({
      status: 'handled',
      handledBy: { id: staff.user.id, name: 'Dilani Staff' },
      replies: [
        {
          body: 'We have approved your ad.\n\nSorry for the wait.',
          staff: { id: staff.user.id, name: 'Dilani Staff' },
        },
      ],
    });
    const [reply] = await ctx.db.select().from(messageReplies);
    const [outbox] = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, reply!.outboxId!));
    expect(outbox).toMatchObject({ recipient: 'nimal@example.lk', category: 'essential' });
    expect(outbox!.sentAt).not.toBeNull();
    expect(await latestAudit(1)).toEqual([
      {
        action: 'reply-to-message',
        targetType: 'contact-message',
        targetId: contact.id,
        staffId: staff.user.id,
      },
    ]);
  });

  it("answers a pre-order at the buyer's address", async () => {
    const preOrder = await addPreOrder();
    const response = await post(`/api/admin/messages/pre-order/${preOrder.id}/reply`, {
      body: 'We found an Aqua for you.',
    });
    expect(response.statusCode).toBe(204);
    await ctx.app.jobs.runDue();
    const [mail] = smtp.to('buyer@example.lk');
    expect(mail!.subject).toBe('Re: Pre-order: Toyota Aqua 2018');
    expect(mail!.text).toContain('Hello,');
    expect(mail!.text).toContain('> Any colour, under 80,000 km');
    expect(mail!.text).toContain('> Expected price: $4,250,000');
  });

  it('refuses an empty or over-long reply with a sentence, sending nothing', async () => {
    const contact = await addContact();
    for (const [body, message] of [
      ['', 'Please write your reply'],
      ['   ', 'Please write your reply'],
      ['x'.repeat(5_001), 'Your reply is too long (5,000 characters at most)'],
    ]) {
      const response = await post(`/api/admin/messages/contact/${contact.id}/reply`, { body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message, field: 'body' });
    }
    const missing = await post(`/api/admin/messages/contact/${contact.id}/reply`, {});
    expect(missing.statusCode).toBe(400);
    expect(await ctx.db.$count(messageReplies)).toBe(0);
    expect(await newCount()).toBe(1);
  });

  it('keeps the e-mail and the reply together: when the reply cannot be saved, no e-mail is queued', async () => {
    const contact = await addContact();
    const outboxBefore = await ctx.db.$count(mailOutbox);
    const auditBefore = await ctx.db.$count(staffActions);
    const jobsBefore = await ctx.db.$count(jobs);
    // A real failure after the mail is queued: the database refuses this one reply row.
    await ctx.db.execute(
      sql`alter table message_replies add constraint test_refuse check (body <> 'refuse me')`,
    );
    try {
      const response = await post(`/api/admin/messages/contact/${contact.id}/reply`, {
        body: 'refuse me',
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await ctx.db.execute(sql`alter table message_replies drop constraint test_refuse`);
    }
    await ctx.app.jobs.runDue();
    expect(await ctx.db.$count(mailOutbox)).toBe(outboxBefore);
    expect(await ctx.db.$count(jobs)).toBe(jobsBefore);
    expect(smtp.messages).toHaveLength(0);
    expect(await ctx.db.$count(staffActions)).toBe(auditBefore);
    expect(await newCount()).toBe(1);
  });
});
