import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '@carmarket/db/schema';
import { signUpAndIn, signUpStaff } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { createVehicle } from '../../test/factories';
import { linkIn, startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server';

let smtp: TestSmtpServer;
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let staff: Awaited<ReturnType<typeof signUpStaff>>;
let seller: Awaited<ReturnType<typeof signUpAndIn>>;
let buyer: Awaited<ReturnType<typeof signUpAndIn>>;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  ctx = await buildTestApp({ smtpUrl: smtp.url });
  staff = await signUpStaff(ctx.app, ctx.db);
  seller = await signUpAndIn(ctx.app, { name: 'Sunil Silva' }, { confirmed: true });
  buyer = await signUpAndIn(ctx.app, { name: 'Kamala Fernando' }, { confirmed: true });
  // Their confirmation links are read; the tests read the mailbox from here on.
  await ctx.app.jobs.runDue();
});
afterAll(async () => {
  await ctx.app.close();
  await smtp.close();
});
beforeEach(async () => {
  smtp.messages.length = 0;
  await ctx.db
    .update(users)
    .set({
      settings: {
        emailNotifications: true,
        smsNotifications: false,
        pushNotifications: true,
        showContactInfo: false,
        profileVisible: true,
      },
    })
    .where(eq(users.id, seller.user.id));
});

async function post(url: string, headers: Record<string, string>, payload?: object) {
  const response = await ctx.app.inject({ method: 'POST', url, headers, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  await ctx.app.jobs.runDue();
  return response;
}

describe('e-mail notices', () => {
  it("tell the seller their ad is live, with the ad's link", async () => {
    const ad = await createVehicle(ctx.db, {
      userId: seller.user.id,
      title: '2016 Toyota Aqua S',
      price: 6_450_000,
      status: 'pending',
      expiresAt: null,
    });
    await post(`/api/admin/ads/${ad.id}/approve`, staff.bearer);
    const [mail] = smtp.to(seller.email);
    expect(mail!.subject).toBe('Your ad is live: 2016 Toyota Aqua S');
    expect(mail!.text).toContain('Hello Sunil Silva');
    expect(mail!.text).toContain('Price: Rs. 6,450,000');
    // The ad's readable address (shared/listing-url), as the site's cards link to it.
    expect(linkIn(mail!, 'http://carmarket.test/cars/')).toMatch(
      new RegExp(`^http://carmarket\\.test/cars/${ad.id}-2016-toyota-aqua-s(-[a-z0-9]+)+$`),
    );
    expect(mail!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });

  it("tell the seller why their ad was rejected, in the staff's words", async () => {
    const ad = await createVehicle(ctx.db, {
      userId: seller.user.id,
      status: 'pending',
      expiresAt: null,
    });
    await post(`/api/admin/ads/${ad.id}/reject`, staff.bearer, {
      reason: 'The photos show a different car.',
    });
    const [mail] = smtp.to(seller.email);
    expect(mail!.subject).toMatch(/^Your ad needs changes: /);
    expect(mail!.text).toContain('Reason: The photos show a different car.');
    expect(linkIn(mail!, 'http://carmarket.test/')).toBe(
      'http://carmarket.test/listings?status=rejected',
    );
  });

  it('tell the seller of an offer (amount, inbox link)', async () => {
    const ad = await createVehicle(ctx.db, { userId: seller.user.id, title: 'Honda Vezel 2015' });
    await post(`/api/vehicles/${ad.id}/offers`, buyer.bearer, {
      amount: 5_800_000,
      message: 'Can I see it on Saturday?',
    });
    const [received] = smtp.to(seller.email);
    expect(received!.subject).toBe('New offer of Rs. 5,800,000 for Honda Vezel 2015');
    expect(received!.text).toContain('Kamala Fernando offered Rs. 5,800,000');
    expect(linkIn(received!, 'http://carmarket.test/')).toBe('http://carmarket.test/offers');
  });

  it("quote the buyer's words plainly: marked as a quote under the warning, links as text with their domain", async () => {
    const ad = await createVehicle(ctx.db, { userId: seller.user.id, title: 'Honda Vezel 2015' });
    await post(`/api/vehicles/${ad.id}/offers`, buyer.bearer, {
      amount: 5_800_000,
      message:
        'Can I see it on Saturday?\nPhotos: https://photos.example/aqua?id=7, www.pics.example or mail pay@bank-check.example.',
    });
    const [received] = smtp.to(seller.email);
    // A quote in the text part, as mail programs show one; no address a program would link.
    expect(received!.text).toContain(
      [
        'Message from a buyer (CarMarket never asks for bank details):',
        '> Can I see it on Saturday?',
        '> Photos: [link to photos[.]example removed], [link to www[.]pics[.]example removed] or mail [e-mail address at bank-check[.]example removed].',
      ].join('\n'),
    );
    expect(received!.text).not.toMatch(/https:\/\/photos|photos\.example|pics\.example|@bank/);
    // In HTML: a blockquote under the warning, and no anchor but the site's own.
    expect(received!.html).toMatch(
      /Message from a buyer \(CarMarket never asks for bank details\)[\s\S]*<blockquote[^>]*>Can I see it on Saturday\?<br>Photos: \[link to photos\[\.\]example removed\]/,
    );
    const anchors = [...received!.html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((m) => m[1]);
    expect(anchors.length).toBeGreaterThan(0);
    for (const href of anchors) expect(href).toMatch(/^http:\/\/carmarket\.test\//);
    expect(received!.html).not.toMatch(/photos\.example|pics\.example|@bank/);
  });

  it('answer an offer to its buyer', async () => {
    const ad = await createVehicle(ctx.db, { userId: seller.user.id, title: 'Honda Vezel 2015' });
    const made = await post(`/api/vehicles/${ad.id}/offers`, buyer.bearer, {
      amount: 5_800_000,
      message: 'Can I see it on Saturday?',
    });

    const offerId = made.json<{ id: number }>().id;
    await post(`/api/me/offers/${offerId}/accept`, seller.bearer);
    const [accepted] = smtp.to(buyer.email);
    expect(accepted!.subject).toBe('Your offer was accepted: Honda Vezel 2015');
    expect(linkIn(accepted!, 'http://carmarket.test/')).toMatch(
      new RegExp(`^http://carmarket\\.test/cars/${ad.id}-honda-vezel-2015(-[a-z0-9]+)+$`),
    );

    const second = await post(`/api/vehicles/${ad.id}/offers`, buyer.bearer, { amount: 5_000_000 });
    await post(`/api/me/offers/${second.json<{ id: number }>().id}/decline`, seller.bearer);
    expect(smtp.to(buyer.email).map((mail) => mail.subject)).toEqual([
      'Your offer was accepted: Honda Vezel 2015',
      'Your offer was declined: Honda Vezel 2015',
    ]);
  });

  it('tell the user their package request was approved', async () => {
    const requested = await post('/api/me/package-requests', seller.bearer, {
      package: 'featured',
    });
    await post(
      `/api/admin/package-requests/${requested.json<{ id: number }>().id}/approve`,
      staff.bearer,
    );
    const [mail] = smtp.to(seller.email);
    expect(mail!.subject).toBe('Your Featured package is active');
    expect(mail!.text).toMatch(/Active until: \d{1,2} \w{3} \d{4}/);
  });

  it('are not sent to a user who turned e-mail notifications off', async () => {
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/settings',
      headers: seller.bearer,
      payload: {
        emailNotifications: false,
        smsNotifications: false,
        pushNotifications: true,
        showContactInfo: false,
        profileVisible: true,
      },
    });
    expect(saved.statusCode).toBe(200);
    const ad = await createVehicle(ctx.db, {
      userId: seller.user.id,
      status: 'pending',
      expiresAt: null,
    });
    await post(`/api/admin/ads/${ad.id}/approve`, staff.bearer);
    await post(`/api/vehicles/${ad.id}/offers`, buyer.bearer, { amount: 4_000_000 });
    expect(smtp.to(seller.email)).toEqual([]);
  });
});
