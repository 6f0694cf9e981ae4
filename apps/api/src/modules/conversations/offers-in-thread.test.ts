import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userEvents } from '@carmarket/db/schema';
import type {
  ChatEvent,
  ConversationMessagesAnswer,
  ConversationsAnswer,
} from '@carmarket/shared/chat';
import { nextAddress, signUpAndIn } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { createVehicle } from '../../test/factories';

/**
 * Issue 35: an offer made on an ad shows in the buyer's conversation about it (starting it if
 * need be), and the seller's answer is a message there too, with live events for both sides.
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

type Session = Awaited<ReturnType<typeof signUpAndIn>>;

function call(method: 'GET' | 'POST', url: string, session: Session, payload?: object) {
  return ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: session.bearer,
    ...(payload ? { payload } : {}),
    remoteAddress: nextAddress(),
  });
}

async function eventsOf(userId: number): Promise<ChatEvent[]> {
  const rows = await ctx.db
    .select({ payload: userEvents.payload })
    .from(userEvents)
    .where(eq(userEvents.userId, userId))
    .orderBy(asc(userEvents.id));
  return rows.map((row) => row.payload as ChatEvent);
}

describe('offers in the conversation', () => {
  it('opens the buyer’s conversation with the offer, and answers it there', async () => {
    const seller = await signUpAndIn(ctx.app);
    const buyer = await signUpAndIn(ctx.app);
    const car = await createVehicle(ctx.db, { userId: seller.user.id });

    const made = await call('POST', `/vehicles/${car.id}/offers`, buyer, {
      amount: 4_500_000,
      message: 'Cash today.',
    });
    expect(made.statusCode).toBe(201);
    const offerId = made.json<{ id: number }>().id;

    const inbox = (await call('GET', '/me/conversations', seller)).json<ConversationsAnswer>();
    expect(inbox.conversations).toHaveLength(1);
    const [summary] = inbox.conversations;
    expect(summary).toMatchObject({
      role: 'seller',
      unread: 1,
      vehicle: { id: car.id },
      lastMessage: {
        kind: 'offer',
        text: '',
        mine: false,
        offer: { id: offerId, amount: 4_500_000, state: 'open' },
      },
    });
    const conversationId = summary!.id;
    expect(await eventsOf(buyer.user.id)).toEqual([
      {
        kind: 'message',
        message: expect.objectContaining({ kind: 'offer', mine: true, conversationId }),
      },
    ]);

    // A question in the same conversation, then the seller accepts.
    const asked = await call('POST', `/vehicles/${car.id}/conversations`, buyer, {
      text: 'Can I pick it up on Saturday?',
    });
    expect(asked.json()).toEqual({ conversationId });
    expect((await call('POST', `/me/offers/${offerId}/accept`, seller)).statusCode).toBe(204);

    const thread = (
      await call('GET', `/me/conversations/${conversationId}/messages`, buyer)
    ).json<ConversationMessagesAnswer>();
    expect(thread.messages.map((m) => [m.kind, m.mine, m.offer?.state ?? null])).toEqual([
      ['offer', true, 'accepted'],
      ['text', true, null],
      ['offer-accepted', false, 'accepted'],
    ]);
    for (const userId of [seller.user.id, buyer.user.id]) {
      const events = await eventsOf(userId);
      expect(events.at(-1)).toEqual({ kind: 'offer', conversationId, offerId, state: 'accepted' });
      expect(events.at(-2)).toMatchObject({
        kind: 'message',
        message: { kind: 'offer-accepted', mine: userId === seller.user.id },
      });
    }
  });

  it('says a declined offer there too, and a second offer continues the same conversation', async () => {
    const seller = await signUpAndIn(ctx.app);
    const buyer = await signUpAndIn(ctx.app);
    const car = await createVehicle(ctx.db, { userId: seller.user.id });
    const first = (
      await call('POST', `/vehicles/${car.id}/offers`, buyer, { amount: 1_000_000 })
    ).json<{ id: number }>().id;
    expect((await call('POST', `/me/offers/${first}/decline`, seller)).statusCode).toBe(204);
    await call('POST', `/vehicles/${car.id}/offers`, buyer, { amount: 1_200_000 });

    const inbox = (await call('GET', '/me/conversations', buyer)).json<ConversationsAnswer>();
    expect(inbox.conversations).toHaveLength(1);
    const thread = (
      await call('GET', `/me/conversations/${inbox.conversations[0]!.id}/messages`, seller)
    ).json<ConversationMessagesAnswer>();
    expect(thread.messages.map((m) => [m.kind, m.offer?.amount, m.offer?.state])).toEqual([
      ['offer', 1_000_000, 'declined'],
      ['offer-declined', 1_000_000, 'declined'],
      ['offer', 1_200_000, 'open'],
    ]);
  });
});
