import {
  NEW_ADS_PER_DAY,
  newAdsLeft,
  nextPostingDay,
  POSTING_LIMIT_SENTENCES,
  postingDayStart,
} from '@carmarket/shared/posting-limits';
import type { PackageName } from '@carmarket/shared/packages';
import { AppError } from '../../lib/app-error';
import type { AdPostingsRepository } from './ad-postings.repository';

/**
 * New ads per package per calendar day in Sri Lanka (decision 098); the numbers and sentences
 * are in shared/posting-limits so the wizard and the API say the same. The per-hour `newAds`
 * rate limit (limit-rules.ts) still applies on top.
 */

export interface PostingAllowance {
  perDay: number;
  postedToday: number;
  left: number;
  /** The next midnight in Sri Lanka, when the count starts again. */
  resetsAt: Date;
}

/** The day's limit as the answer to a new ad sees it: the most allowed, counted since when. */
export function dailyPostingLimit(pkg: PackageName, now: Date): { max: number; since: Date } {
  return { max: NEW_ADS_PER_DAY[pkg], since: postingDayStart(now) };
}

/** What the user may still post today under the package they hold now. */
export async function postingAllowance(options: {
  postings: AdPostingsRepository;
  userId: number;
  pkg: PackageName;
  now: Date;
}): Promise<PostingAllowance> {
  const { pkg, now } = options;
  const postedToday = await options.postings.countSince(options.userId, postingDayStart(now));
  return {
    perDay: NEW_ADS_PER_DAY[pkg],
    postedToday,
    left: newAdsLeft(pkg, postedToday),
    resetsAt: nextPostingDay(now),
  };
}

/** The 429 past the day's limit: the limit in words, and `Retry-After` until midnight. */
export function postingLimitReached(pkg: PackageName, now: Date): AppError {
  const seconds = Math.ceil((nextPostingDay(now).getTime() - now.getTime()) / 1000);
  return AppError.tooManyRequests(POSTING_LIMIT_SENTENCES.reached(pkg), Math.max(1, seconds));
}
