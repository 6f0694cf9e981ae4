import { sql, type SQL } from 'drizzle-orm';
import { users } from '@carmarket/db/schema';
import {
  normaliseSriLankanMobile,
  PHONE_NOT_VERIFIED_CODE,
  PHONE_VERIFICATION_MESSAGES,
} from '@carmarket/shared/phone-verification';
import { AppError } from '../../lib/app-error';

/**
 * Where a verified mobile number is required (issue 36, decision 131): posting an ad (and an
 * edit that changes its phone), making an offer, starting a conversation. Each service reads the
 * account's `phone_verified_at` (and `mobile`) with the rows it reads anyway, after its own form
 * checks, so a wrong form is told its 400 first and a refusal writes nothing. The refusal is 403
 * with PHONE_NOT_VERIFIED_CODE, which the web app reads to ask for the code inline.
 */

/** What the gate reads of an account. */
export interface AccountPhone {
  mobile: string;
  phoneVerifiedAt: Date | null;
}

/**
 * Whether the account `userId` has verified its number, as a column a repository adds to the
 * row it reads anyway (the offer's ad, the conversation's ad): no second round trip.
 */
export function phoneVerifiedOf(userId: number): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${users}
    where ${users.id} = ${userId} and ${users.phoneVerifiedAt} is not null)`;
}

function notVerified(sentence: string): AppError {
  return AppError.forbidden(sentence).withCode(PHONE_NOT_VERIFIED_CODE);
}

/** An offer, a new conversation: the account must have proven its mobile number. */
export function requireVerifiedPhone(phoneVerified: boolean): void {
  if (!phoneVerified) throw notVerified(PHONE_VERIFICATION_MESSAGES.required);
}

/**
 * Posting an ad, or changing its phone: the account is verified, and the number buyers will call
 * is the one it verified, whatever form either is written in (`077 123 4567` is `+94771234567`).
 */
export function requireVerifiedAdPhone(account: AccountPhone, adPhone: string): void {
  requireVerifiedPhone(account.phoneVerifiedAt !== null);
  const verified = normaliseSriLankanMobile(account.mobile);
  if (verified === null || normaliseSriLankanMobile(adPhone) !== verified) {
    throw notVerified(PHONE_VERIFICATION_MESSAGES.adPhoneNotVerified);
  }
}
