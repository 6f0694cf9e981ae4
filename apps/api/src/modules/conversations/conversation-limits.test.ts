import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, users } from '@carmarket/db/schema';
import { nextAddress, signUpAndIn } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { createVehicle, DAY } from '../../test/factories';
import { tally } from '../../test/tally';
import { LIMITS } from '../limits/limit-rules';

/**
 * Issue 35's limits (decision 127), counted in the database like every per-user limit: bursts of
 * simultaneous requests get exactly the limit through, on PGlite and on PostgreSQL.
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
/** How far the app's clock is ahead of the real one. */
let aheadMs = 0;

beforeAll(async () => {
  ctx = await buildTestApp({ clock: () => new Date(Date.now() + aheadMs) });
});
afterAll(async () => {
  await ctx.app.close();
});

type Session = Awaited<ReturnType<typeof signUpAndIn>>;

const ask = (vehicleId: number, session: Session, text: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/vehicles/${vehicleId}/conversations`,
    headers: session.bearer,
    payload: { text },
    remoteAddress: nextAddress(),
  });
const send = (conversationId: number, session: Session, text: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/me/conversations/${conversationId}/messages`,
    headers: session.bearer,
    payload: { text },
    remoteAddress: nextAddress(),
  });

const statusesOf = (answers: { statusCode: number }[]) =>
  tally(answers.map((answer) => answer.statusCode));

async function conversationOf(buyer: Session) {
  const seller = await signUpAndIn(ctx.app);
  const car = await createVehicle(ctx.db, { userId: seller.user.id });
  const started = await ask(car.id, buyer, 'Is it still available?');
  expect(started.statusCode).toBe(201);
  return started.json<{ conversationId: number }>().conversationId;
}

describe('chat limits under simultaneous requests', () => {
  it(`sends exactly ${LIMITS.messagesPerMinute.max} messages a minute of a simultaneous burst`, async () => {
    const buyer = await signUpAndIn(ctx.app, {}, { confirmed: true });
    const conversationId = await conversationOf(buyer);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => send(conversationId, buyer, `Line ${i}`)),
    );
    // The first message took one of the minute's places.
    const through = LIMITS.messagesPerMinute.max - 1;
    expect(statusesOf(answers)).toEqual({ 201: through, 429: 40 - through });
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json().message).toMatch(/^Too many requests\. Please try again in /);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it(`starts exactly ${LIMITS.newConversations.max} conversations an hour of a simultaneous burst`, async () => {
    const seller = await signUpAndIn(ctx.app);
    const buyer = await signUpAndIn(ctx.app, {}, { confirmed: true });
    const cars = await Promise.all(
      Array.from({ length: 45 }, () => createVehicle(ctx.db, { userId: seller.user.id })),
    );
    // Spread over three minutes of the clock, so only the hour's limit of conversations counts.
    const answers = [];
    for (let minute = 0; minute < 3; minute += 1) {
      aheadMs += 61_000;
      const batch = cars.slice(minute * 15, minute * 15 + 15);
      answers.push(...(await Promise.all(batch.map((car) => ask(car.id, buyer, 'Hello')))));
    }
    expect(statusesOf(answers)).toEqual({
      201: LIMITS.newConversations.max,
      429: 45 - LIMITS.newConversations.max,
    });
    const rows = await ctx.db
      .select()
      .from(conversations)
      .where(eq(conversations.buyerId, buyer.user.id));
    expect(rows).toHaveLength(LIMITS.newConversations.max);
  });

  it(`lets an unproven account younger than a day start ${LIMITS.newConversationsNewAccount.max}`, async () => {
    const seller = await signUpAndIn(ctx.app);
    const newcomer = await signUpAndIn(ctx.app);
    const cars = await Promise.all(
      Array.from({ length: 12 }, () => createVehicle(ctx.db, { userId: seller.user.id })),
    );
    const answers = await Promise.all(cars.map((car) => ask(car.id, newcomer, 'Hello')));
    expect(statusesOf(answers)).toEqual({
      201: LIMITS.newConversationsNewAccount.max,
      429: 12 - LIMITS.newConversationsNewAccount.max,
    });
    // Continuing one of them is no new conversation.
    const started = answers.find((answer) => answer.statusCode === 201)!;
    const continued = await send(
      started.json<{ conversationId: number }>().conversationId,
      newcomer,
      'Are you there?',
    );
    expect(continued.statusCode).toBe(201);
  });

  it('does not count an account as new once it has a live ad, or is a day old', async () => {
    const seller = await signUpAndIn(ctx.app);
    const withAd = await signUpAndIn(ctx.app);
    await createVehicle(ctx.db, { userId: withAd.user.id });
    const dayOld = await signUpAndIn(ctx.app);
    await ctx.db
      .update(users)
      .set({ createdAt: new Date(Date.now() + aheadMs - DAY - 60_000) })
      .where(eq(users.id, dayOld.user.id));
    for (const buyer of [withAd, dayOld]) {
      const cars = await Promise.all(
        Array.from({ length: 8 }, () => createVehicle(ctx.db, { userId: seller.user.id })),
      );
      const answers = await Promise.all(cars.map((car) => ask(car.id, buyer, 'Hello')));
      expect(statusesOf(answers)).toEqual({ 201: 8 });
    }
  });

  it(`sends ${LIMITS.messagesPerHour.max} messages an hour, however they are spread`, async () => {
    const buyer = await signUpAndIn(ctx.app, {}, { confirmed: true });
    const conversationId = await conversationOf(buyer);
    let sent = 1;
    while (sent < LIMITS.messagesPerHour.max) {
      aheadMs += 61_000;
      const batch = Math.min(LIMITS.messagesPerMinute.max, LIMITS.messagesPerHour.max - sent);
      const answers = await Promise.all(
        Array.from({ length: batch }, (_, i) => send(conversationId, buyer, `Line ${sent + i}`)),
      );
      expect(statusesOf(answers)).toEqual({ 201: batch });
      sent += batch;
    }
    aheadMs += 61_000;
    expect((await send(conversationId, buyer, 'One more')).statusCode).toBe(429);
  });
});
