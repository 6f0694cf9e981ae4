import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availabilityChecks,
  listingSearch,
  mailOutbox,
  users,
  vehicles,
} from '@carmarket/db/schema';
import { LIFECYCLE_MESSAGES } from '@carmarket/shared/ad-lifecycle';
import { MyListingsResponseSchema } from '@carmarket/shared/ad';
import { MARKET_MESSAGES } from '@carmarket/shared/market-insights';
import { nextAddress, signUpAndIn } from '../../test/accounts';
import { buildMailTestApp } from '../../test/mail-test-app';
import { DAY, createVehicle } from '../../test/factories';
import type { ReceivedMail } from '../../test/test-smtp-server';

/** Issue 37: the weekly "Is your car still available?" e-mail, its one-tap answers and the pause. */
let ctx: Awaited<ReturnType<typeof buildMailTestApp>>;

beforeAll(async () => {
  ctx = await buildMailTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const HOUR = 60 * 60 * 1000;
const LINK = 'http://carmarket.test/listing-action?token=';

/** The check e-mails to `email`. */
const checksTo = (email: string) =>
  ctx.smtp.to(email).filter((mail) => /still available\?$/.test(mail.subject));

/** The e-mail's one-tap links by the action their token names. */
function linksIn(mail: ReceivedMail): Record<string, string> {
  const tokens = mail.text
    .split(/\s+/)
    .filter((word) => word.startsWith(LINK))
    .map((url) => new URL(url).searchParams.get('token')!);
  const byAction: Record<string, string> = {};
  for (const token of tokens) {
    const payload = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as {
      a: string;
    };
    byAction[payload.a] = token;
  }
  return byAction;
}

const act = (token: string, extra: object = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/listing-actions', payload: { token, ...extra } });

async function seller() {
  const account = await signUpAndIn(ctx.app, { name: 'Sunil Silva' }, { confirmed: true });
  await ctx.app.jobs.runDue();
  return account;
}

async function liveAd(userId: number, title: string) {
  return createVehicle(ctx.db, {
    userId,
    title,
    approvedAt: ctx.now(),
    createdAt: ctx.now(),
    expiresAt: new Date(ctx.now().getTime() + 90 * DAY),
  });
}

/** A new session for an account (the clock has moved past the first one's tokens). */
async function signIn(email: string, password: string) {
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: nextAddress(),
  });
  expect(login.statusCode, login.body).toBe(200);
  return { authorization: `Bearer ${login.json<{ accessToken: string }>().accessToken}` };
}

const adRow = async (id: number) =>
  (await ctx.db.select().from(vehicles).where(eq(vehicles.id, id)))[0]!;
const inSearch = async (id: number) =>
  (await ctx.db.select().from(listingSearch).where(eq(listingSearch.vehicleId, id))).length > 0;

describe('the weekly availability check', () => {
  it('asks a week after the ad went live, once; Still available confirms it and the link then says it was used', async () => {
    const { user, email } = await seller();
    const ad = await liveAd(user.id, 'Toyota Aqua S 2016');

    await ctx.wait(6 * DAY);
    expect(checksTo(email)).toEqual([]);
    await ctx.wait(DAY + HOUR);
    const mails = checksTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Is your Toyota Aqua S 2016 still available?',
    ]);
    expect(mails[0]!.text).toContain('Still available: ');
    expect(mails[0]!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const links = linksIn(mails[0]!);
    expect(Object.keys(links).sort()).toEqual(['available', 'price-changed', 'sold']);
    // An hour later nothing more: the check is recorded.
    await ctx.wait(HOUR);
    expect(checksTo(email)).toHaveLength(1);

    // Opening the link changes nothing; the tap does.
    const preview = await ctx.app.inject({
      method: 'GET',
      url: `/api/listing-actions?token=${links['available']}`,
    });
    expect(preview.json()).toMatchObject({ action: 'available', adId: ad.id });
    expect((await adRow(ad.id)).confirmedAt).toBeNull();

    const confirmed = await act(links['available']!);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      action: 'available',
      confirmedAt: ctx.now().toISOString(),
    });
    expect((await adRow(ad.id)).confirmedAt?.toISOString()).toBe(ctx.now().toISOString());
    const [search] = await ctx.db
      .select({ confirmedAt: listingSearch.confirmedAt })
      .from(listingSearch)
      .where(eq(listingSearch.vehicleId, ad.id));
    expect(search?.confirmedAt?.toISOString()).toBe(ctx.now().toISOString());
    const [check] = await ctx.db
      .select()
      .from(availabilityChecks)
      .where(eq(availabilityChecks.vehicleId, ad.id));
    expect(check).toMatchObject({ answer: 'available', mailed: true });

    // The same link again, or another answer of the same check: used.
    for (const token of [links['available']!, links['sold']!, links['price-changed']!]) {
      const again = await act(token);
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(MARKET_MESSAGES.linkUsed);
    }
    expect((await adRow(ad.id)).status).toBe('active');

    // A changed token, or one past its 7 days, says it does not work.
    const [payload, signature] = links['available']!.split('.');
    const tampered = await act(`${payload}.${signature!.slice(0, -2)}AA`);
    expect(tampered.json()).toMatchObject({ message: MARKET_MESSAGES.linkInvalid });
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
        ad: ad.id + 1,
      }),
    ).toString('base64url');
    expect((await act(`${forged}.${signature}`)).json()).toMatchObject({
      message: MARKET_MESSAGES.linkInvalid,
    });

    // The next check comes a week after the confirmation.
    await ctx.wait(6 * DAY);
    expect(checksTo(email)).toHaveLength(1);
    await ctx.wait(DAY + HOUR);
    expect(checksTo(email)).toHaveLength(2);
    await ctx.wait(8 * DAY);
    const expired = await act(linksIn(checksTo(email)[1]!)['available']!);
    expect(expired.json()).toMatchObject({ message: MARKET_MESSAGES.linkInvalid });
  });

  it('Sold marks the ad sold with the price it went for; a bad price is refused with a sentence, and nothing is written', async () => {
    const { user, email } = await seller();
    const ad = await liveAd(user.id, 'Honda Fit GP5 2015');
    await ctx.wait(7 * DAY + HOUR);
    const links = linksIn(checksTo(email)[0]!);

    const bad = await act(links['sold']!, { soldPrice: '4.5 million' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MARKET_MESSAGES.soldPriceInvalid);
    expect((await adRow(ad.id)).status).toBe('active');

    const sold = await act(links['sold']!, { soldPrice: '4450000' });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(await adRow(ad.id)).toMatchObject({ status: 'sold', soldPrice: 4_450_000 });
    expect(await inSearch(ad.id)).toBe(false);
    expect((await act(links['available']!)).json().message).toBe(MARKET_MESSAGES.linkUsed);
  });

  it('its three answers tapped at once, three times each (a double tap, a second phone): one is recorded', async () => {
    const { user, email } = await seller();
    const ad = await liveAd(user.id, 'Nissan Leaf 2017');
    await ctx.wait(7 * DAY + HOUR);
    const links = linksIn(checksTo(email)[0]!);
    const taps = (['available', 'sold', 'price-changed'] as const).flatMap((action) =>
      Array.from({ length: 3 }, () => ({ action, answer: act(links[action]!) })),
    );
    const answers = await Promise.all(
      taps.map(async (tap) => ({ ...tap, answer: await tap.answer })),
    );
    const recorded = answers.filter((tap) => tap.answer.statusCode === 200);
    expect(recorded).toHaveLength(1);
    for (const refused of answers.filter((tap) => tap.answer.statusCode !== 200)) {
      expect(refused.answer.statusCode).toBe(400);
      expect(refused.answer.json().message).toBe(MARKET_MESSAGES.linkUsed);
    }
    const winner = recorded[0]!.action;
    const [check] = await ctx.db
      .select()
      .from(availabilityChecks)
      .where(eq(availabilityChecks.vehicleId, ad.id));
    expect(check?.answer).toBe(winner);
    expect((await adRow(ad.id)).status).toBe(winner === 'sold' ? 'sold' : 'active');
  });

  it('Price changed answers the check and leaves the ad as it is', async () => {
    const { user, email } = await seller();
    const ad = await liveAd(user.id, 'Suzuki Alto 2018');
    await ctx.wait(7 * DAY + HOUR);
    const links = linksIn(checksTo(email)[0]!);
    const changed = await act(links['price-changed']!);
    expect(changed.json()).toMatchObject({
      action: 'price-changed',
      adId: ad.id,
      confirmedAt: null,
    });
    expect(await adRow(ad.id)).toMatchObject({ status: 'active', confirmedAt: null });
    const [check] = await ctx.db
      .select()
      .from(availabilityChecks)
      .where(eq(availabilityChecks.vehicleId, ad.id));
    expect(check?.answer).toBe('price-changed');
  });

  it('pauses the ad after two unanswered checks, out of search at once; Resume in My Listings brings it back, confirmed', async () => {
    const { user, email, password } = await seller();
    const ad = await liveAd(user.id, 'Nissan Leaf 2017');
    await ctx.wait(7 * DAY + HOUR);
    await ctx.wait(7 * DAY);
    expect(checksTo(email)).toHaveLength(2);
    expect(await inSearch(ad.id)).toBe(true);
    await ctx.wait(7 * DAY);
    // No third e-mail: the ad is paused instead.
    expect(checksTo(email)).toHaveLength(2);
    expect((await adRow(ad.id)).heldFor).toBe('paused');
    expect(await inSearch(ad.id)).toBe(false);

    // Three weeks on, a fresh sign-in.
    const bearer = await signIn(email, password);
    const mine = MyListingsResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/me/listings', headers: bearer })).json(),
    );
    expect(mine.cars.find((car) => car.id === ad.id)).toMatchObject({
      status: 'active',
      paused: true,
      underReview: false,
    });
    expect(mine.counts.active).toBeGreaterThanOrEqual(1);

    const resumed = await ctx.app.inject({
      method: 'POST',
      url: `/api/me/listings/${ad.id}/resume`,
      headers: bearer,
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(await adRow(ad.id)).toMatchObject({ heldFor: null, confirmedAt: ctx.now() });
    expect(await inSearch(ad.id)).toBe(true);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/me/listings/${ad.id}/resume`,
      headers: bearer,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MARKET_MESSAGES.cannotResume);

    // Someone else cannot resume it, nor learn that it exists.
    const stranger = await signUpAndIn(ctx.app, {}, { confirmed: true });
    const theirs = await ctx.app.inject({
      method: 'POST',
      url: `/api/me/listings/${ad.id}/resume`,
      headers: stranger.bearer,
    });
    expect(theirs.statusCode).toBe(404);

    // Resuming counts as a confirmation: the next check is a week after it.
    await ctx.wait(6 * DAY);
    expect(checksTo(email)).toHaveLength(2);
    await ctx.wait(DAY + HOUR);
    expect(checksTo(email)).toHaveLength(3);
  });

  it('records a check with its e-mail or not at all: a failure after both are written leaves neither', async () => {
    const { user, email } = await seller();
    const ad = await liveAd(user.id, 'Nissan March 2012');
    const outboxTo = async () =>
      (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).length;
    const before = await outboxTo();
    let written: { checkId: number; queued: boolean } | undefined;
    await expect(
      ctx.app.repos.availabilityChecks.sendCheck(ad.id, ctx.now(), async (checkId, tx) => {
        const queued = await ctx.app.mail.queueNoticeWithin(
          {
            to: email,
            userId: user.id,
            category: 'notice',
            kind: 'reminders',
            content: () => ({
              subject: 'Is it still available?',
              heading: 'Hello',
              paragraphs: [],
            }),
          },
          tx,
        );
        written = { checkId, queued };
        throw new Error('the process died here');
      }),
    ).rejects.toThrow('the process died here');
    expect(written?.queued).toBe(true);
    const checks = await ctx.db
      .select()
      .from(availabilityChecks)
      .where(eq(availabilityChecks.vehicleId, ad.id));
    expect(checks).toEqual([]);
    expect(await outboxTo()).toBe(before);
  });

  it('never pauses a seller who could not receive the checks (reminders off), and never asks a held ad', async () => {
    const quiet = await seller();
    await ctx.db
      .update(users)
      .set({
        mailPreferences: {
          offers: true,
          adUpdates: true,
          alerts: true,
          reminders: false,
        } as (typeof users.$inferSelect)['mailPreferences'],
      })
      .where(eq(users.id, quiet.user.id));
    const quietAd = await liveAd(quiet.user.id, 'Toyota Vitz 2014');
    const held = await seller();
    const heldAd = await createVehicle(ctx.db, {
      userId: held.user.id,
      approvedAt: ctx.now(),
      expiresAt: new Date(ctx.now().getTime() + 90 * DAY),
      heldFor: 'reports',
      heldAt: ctx.now(),
    });

    for (let week = 0; week < 3; week += 1) await ctx.wait(7 * DAY + HOUR);
    expect(checksTo(quiet.email)).toEqual([]);
    const checks = await ctx.db
      .select()
      .from(availabilityChecks)
      .where(eq(availabilityChecks.vehicleId, quietAd.id));
    expect(checks.length).toBeGreaterThanOrEqual(2);
    expect(checks.every((check) => !check.mailed)).toBe(true);
    expect((await adRow(quietAd.id)).heldFor).toBeNull();

    // Staff's hold stays what it is: never asked, never overwritten by a pause.
    expect(checksTo(held.email)).toEqual([]);
    expect((await adRow(heldAd.id)).heldFor).toBe('reports');
  });

  it('keeps a pause through a suspension: lifting it does not put the ad back live unconfirmed, and a suspended seller cannot resume', async () => {
    const { user, email, password } = await seller();
    const ad = await createVehicle(ctx.db, {
      userId: user.id,
      approvedAt: ctx.now(),
      expiresAt: new Date(ctx.now().getTime() + 90 * DAY),
      heldFor: 'paused',
      heldAt: ctx.now(),
    });
    const holds = ctx.app.repos.listingHolds;
    await holds.holdSellerAds(user.id, 'suspension');
    expect((await adRow(ad.id)).heldFor).toBe('paused');
    const bearer = await signIn(email, password);
    await ctx.db.update(users).set({ suspendedAt: ctx.now() }).where(eq(users.id, user.id));
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/me/listings/${ad.id}/resume`,
      headers: bearer,
    });
    // Signed out by the suspension, or refused by the rule: never resumed.
    expect([401, 403, 409]).toContain(refused.statusCode);
    expect((await adRow(ad.id)).heldFor).toBe('paused');
    await ctx.db.update(users).set({ suspendedAt: null }).where(eq(users.id, user.id));
    await holds.releaseSellerAds(user.id, 'suspension');
    expect((await adRow(ad.id)).heldFor).toBe('paused');
    expect(await inSearch(ad.id)).toBe(false);
    // Staff's reports hold is never lifted by Resume.
    await ctx.db.update(vehicles).set({ heldFor: 'reports' }).where(eq(vehicles.id, ad.id));
    const owner = await signIn(email, password);
    const resumed = await ctx.app.inject({
      method: 'POST',
      url: `/api/me/listings/${ad.id}/resume`,
      headers: owner,
    });
    expect(resumed.statusCode).toBe(409);
    expect((await adRow(ad.id)).heldFor).toBe('reports');
  });

  it('the expiry reminder’s links still say their own sentence', async () => {
    const expired = await act('not-a-token.at-all');
    expect(expired.json().message).toBe(LIFECYCLE_MESSAGES.linkInvalid);
  });
});

describe('Mark as sold in My Listings', () => {
  it('takes an optional final price, validated like a price', async () => {
    const { user, bearer } = await seller();
    const plain = await liveAd(user.id, 'Mazda Axela 2016');
    const priced = await liveAd(user.id, 'Mazda Demio 2015');
    const sell = (id: number, payload?: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/me/listings/${id}/sold`,
        headers: bearer,
        ...(payload ? { payload } : {}),
      });
    expect((await sell(plain.id)).statusCode).toBe(204);
    expect(await adRow(plain.id)).toMatchObject({ status: 'sold', soldPrice: null });

    for (const soldPrice of ['-5', 'abc', '12.345', 0]) {
      const refused = await sell(priced.id, { soldPrice });
      expect(refused.statusCode, String(soldPrice)).toBe(400);
      expect(refused.json().message).toBe(MARKET_MESSAGES.soldPriceInvalid);
    }
    expect((await adRow(priced.id)).status).toBe('active');
    expect((await sell(priced.id, { soldPrice: '3990000' })).statusCode).toBe(204);
    expect(await adRow(priced.id)).toMatchObject({ status: 'sold', soldPrice: 3_990_000 });
  });
});
