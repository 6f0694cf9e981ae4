import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  conversationMessages,
  conversationReports,
  conversations,
  staffActions,
  users,
} from '@carmarket/db/schema';
import {
  CONVERSATION_REPORT_MESSAGES,
  type AdminConversationReportsResponse,
  type ReportedConversationMessages,
} from '@carmarket/shared/conversation-reports';
import type { AuditResponse } from '@carmarket/shared/audit';
import { signUpAndIn, signUpStaff } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { createVehicle } from '../../test/factories';

type Session = Awaited<ReturnType<typeof signUpAndIn>>;

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let staff: Awaited<ReturnType<typeof signUpStaff>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  staff = await signUpStaff(ctx.app, ctx.db);
});
afterAll(async () => {
  await ctx.app.close();
});
beforeEach(async () => {
  await ctx.db.delete(conversationReports);
});

const call = (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = staff.bearer,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/**
 * A seller's Toyota Aqua, a buyer asking about it and the seller answering, made in the tables
 * directly (the conversations API is built beside this).
 */
async function conversation() {
  const seller = await signUpAndIn(ctx.app, { name: 'Sunil Silva' });
  const buyer = await signUpAndIn(ctx.app, { name: 'Kamala Fernando' });
  const ad = await createVehicle(ctx.db, { userId: seller.user.id, title: 'Toyota Aqua S 2016' });
  const [row] = await ctx.db
    .insert(conversations)
    .values({ vehicleId: ad.id, buyerId: buyer.user.id, sellerId: seller.user.id })
    .returning();
  await ctx.db.insert(conversationMessages).values([
    { conversationId: row!.id, senderId: buyer.user.id, body: 'Is it still available?' },
    {
      conversationId: row!.id,
      senderId: seller.user.id,
      body: 'Yes. Send a deposit of 50,000 to hold it',
      warning: 'advance-payment',
    },
  ]);
  return { id: row!.id, ad, seller, buyer };
}

async function report(conversationId: number, reporter: Session, details = 'Asked for money') {
  await ctx.db
    .insert(conversationReports)
    .values({ conversationId, reporterId: reporter.user.id, details });
}

async function auditEntries(action: string, targetId: number) {
  return ctx.db
    .select({ staffId: staffActions.staffId, targetType: staffActions.targetType })
    .from(staffActions)
    .where(and(eq(staffActions.action, action), eq(staffActions.targetId, targetId)));
}

async function queue() {
  const response = await call('GET', '/api/admin/conversation-reports');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminConversationReportsResponse>();
}

describe('reported conversations in the staff Reports queue', () => {
  it('lists each conversation with an open report: the car, both people and the reporter', async () => {
    const reported = await conversation();
    await conversation(); // Not reported: not in the queue.
    await report(reported.id, reported.buyer, 'He wants a deposit before I see the car');

    const { conversations: listed, total } = await queue();
    expect(total).toBe(1);
    expect(listed).toHaveLength(1);
    const [item] = listed;
    expect(item).toMatchObject({
      id: reported.id,
      vehicle: { id: reported.ad.id, title: 'Toyota Aqua S 2016' },
      buyer: { id: reported.buyer.user.id, name: 'Kamala Fernando', suspended: false },
      seller: { id: reported.seller.user.id, name: 'Sunil Silva', email: reported.seller.email },
    });
    expect(item!.vehicle.path).toMatch(new RegExp(`^/cars/${reported.ad.id}-`));
    expect(item!.reports).toEqual([
      {
        id: expect.any(Number),
        reporter: {
          id: reported.buyer.user.id,
          name: 'Kamala Fernando',
          email: reported.buyer.email,
          suspended: false,
        },
        side: 'buyer',
        details: 'He wants a deposit before I see the car',
        createdAt: expect.any(String),
      },
    ]);
    // The list carries no messages: reading them is its own, audited, request.
    expect(JSON.stringify(listed)).not.toContain('deposit of 50,000');
  });

  it('shows a deleted account as null, and its messages with no sender', async () => {
    const talk = await conversation();
    await report(talk.id, talk.seller, 'Spam');
    await ctx.db.delete(users).where(eq(users.id, talk.buyer.user.id));

    const [item] = (await queue()).conversations;
    expect(item).toMatchObject({ id: talk.id, buyer: null, seller: { id: talk.seller.user.id } });
    expect(item!.reports[0]!.side).toBe('seller');
    const read = await call('GET', `/api/admin/conversation-reports/${talk.id}/messages`);
    expect(read.json<ReportedConversationMessages>().messages.map((m) => m.sender)).toEqual([
      null,
      'seller',
    ]);
  });

  it('is for staff only', async () => {
    const someone = await signUpAndIn(ctx.app);
    expect((await call('GET', '/api/admin/conversation-reports', undefined, {})).statusCode).toBe(
      401,
    );
    expect(
      (await call('GET', '/api/admin/conversation-reports', undefined, someone.bearer)).statusCode,
    ).toBe(403);
  });
});

describe('reading a reported conversation', () => {
  it('shows staff every message while a report is open, and logs each reading', async () => {
    const talk = await conversation();
    await report(talk.id, talk.buyer);

    const response = await call('GET', `/api/admin/conversation-reports/${talk.id}/messages`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ReportedConversationMessages>();
    expect(body.conversationId).toBe(talk.id);
    expect(body.messages.map((m) => [m.sender, m.text, m.warning])).toEqual([
      ['buyer', 'Is it still available?', null],
      ['seller', 'Yes. Send a deposit of 50,000 to hold it', 'advance-payment'],
    ]);
    expect(await auditEntries('read-reported-conversation', talk.id)).toEqual([
      { staffId: staff.user.id, targetType: 'conversation' },
    ]);

    await call('GET', `/api/admin/conversation-reports/${talk.id}/messages`);
    expect(await auditEntries('read-reported-conversation', talk.id)).toHaveLength(2);
    // The log names the conversation by its car.
    const log = await call('GET', '/api/admin/audit');
    expect(log.json<AuditResponse>().entries[0]).toMatchObject({
      action: 'read-reported-conversation',
      target: { type: 'conversation', id: talk.id, label: 'Toyota Aqua S 2016' },
    });
  });

  it('answers 404 for a conversation without an open report, and logs nothing', async () => {
    const unreported = await conversation();
    for (const id of [unreported.id, 999_999]) {
      const response = await call('GET', `/api/admin/conversation-reports/${id}/messages`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: CONVERSATION_REPORT_MESSAGES.notFound });
      expect(await auditEntries('read-reported-conversation', id)).toHaveLength(0);
    }
  });

  it('is for staff only: a participant or a stranger gets no staff view', async () => {
    const talk = await conversation();
    await report(talk.id, talk.buyer);
    const response = await call(
      'GET',
      `/api/admin/conversation-reports/${talk.id}/messages`,
      undefined,
      talk.buyer.bearer,
    );
    expect(response.statusCode).toBe(403);
  });
});

describe("staff's decision", () => {
  it('dismissing closes every open report of the conversation, and it can be read no more', async () => {
    const talk = await conversation();
    await report(talk.id, talk.buyer);
    await report(talk.id, talk.seller, 'Rude');

    const dismissed = await call('POST', `/api/admin/conversation-reports/${talk.id}/dismiss`);
    expect(dismissed.statusCode, dismissed.body).toBe(204);
    const rows = await ctx.db
      .select({ decision: conversationReports.decision, by: conversationReports.decidedBy })
      .from(conversationReports)
      .where(eq(conversationReports.conversationId, talk.id));
    expect(rows).toEqual([
      { decision: 'dismissed', by: staff.user.id },
      { decision: 'dismissed', by: staff.user.id },
    ]);
    expect(await auditEntries('dismiss-conversation-reports', talk.id)).toHaveLength(1);
    expect((await queue()).conversations).toEqual([]);
    expect(
      (await call('GET', `/api/admin/conversation-reports/${talk.id}/messages`)).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/admin/conversation-reports/${talk.id}/dismiss`)).statusCode,
    ).toBe(404);
  });

  it("suspending a participant from the users' suspension flow closes the conversation's reports", async () => {
    const talk = await conversation();
    const other = await conversation();
    await report(talk.id, talk.buyer);
    await report(other.id, other.buyer);

    const suspended = await call('POST', `/api/admin/users/${talk.seller.user.id}/suspend`, {
      reason: 'Asked buyers for deposits',
    });
    expect(suspended.statusCode, suspended.body).toBe(204);
    const [seller] = await ctx.db
      .select({ suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.id, talk.seller.user.id));
    expect(seller!.suspendedAt).not.toBeNull();
    expect(await auditEntries('suspend-user', talk.seller.user.id)).toEqual([
      { staffId: staff.user.id, targetType: 'user' },
    ]);
    const decisions = await ctx.db
      .select({ id: conversationReports.conversationId, decision: conversationReports.decision })
      .from(conversationReports);
    expect(decisions).toEqual(
      expect.arrayContaining([
        { id: talk.id, decision: 'user-suspended' },
        { id: other.id, decision: null },
      ]),
    );
    expect((await queue()).conversations.map((c) => c.id)).toEqual([other.id]);
  });
});
