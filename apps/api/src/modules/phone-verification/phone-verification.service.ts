import type { FastifyInstance } from 'fastify';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { User } from '@carmarket/shared/account';
import { msg } from '@carmarket/shared/i18n/translate';
import {
  PHONE_VERIFICATION_ERROR_CODES as CODES,
  PHONE_VERIFICATION_LIMITS as LIMITS_36,
  PHONE_VERIFICATION_MESSAGES as MESSAGES,
  localMobile,
  normaliseSriLankanMobile,
  type PhoneVerificationSent,
} from '@carmarket/shared/phone-verification';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { translatorFor } from '../../i18n';
import { AUTH_MESSAGES } from '../auth/auth-messages';
import type { Caller } from '../auth/caller';
import { LIMITS } from '../limits/limit-rules';
import type { RateLimiter } from '../limits/rate-limiter';
import { refusal } from '../limits/rate-limiter';
import type { Mailer } from '../mail/mailer';
import type { PhoneVerificationRepository } from './phone-verification.repository';

/** The app secret (modules/secrets) that keys the codes' hashes. */
export const CODE_KEY_NAME = 'phone-verification-codes';
const MINUTE = 60_000;

export interface PhoneVerificationDependencies {
  codes: PhoneVerificationRepository;
  users: Pick<FastifyInstance['repos']['users'], 'findById'>;
  limiter: RateLimiter;
  sms: FastifyInstance['sms'];
  mail: Pick<Mailer, 'queueWithin' | 'nudge'>;
  secret: () => Promise<string>;
  clock: Clock;
  /** SMS_DAILY_LIMIT. */
  dailyLimit: number;
  /** The account as the account routes show it. */
  userView: (userId: number) => Promise<User>;
}

/** A code kept as HMAC-SHA-256 under a server key: a copy of the table reveals no code. */
function hashCode(key: string, code: string): string {
  return createHmac('sha256', key).update(code).digest('hex');
}

/** The site's day for the daily cap: Sri Lanka's date, whatever the server's zone. */
export function colomboDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(at);
}

class DailyLimitMet extends Error {}

/** POST /api/me/phone/verification. */
export async function requestCode(options: {
  deps: PhoneVerificationDependencies;
  caller: Caller;
  phone: string | undefined;
  /** The address the request came from: its codes of the day are counted together. */
  address: string;
}): Promise<PhoneVerificationSent> {
  const { deps, caller } = options;
  const user = await deps.users.findById(caller.userId);
  if (!user) throw AppError.unauthorized(AUTH_MESSAGES.sessionEnded);
  const own = normaliseSriLankanMobile(user.mobile);
  const phone = options.phone ?? own;
  // An account registered with a number that is no Sri Lankan mobile must type one.
  if (!phone) throw AppError.badRequest(MESSAGES.numberInvalid, 'phone');
  if (user.phoneVerifiedAt && phone === own) {
    throw AppError.conflict(MESSAGES.alreadyVerified).withCode('phone_already_verified');
  }
  if (await deps.sms.outbox.isBounced(phone)) {
    throw AppError.badRequest(MESSAGES.bounced, 'phone').withCode(CODES.bounced);
  }
  // Checked before sending, so no text message is paid for a number that cannot be verified;
  // checked again, under a lock, when the code is confirmed.
  if ((await deps.codes.accountsVerifiedWith(phone, user.id)) >= LIMITS_36.accountsPerNumber) {
    throw AppError.conflict(MESSAGES.numberTaken, 'phone').withCode(CODES.numberTaken);
  }
  const attempt = await deps.limiter.takeAll([
    { rule: LIMITS.phoneCodeResend, subject: `user:${user.id}` },
    { rule: LIMITS.phoneCodeResend, subject: `phone:${phone}` },
    { rule: LIMITS.phoneCodesPerHour, subject: `user:${user.id}` },
    { rule: LIMITS.phoneCodesPerHour, subject: `phone:${phone}` },
    { rule: LIMITS.phoneCodesPerAddress, subject: `address:${options.address}` },
  ]);
  if (!attempt.allowed) {
    if (attempt.full.includes(LIMITS.phoneCodesPerAddress)) {
      throw refusal(attempt, MESSAGES.tooManyCodesFromNetwork).withCode(
        CODES.tooManyCodesFromNetwork,
      );
    }
    const hourly = attempt.full.includes(LIMITS.phoneCodesPerHour);
    throw refusal(attempt, hourly ? MESSAGES.tooManyCodes : MESSAGES.resendTooSoon).withCode(
      hourly ? CODES.tooManyCodes : CODES.resendTooSoon,
    );
  }

  const code = String(randomInt(0, 10 ** LIMITS_36.codeDigits)).padStart(LIMITS_36.codeDigits, '0');
  const codeHash = hashCode(await deps.secret(), code);
  const now = deps.clock();
  const expiresAt = new Date(now.getTime() + LIMITS_36.codeTtlMinutes * MINUTE);
  const day = colomboDay(now);
  const body = translatorFor(user.language).t(MESSAGES.smsText, { code });
  try {
    // The day's count, the code (ending older ones), the message and its job: all or nothing,
    // so a crash leaves either nothing or one code whose job sends it once.
    await deps.codes.db.transaction(async (tx) => {
      const counted = await deps.sms.outbox.countOne(day, deps.dailyLimit, tx);
      if (counted === undefined) throw new DailyLimitMet();
      await deps.codes.replaceCode({ userId: user.id, phone, codeHash, expiresAt, now }, tx);
      await deps.sms.queueWithin(
        { recipient: phone, body, purpose: 'verification', userId: user.id },
        tx,
      );
    });
  } catch (error) {
    if (!(error instanceof DailyLimitMet)) throw error;
    // Nothing was sent: the places taken under the per-account limits are given back.
    await deps.limiter.refund(attempt.receipt);
    await tellStaffOnce(deps, day, now);
    throw new AppError(503, MESSAGES.dailyLimit).withCode(CODES.dailyLimit);
  }
  deps.sms.nudge();
  return {
    phone: localMobile(phone),
    expiresAt: expiresAt.toISOString(),
    resendAt: new Date(now.getTime() + LIMITS.phoneCodeResend.windowMs).toISOString(),
  };
}

/**
 * The first refusal of the day tells staff, once: every staff account gets one essential e-mail
 * (the same people who review ads and read the failed jobs), the day's `staff_told_at` claimed
 * by one conditional update so concurrent refusals send it once.
 */
async function tellStaffOnce(deps: PhoneVerificationDependencies, day: string, now: Date) {
  if (!(await deps.sms.outbox.claimStaffNotice(day, now))) return;
  const staff = await deps.codes.staffEmails();
  await deps.codes.db.transaction(async (tx) => {
    for (const email of staff) {
      await deps.mail.queueWithin(
        {
          to: email,
          category: 'essential',
          content: (t) => ({
            subject: t.t(MESSAGES.staffDailyLimitSubject),
            heading: t.t(MESSAGES.staffDailyLimitSubject),
            paragraphs: [
              t.t(
                msg(
                  'The site has sent {limit} text messages today ({day}, Sri Lanka time), its SMS_DAILY_LIMIT. Phone verification asks people to try again tomorrow until midnight. Raise SMS_DAILY_LIMIT and restart if this is real demand rather than abuse.',
                ),
                { limit: deps.dailyLimit, day },
              ),
            ],
          }),
        },
        tx,
      );
    }
  });
  deps.mail.nudge();
}

function sameCode(hash: string, expected: string): boolean {
  const a = Buffer.from(hash, 'hex');
  const b = Buffer.from(expected, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** POST /api/me/phone/verification/confirm. */
export async function confirmCode(options: {
  deps: PhoneVerificationDependencies;
  caller: Caller;
  code: string;
}): Promise<{ user: User }> {
  const { deps, caller } = options;
  const now = deps.clock();
  // Codes are the account's own: another account's code is never looked at.
  const newest = await deps.codes.newest(caller.userId);
  if (!newest) throw AppError.badRequest(MESSAGES.noCode, 'code').withCode(CODES.codeExpired);
  const expired = () =>
    AppError.badRequest(MESSAGES.codeExpired, 'code').withCode(CODES.codeExpired);
  if (newest.usedAt || newest.endedAt || newest.expiresAt <= now) {
    throw newest.wrongTries >= LIMITS_36.wrongTries
      ? AppError.badRequest(MESSAGES.codeTriesSpent, 'code').withCode(CODES.codeExpired)
      : expired();
  }
  if (!sameCode(newest.codeHash, hashCode(await deps.secret(), options.code))) {
    const tries = await deps.codes.countWrongTry(newest.id, now);
    // A concurrent guess ended the code meanwhile: say why it ended, as a later try would.
    const spent = tries ?? (await deps.codes.newest(caller.userId))?.wrongTries ?? 0;
    if (spent >= LIMITS_36.wrongTries) {
      throw AppError.badRequest(MESSAGES.codeTriesSpent, 'code').withCode(CODES.codeExpired);
    }
    if (tries === undefined) throw expired();
    throw AppError.badRequest(MESSAGES.codeWrong, 'code')
      .withCode(CODES.codeWrong)
      .withValues({ left: LIMITS_36.wrongTries - spent });
  }
  const outcome = await deps.codes.confirm(newest, now);
  if (outcome === 'taken') {
    throw AppError.conflict(MESSAGES.numberTaken, 'code').withCode(CODES.numberTaken);
  }
  if (outcome === 'gone') throw expired();
  return { user: await deps.userView(caller.userId) };
}
