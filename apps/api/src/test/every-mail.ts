import { expect } from 'vitest';
import { conversationMessages, conversations, vehicleMakes } from '@carmarket/db/schema';
import { nextDigest } from '../modules/saved-searches/saved-search-alerts.plugin';
import { TEST_PASSWORD, signUpAndIn, signUpStaff } from './accounts';
import { DAY, createVehicle } from './factories';
import type { buildMailTestApp } from './mail-test-app';
import { linkIn, type ReceivedMail } from './test-smtp-server';

const MINUTE = 60_000;

/**
 * Every kind of message the app sends, each made the way production makes it (a route, a job on
 * its schedule) and read back from a real SMTP server: the SpamAssassin test scores them all,
 * and mail-kinds.test.ts checks what each says. A new kind of message belongs here.
 */
export const MAIL_KINDS_SENT = [
  'password reset link',
  'password changed',
  'ad approved',
  'ad rejected',
  'ad fix requested',
  'offer received',
  'offer accepted',
  'offer declined',
  'offer digest',
  'package approved',
  'saved-search alert, instant, one car',
  'saved-search alert, instant, several cars',
  'saved-search alert, daily',
  'expiry reminder',
  'availability check',
  'staff reply to a contact message',
  'staff reply to a pre-order',
  'e-mail confirmation link',
  'someone tried to register',
  'new e-mail address confirmation',
  'e-mail address being changed',
  'unread chat message',
  'text messages stopped for the day',
] as const;
export type MailKindSent = (typeof MAIL_KINDS_SENT)[number];

export type EveryMail = Record<MailKindSent, ReceivedMail>;

/** Sends one of each message to fresh accounts; `ctx` is the app they went through. */
export async function sendEveryMail(ctx: Awaited<ReturnType<typeof buildMailTestApp>>) {
  const { app, db, smtp } = ctx;
  // Notices reach confirmed addresses only (decision 103).
  const confirmed = { confirmed: true };
  const staff = await signUpStaff(app, db);
  const seller = await signUpAndIn(app, { name: 'Sunil Silva' }, confirmed);
  const buyer = await signUpAndIn(app, { name: 'Kamala Fernando' }, confirmed);
  const watcher = await signUpAndIn(app, { name: 'Nimali Perera' }, confirmed);
  const dailyWatcher = await signUpAndIn(app, { name: 'Ruwan Jayasinghe' }, confirmed);
  // A reset ends every session of its account: not one the other steps use.
  const forgetful = await signUpAndIn(app, { name: 'Chamari Dias' });
  const mail: Partial<EveryMail> = {};

  async function call(method: 'POST' | 'PUT', url: string, payload?: object, headers = {}) {
    const answer = await app.inject({ method, url, payload, headers });
    expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBeLessThan(300);
    await app.jobs.runDue();
    return answer;
  }
  /** The newest message to `to` whose subject matches. */
  function newest(to: string, subject: RegExp): ReceivedMail {
    const found = smtp
      .to(to)
      .filter((message) => subject.test(message.subject))
      .at(-1);
    expect(found, `an e-mail to ${to} about ${subject}`).toBeDefined();
    return found!;
  }

  // The registration's confirmation link; a second registration of the same address; a change
  // of address (the new one's link, the old one's notice with its undo link).
  await app.jobs.runDue();
  mail['e-mail confirmation link'] = newest(forgetful.email, /^Confirm your e-mail/);
  await call('POST', '/api/auth/register', {
    name: 'Someone Else',
    mobile: '0771234567',
    email: forgetful.email,
    password: 'another passphrase',
    confirmPassword: 'another passphrase',
  });
  mail['someone tried to register'] = newest(forgetful.email, /tried to register/);
  const mover = await signUpAndIn(app, { name: 'Dilshan Wickramasinghe' }, confirmed);
  const newAddress = `moved-${Date.now()}@example.lk`;
  await call(
    'POST',
    '/api/me/email',
    { email: newAddress, currentPassword: TEST_PASSWORD },
    mover.bearer,
  );
  mail['new e-mail address confirmation'] = newest(newAddress, /^Confirm your new e-mail/);
  mail['e-mail address being changed'] = newest(mover.email, /is being changed/);

  // Password reset, then the notice that the password was changed.
  await call('POST', '/api/auth/forgot-password', { email: forgetful.email });
  mail['password reset link'] = newest(forgetful.email, /new CarMarket password/);
  const token = new URL(
    linkIn(mail['password reset link'], 'http://carmarket.test/reset-password?token='),
  ).searchParams.get('token');
  await call('POST', '/api/auth/reset-password', {
    token,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
  });
  mail['password changed'] = newest(forgetful.email, /password was changed/);

  // A make for the saved searches, and searches on it saved before any ad of it goes live.
  const probe = await createVehicle(db, { userId: seller.user.id, status: 'rejected' });
  const [make] = await db.select().from(vehicleMakes).limit(1);
  const brands = String(make?.id ?? probe.makeId);
  for (const [session, frequency] of [
    [watcher, 'instant'],
    [dailyWatcher, 'daily'],
  ] as const) {
    await call(
      'POST',
      '/api/me/saved-searches',
      { name: 'Family car', frequency, params: { brands } },
      session.bearer,
    );
  }
  const ofMake = { makeId: make?.id ?? probe.makeId, makeName: make?.name ?? probe.makeName };

  // Ads: approved (alerts the instant watcher: one car), rejected, asked to be fixed.
  const pending = async (title: string) =>
    createVehicle(db, {
      userId: seller.user.id,
      title,
      price: 6_450_000,
      status: 'pending',
      expiresAt: null,
      ...ofMake,
    });
  const live = await pending('Toyota Aqua S 2016');
  await call('POST', `/api/admin/ads/${live.id}/approve`, undefined, staff.bearer);
  mail['ad approved'] = newest(seller.email, /^Your ad is live/);
  await ctx.wait(MINUTE);
  mail['saved-search alert, instant, one car'] = newest(watcher.email, /^New match for/);

  for (const title of ['Honda Fit GP5 2015', 'Suzuki Wagon R 2017']) {
    const ad = await pending(title);
    await call('POST', `/api/admin/ads/${ad.id}/approve`, undefined, staff.bearer);
  }
  await ctx.wait(MINUTE);
  mail['saved-search alert, instant, several cars'] = newest(watcher.email, /^2 new cars for/);

  const refused = await pending('Nissan Leaf 2018');
  await call(
    'POST',
    `/api/admin/ads/${refused.id}/reject`,
    { reason: 'The photos show a different car.' },
    staff.bearer,
  );
  mail['ad rejected'] = newest(seller.email, /^Your ad needs changes/);

  await call(
    'POST',
    `/api/vehicles/${live.id}/reports`,
    { reason: 'wrong-details', details: 'It is a 2014, not a 2016.' },
    buyer.bearer,
  );
  await call(
    'POST',
    `/api/admin/reports/${live.id}/ask-fix`,
    { message: 'Please correct the year of manufacture to 2014.' },
    staff.bearer,
  );
  mail['ad fix requested'] = newest(seller.email, /^Please update your ad/);

  // Offers, their answers.
  const made = await call(
    'POST',
    `/api/vehicles/${live.id}/offers`,
    {
      amount: 5_800_000,
      message: 'Can I see it on Saturday?\nMore photos of my old car: https://photos.example/aqua',
    },
    buyer.bearer,
  );
  mail['offer received'] = newest(seller.email, /^New offer of/);
  await call('POST', `/api/me/offers/${made.json<{ id: number }>().id}/accept`, {}, seller.bearer);
  mail['offer accepted'] = newest(buyer.email, /^Your offer was accepted/);
  const second = await call(
    'POST',
    `/api/vehicles/${live.id}/offers`,
    { amount: 5_000_000 },
    buyer.bearer,
  );
  await call(
    'POST',
    `/api/me/offers/${second.json<{ id: number }>().id}/decline`,
    {},
    seller.bearer,
  );
  mail['offer declined'] = newest(buyer.email, /^Your offer was declined/);
  // Past the seller's 10 offer e-mails of the hour, offers wait for the hour's digest.
  for (let i = 0; i < 9; i += 1) {
    await call('POST', `/api/vehicles/${live.id}/offers`, { amount: 5_100_000 + i }, buyer.bearer);
  }

  // A package.
  const requested = await call(
    'POST',
    '/api/me/package-requests',
    { package: 'featured' },
    seller.bearer,
  );
  await call(
    'POST',
    `/api/admin/package-requests/${requested.json<{ id: number }>().id}/approve`,
    {},
    staff.bearer,
  );
  mail['package approved'] = newest(seller.email, /package is active$/);

  // The site's text messages for the day (SMS_DAILY_LIMIT 1 in the mail test app): the second
  // code asked for is refused, and staff are told once.
  for (const [name, mobile] of [
    ['Anura Bandara', '0761230001'],
    ['Priyanka Herath', '0761230002'],
  ] as const) {
    const unverified = await signUpAndIn(app, { name, mobile }, { phoneVerified: false });
    const asked = await app.inject({
      method: 'POST',
      url: '/api/me/phone/verification',
      payload: {},
      headers: unverified.bearer,
    });
    expect(asked.statusCode, asked.body).toBe(mobile.endsWith('1') ? 202 : 503);
  }
  await app.jobs.runDue();
  mail['text messages stopped for the day'] = newest(staff.email, /^Text messages stopped/);

  // Staff replies to a contact message and a pre-order.
  await call('POST', '/api/contact', {
    name: 'Kasun Perera',
    email: `contact-${Date.now()}@example.lk`,
    phone: '0771234567',
    subject: 'general',
    message: 'Do you check the cars before they are listed?',
  });
  await call('POST', '/api/pre-orders', {
    carName: 'Toyota Prius 2019',
    description: 'White, under 60,000 km',
    expectedPrice: 28_000,
    contactEmail: `preorder-${Date.now()}@example.lk`,
  });
  const inbox = await app.inject({
    method: 'GET',
    url: '/api/admin/messages?status=new',
    headers: staff.bearer,
  });
  const items = inbox.json<{ messages: Array<{ kind: string; id: number }> }>().messages;
  for (const kind of ['contact', 'pre-order'] as const) {
    const item = items.find((message) => message.kind === kind)!;
    await call(
      'POST',
      `/api/admin/messages/${kind}/${item.id}/reply`,
      { body: 'Yes, our team checks every ad before it goes live.\n\nThank you for asking.' },
      staff.bearer,
    );
  }
  const replies = smtp.messages.filter((message) => message.subject.startsWith('Re: '));
  mail['staff reply to a contact message'] = replies.find((m) => !/Pre-order/.test(m.subject))!;
  mail['staff reply to a pre-order'] = replies.find((m) => /Pre-order/.test(m.subject))!;

  // An ad about to expire, then the day's digest at 08:00 in Colombo (the reminder's hour
  // passes on the way).
  const montero = await createVehicle(db, {
    userId: seller.user.id,
    title: 'Mitsubishi Montero 2012',
    makeName: 'Mitsubishi',
    model: 'Montero',
    expiresAt: new Date(ctx.now().getTime() + 2.5 * DAY),
  });
  // An ad live for a week: its seller is asked whether it is still available (issue 37).
  const weekAgo = new Date(ctx.now().getTime() - 7 * DAY);
  await createVehicle(db, {
    userId: seller.user.id,
    title: 'Honda Vezel RS 2017',
    makeName: 'Honda',
    model: 'Vezel',
    createdAt: weekAgo,
    approvedAt: weekAgo,
    expiresAt: new Date(ctx.now().getTime() + 30 * DAY),
  });
  // A buyer's chat message the seller leaves unread (the conversation made in its tables).
  const [talk] = await db
    .insert(conversations)
    .values({ vehicleId: montero.id, buyerId: buyer.user.id, sellerId: seller.user.id })
    .returning();
  await db.insert(conversationMessages).values({
    conversationId: talk!.id,
    senderId: buyer.user.id,
    body: 'Is it still available?',
    createdAt: ctx.now(),
  });
  await ctx.wait(60 * MINUTE);
  mail['unread chat message'] = newest(seller.email, /^New message about your/);
  mail['expiry reminder'] = newest(seller.email, /^Your ad expires on/);
  mail['availability check'] = newest(
    seller.email,
    /^Is your Honda Vezel RS 2017 still available\?$/,
  );
  mail['offer digest'] = newest(seller.email, /^1 more offer on your ads$/);
  await ctx.wait(nextDigest(ctx.now()).getTime() - ctx.now().getTime());
  mail['saved-search alert, daily'] = newest(dailyWatcher.email, /^Today's/);

  for (const kind of MAIL_KINDS_SENT) expect(mail[kind], kind).toBeDefined();
  return { mail: mail as EveryMail, staff, seller, buyer, watcher, dailyWatcher };
}
