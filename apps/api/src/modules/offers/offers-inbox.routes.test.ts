import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, users } from '@carmarket/db/schema';
import {
  OFFER_INBOX_MESSAGES,
  OffersInboxResponseSchema,
  type OffersInboxResponse,
} from '@carmarket/shared/offers-inbox';
import { nextAddress, signUpAndIn } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { createVehicle } from '../../test/factories';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

type Session = Awaited<ReturnType<typeof signUpAndIn>>;

async function makeOffer(buyer: Session, vehicleId: number, amount: number, message = '') {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/vehicles/${vehicleId}/offers`,
    headers: buyer.bearer,
    payload: { amount, message },
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

async function inboxOf(session: Session): Promise<OffersInboxResponse> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/me/offers',
    headers: session.bearer,
  });
  expect(response.statusCode).toBe(200);
  return OffersInboxResponseSchema.parse(response.json());
}

function answer(headers: Record<string, string>, id: number | string, action: string) {
  return ctx.app.inject({ method: 'POST', url: `/api/me/offers/${id}/${action}`, headers });
}

async function offerRow(id: number) {
  const [row] = await ctx.db.select().from(offers).where(eq(offers.id, id));
  return row!;
}

describe('sign-in required', () => {
  it.each([
    ['GET', '/api/me/offers'],
    ['POST', '/api/me/offers/1/accept'],
    ['POST', '/api/me/offers/1/decline'],
  ] as const)('%s %s: 401 for a visitor', async (method, url) => {
    const response = await ctx.app.inject({ method, url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
  });
});

describe('GET /api/me/offers', () => {
  it('shows the seller what they received and the buyer what they sent, newest first', async () => {
    const seller = await signUpAndIn(ctx.app, { name: 'Sam Seller' });
    const buyer = await signUpAndIn(ctx.app, { name: 'Bea Buyer' });
    const stranger = await signUpAndIn(ctx.app);
    const car = await createVehicle(ctx.db, { userId: seller.user.id, title: 'Civic 2019' });
    const first = await makeOffer(buyer, car.id, 4_500_000, 'Cash today.');
    const second = await makeOffer(buyer, car.id, 4_600_000.5);

    const sellerInbox = await inboxOf(seller);
    expect(sellerInbox.sent).toEqual([]);
    expect(sellerInbox.received.map((offer) => offer.id)).toEqual([second, first]);
    expect(sellerInbox.received[1]).toEqual({
      id: first,
      amount: 4_500_000,
      message: 'Cash today.',
      state: 'open',
      createdAt: expect.any(String),
      respondedAt: null,
      car: {
        id: car.id,
        title: 'Civic 2019',
        price: 5_000_000,
        yom: 2018,
        city: 'Ampara',
        VehicleImages: [],
      },
      buyer: { name: 'Bea Buyer' },
      seller: { name: 'Sam Seller' },
    });

    const buyerInbox = await inboxOf(buyer);
    expect(buyerInbox.received).toEqual([]);
    expect(buyerInbox.sent.map((offer) => offer.id)).toEqual([second, first]);
    expect(buyerInbox.sent[0]?.amount).toBe(4_600_000.5);

    expect(await inboxOf(stranger)).toEqual({ received: [], sent: [] });
  });
});

describe('POST /api/me/offers/:id/accept and /decline', () => {
  it.each([
    ['accept', 'accepted'],
    ['decline', 'declined'],
  ] as const)('lets the seller %s an open offer once', async (action, state) => {
    const seller = await signUpAndIn(ctx.app);
    const buyer = await signUpAndIn(ctx.app);
    const car = await createVehicle(ctx.db, { userId: seller.user.id });
    const id = await makeOffer(buyer, car.id, 100);

    const response = await answer(seller.bearer, id, action);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const row = await offerRow(id);
    expect(row.state).toBe(state);
    expect(row.respondedAt).toBeInstanceOf(Date);

    const [sent] = (await inboxOf(buyer)).sent;
    expect(sent).toMatchObject({ id, state, respondedAt: row.respondedAt!.toISOString() });

    for (const again of ['accept', 'decline']) {
      const repeat = await answer(seller.bearer, id, again);
      expect(repeat.statusCode).toBe(409);
      expect(repeat.json()).toMatchObject({ message: OFFER_INBOX_MESSAGES.alreadyAnswered });
    }
    expect((await offerRow(id)).state).toBe(state);
  });

  it('answers 404 to anyone but the seller, the buyer included, and changes nothing', async () => {
    const seller = await signUpAndIn(ctx.app);
    const buyer = await signUpAndIn(ctx.app);
    const stranger = await signUpAndIn(ctx.app);
    const car = await createVehicle(ctx.db, { userId: seller.user.id });
    const id = await makeOffer(buyer, car.id, 100);

    for (const session of [buyer, stranger]) {
      for (const action of ['accept', 'decline']) {
        const response = await answer(session.bearer, id, action);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ message: OFFER_INBOX_MESSAGES.notFound });
      }
    }
    expect(await offerRow(id)).toMatchObject({ state: 'open', respondedAt: null });
  });

  it('answers 404 for an unknown offer and 400 for an id that is not one', async () => {
    const seller = await signUpAndIn(ctx.app);
    expect((await answer(seller.bearer, 999_999, 'accept')).statusCode).toBe(404);
    const junk = await answer(seller.bearer, 'abc', 'accept');
    expect(junk.statusCode).toBe(400);
    expect(junk.json()).toMatchObject({ message: OFFER_INBOX_MESSAGES.notFound });
  });
});

describe('names that pass for the site (decision 110)', () => {
  it('show an account named before the rule as "a buyer" or "a seller" to the other side only', async () => {
    const seller = await signUpAndIn(ctx.app, { name: 'Sunil Silva' });
    const buyer = await signUpAndIn(ctx.app, { name: 'Ravi Kumar' });
    for (const session of [seller, buyer]) {
      await ctx.db
        .update(users)
        .set({ name: 'CarMarket Security Team' })
        .where(eq(users.id, session.user.id));
    }
    const ad = await createVehicle(ctx.db, { userId: seller.user.id, title: 'Toyota Aqua 2016' });
    await makeOffer(buyer, ad.id, 5_000_000);

    const [received] = (await inboxOf(seller)).received;
    expect(received!.buyer.name).toBe('a buyer');
    expect(received!.seller.name).toBe('CarMarket Security Team');
    const [sent] = (await inboxOf(buyer)).sent;
    expect(sent!.seller.name).toBe('a seller');
    expect(sent!.buyer.name).toBe('CarMarket Security Team');
  });
});
