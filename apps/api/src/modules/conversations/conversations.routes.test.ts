import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conversationMessages,
  conversationReports,
  conversations,
  users,
  vehicleMedia,
  vehicles,
} from '@carmarket/db/schema';
import type {
  ChatMessageView,
  ConversationMessagesAnswer,
  ConversationsAnswer,
} from '@carmarket/shared/chat';
import {
  PHONE_NOT_VERIFIED_CODE,
  PHONE_VERIFICATION_MESSAGES,
} from '@carmarket/shared/phone-verification';
import { nextAddress, signUpAndIn, signUpStaff } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { eventsOf } from '../../test/user-events';
import { createVehicle, DAY } from '../../test/factories';
import { tally } from '../../test/tally';
import { CONVERSATION_MESSAGES } from './conversations.service';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

type Session = Awaited<ReturnType<typeof signUpAndIn>>;

function ask(vehicleId: number | string, session: Session | null, payload: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/vehicles/${vehicleId}/conversations`,
    headers: session?.bearer ?? {},
    payload: payload as object,
    remoteAddress: nextAddress(),
  });
}

function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  session: Session,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...session.bearer, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
    remoteAddress: nextAddress(),
  });
}

const send = (id: number | string, session: Session, text: string) =>
  call('POST', `/me/conversations/${id}/messages`, session, { text });
const inbox = async (session: Session, headers: Record<string, string> = {}) => {
  const answer = await call('GET', '/me/conversations', session, undefined, headers);
  expect(answer.statusCode).toBe(200);
  return answer.json<ConversationsAnswer>();
};
const thread = async (id: number, session: Session, query = '') => {
  const answer = await call('GET', `/me/conversations/${id}/messages${query}`, session);
  expect(answer.statusCode).toBe(200);
  return answer.json<ConversationMessagesAnswer>();
};

/** A seller with a live ad and a buyer who has asked about it. */
async function conversationAboutACar(question = 'Is it still available?') {
  const seller = await signUpAndIn(ctx.app);
  const buyer = await signUpAndIn(ctx.app);
  const car = await createVehicle(ctx.db, { userId: seller.user.id });
  const started = await ask(car.id, buyer, { text: question });
  expect(started.statusCode).toBe(201);
  const { conversationId } = started.json<{ conversationId: number }>();
  return { seller, buyer, car, conversationId };
}

describe('POST /api/vehicles/:id/conversations', () => {
  it('starts the buyer’s conversation with the first message, and continues it after', async () => {
    const { seller, buyer, car, conversationId } = await conversationAboutACar();
    const again = await ask(car.id, buyer, { text: 'Can I see it on Saturday?' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ conversationId });

    const rows = await ctx.db
      .select()
      .from(conversations)
      .where(eq(conversations.vehicleId, car.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ buyerId: buyer.user.id, sellerId: seller.user.id });
    const messages = await thread(conversationId, seller);
    expect(messages.messages.map((m) => [m.text, m.mine])).toEqual([
      ['Is it still available?', false],
      ['Can I see it on Saturday?', false],
    ]);
  });

  it('needs a verified mobile number to start a conversation, not to go on with one (issue 36)', async () => {
    const seller = await signUpAndIn(ctx.app);
    const unverified = await signUpAndIn(ctx.app, {}, { phoneVerified: false });
    const car = await createVehicle(ctx.db, { userId: seller.user.id });
    // A wrong message is told what is wrong first.
    expect((await ask(car.id, unverified, { text: '' })).statusCode).toBe(400);
    const refused = await ask(car.id, unverified, { text: 'Is it still available?' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: PHONE_NOT_VERIFIED_CODE,
      message: PHONE_VERIFICATION_MESSAGES.required,
    });
    expect(
      await ctx.db.select().from(conversations).where(eq(conversations.vehicleId, car.id)),
    ).toEqual([]);

    // A buyer whose number is no longer verified still answers in the conversation they have.
    const { buyer, car: asked, conversationId } = await conversationAboutACar();
    await ctx.db.update(users).set({ phoneVerifiedAt: null }).where(eq(users.id, buyer.user.id));
    const again = await ask(asked.id, buyer, { text: 'Can I see it on Saturday?' });
    expect(again.statusCode, again.body).toBe(200);
    expect((await send(conversationId, buyer, 'Or on Sunday?')).statusCode).toBe(201);
  });

  it('asks a visitor to sign in', async () => {
    const seller = await signUpAndIn(ctx.app);
    const car = await createVehicle(ctx.db, { userId: seller.user.id });
    expect((await ask(car.id, null, { text: 'Hello' })).statusCode).toBe(401);
  });

  it('refuses a conversation about your own ad', async () => {
    const seller = await signUpAndIn(ctx.app);
    const car = await createVehicle(ctx.db, { userId: seller.user.id });
    const answer = await ask(car.id, seller, { text: 'Hello' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: CONVERSATION_MESSAGES.ownAd });
  });

  it('answers 410 for a sold or lapsed ad and 404 for one that never went live', async () => {
    const seller = await signUpAndIn(ctx.app);
    const buyer = await signUpAndIn(ctx.app);
    const sold = await createVehicle(ctx.db, { userId: seller.user.id, status: 'sold' });
    const lapsed = await createVehicle(ctx.db, {
      userId: seller.user.id,
      expiresAt: new Date(Date.now() - DAY),
    });
    const pending = await createVehicle(ctx.db, {
      userId: seller.user.id,
      status: 'pending',
      approvedAt: null,
    });
    const held = await createVehicle(ctx.db, { userId: seller.user.id, heldFor: 'reports' });
    const statuses = [];
    for (const id of [sold.id, lapsed.id, pending.id, held.id, 999_999]) {
      const answer = await ask(id, buyer, { text: 'Hello' });
      expect(answer.json()).toMatchObject({ message: CONVERSATION_MESSAGES.notForSale });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([410, 410, 404, 404, 404]);
    expect((await ask('abc', buyer, { text: 'Hello' })).statusCode).toBe(400);
  });

  it('makes one conversation of simultaneous first messages', async () => {
    const seller = await signUpAndIn(ctx.app);
    const buyer = await signUpAndIn(ctx.app, {}, { confirmed: true });
    const car = await createVehicle(ctx.db, { userId: seller.user.id });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => ask(car.id, buyer, { text: `Question ${i}` })),
    );
    expect(tally(answers.map((answer) => answer.statusCode))).toEqual({ 200: 7, 201: 1 });
    const ids = new Set(
      answers.map((answer) => answer.json<{ conversationId: number }>().conversationId),
    );
    expect(ids.size).toBe(1);
    const rows = await ctx.db
      .select()
      .from(conversations)
      .where(eq(conversations.vehicleId, car.id));
    expect(rows).toHaveLength(1);
    const [conversationId] = [...ids];
    expect((await thread(conversationId!, seller)).messages).toHaveLength(8);
  });
});

describe('a message', () => {
  it('is stored, marked read for its sender and announced to both sides, the warning only to the recipient', async () => {
    const { seller, buyer, conversationId } = await conversationAboutACar();
    const scam = 'Please pay an advance of 10,000 to reserve it';
    const answer = await send(conversationId, seller, scam);
    expect(answer.statusCode).toBe(201);
    const sent = answer.json<ChatMessageView>();
    expect(sent).toMatchObject({
      conversationId,
      kind: 'text',
      text: scam,
      mine: true,
      warning: null,
      deleted: false,
      offer: null,
    });

    const sellerEvents = await eventsOf(ctx.db, seller.user.id);
    const buyerEvents = await eventsOf(ctx.db, buyer.user.id);
    expect(sellerEvents.at(-1)).toEqual({ kind: 'message', message: sent });
    expect(buyerEvents.at(-1)).toEqual({
      kind: 'message',
      message: { ...sent, mine: false, warning: 'advance-payment' },
    });
    // The buyer's first message was announced to both too.
    expect(sellerEvents.filter((event) => event.kind === 'message')).toHaveLength(2);

    // Answering moves the sender's read mark past what they answered.
    const sellerView = (await inbox(seller)).conversations.find((c) => c.id === conversationId);
    expect(sellerView).toMatchObject({ unread: 0, role: 'seller' });
    const buyerView = (await inbox(buyer)).conversations.find((c) => c.id === conversationId);
    expect(buyerView).toMatchObject({
      unread: 1,
      role: 'buyer',
      lastMessage: { text: scam, mine: false, warning: 'advance-payment' },
    });
  });

  it('refuses NUL, 100 KB and lone surrogates with the field’s sentence, never a 500', async () => {
    const { buyer, conversationId, car } = await conversationAboutACar();
    const refusals = [
      [
        'nul \u0000 here',
        'Your message contains characters that cannot be saved. Please remove them.',
      ],
      ['x'.repeat(100_000), 'Your message is too long (2,000 characters at most)'],
      [
        'half \ud800 a pair',
        'Your message contains characters that cannot be saved. Please remove them.',
      ],
      ['   ', 'Please write a message'],
    ] as const;
    for (const [text, message] of refusals) {
      for (const answer of [
        await send(conversationId, buyer, text),
        await ask(car.id, buyer, { text }),
      ]) {
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({ message });
      }
    }
    expect((await send(conversationId, buyer, 42 as unknown as string)).statusCode).toBe(400);
  });

  it('is refused to anyone outside the conversation, and to unknown or malformed ids', async () => {
    const { conversationId } = await conversationAboutACar();
    const stranger = await signUpAndIn(ctx.app);
    for (const answer of [
      await send(conversationId, stranger, 'Hello'),
      await call('GET', `/me/conversations/${conversationId}/messages`, stranger),
      await call('POST', `/me/conversations/${conversationId}/read`, stranger),
      await call('POST', `/me/conversations/${conversationId}/block`, stranger),
      await call('POST', `/me/conversations/${conversationId}/report`, stranger, {}),
      await send(2_000_000_000, stranger, 'Hello'),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ message: CONVERSATION_MESSAGES.notFound });
    }
    for (const id of ['abc', '0', '1.5', '99999999999']) {
      expect((await send(id, stranger, 'Hello')).statusCode, id).toBe(400);
    }
  });
});

describe('GET /api/me/conversations', () => {
  it('lists both roles by last message, with the car, the unread counts and the other side’s read mark', async () => {
    const me = await signUpAndIn(ctx.app, { name: 'Kamal Silva' }, { confirmed: true });
    const other = await signUpAndIn(ctx.app, { name: 'Sunil Fernando' });
    const myCar = await createVehicle(ctx.db, { userId: me.user.id, title: 'Toyota Aqua 2016' });
    const theirCar = await createVehicle(ctx.db, {
      userId: other.user.id,
      title: 'Honda Fit 2014',
    });
    await ctx.db.insert(vehicleMedia).values({
      vehicleId: theirCar.id,
      kind: 'image',
      position: 0,
      storageKey: 'vehicles/fit-1280.webp',
      variants: { 320: 'vehicles/fit-320.webp', 640: 'vehicles/fit-640.webp' },
    });

    const asBuyer = (await ask(theirCar.id, me, { text: 'Any accidents?' })).json<{
      conversationId: number;
    }>().conversationId;
    const asSeller = (await ask(myCar.id, other, { text: 'Still for sale?' })).json<{
      conversationId: number;
    }>().conversationId;
    await send(asSeller, other, 'And the mileage?');

    const answer = await inbox(me);
    expect(answer.conversations.map((c) => c.id)).toEqual([asSeller, asBuyer]);
    expect(answer.unread).toBe(2);
    const [selling, buying] = answer.conversations;
    expect(selling).toMatchObject({
      role: 'seller',
      other: { id: other.user.id, name: 'Sunil Fernando' },
      vehicle: { id: myCar.id, title: 'Toyota Aqua 2016', price: myCar.price, photo: null },
      unread: 2,
      closed: null,
      lastMessage: { text: 'And the mileage?', mine: false },
    });
    expect(selling!.vehicle.path).toMatch(new RegExp(`^/cars/${myCar.id}-toyota-aqua-2016`));
    expect(buying).toMatchObject({
      role: 'buyer',
      other: { id: other.user.id, name: 'Sunil Fernando' },
      // An address the browser can load, as every other card's photo (issue 35's web app).
      vehicle: { id: theirCar.id, photo: '/media/vehicles/fit-320.webp' },
      unread: 0,
      otherReadId: 0,
    });

    // The seller reads: the buyer's message is "Seen", and the buyer hears of it.
    const read = await call('POST', `/me/conversations/${asBuyer}/read`, other);
    expect(read.statusCode).toBe(204);
    const seen = (await inbox(me)).conversations.find((c) => c.id === asBuyer)!;
    expect(seen.otherReadId).toBe(seen.lastMessage!.id);
    expect((await eventsOf(ctx.db, me.user.id)).at(-1)).toEqual({
      kind: 'read',
      conversationId: asBuyer,
      readerId: other.user.id,
      readId: seen.lastMessage!.id,
    });
    expect((await inbox(other)).conversations.find((c) => c.id === asBuyer)!.unread).toBe(0);
  });

  it('never carries an e-mail address or a phone number', async () => {
    const seller = await signUpAndIn(ctx.app, { mobile: '0712345678' });
    const buyer = await signUpAndIn(ctx.app, { mobile: '0759876543' });
    const car = await createVehicle(ctx.db, { userId: seller.user.id, phone: '0701112223' });
    const { conversationId } = (await ask(car.id, buyer, { text: 'Hello' })).json<{
      conversationId: number;
    }>();
    await send(conversationId, seller, 'Hi, yes it is.');
    const bodies = [
      (await call('GET', '/me/conversations', seller)).body,
      (await call('GET', '/me/conversations', buyer)).body,
      (await call('GET', `/me/conversations/${conversationId}/messages`, seller)).body,
      (await call('GET', `/me/conversations/${conversationId}/messages`, buyer)).body,
      (await send(conversationId, buyer, 'Thanks')).body,
      JSON.stringify(await eventsOf(ctx.db, seller.user.id)),
      JSON.stringify(await eventsOf(ctx.db, buyer.user.id)),
    ].join('\n');
    for (const secret of [seller.email, buyer.email, '0712345678', '0759876543', '0701112223']) {
      expect(bodies).not.toContain(secret);
    }
    expect(bodies).not.toMatch(/"(email|mobile|phone)"/);
  });
});

describe('GET /api/me/conversations/:id/messages', () => {
  it('answers 50 a page, oldest first, and pages back with ?before=', async () => {
    const { seller, buyer, conversationId } = await conversationAboutACar('Message 0');
    await ctx.db.insert(conversationMessages).values(
      Array.from({ length: 59 }, (_, i) => ({
        conversationId,
        senderId: i % 2 === 0 ? seller.user.id : buyer.user.id,
        body: `Message ${i + 1}`,
      })),
    );
    const latest = await thread(conversationId, buyer);
    expect(latest.messages).toHaveLength(50);
    expect(latest.messages[0]!.text).toBe('Message 10');
    expect(latest.messages.at(-1)!.text).toBe('Message 59');
    expect(latest.hasOlder).toBe(true);
    const older = await thread(conversationId, buyer, `?before=${latest.messages[0]!.id}`);
    expect(older.messages.map((m) => m.text)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Message ${i}`),
    );
    expect(older.hasOlder).toBe(false);
    expect(older.conversation.id).toBe(conversationId);
    const bad = await call('GET', `/me/conversations/${conversationId}/messages?before=x`, buyer);
    expect(bad.statusCode).toBe(400);
  });
});

describe('DELETE /api/me/conversations/:id/messages/:messageId', () => {
  it('takes the sender’s message back for both sides within 10 minutes, and not after', async () => {
    const { seller, buyer, conversationId } = await conversationAboutACar();
    const mine = (
      await send(conversationId, buyer, 'My number is 0771234567')
    ).json<ChatMessageView>();
    const deleted = await call(
      'DELETE',
      `/me/conversations/${conversationId}/messages/${mine.id}`,
      buyer,
    );
    expect(deleted.statusCode).toBe(204);
    const seen = (await thread(conversationId, seller)).messages.find((m) => m.id === mine.id);
    expect(seen).toMatchObject({ deleted: true, text: '', warning: null });
    for (const userId of [seller.user.id, buyer.user.id]) {
      expect((await eventsOf(ctx.db, userId)).at(-1)).toEqual({
        kind: 'message-deleted',
        conversationId,
        messageId: mine.id,
      });
    }
    // Again: nothing more to do.
    expect(
      (await call('DELETE', `/me/conversations/${conversationId}/messages/${mine.id}`, buyer))
        .statusCode,
    ).toBe(204);

    const old = (await send(conversationId, buyer, 'Sent a while ago')).json<ChatMessageView>();
    await ctx.db
      .update(conversationMessages)
      .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(conversationMessages.id, old.id));
    const late = await call(
      'DELETE',
      `/me/conversations/${conversationId}/messages/${old.id}`,
      buyer,
    );
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ message: CONVERSATION_MESSAGES.tooLateToDelete });

    const theirs = (await send(conversationId, seller, 'Yes it is')).json<ChatMessageView>();
    const notMine = await call(
      'DELETE',
      `/me/conversations/${conversationId}/messages/${theirs.id}`,
      buyer,
    );
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json()).toMatchObject({ message: CONVERSATION_MESSAGES.notYours });
    const unknown = await call(
      'DELETE',
      `/me/conversations/${conversationId}/messages/999999999`,
      buyer,
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('blocking', () => {
  it('stops the blocked person writing to the blocker without telling them why', async () => {
    const { seller, buyer, car, conversationId } = await conversationAboutACar();
    expect(
      (await call('POST', `/me/conversations/${conversationId}/block`, seller)).statusCode,
    ).toBe(204);

    const refused = await send(conversationId, buyer, 'Hello?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: CONVERSATION_MESSAGES.cannotSend });
    expect(refused.body).not.toMatch(/block/i);
    // The blocked buyer's inbox shows nothing; the seller's says they blocked.
    expect((await inbox(buyer)).conversations[0]).toMatchObject({
      id: conversationId,
      closed: null,
    });
    expect((await inbox(seller)).conversations[0]).toMatchObject({
      id: conversationId,
      closed: 'blocked',
    });
    const blockerWrites = await send(conversationId, seller, 'Bye');
    expect(blockerWrites.statusCode).toBe(403);
    expect(blockerWrites.json()).toMatchObject({ message: CONVERSATION_MESSAGES.youBlocked });

    // No new conversation on the blocker's other ads, and no offer either.
    const another = await createVehicle(ctx.db, { userId: seller.user.id });
    const fresh = await ask(another.id, buyer, { text: 'What about this one?' });
    expect(fresh.statusCode).toBe(403);
    expect(fresh.json()).toMatchObject({ message: CONVERSATION_MESSAGES.cannotSend });
    const offer = await call('POST', `/vehicles/${car.id}/offers`, buyer, { amount: 100 });
    expect(offer.statusCode).toBe(403);

    expect(
      (await call('DELETE', `/me/conversations/${conversationId}/block`, seller)).statusCode,
    ).toBe(204);
    expect((await send(conversationId, buyer, 'Hello again')).statusCode).toBe(201);
  });
});

describe('POST /api/me/conversations/:id/report', () => {
  it('stores one report per reporter, and answers a repeat the same', async () => {
    const { buyer, conversationId } = await conversationAboutACar();
    const first = await call('POST', `/me/conversations/${conversationId}/report`, buyer, {
      details: 'Asked me to pay a deposit first.',
    });
    const again = await call('POST', `/me/conversations/${conversationId}/report`, buyer, {});
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(first.json()).toEqual({ message: CONVERSATION_MESSAGES.reported });
    const rows = await ctx.db
      .select()
      .from(conversationReports)
      .where(eq(conversationReports.conversationId, conversationId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reporterId: buyer.user.id,
      details: 'Asked me to pay a deposit first.',
      decision: null,
    });
    const tooLong = await call('POST', `/me/conversations/${conversationId}/report`, buyer, {
      details: 'x'.repeat(1_001),
    });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('a closed conversation', () => {
  it('is read-only once the ad is sold (410), ended (410) or held by staff (403)', async () => {
    for (const [change, status, message, closed] of [
      [{ status: 'sold' }, 410, CONVERSATION_MESSAGES.sold, 'sold'],
      [{ status: 'expired' }, 410, CONVERSATION_MESSAGES.ended, 'ended'],
      [{ expiresAt: new Date(Date.now() - 1000) }, 410, CONVERSATION_MESSAGES.ended, 'ended'],
      [{ heldFor: 'reports' }, 403, CONVERSATION_MESSAGES.held, 'ended'],
    ] as const) {
      const { seller, buyer, car, conversationId } = await conversationAboutACar();
      await ctx.db.update(vehicles).set(change).where(eq(vehicles.id, car.id));
      for (const session of [seller, buyer]) {
        const answer = await send(conversationId, session, 'Hello');
        expect(answer.statusCode).toBe(status);
        expect(answer.json()).toMatchObject({ message });
        const [summary] = (await inbox(session)).conversations;
        expect(summary).toMatchObject({ id: conversationId, closed });
        // Still readable.
        expect((await thread(conversationId, session)).messages).toHaveLength(1);
      }
    }
  });

  it('closes while either side is suspended, and opens again when the suspension is lifted', async () => {
    const { seller, buyer, conversationId } = await conversationAboutACar();
    await ctx.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, buyer.user.id));
    const refused = await send(conversationId, seller, 'Hello');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: CONVERSATION_MESSAGES.suspended });
    expect((await inbox(seller)).conversations[0]).toMatchObject({ closed: 'suspended' });
    await ctx.db.update(users).set({ suspendedAt: null }).where(eq(users.id, buyer.user.id));
    expect((await inbox(seller)).conversations[0]).toMatchObject({ closed: null });
    expect((await send(conversationId, seller, 'Hello')).statusCode).toBe(201);
  });

  it('outlives its ad: a seller who deletes the ad cannot wipe the thread or its report', async () => {
    const { seller, buyer, car, conversationId } = await conversationAboutACar();
    expect((await send(conversationId, seller, 'Send an advance to hold it')).statusCode).toBe(201);
    const deleted = await call('DELETE', `/me/listings/${car.id}`, seller);
    expect(deleted.statusCode).toBe(204);

    for (const session of [seller, buyer]) {
      const [summary] = (await inbox(session)).conversations;
      expect(summary).toMatchObject({
        id: conversationId,
        vehicle: { id: null, title: car.title, price: null, photo: null, path: null },
        closed: 'ended',
      });
      expect((await thread(conversationId, session)).messages).toHaveLength(2);
      const refused = await send(conversationId, session, 'Hello?');
      expect(refused.statusCode).toBe(410);
      expect(refused.json()).toMatchObject({ message: CONVERSATION_MESSAGES.removed });
    }

    // The buyer can still report it, and staff still read it.
    const reported = await call('POST', `/me/conversations/${conversationId}/report`, buyer, {
      details: 'Asked for an advance, then deleted the ad',
    });
    expect(reported.statusCode).toBe(201);
    const staff = await signUpStaff(ctx.app, ctx.db);
    const queue = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/conversation-reports',
      headers: staff.bearer,
    });
    expect(queue.statusCode).toBe(200);
    expect(queue.json()).toMatchObject({
      conversations: expect.arrayContaining([
        expect.objectContaining({
          id: conversationId,
          vehicle: { id: null, title: car.title, path: null },
        }),
      ]),
    });
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/conversation-reports/${conversationId}/messages`,
      headers: staff.bearer,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json<{ messages: unknown[] }>().messages).toHaveLength(2);
  });

  it('shows a deleted account as "Deleted user", in the reader’s language', async () => {
    const { seller, buyer, conversationId } = await conversationAboutACar();
    await ctx.db.delete(users).where(eq(users.id, buyer.user.id));
    const [summary] = (await inbox(seller)).conversations;
    expect(summary).toMatchObject({
      id: conversationId,
      other: { id: null, name: 'Deleted user' },
      closed: 'deleted',
    });
    const [sinhala] = (await inbox(seller, { 'accept-language': 'si' })).conversations;
    expect(sinhala!.other.name).not.toBe('Deleted user');
    const refused = await send(conversationId, seller, 'Hello');
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toMatchObject({ message: CONVERSATION_MESSAGES.deleted });
    // The buyer's own messages stay, from nobody.
    const messages = await ctx.db
      .select()
      .from(conversationMessages)
      .where(and(eq(conversationMessages.conversationId, conversationId)));
    expect(messages).toHaveLength(1);
  });
});
