import { createHash } from 'node:crypto';
import { PACKAGE_TIERS } from '@carmarket/shared/packages';
import {
  PHONE_REVEAL_CONFIRM_CODE,
  PHONE_REVEAL_MESSAGES,
  PHONE_REVEAL_SIGN_IN_CODE,
  PHONE_REVEAL_VERIFY_CODE,
  type PhoneReveal,
} from '@carmarket/shared/phone-reveal';
import { PHONE_VERIFICATION_MESSAGES } from '@carmarket/shared/phone-verification';
import { AppError } from '../../lib/app-error';
import { waitMessage } from '../../lib/describe-wait';
import type { Caller } from '../auth/caller';
import { LIMITS } from '../limits/limit-rules';
import type { LimitSubject, RateLimiter } from '../limits/rate-limiter';
import { isLiveListing } from '../listings/listing-visibility';
import type { PhoneRevealsRepository } from './phone-reveals.repository';

/**
 * POST /api/vehicles/:id/phone (issue 29, decision 107): the number of a live ad whose package
 * shows contact details (vip), for one tap. Counted before it is given, all or none in one
 * atomic step (decision 102): a signed-in buyer per user; a visitor per address and per browser
 * (the visitor cookie), and past either the visitor is asked to sign in. An account whose address
 * is not confirmed counts as a visitor as well: one address opens 100 accounts an hour, which
 * must not give it 100 buyers' worth of numbers. Visitors and accounts whose mobile number is not
 * verified share one address's day too (issue 36): past it, only an account with a verified
 * number sees more (429, PHONE_REVEAL_VERIFY_CODE). Every reveal but the owner's is recorded for the seller before the number leaves: if recording fails, the caller
 * gets no number and their place is given back.
 */
export async function revealPhone(options: {
  repository: PhoneRevealsRepository;
  limiter: RateLimiter;
  id: number;
  caller: Caller | null;
  /** The caller's address, for visitors. */
  address: string;
  /** The visitor cookie's id (a new one when the browser had none). */
  visitorId: string;
  now: Date;
}): Promise<PhoneReveal> {
  const { repository, limiter, id, caller, address, visitorId, now } = options;
  const ad = await repository.findAd(id);
  if (!ad || !isLiveListing(ad, now) || !PACKAGE_TIERS[ad.package].showsContactDetails) {
    throw AppError.notFound(PHONE_REVEAL_MESSAGES.notShown);
  }

  const visitor = `visitor:${visitorId}`;
  const unverifiedDay: LimitSubject = {
    rule: LIMITS.phoneRevealsPerAddressUnverified,
    subject: address,
  };
  const asVisitor: LimitSubject[] = [
    { rule: LIMITS.phoneRevealsPerAddress, subject: address },
    { rule: LIMITS.phoneRevealsPerVisitor, subject: visitor },
    unverifiedDay,
  ];
  const buyer = caller ? await repository.findBuyer(caller.userId) : null;
  const subjects: LimitSubject[] = caller
    ? [
        { rule: LIMITS.phoneRevealsPerUser, subject: `user:${caller.userId}` },
        // Its network's visitors' hour; the account itself stands for the browser.
        ...(buyer?.confirmed ? [] : [{ rule: LIMITS.phoneRevealsPerAddress, subject: address }]),
        // A number nobody has proven is a visitor's as far as the address's day goes.
        ...(buyer?.phoneVerified ? [] : [unverifiedDay]),
      ]
    : asVisitor;
  const taken = await limiter.takeAll(subjects);
  if (!taken.allowed) {
    const wait = { wait: waitMessage(taken.retryAfterMs) };
    const retryAfter = Math.ceil(taken.retryAfterMs / 1000);
    if (caller && taken.full.includes(LIMITS.phoneRevealsPerUser)) {
      throw AppError.tooManyRequests(PHONE_REVEAL_MESSAGES.signedIn, retryAfter).withValues(wait);
    }
    // A visitor who has seen their own day's numbers is told so first: it is what they did.
    const visitorDaily = !caller && taken.full.includes(LIMITS.phoneRevealsPerVisitor);
    // Otherwise, signing in (or confirming an e-mail) would not help past the address's day:
    // only a verified number does, so that is what the answer asks for.
    if (!visitorDaily && taken.full.includes(LIMITS.phoneRevealsPerAddressUnverified)) {
      throw AppError.tooManyRequests(
        PHONE_VERIFICATION_MESSAGES.revealNeedsVerifiedPhone,
        retryAfter,
      ).withCode(PHONE_REVEAL_VERIFY_CODE);
    }
    if (caller) {
      throw AppError.tooManyRequests(PHONE_REVEAL_MESSAGES.unconfirmed, retryAfter).withCode(
        PHONE_REVEAL_CONFIRM_CODE,
      );
    }
    throw AppError.tooManyRequests(
      visitorDaily ? PHONE_REVEAL_MESSAGES.visitorDaily : PHONE_REVEAL_MESSAGES.visitorAddress,
      retryAfter,
    )
      .withValues(visitorDaily ? {} : wait)
      .withCode(PHONE_REVEAL_SIGN_IN_CODE);
  }

  // The seller checking their own number is no buyer: not recorded.
  if (caller?.userId !== ad.userId) {
    try {
      await repository.record({
        vehicleId: id,
        userId: caller?.userId ?? null,
        // A hash of the browser's random id, so one visitor counts once; never the address.
        visitorHash: caller ? null : createHash('sha256').update(visitor).digest('base64url'),
        at: now,
      });
    } catch (error) {
      await limiter.refund(taken.receipt);
      throw error;
    }
  }
  return { phone: ad.phone };
}
