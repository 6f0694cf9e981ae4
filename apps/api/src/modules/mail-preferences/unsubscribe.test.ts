import { generateKeyPairSync } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, mailUnsubscribeTokens, users } from '@carmarket/db/schema';
import {
  UNSUBSCRIBE_LINK_EXPIRED,
  UNSUBSCRIBE_MESSAGES,
  type MailKind,
} from '@carmarket/shared/unsubscribe';
import { signUpAndIn } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { DAY, createVehicle } from '../../test/factories';
import { buildMailTestApp } from '../../test/mail-test-app';
import { linkIn, startTestSmtpServer, type ReceivedMail } from '../../test/test-smtp-server';
import { hashUnsubscribeToken } from '../mail/mailer';
import type { MailContent } from '../mail/mail-layout';

const content: MailContent = {
  subject: 'Your ad is live',
  heading: 'Your 2016 Toyota Aqua is live',
  paragraphs: ['Buyers can find it in search now.'],
};

let ctx: Awaited<ReturnType<typeof buildMailTestApp>>;

beforeAll(async () => {
  ctx = await buildMailTestApp();
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(() => {
  ctx.smtp.messages.length = 0;
});

/** Sends `user` a notice of `kind` through the real mailer; the message, or undefined if none went. */
async function notice(user: { id: number; email: string }, kind: MailKind) {
  // The registration's own mail (its confirmation link) goes first, so only the notice is new.
  await ctx.app.jobs.runDue();
  const before = ctx.smtp.to(user.email).length;
  const queued = await ctx.app.mail.send({
    to: user.email,
    userId: user.id,
    category: 'notice',
    kind,
    content: { ...content, subject: `A notice of ${kind}` },
  });
  await ctx.app.jobs.runDue();
  const received = ctx.smtp.to(user.email).slice(before);
  expect(received.length).toBe(queued ? 1 : 0);
  return received[0];
}

/** The subjects of what reached `email`, but for the registration's confirmation link. */
function noticesTo(email: string): string[] {
  return ctx.smtp
    .to(email)
    .map((mail) => mail.subject)
    .filter((subject) => !subject.startsWith('Confirm your e-mail'));
}

function tokenOf(mail: ReceivedMail): string {
  return new URL(linkIn(mail, 'http://carmarket.test/unsubscribe?token=')).searchParams.get(
    'token',
  )!;
}

/** What a mail program sends (RFC 8058): a form POST to the List-Unsubscribe URL. */
async function oneClick(mail: ReceivedMail) {
  const url = new URL(/^<(.+)>$/.exec(mail.headers.get('list-unsubscribe') ?? '')![1]!);
  return ctx.app.inject({
    method: 'POST',
    url: `${url.pathname}${url.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
}

async function preferencesOf(userId: number) {
  const [row] = await ctx.db
    .select({ settings: users.settings, kinds: users.mailPreferences })
    .from(users)
    .where(eq(users.id, userId));
  return { emailNotifications: row!.settings.emailNotifications, ...row!.kinds };
}

describe('the List-Unsubscribe URL', () => {
  it('opened in a browser (GET) answers 303 to the unsubscribe page with its token, and changes nothing', async () => {
    const user = await signUpAndIn(ctx.app, {}, { confirmed: true });
    const mail = (await notice(user.user, 'offers'))!;
    const url = new URL(/^<(.+)>$/.exec(mail.headers.get('list-unsubscribe')!)![1]!);
    const opened = await ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/unsubscribe?token=${tokenOf(mail)}`);
    expect((await preferencesOf(user.user.id)).offers).toBe(true);

    const bare = await ctx.app.inject({ method: 'GET', url: '/api/unsubscribe' });
    expect(bare.statusCode).toBe(303);
    expect(bare.headers.location).toBe('/unsubscribe');
  });
});

describe('unsubscribing is per kind', () => {
  it('one-click from an alert stops alerts only: an offer notice (a real offer) still arrives', async () => {
    const buyer = await signUpAndIn(ctx.app, { name: 'Kamala Fernando' }, { confirmed: true });
    const seller = await signUpAndIn(ctx.app, { name: 'Sunil Silva' }, { confirmed: true });
    const alert = (await notice(seller.user, 'alerts'))!;
    const answer = await oneClick(alert);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ message: UNSUBSCRIBE_MESSAGES.done('alerts') });
    expect(await preferencesOf(seller.user.id)).toEqual({
      emailNotifications: true,
      offers: true,
      adUpdates: true,
      alerts: false,
      reminders: true,
    });

    expect(await notice(seller.user, 'alerts')).toBeUndefined();
    const ad = await createVehicle(ctx.db, { userId: seller.user.id, title: 'Honda Vezel 2015' });
    const offered = await ctx.app.inject({
      method: 'POST',
      url: `/api/vehicles/${ad.id}/offers`,
      headers: buyer.bearer,
      payload: { amount: 5_800_000 },
    });
    expect(offered.statusCode, offered.body).toBe(201);
    await ctx.app.jobs.runDue();
    expect(noticesTo(seller.email)).toEqual([
      'A notice of alerts',
      'New offer of Rs. 5,800,000 for Honda Vezel 2015',
    ]);
  });

  it('the page’s button sends the token as JSON and stops that kind', async () => {
    const user = await signUpAndIn(ctx.app, {}, { confirmed: true });
    const reminder = (await notice(user.user, 'reminders'))!;
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/unsubscribe',
      payload: { token: tokenOf(reminder) },
    });
    expect(answer.json()).toEqual({ message: UNSUBSCRIBE_MESSAGES.done('reminders') });
    expect(await notice(user.user, 'reminders')).toBeUndefined();
    expect(await notice(user.user, 'adUpdates')).toBeDefined();
  });

  it('"all" through the link’s preferences stops every notice, while essential mail still goes', async () => {
    const user = await signUpAndIn(ctx.app, {}, { confirmed: true });
    const mail = (await notice(user.user, 'adUpdates'))!;
    const token = tokenOf(mail);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/unsubscribe/preferences?token=${token}`,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({
      scope: 'adUpdates',
      preferences: {
        emailNotifications: true,
        offers: true,
        adUpdates: true,
        alerts: true,
        reminders: true,
      },
    });
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/unsubscribe/preferences',
      payload: { ...read.json().preferences, emailNotifications: false, token },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    for (const kind of ['offers', 'adUpdates', 'alerts', 'reminders'] as const) {
      expect(await notice(user.user, kind), kind).toBeUndefined();
    }
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    await ctx.app.jobs.runDue();
    expect(noticesTo(user.email)).toEqual([
      'A notice of adUpdates',
      'Choose a new CarMarket password',
    ]);
    // Account Settings' own switch is the same master.
    const settings = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/settings',
      headers: user.bearer,
    });
    expect(settings.json().settings.emailNotifications).toBe(false);
  });

  it('a link sent before kinds existed stops every notice, as it said it would', async () => {
    const user = await signUpAndIn(ctx.app, {}, { confirmed: true });
    const token = 'B'.repeat(43);
    // As migration 0021 leaves an old row: no scope given, so `all`.
    await ctx.db
      .insert(mailUnsubscribeTokens)
      .values({ tokenHash: hashUnsubscribeToken(token), userId: user.user.id });
    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(answer.json()).toEqual({ message: UNSUBSCRIBE_MESSAGES.done('all') });
    expect((await preferencesOf(user.user.id)).emailNotifications).toBe(false);
  });
});

describe('the signed-in preferences', () => {
  it('read and save the master and each kind; a visitor gets 401', async () => {
    const user = await signUpAndIn(ctx.app, {}, { confirmed: true });
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/mail-preferences',
      headers: user.bearer,
    });
    expect(read.json()).toEqual({
      preferences: {
        emailNotifications: true,
        offers: true,
        adUpdates: true,
        alerts: true,
        reminders: true,
      },
    });
    const next = {
      emailNotifications: true,
      offers: false,
      adUpdates: true,
      alerts: true,
      reminders: false,
    };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/mail-preferences',
      headers: user.bearer,
      payload: next,
    });
    expect(saved.json()).toEqual({ preferences: next });
    expect(await notice(user.user, 'offers')).toBeUndefined();
    expect(await notice(user.user, 'alerts')).toBeDefined();

    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/me/mail-preferences' });
    expect(visitor.statusCode).toBe(401);
    const partial = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/mail-preferences',
      headers: user.bearer,
      payload: { offers: true },
    });
    expect(partial.statusCode).toBe(400);
  });
});

describe('an unsubscribe link', () => {
  it('works for 90 days; after that it is refused with a sentence that leads to signing in', async () => {
    const user = await signUpAndIn(ctx.app, {}, { confirmed: true });
    const early = (await notice(user.user, 'offers'))!;
    await ctx.wait(89 * DAY);
    const late = (await notice(user.user, 'offers'))!;
    await ctx.wait(2 * DAY);

    for (const request of [
      { method: 'POST' as const, url: `/api/unsubscribe?token=${tokenOf(early)}` },
      { method: 'GET' as const, url: `/api/unsubscribe/preferences?token=${tokenOf(early)}` },
    ]) {
      const refused = await ctx.app.inject(request);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        code: UNSUBSCRIBE_LINK_EXPIRED,
        message: UNSUBSCRIBE_MESSAGES.expired,
        field: 'token',
      });
    }
    expect(UNSUBSCRIBE_MESSAGES.expired).toBe(
      'This link has expired: the links in our e-mails work for 90 days. Sign in to choose which e-mails you get.',
    );
    expect((await preferencesOf(user.user.id)).offers).toBe(true);

    // The one sent two days later is inside its 90 days.
    const answer = await oneClick(late);
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await preferencesOf(user.user.id)).offers).toBe(false);
  });

  it('once used works for the hour of the visit, then is used up', async () => {
    const user = await signUpAndIn(ctx.app, {}, { confirmed: true });
    const mail = (await notice(user.user, 'alerts'))!;
    const token = tokenOf(mail);
    expect((await oneClick(mail)).statusCode).toBe(200);
    await ctx.wait(30 * 60 * 1000);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/unsubscribe/preferences',
      payload: {
        token,
        emailNotifications: true,
        offers: false,
        adUpdates: true,
        alerts: false,
        reminders: true,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await ctx.wait(31 * 60 * 1000);
    const spent = await oneClick(mail);
    expect(spent.statusCode).toBe(400);
    expect(spent.json()).toEqual({
      code: UNSUBSCRIBE_LINK_EXPIRED,
      message: UNSUBSCRIBE_MESSAGES.used,
      field: 'token',
    });
  });

  it('that nobody was sent, or cut short, is refused', async () => {
    for (const payload of [{ token: 'x'.repeat(43) }, { token: 'short' }, {}]) {
      const refused = await ctx.app.inject({ method: 'POST', url: '/api/unsubscribe', payload });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(UNSUBSCRIBE_MESSAGES.badLink);
    }
  });
});

describe('DKIM', () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const dkim = {
    domainName: 'carmarket.lk',
    keySelector: 'mail2026',
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
  /** DNS as the receiving server would see it: the selector's TXT record holds the public key. */
  const resolver = async (name: string, type: string) => {
    if (type === 'TXT' && name === 'mail2026._domainkey.carmarket.lk') {
      const p = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
      return [[`v=DKIM1; k=rsa; p=${p}`]];
    }
    throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
  };

  it('signs each message as it is kept and sent, covering From, the unsubscribe headers and Reply-To; a change breaks it', async () => {
    const smtp = await startTestSmtpServer();
    const signed = await buildTestApp({ smtpUrl: smtp.url, dkim });
    try {
      const user = await signUpAndIn(signed.app, {}, { confirmed: true });
      await signed.app.mail.send({
        to: user.email,
        userId: user.user.id,
        category: 'notice',
        kind: 'adUpdates',
        content: { ...content, invitesReply: true },
      });
      await signed.app.jobs.runDue();
      expect(signed.app.mail.describe()).toContain(
        'Messages are DKIM-signed for carmarket.lk (selector mail2026).',
      );
      const mail = smtp.to(user.email).find((received) => received.subject === content.subject);
      const [kept] = await signed.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.recipient, user.email), eq(mailOutbox.subject, content.subject)));
      expect(kept!.raw).toMatch(/^DKIM-Signature: /m);

      const verified = await dkimVerify(Buffer.from(mail!.raw), { resolver });
      expect(verified.results).toHaveLength(1);
      const [result] = verified.results;
      expect(result!.status.result).toBe('pass');
      expect(result!.signingDomain).toBe('carmarket.lk');
      // mailauth 4 reports the signed headers but its types do not declare them.
      const { signingHeaders } = result as typeof result & { signingHeaders: { keys: string } };
      expect(signingHeaders.keys.toLowerCase().split(': ')).toEqual(
        expect.arrayContaining([
          'from',
          'subject',
          'date',
          'message-id',
          'to',
          'reply-to',
          'list-unsubscribe',
          'list-unsubscribe-post',
        ]),
      );

      // The one-click URL pointed elsewhere, as a forwarder might try.
      const tampered = mail!.raw.replace(
        /^List-Unsubscribe:\s*<http:\/\/carmarket\.test/m,
        'List-Unsubscribe: <http://evil.example',
      );
      expect(tampered).not.toBe(mail!.raw);
      const broken = await dkimVerify(Buffer.from(tampered), { resolver });
      expect(broken.results[0]!.status.result).toBe('fail');
    } finally {
      await signed.app.close();
      await smtp.close();
    }
  });
});
