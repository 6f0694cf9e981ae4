import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailTokens, users } from '@carmarket/db/schema';
import type { LoginResponse, User } from '@carmarket/shared/account';
import { EMAIL_CONFIRMATION_MESSAGES } from '@carmarket/shared/email-confirmation';
import {
  confirmationTokenFor,
  nextAddress,
  registration,
  signUpAndIn,
  signUpStaff,
  TEST_PASSWORD,
} from '../../test/accounts';
import { createUser, createVehicle } from '../../test/factories';
import { buildMailTestApp } from '../../test/mail-test-app';
import { linkIn } from '../../test/test-smtp-server';
import { AUTH_MESSAGES } from './auth-messages';
import { hashEmailToken } from './email-confirmation.service';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const CONFIRM_SUBJECT = 'Confirm your e-mail address for CarMarket';
const CONFIRM_CHANGE_SUBJECT = 'Confirm your new e-mail address for CarMarket';
const CHANGING_SUBJECT = 'Your CarMarket e-mail address is being changed';
const TRIED_SUBJECT = 'Someone tried to register with your e-mail address';

let ctx: Awaited<ReturnType<typeof buildMailTestApp>>;
let smtp: Awaited<ReturnType<typeof buildMailTestApp>>['smtp'];

beforeAll(async () => {
  ctx = await buildMailTestApp();
  smtp = ctx.smtp;
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  // Deliver what earlier tests queued, then start each test with an empty mailbox.
  await ctx.app.jobs.runDue();
  smtp.messages.length = 0;
});

type Session = Awaited<ReturnType<typeof signUpAndIn>>;

function post(url: string, payload?: object, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextAddress() });
}

const confirm = (token: string) => post('/api/auth/confirm-email', { token });
const undo = (token: string) => post('/api/auth/undo-email-change', { token });
const changeEmail = (session: Session, payload: object) =>
  post('/api/me/email', payload, session.bearer);

async function currentUser(session: { bearer: Record<string, string> }) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/users/get-user',
    headers: session.bearer,
  });
  return { status: response.statusCode, user: response.json<{ user?: User }>().user };
}

async function userRow(id: number) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  return row!;
}

async function signIn(email: string, password = TEST_PASSWORD) {
  const response = await post('/api/auth/login', { email, password });
  return response.statusCode === 200 ? response.json<LoginResponse>() : null;
}

/** What reached `address` once the mail queue has run. */
async function delivered(address: string) {
  await ctx.app.jobs.runDue();
  return smtp.to(address);
}

function tokenOf(mail: { text: string }, path: string): string {
  const link = linkIn(mail as Parameters<typeof linkIn>[0], `http://carmarket.test${path}?token=`);
  return new URL(link).searchParams.get('token')!;
}

describe('confirming the address after registration', () => {
  it('mails a single-use link valid 24 hours, stored only as a hash; a GET of the page changes nothing', async () => {
    const details = registration();
    expect((await post('/api/auth/register', details)).statusCode).toBe(201);
    const [mail] = await delivered(details.email);
    expect(mail!.subject).toBe(CONFIRM_SUBJECT);
    expect(mail!.text).toContain('24 hours');
    const token = tokenOf(mail!, '/confirm-email');
    expect(token).toMatch(/^[\w-]{43}$/);

    const [row] = await ctx.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, hashEmailToken(token)));
    expect(row!.purpose).toBe('confirm');
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(DAY);
    expect(JSON.stringify(await ctx.db.select().from(emailTokens))).not.toContain(token);

    // Mail scanners open every link: opening it is a GET, and a GET confirms nothing.
    await ctx.app.inject({ method: 'GET', url: `/confirm-email?token=${token}` });
    await ctx.app.inject({ method: 'GET', url: `/api/auth/confirm-email?token=${token}` });
    const session = await signIn(details.email);
    const bearer = { authorization: `Bearer ${session!.accessToken}` };
    expect(session!.user.emailConfirmed).toBe(false);
    expect((await currentUser({ bearer })).user!.emailConfirmed).toBe(false);

    const first = await confirm(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: EMAIL_CONFIRMATION_MESSAGES.confirmed });
    expect((await currentUser({ bearer })).user!.emailConfirmed).toBe(true);
    expect((await signIn(details.email))!.user.emailConfirmed).toBe(true);

    const second = await confirm(token);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({
      code: 'email_link_expired',
      message: EMAIL_CONFIRMATION_MESSAGES.linkExpired,
      field: 'token',
    });
  });

  it('refuses a link after 24 hours, an unknown one and a malformed one with a sentence', async () => {
    const session = await signUpAndIn(ctx.app);
    const token = await confirmationTokenFor(ctx.app, session.email);
    await ctx.wait(DAY);
    const late = await confirm(token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ message: EMAIL_CONFIRMATION_MESSAGES.linkExpired });
    expect((await userRow(session.user.id)).emailConfirmedAt).toBeNull();

    const unknown = await confirm('A'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: EMAIL_CONFIRMATION_MESSAGES.linkExpired });
    const malformed = await confirm('not-a-token');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: EMAIL_CONFIRMATION_MESSAGES.linkMalformed });
  });

  it('resends a new link (the earlier one stops working), limited per user, and not once confirmed', async () => {
    const session = await signUpAndIn(ctx.app);
    const firstToken = await confirmationTokenFor(ctx.app, session.email);
    const resend = () => post('/api/me/email/confirmation', undefined, session.bearer);
    const resent = await resend();
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toEqual({
      message: EMAIL_CONFIRMATION_MESSAGES.linkSent(session.email),
    });
    // Only the newest link works, as with reset links.
    expect((await confirm(firstToken)).statusCode).toBe(400);

    // Five an hour, counted atomically: of seven at once, four more get through.
    const answers = await Promise.all(Array.from({ length: 7 }, () => resend()));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([202, 202, 202, 202, 429, 429, 429]);
    const mails = (await delivered(session.email)).filter((m) => m.subject === CONFIRM_SUBJECT);
    expect(mails).toHaveLength(6);

    const outcomes = [];
    for (const mail of mails)
      outcomes.push((await confirm(tokenOf(mail, '/confirm-email'))).statusCode);
    expect(outcomes.sort()).toEqual([200, 400, 400, 400, 400, 400]);
    expect((await currentUser(session)).user!.emailConfirmed).toBe(true);

    await ctx.wait(HOUR);
    const later = await signIn(session.email);
    const again = await post('/api/me/email/confirmation', undefined, {
      authorization: `Bearer ${later!.accessToken}`,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'email_already_confirmed' });
    expect((await post('/api/me/email/confirmation')).statusCode).toBe(401);
  });
});

describe('no notice reaches an unconfirmed address', () => {
  it('keeps essential mail going to an unconfirmed address, and holds back notices', async () => {
    const session = await signUpAndIn(ctx.app);
    const notice = await ctx.app.mail.send({
      to: session.email,
      userId: session.user.id,
      category: 'notice',
      kind: 'adUpdates',
      content: { subject: 'Your ad is live', heading: 'Live', paragraphs: ['Hello'] },
    });
    expect(notice).toBe(false);
    const essential = await ctx.app.mail.send({
      to: session.email,
      userId: session.user.id,
      category: 'essential',
      content: { subject: 'Security', heading: 'Security', paragraphs: ['Hello'] },
    });
    expect(essential).toBe(true);
    expect((await delivered(session.email)).map((mail) => mail.subject)).toEqual([
      CONFIRM_SUBJECT,
      'Security',
    ]);
  });
});

describe('the reproduction of issue 28', () => {
  // Its own app: approvals are stamped with the real time, and the shared app's clock has moved
  // days ahead by now, which would put them outside the alerts' window.
  let own: Awaited<ReturnType<typeof buildMailTestApp>>;
  let ownStaff: Awaited<ReturnType<typeof signUpStaff>>;
  beforeAll(async () => {
    own = await buildMailTestApp();
    ownStaff = await signUpStaff(own.app, own.db);
  });
  afterAll(async () => {
    await own.close();
  });
  const postOwn = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    own.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextAddress() });
  async function deliveredOwn(address: string) {
    await own.app.jobs.runDue();
    return own.smtp.to(address);
  }

  // Issue 28's reproduction: register someone else's address, save 20 instant searches named
  // with the attacker's words, and let matching ads go live. 20 alerts reached the address.
  it('sends no alert for 20 attacker-named saved searches until the address is confirmed', async () => {
    const victim = `someone-else-${Date.now()}@example.lk`;
    const attacker = await signUpAndIn(own.app, { email: victim });
    const seller = await createUser(own.db);
    const probe = await createVehicle(own.db, { userId: seller.id, status: 'rejected' });
    for (let n = 1; n <= 20; n++) {
      const saved = await postOwn(
        '/api/me/saved-searches',
        {
          name: `URGENT ${n}: verify at evil.example/x`,
          frequency: 'instant',
          params: { brands: String(probe.makeId) },
        },
        attacker.bearer,
      );
      expect(saved.statusCode, saved.body).toBe(201);
    }
    const approveNew = async () => {
      const ad = await createVehicle(own.db, {
        userId: seller.id,
        makeId: probe.makeId,
        makeName: probe.makeName,
        status: 'pending',
        expiresAt: null,
      });
      const approved = await postOwn(`/api/admin/ads/${ad.id}/approve`, undefined, ownStaff.bearer);
      expect(approved.statusCode).toBe(204);
    };

    await approveNew();
    await own.wait(MINUTE);
    await own.wait(MINUTE);
    expect((await deliveredOwn(victim)).map((mail) => mail.subject)).toEqual([CONFIRM_SUBJECT]);

    // The address's owner confirms it: from then on its alerts come.
    const token = tokenOf(own.smtp.to(victim)[0]!, '/confirm-email');
    expect((await postOwn('/api/auth/confirm-email', { token })).statusCode).toBe(200);
    await approveNew();
    await own.wait(MINUTE);
    const alerts = (await deliveredOwn(victim)).filter((mail) => mail.subject.includes('URGENT'));
    expect(alerts).toHaveLength(20);
  });
});

describe('registering with a taken address', () => {
  it('answers exactly as for a new address, and tells the owner, at most 5 times an hour', async () => {
    const owner = await signUpAndIn(ctx.app, { name: 'Kamala Fernando' }, { confirmed: true });
    // The owner's own confirmation link counted against the address; its hour passes.
    await ctx.wait(HOUR);
    smtp.messages.length = 0;

    const fresh = await post('/api/auth/register', registration());
    const answers = [];
    for (let i = 0; i < 7; i++) {
      answers.push(
        await post('/api/auth/register', registration({ email: owner.email.toUpperCase() })),
      );
    }
    for (const answer of answers) {
      expect(answer.statusCode).toBe(fresh.statusCode);
      expect(answer.body).toBe(fresh.body);
    }
    expect(fresh.json()).toEqual({ message: AUTH_MESSAGES.registered });

    const mails = await delivered(owner.email);
    expect(mails.map((mail) => mail.subject)).toEqual(Array(5).fill(TRIED_SUBJECT));
    expect(mails[0]!.text).toContain('Hello Kamala Fernando');
    expect(linkIn(mails[0]!, 'http://carmarket.test/')).toBe('http://carmarket.test/login');
    expect(mails[0]!.text).toContain('http://carmarket.test/forgot-password');
    // Essential: no unsubscribe, and it says nothing was created.
    expect(mails[0]!.headers.has('list-unsubscribe')).toBe(false);
    const rows = await ctx.db.select().from(users).where(eq(users.email, owner.email));
    expect(rows).toHaveLength(1);
  });
});

describe('changing the e-mail address', () => {
  async function confirmedUser(overrides: Record<string, unknown> = {}) {
    const session = await signUpAndIn(ctx.app, overrides, { confirmed: true });
    await delivered(session.email);
    smtp.messages.length = 0;
    return session;
  }
  const newAddress = () => `new-${Date.now()}-${Math.random().toString(36).slice(2)}@example.lk`;

  it('needs the current password: missing → 400, wrong → 400; five wrong guesses, then 429', async () => {
    const session = await confirmedUser();
    const email = newAddress();
    const missing = await changeEmail(session, { email });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'currentPassword' });

    for (let i = 0; i < 5; i++) {
      const wrong = await changeEmail(session, { email, currentPassword: 'not my password' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        code: 'wrong_password',
        message: AUTH_MESSAGES.wrongCurrentPassword,
        field: 'currentPassword',
      });
    }
    const locked = await changeEmail(session, { email, currentPassword: TEST_PASSWORD });
    expect(locked.statusCode).toBe(429);
    // The same five guesses as the password change: a stolen token gets five in all.
    const passwordChange = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/password',
      headers: session.bearer,
      payload: { currentPassword: 'not my password', newPassword: 'another passphrase' },
    });
    expect(passwordChange.statusCode).toBe(429);
    expect(await delivered(email)).toEqual([]);
  });

  it('counts concurrent wrong guesses atomically: 10 at once get exactly 5 checks', async () => {
    const session = await confirmedUser();
    const email = newAddress();
    // Ten is the hourly limit of change requests, so every one of them reaches the password.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        changeEmail(session, { email, currentPassword: 'not my password' }),
      ),
    );
    const count = (status: number) => answers.filter((a) => a.statusCode === status).length;
    expect([count(400), count(429)]).toEqual([5, 5]);
  });

  it('refuses an address another account has with 409, and the same address with 400', async () => {
    const session = await confirmedUser();
    const other = await signUpAndIn(ctx.app);
    const taken = await changeEmail(session, {
      email: other.email.toUpperCase(),
      currentPassword: TEST_PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'email_taken',
      message: EMAIL_CONFIRMATION_MESSAGES.emailTaken,
      field: 'email',
    });
    const same = await changeEmail(session, {
      email: session.email,
      currentPassword: TEST_PASSWORD,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ message: EMAIL_CONFIRMATION_MESSAGES.sameAddress });
  });

  it('switches only when the new address confirms, and ends the other sessions in that step', async () => {
    const session = await confirmedUser({ name: 'Sunil Silva' });
    const elsewhere = await signIn(session.email);
    const elsewhereBearer = { authorization: `Bearer ${elsewhere!.accessToken}` };
    const oldEmail = session.email;
    const email = newAddress();

    const asked = await changeEmail(session, { email, currentPassword: TEST_PASSWORD });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({
      message: EMAIL_CONFIRMATION_MESSAGES.changeRequested(email),
    });

    // Nothing has switched yet: the account signs in with the old address, not the new one.
    expect((await currentUser(session)).user!.email).toBe(oldEmail);
    expect(await signIn(email)).toBeNull();
    expect((await currentUser({ bearer: elsewhereBearer })).status).toBe(200);

    const [confirmation] = await delivered(email);
    expect(confirmation!.subject).toBe(CONFIRM_CHANGE_SUBJECT);
    const [notice] = await delivered(oldEmail);
    expect(notice!.subject).toBe(CHANGING_SUBJECT);
    expect(notice!.text).toContain(email);
    expect(notice!.text).toContain('7 days');
    expect(notice!.headers.has('list-unsubscribe')).toBe(false);
    tokenOf(notice!, '/undo-email-change');

    const confirmed = await confirm(tokenOf(confirmation!, '/confirm-email'));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: EMAIL_CONFIRMATION_MESSAGES.changed });

    const now = await currentUser(session);
    expect(now.user).toMatchObject({ email, emailConfirmed: true });
    expect((await currentUser({ bearer: elsewhereBearer })).status).toBe(403);
    expect(await signIn(oldEmail)).toBeNull();
    expect(await signIn(email)).not.toBeNull();
    expect((await confirm(tokenOf(confirmation!, '/confirm-email'))).statusCode).toBe(400);
  });

  it('undo puts the old address back, ends every session and says to choose a new password', async () => {
    const session = await confirmedUser();
    const oldEmail = session.email;
    const email = newAddress();
    expect((await changeEmail(session, { email, currentPassword: TEST_PASSWORD })).statusCode).toBe(
      202,
    );
    const [confirmation] = await delivered(email);
    const [notice] = await delivered(oldEmail);
    expect((await confirm(tokenOf(confirmation!, '/confirm-email'))).statusCode).toBe(200);
    const afterSwitch = await signIn(email);

    const undone = await undo(tokenOf(notice!, '/undo-email-change'));
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ message: EMAIL_CONFIRMATION_MESSAGES.undone });
    expect(EMAIL_CONFIRMATION_MESSAGES.undone).toContain('new password');

    const row = await userRow(session.user.id);
    expect(row.email).toBe(oldEmail);
    expect(row.emailConfirmedAt).not.toBeNull();
    expect((await currentUser(session)).status).toBe(403);
    expect(
      (await currentUser({ bearer: { authorization: `Bearer ${afterSwitch!.accessToken}` } }))
        .status,
    ).toBe(403);
    expect(await signIn(oldEmail)).not.toBeNull();
    expect((await undo(tokenOf(notice!, '/undo-email-change'))).statusCode).toBe(400);
  });

  it('undo before the confirmation cancels the change: the waiting link opens nothing', async () => {
    const session = await confirmedUser();
    const email = newAddress();
    await changeEmail(session, { email, currentPassword: TEST_PASSWORD });
    const [confirmation] = await delivered(email);
    const [notice] = await delivered(session.email);
    expect((await undo(tokenOf(notice!, '/undo-email-change'))).statusCode).toBe(200);
    expect((await confirm(tokenOf(confirmation!, '/confirm-email'))).statusCode).toBe(400);
    expect((await userRow(session.user.id)).email).toBe(session.email);
  });

  it('refuses links past their time: the confirmation after 24 hours, the undo after 7 days', async () => {
    const session = await confirmedUser();
    const email = newAddress();
    await changeEmail(session, { email, currentPassword: TEST_PASSWORD });
    const [confirmation] = await delivered(email);
    const [notice] = await delivered(session.email);
    await ctx.wait(DAY);
    const late = await confirm(tokenOf(confirmation!, '/confirm-email'));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'email_link_expired' });
    expect((await userRow(session.user.id)).email).toBe(session.email);
    await ctx.wait(6 * DAY);
    const lateUndo = await undo(tokenOf(notice!, '/undo-email-change'));
    expect(lateUndo.statusCode).toBe(400);
    expect(lateUndo.json()).toMatchObject({
      code: 'email_link_expired',
      message: EMAIL_CONFIRMATION_MESSAGES.undoExpired,
    });
  });

  it('a confirmation for an address taken meanwhile is 409 and changes nothing', async () => {
    const session = await confirmedUser();
    const elsewhere = await signIn(session.email);
    const email = newAddress();
    await changeEmail(session, { email, currentPassword: TEST_PASSWORD });
    const [confirmation] = await delivered(email);
    await signUpAndIn(ctx.app, { email });

    const refused = await confirm(tokenOf(confirmation!, '/confirm-email'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'email_taken',
      message: EMAIL_CONFIRMATION_MESSAGES.emailTaken,
    });
    expect((await userRow(session.user.id)).email).toBe(session.email);
    expect(
      (await currentUser({ bearer: { authorization: `Bearer ${elsewhere!.accessToken}` } })).status,
    ).toBe(200);
  });
});
