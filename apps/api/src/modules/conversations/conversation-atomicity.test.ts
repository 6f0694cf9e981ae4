import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages, conversations, offers, userEvents } from '@carmarket/db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createUser, createVehicle } from '../../test/factories';
import { recordUserEvents } from '../events/user-events.repository';
import { createOffersRepository } from '../offers/offers.repository';
import {
  createConversationsRepository,
  createConversationThreads,
  type RecordUserEvents,
} from './conversations.repository';

/**
 * Issue 35: a message is stored and announced in one transaction, or not at all. The process
 * dying between the two (kill -9) is played by an events writer that writes the events and then
 * fails before the commit: nothing of the message, its conversation or its events may remain.
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

/** Writes the events for real, then dies before the transaction commits. */
const diesAfterAnnouncing: RecordUserEvents = async (tx, events) => {
  await recordUserEvents(tx, events);
  throw new Error('the process died here');
};

async function rowsAbout(vehicleId: number, userIds: number[]) {
  const threads = await ctx.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.vehicleId, vehicleId));
  const messages = await ctx.db
    .select({ id: conversationMessages.id })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(eq(conversations.vehicleId, vehicleId));
  const events = [];
  for (const userId of userIds) {
    events.push(...(await ctx.db.select().from(userEvents).where(eq(userEvents.userId, userId))));
  }
  return { threads: threads.length, messages: messages.length, events: events.length };
}

describe('a message and its announcement', () => {
  it('leave nothing behind when the transaction dies after the events were written', async () => {
    const seller = await createUser(ctx.db);
    const buyer = await createUser(ctx.db);
    const car = await createVehicle(ctx.db, { userId: seller.id });
    const threads = createConversationThreads(diesAfterAnnouncing);
    const dying = createConversationsRepository(ctx.db, threads);

    await expect(
      dying.startWithMessage({
        vehicleId: car.id,
        buyerId: buyer.id,
        sellerId: seller.id,
        body: 'Is it still available?',
        warning: null,
      }),
    ).rejects.toThrow('the process died here');
    expect(await rowsAbout(car.id, [seller.id, buyer.id])).toEqual({
      threads: 0,
      messages: 0,
      events: 0,
    });

    // The same through the working writer: the conversation, its message and both events.
    const working = createConversationsRepository(
      ctx.db,
      createConversationThreads(recordUserEvents),
    );
    const { conversationId } = await working.startWithMessage({
      vehicleId: car.id,
      buyerId: buyer.id,
      sellerId: seller.id,
      body: 'Is it still available?',
      warning: null,
    });
    expect(await rowsAbout(car.id, [seller.id, buyer.id])).toEqual({
      threads: 1,
      messages: 1,
      events: 2,
    });

    await expect(
      dying.sendText({ conversationId, senderId: seller.id, body: 'Yes', warning: null }),
    ).rejects.toThrow('the process died here');
    const [after] = await ctx.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    expect(await rowsAbout(car.id, [seller.id, buyer.id])).toMatchObject({
      messages: 1,
      events: 2,
    });
    expect(after!.sellerReadId).toBe(0);
  });

  it('take the offer with them: an offer is stored with its message or not at all', async () => {
    const seller = await createUser(ctx.db);
    const buyer = await createUser(ctx.db);
    const car = await createVehicle(ctx.db, { userId: seller.id });
    const dying = createOffersRepository(ctx.db, createConversationThreads(diesAfterAnnouncing));
    await expect(
      dying.insert({
        vehicleId: car.id,
        buyerId: buyer.id,
        sellerId: seller.id,
        offer: { amount: 4_000_000, message: '' },
      }),
    ).rejects.toThrow('the process died here');
    expect(await ctx.db.select().from(offers).where(eq(offers.vehicleId, car.id))).toEqual([]);
    expect(await rowsAbout(car.id, [seller.id, buyer.id])).toEqual({
      threads: 0,
      messages: 0,
      events: 0,
    });
  });
});
