import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cities,
  jobs,
  mailOutbox,
  phoneVerifications,
  smsBouncedNumbers,
  smsDailyCounts,
  smsOutbox,
  users,
} from '@carmarket/db/schema';
import type { User } from '@carmarket/shared/account';
import {
  PHONE_VERIFICATION_ERROR_CODES as CODES,
  PHONE_VERIFICATION_LIMITS,
  PHONE_VERIFICATION_MESSAGES as MESSAGES,
} from '@carmarket/shared/phone-verification';
import { saveProfile, signUpAndIn, signUpStaff } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { verifyPhoneThroughApi } from '../../test/phone-verification';
import { startTestSmsGateway, type TestSmsGateway } from '../../test/test-sms-gateway';

const MINUTE = 60_000;
let nextMobile = 100;
/** A number no other test account uses, so the per-number limits meet only the tests about them. */
const freshMobile = () => `0771${String((nextMobile += 1)).padStart(6, '0')}`;

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;
type Session = Awaited<ReturnType<typeof signUpAndIn>>;

const requestCode = (ctx: Ctx, session: Session, payload: object = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/me/phone/verification',
    headers: session.bearer,
    payload,
  });
const confirm = (ctx: Ctx, session: Session, code: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/me/phone/verification/confirm',
    headers: session.bearer,
    payload: { code },
  });
const unverified = (ctx: Ctx, mobile = freshMobile()) =>
  signUpAndIn(ctx.app, { mobile }, { phoneVerified: false });
const count = (answers: Array<{ statusCode: number; json: () => { code?: string } }>) => {
  const by: Record<string, number> = {};
  for (const answer of answers) {
    const key = answer.statusCode < 300 ? String(answer.statusCode) : answer.json().code!;
    by[key] = (by[key] ?? 0) + 1;
  }
  return by;
};

describe('phone verification through a Text.lk-shaped gateway', () => {
  let gateway: TestSmsGateway;
  let ctx: Ctx;
  let now = new Date('2026-11-23T04:00:00Z');
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  beforeAll(async () => {
    gateway = await startTestSmsGateway();
    ctx = await buildTestApp({
      sms: { url: gateway.url, apiKey: gateway.apiKey },
      clock: () => now,
    });
  });
  afterAll(async () => {
    await ctx.app.close();
    await gateway.close();
  });

  it('sends the code as Text.lk asks and verifies the number with the code the phone received', async () => {
    const mobile = freshMobile();
    const session = await unverified(ctx, mobile);
    const sent = await requestCode(ctx, session);
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({
      phone: mobile,
      expiresAt: new Date(now.getTime() + 10 * MINUTE).toISOString(),
      resendAt: new Date(now.getTime() + MINUTE).toISOString(),
    });
    await ctx.app.jobs.runDue();
    const recipient = `94${mobile.slice(1)}`;
    const sms = gateway.received.find((r) => r.body.recipient === recipient)!;
    expect(sms.headers.authorization).toBe(`Bearer ${gateway.apiKey}`);
    expect(sms.headers['content-type']).toBe('application/json');
    expect(sms.headers.accept).toBe('application/json');
    expect(sms.body).toMatchObject({ sender_id: 'CarMarket', type: 'plain' });
    expect(sms.body.message).toMatch(/^\d{6} is your CarMarket code/);
    const [row] = await ctx.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.recipient, `+${recipient}`));
    expect(row).toMatchObject({ deliveredBy: 'gateway', gatewayId: expect.stringMatching(/^tl-/) });
    expect(row!.sentAt).not.toBeNull();

    const confirmed = await confirm(ctx, session, gateway.codeFor(recipient)!);
    expect(confirmed.statusCode).toBe(200);
    const user = confirmed.json<{ user: User }>().user;
    expect(user).toMatchObject({ id: session.user.id, mobile, phoneVerified: true });
    const again = await requestCode(ctx, session);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.alreadyVerified);
  });

  it('writes the text message in the account’s language, in one SMS (70 UCS-2 characters)', async () => {
    for (const [language, start] of [
      ['si', 'ඔබේ CarMarket'],
      ['ta', 'உங்கள் CarMarket'],
    ] as const) {
      const session = await unverified(ctx);
      await ctx.db.update(users).set({ language }).where(eq(users.id, session.user.id));
      expect((await requestCode(ctx, session)).statusCode).toBe(202);
      await ctx.app.jobs.runDue();
      const sms = gateway.received.at(-1)!;
      expect(sms.body.message).toMatch(new RegExp(`^\\d{6} ${start}`));
      expect(sms.body.message.length).toBeLessThanOrEqual(70);
    }
  });

  it('keeps the code for the account that asked: another account cannot use it', async () => {
    const owner = await unverified(ctx);
    const other = await unverified(ctx);
    expect((await requestCode(ctx, owner)).statusCode).toBe(202);
    await ctx.app.jobs.runDue();
    const code = gateway.codeFor(`94${owner.user.mobile.slice(1)}`)!;
    const tried = await confirm(ctx, other, code);
    expect(tried.statusCode).toBe(400);
    expect(tried.json()).toMatchObject({ code: CODES.codeExpired, message: MESSAGES.noCode });
  });

  it('retries a message the gateway failed with a 500, and sends it once it answers', async () => {
    const session = await unverified(ctx);
    gateway.answer('error500');
    const before = gateway.received.length;
    expect((await requestCode(ctx, session)).statusCode).toBe(202);
    await ctx.app.jobs.runDue();
    expect(gateway.received.length).toBe(before + 1);
    const [job] = await ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, 'sms.send'))
      .orderBy(jobs.id)
      .then((rows) => rows.slice(-1));
    expect(job!.lastError).toMatch(/SMS gateway answered 500/);
    gateway.answer('success');
    later(31_000);
    await ctx.app.jobs.runDue();
    expect(gateway.received.length).toBe(before + 2);
    const [row] = await ctx.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.userId, session.user.id));
    expect(row!.sentAt).not.toBeNull();
    const summary = await ctx.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(String(summary[0]!.payload.summary)).toMatch(/^Text message verification to …\d{4}$/);
  });

  it('marks a number the gateway refuses as invalid, does not retry it, and refuses it later', async () => {
    const mobile = freshMobile();
    const session = await unverified(ctx, mobile);
    gateway.answer('invalidNumber');
    const before = gateway.received.length;
    expect((await requestCode(ctx, session)).statusCode).toBe(202);
    await ctx.app.jobs.runDue();
    gateway.answer('success');
    // Past the first retry's 30 s: a refusal for good was not queued again.
    later(31_000);
    await ctx.app.jobs.runDue();
    expect(gateway.received.length).toBe(before + 1);
    const bounced = await ctx.db.select().from(smsBouncedNumbers);
    expect(bounced.map((b) => b.phone)).toContain(`+94${mobile.slice(1)}`);
    const [row] = await ctx.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.userId, session.user.id));
    expect(row!.bouncedAt).not.toBeNull();
    expect(row!.sentAt).toBeNull();
    const again = await requestCode(ctx, session);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: CODES.bounced, message: MESSAGES.bounced });
  });

  it('sends one code a minute to an account, however many ask at once, with Retry-After', async () => {
    const session = await unverified(ctx);
    const answers = await Promise.all(Array.from({ length: 10 }, () => requestCode(ctx, session)));
    expect(count(answers)).toEqual({ 202: 1, [CODES.resendTooSoon]: 9 });
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toBe(
      'We just sent you a code. You can ask for another in 1 minute.',
    );
  });

  it('sends at most 5 codes an hour to an account, and to a number from several accounts', async () => {
    const session = await unverified(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await requestCode(ctx, session)).statusCode);
      later(MINUTE + 1000);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202]);
    const sixth = await requestCode(ctx, session);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe(CODES.tooManyCodes);

    // One number, typed on two accounts at once: one code a minute for the number.
    const target = freshMobile();
    const [a, b] = [await unverified(ctx), await unverified(ctx)];
    const both = await Promise.all([a, b].map((s) => requestCode(ctx, s, { phone: target })));
    expect(count(both)).toEqual({ 202: 1, [CODES.resendTooSoon]: 1 });
  });

  it('sends 100 codes a day to one address, every account together, counted among concurrent requests; another address still gets its code', async () => {
    // A competitor's fresh accounts behind one address: 30 of them ask for a code each minute.
    const address = '203.0.113.77';
    const fromAddress = (session: Session, from = address) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/me/phone/verification',
        headers: session.bearer,
        payload: {},
        remoteAddress: from,
      });
    const sessions: Session[] = [];
    for (let i = 0; i < 30; i += 1) sessions.push(await unverified(ctx));
    const sentBefore = (await ctx.db.select().from(smsOutbox)).length;
    const answers = [];
    for (let round = 0; round < 4; round += 1) {
      answers.push(...(await Promise.all(sessions.map((session) => fromAddress(session)))));
      later(MINUTE + 1000);
    }
    // Rounds 1–3 take 90 places; in the 4th, 30 ask at once for the last 10.
    expect(count(answers)).toEqual({
      202: PHONE_VERIFICATION_LIMITS.codesPerAddressPerDay,
      [CODES.tooManyCodesFromNetwork]: 20,
    });
    expect((await ctx.db.select().from(smsOutbox)).length - sentBefore).toBe(100);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(
      /^Many people on your network have asked for codes today\. Please try again in \d+ hours?, or over another connection such as Wi-Fi\.$/,
    );

    // The same person on another connection is not held back by the crowd.
    const someone = sessions[0]!;
    expect((await fromAddress(someone, '198.51.100.20')).statusCode).toBe(202);
  });

  it('gives 20 concurrent wrong codes no more than 5 tries between them, then ends the code', async () => {
    const session = await unverified(ctx);
    later(2 * MINUTE);
    expect((await requestCode(ctx, session)).statusCode).toBe(202);
    await ctx.app.jobs.runDue();
    const right = gateway.codeFor(`94${session.user.mobile.slice(1)}`)!;
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => confirm(ctx, session, wrong)),
    );
    const messages = answers.map((a) => a.json().message as string);
    expect(messages.filter((m) => m.startsWith('That code is not right'))).toHaveLength(4);
    expect(messages.filter((m) => m === MESSAGES.codeTriesSpent)).toHaveLength(16);
    expect(answers.every((a) => a.statusCode === 400)).toBe(true);
    const [code] = await ctx.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, session.user.id));
    expect(code!.wrongTries).toBe(5);
    const late = await confirm(ctx, session, right);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe(CODES.codeExpired);
  });

  it('says how many tries are left, and only the newest code works', async () => {
    const session = await unverified(ctx);
    later(2 * MINUTE);
    await requestCode(ctx, session);
    await ctx.app.jobs.runDue();
    const first = gateway.codeFor(`94${session.user.mobile.slice(1)}`)!;
    const wrong = await confirm(ctx, session, first === '123456' ? '654321' : '123456');
    expect(wrong.json()).toMatchObject({
      code: CODES.codeWrong,
      message: 'That code is not right. You can try 4 more times.',
    });
    later(2 * MINUTE);
    await requestCode(ctx, session);
    await ctx.app.jobs.runDue();
    const old = await confirm(ctx, session, first);
    const second = gateway.codeFor(`94${session.user.mobile.slice(1)}`)!;
    // The old code is checked against the newest only: a wrong try, never a match.
    if (second !== first) expect(old.json().code).toBe(CODES.codeWrong);
    // Ten minutes on, as a clock moved past the access token's 15 would sign the test out.
    await ctx.db
      .update(phoneVerifications)
      .set({ expiresAt: new Date(now.getTime() - 1) })
      .where(eq(phoneVerifications.userId, session.user.id));
    const expired = await confirm(ctx, session, second);
    expect(expired.json()).toMatchObject({
      code: CODES.codeExpired,
      message: MESSAGES.codeExpired,
    });
  });

  it('refuses codes in the wrong shape and numbers that are no Sri Lankan mobile, with sentences', async () => {
    const session = await unverified(ctx);
    for (const code of ['12a456', '1234567', '', 12345]) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/me/phone/verification/confirm',
        headers: session.bearer,
        payload: { code },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(MESSAGES.codeFormat);
    }
    for (const [phone, message] of [
      ['073 123 4567', MESSAGES.numberInvalid],
      ['+44 20 7946 0958', MESSAGES.numberAbroad],
      ['077 abc 4567', MESSAGES.numberInvalid],
    ] as const) {
      const answer = await requestCode(ctx, session, { phone });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(message);
    }
    const notObject = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/phone/verification',
      headers: { ...session.bearer, 'content-type': 'application/json' },
      payload: '[1]',
    });
    expect(notObject.statusCode).toBe(400);
  });

  it('accepts a number in every form people type it, as one number', async () => {
    const forms = [
      '077 123 9999',
      '77 123 9999',
      '+94 77 123 9999',
      '0094771239999',
      '94771239999',
    ];
    for (const phone of forms) {
      const session = await unverified(ctx);
      const answer = await requestCode(ctx, session, { phone });
      expect(answer.statusCode, phone).toBe(202);
      expect(answer.json().phone).toBe('0771239999');
      later(MINUTE + 1000);
    }
    later(60 * MINUTE);
  });

  it('verifies one number on at most 2 accounts, even when two confirm at once', async () => {
    const shared = freshMobile();
    const first = await unverified(ctx, shared);
    await verifyPhoneThroughApi(ctx.app, first);
    later(2 * MINUTE);
    const [second, third] = [await unverified(ctx), await unverified(ctx)];
    const codes: string[] = [];
    for (const session of [second, third]) {
      expect((await requestCode(ctx, session, { phone: shared })).statusCode).toBe(202);
      await ctx.app.jobs.runDue();
      codes.push(gateway.codeFor(`94${shared.slice(1)}`)!);
      later(2 * MINUTE);
    }
    const answers = await Promise.all([
      confirm(ctx, second, codes[0]!),
      confirm(ctx, third, codes[1]!),
    ]);
    expect(count(answers)).toEqual({ 200: 1, [CODES.numberTaken]: 1 });
    const fourth = await unverified(ctx);
    const refused = await requestCode(ctx, fourth, { phone: shared });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: CODES.numberTaken,
      message: MESSAGES.numberTaken,
    });
  });

  it('makes a changed mobile number unverified until its code is confirmed', async () => {
    const session = await unverified(ctx);
    const user = await verifyPhoneThroughApi(ctx.app, session);
    expect(user.phoneVerified).toBe(true);
    const [city] = await ctx.db.select().from(cities).limit(1);
    const form = (mobile: string) => ({
      name: user.name,
      email: user.email,
      mobile,
      line1: '12 Galle Road',
      cityId: String(city!.id),
    });
    const same = await saveProfile(ctx.app, session, form(user.mobile));
    expect(same.statusCode, same.body).toBe(200);
    let [row] = await ctx.db.select().from(users).where(eq(users.id, session.user.id));
    expect(row!.phoneVerifiedAt).not.toBeNull();
    const changed = await saveProfile(ctx.app, session, form(freshMobile()));
    expect(changed.statusCode).toBe(200);
    [row] = await ctx.db.select().from(users).where(eq(users.id, session.user.id));
    expect(row!.phoneVerifiedAt).toBeNull();
  });
});

describe('phone verification with no SMS_URL, and the daily cap', () => {
  it('writes each message to DATA_DIR/sms and verifies with the code read from the file', async () => {
    const ctx = await buildTestApp();
    try {
      const session = await unverified(ctx);
      expect((await requestCode(ctx, session)).statusCode).toBe(202);
      await ctx.app.jobs.runDue();
      const [row] = await ctx.db
        .select()
        .from(smsOutbox)
        .where(eq(smsOutbox.userId, session.user.id));
      const file = path.join(ctx.tempDir, 'sms', `${String(row!.id).padStart(6, '0')}.txt`);
      const text = await readFile(file, 'utf8');
      expect(text).toContain(`To: +94${session.user.mobile.slice(1)}`);
      expect(text).toMatch(/Time: \d{4}-\d\d-\d\dT/);
      const code = /\b(\d{6}) is your CarMarket code/.exec(text)![1]!;
      const confirmed = await confirm(ctx, session, code);
      expect(confirmed.statusCode).toBe(200);
      const [sent] = await ctx.db.select().from(smsOutbox).where(eq(smsOutbox.id, row!.id));
      expect(sent!.deliveredBy).toBe('file');
    } finally {
      await ctx.app.close();
    }
  });

  it('lets exactly the daily limit through among concurrent requests, and tells staff once', async () => {
    const ctx = await buildTestApp({ smsDailyLimit: 3 });
    try {
      const staff = await signUpStaff(ctx.app, ctx.db, { mobile: freshMobile() });
      const sessions = [];
      for (let i = 0; i < 10; i += 1) sessions.push(await unverified(ctx));
      const answers = await Promise.all(sessions.map((s) => requestCode(ctx, s)));
      expect(count(answers)).toEqual({ 202: 3, [CODES.dailyLimit]: 7 });
      const refused = answers.find((a) => a.statusCode === 503)!;
      expect(refused.json().message).toBe(MESSAGES.dailyLimit);
      expect(await ctx.db.select().from(smsOutbox)).toHaveLength(3);
      expect(await ctx.db.select().from(phoneVerifications)).toHaveLength(3);
      const [day] = await ctx.db.select().from(smsDailyCounts);
      expect(day!.sent).toBe(3);
      const told = await ctx.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, staff.email.toLowerCase()));
      expect(told.filter((m) => m.subject === MESSAGES.staffDailyLimitSubject)).toHaveLength(1);
    } finally {
      await ctx.app.close();
    }
  });
});
