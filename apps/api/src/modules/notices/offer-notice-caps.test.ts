import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@carmarket/db/schema';
import type { OffersInboxResponse } from '@carmarket/shared/offers-inbox';
import { nextAddress, signUpAndIn } from '../../test/accounts';
import { createVehicle } from '../../test/factories';
import { buildMailTestApp } from '../../test/mail-test-app';
import { linkIn, type ReceivedMail } from '../../test/test-smtp-server';

const WARNING = 'Message from a buyer (CarMarket never asks for bank details)';
const PHISHING =
  'Your listing is suspended. Verify your bank details within 24 hours at http://carmarket-verify.example/login?id=7 or your ad is removed.';

type Ctx = Awaited<ReturnType<typeof buildMailTestApp>>;
type Session = Awaited<ReturnType<typeof signUpAndIn>>;

async function offer(ctx: Ctx, buyer: Session, adId: number, amount: number, message = '') {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/vehicles/${adId}/offers`,
    headers: buyer.bearer,
    payload: { amount, message },
  });
}

/** A new access token for `session`: the test's clock has moved past the first one's life. */
async function signInAgain(ctx: Ctx, session: Session): Promise<Session> {
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: session.email, password: session.password },
    remoteAddress: nextAddress(),
  });
  expect(login.statusCode, login.body).toBe(200);
  const { accessToken } = login.json<{ accessToken: string }>();
  return { ...session, accessToken, bearer: { authorization: `Bearer ${accessToken}` } };
}

const singles = (ctx: Ctx, to: string) =>
  ctx.smtp.to(to).filter((mail) => mail.subject.startsWith('New offer of'));
const digests = (ctx: Ctx, to: string) =>
  ctx.smtp.to(to).filter((mail) => / on your ads$/.test(mail.subject));

/** Nothing in a message a stranger wrote: no words, no link, no name. */
function expectNoSendersWords(mail: ReceivedMail) {
  for (const part of [mail.text, mail.html]) {
    expect(part).not.toMatch(/suspended|bank details within|carmarket-verify|Security Team/i);
  }
}

/** The hour after `at` starts on the hour: when a digest of `at`'s hour goes. */
const HOUR = 60 * 60 * 1000;

describe('offer notices to one seller (issue 29: mail is no relay)', () => {
  let ctx: Ctx;
  let seller: Session;

  beforeAll(async () => {
    ctx = await buildMailTestApp({ start: new Date('2026-11-27T04:05:00Z') });
    seller = await signUpAndIn(ctx.app, { name: 'Sunil Silva' }, { confirmed: true });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('the reproduction: 90 phishing offers from three "CarMarket Security Team" accounts in 10 s reach the seller as 10 e-mails and one digest', async () => {
    // Accounts from before the name rule: registered, then named as the attacker named them.
    const attackers: Session[] = [];
    for (let i = 0; i < 3; i += 1) {
      const attacker = await signUpAndIn(ctx.app, { name: 'Ravi Kumar' });
      await ctx.db
        .update(users)
        .set({ name: 'CarMarket Security Team' })
        .where(eq(users.id, attacker.user.id));
      attackers.push(attacker);
    }
    const ad = await createVehicle(ctx.db, { userId: seller.user.id, title: 'Toyota Aqua 2016' });
    await ctx.app.jobs.runDue();
    ctx.smtp.messages.length = 0;

    // 90 offers, 30 from each account (the per-sender limit), 110 ms apart: 9.9 s.
    for (let i = 0; i < 90; i += 1) {
      const made = await offer(ctx, attackers[i % 3]!, ad.id, 1_000_000 + i, PHISHING);
      expect(made.statusCode, made.body).toBe(201);
      await ctx.wait(110);
    }

    const single = singles(ctx, seller.email);
    expect(single).toHaveLength(10);
    for (const mail of single) {
      expect(mail.text).toContain('a buyer offered');
      expect(mail.text).toContain(WARNING);
      expect(mail.text).toContain('[link to carmarket-verify[.]example removed]');
      expect(mail.text).not.toContain('http://carmarket-verify');
      expect(mail.html).not.toContain('carmarket-verify.example');
      expect(mail.html).not.toMatch(/href="[^"]*carmarket-verify/);
      expect(mail.text).not.toContain('CarMarket Security Team');
      expect(mail.html).not.toContain('CarMarket Security Team');
    }
    expect(digests(ctx, seller.email)).toEqual([]);

    // The digest goes once, at the end of the hour, and never carries the senders' words.
    await ctx.wait(Date.parse('2026-11-27T05:00:00Z') - ctx.now().getTime());
    const [digest, ...more] = digests(ctx, seller.email);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('80 more offers on your ads');
    expect(digest!.text).toContain('Toyota Aqua 2016: 80 offers');
    expect(linkIn(digest!, 'http://carmarket.test/')).toBe('http://carmarket.test/offers');
    expectNoSendersWords(digest!);
    await ctx.wait(2 * HOUR);
    expect(digests(ctx, seller.email)).toHaveLength(1);
    expect(singles(ctx, seller.email)).toHaveLength(10);

    // Every offer is stored and in the seller's inbox.
    const inbox = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/offers',
      headers: (await signInAgain(ctx, seller)).bearer,
    });
    expect(inbox.json<OffersInboxResponse>().received).toHaveLength(90);
  }, 120_000);
});

describe('the digest', () => {
  let ctx: Ctx;

  beforeAll(async () => {
    ctx = await buildMailTestApp({ start: new Date('2026-11-27T10:20:00Z') });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('counts the offers past the 10th by ad, links the inbox, and the cap opens again an hour on', async () => {
    const seller = await signUpAndIn(ctx.app, { name: 'Sunil Silva' }, { confirmed: true });
    const buyer = await signUpAndIn(ctx.app, { name: 'Kamala Fernando' });
    const aqua = await createVehicle(ctx.db, {
      userId: seller.user.id,
      title: 'Toyota Aqua 2016',
    });
    const fit = await createVehicle(ctx.db, { userId: seller.user.id, title: 'Honda Fit 2015' });
    for (let i = 0; i < 11; i += 1) {
      expect((await offer(ctx, buyer, aqua.id, 5_000_000 + i, 'Cash today?')).statusCode).toBe(201);
      await ctx.wait(1000);
    }
    for (let i = 0; i < 2; i += 1) {
      expect((await offer(ctx, buyer, fit.id, 4_000_000, 'Is it still for sale?')).statusCode).toBe(
        201,
      );
      await ctx.wait(1000);
    }
    expect(singles(ctx, seller.email)).toHaveLength(10);

    await ctx.wait(Date.parse('2026-11-27T11:00:00Z') - ctx.now().getTime());
    const [digest] = digests(ctx, seller.email);
    expect(digest!.subject).toBe('3 more offers on your ads');
    expect(digest!.text).toContain('Toyota Aqua 2016: 1 offer\n');
    expect(digest!.text).toContain('Honda Fit 2015: 2 offers\n');
    expect(digest!.text).toContain('We send at most 10 offer e-mails an hour');
    expect(digest!.text).toContain('This is one of your offer e-mails.');
    expect(digest!.text).not.toMatch(/Cash today|still for sale|Kamala/);
    expect(digest!.html).toContain('href="http://carmarket.test/offers"');

    // An hour after the first ten, an offer is mailed on its own again.
    await ctx.wait(Date.parse('2026-11-27T11:21:00Z') - ctx.now().getTime());
    const again = await signInAgain(ctx, buyer);
    expect((await offer(ctx, again, fit.id, 4_100_000)).statusCode).toBe(201);
    await ctx.app.jobs.runDue();
    expect(singles(ctx, seller.email)).toHaveLength(11);
    expect(digests(ctx, seller.email)).toHaveLength(1);
  });

  it('of a single offer says "1 more offer"', async () => {
    const seller = await signUpAndIn(ctx.app, { name: 'Nimal Perera' }, { confirmed: true });
    const buyer = await signUpAndIn(ctx.app, { name: 'Ruwan Jayasinghe' });
    const ad = await createVehicle(ctx.db, { userId: seller.user.id, title: 'Suzuki Alto 2019' });
    for (let i = 0; i < 11; i += 1) {
      expect((await offer(ctx, buyer, ad.id, 2_000_000 + i)).statusCode).toBe(201);
    }
    await ctx.wait(HOUR);
    const [digest] = digests(ctx, seller.email);
    expect(digest!.subject).toBe('1 more offer on your ads');
    expect(digest!.text).toContain('Suzuki Alto 2019: 1 offer\n');
  });
});

describe('200 offers to one seller at once', () => {
  let ctx: Ctx;

  beforeAll(async () => {
    ctx = await buildMailTestApp({ start: new Date('2026-11-27T06:10:00Z') });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it(`are decided atomically: exactly 10 single e-mails and one digest of 190 (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const seller = await signUpAndIn(ctx.app, { name: 'Sunil Silva' }, { confirmed: true });
    const ad = await createVehicle(ctx.db, { userId: seller.user.id, title: 'Nissan Leaf 2018' });
    // Seven buyers: each may make 30 offers an hour.
    const buyers: Session[] = [];
    for (let i = 0; i < 7; i += 1) {
      buyers.push(await signUpAndIn(ctx.app, { name: `Buyer ${'ABCDEFG'[i]} Perera` }));
    }
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => offer(ctx, buyers[i % 7]!, ad.id, 3_000_000 + i)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(200).fill(201));
    await ctx.app.jobs.runDue();
    expect(singles(ctx, seller.email)).toHaveLength(10);

    await ctx.wait(HOUR);
    const found = digests(ctx, seller.email);
    expect(found.map((mail) => mail.subject)).toEqual(['190 more offers on your ads']);
  }, 120_000);
});
