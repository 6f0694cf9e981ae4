import { PACKAGE_TIERS, type PackageName } from './packages';
import { englishMessage, message, type Message } from './i18n/message';
import { msg } from './i18n/translate';

/**
 * New ads a user may submit per calendar day in Sri Lanka, by the package they hold now
 * (decision 098). Every ad submitted counts, whatever happens to it afterwards: a deleted or
 * rejected ad still uses its place, so deleting never resets the count.
 */
export const NEW_ADS_PER_DAY: Record<PackageName, number> = {
  member: 3,
  featured: 10,
  vip: 25,
};

/**
 * Asia/Colombo is UTC+05:30 all year (no daylight saving since 2006), so a day there starts at
 * 18:30 UTC the evening before. A fixed offset keeps the boundary the same on every server and
 * in PGlite, whatever time zone data they carry.
 */
const COLOMBO_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When the day in Sri Lanka that contains `now` began. */
export function postingDayStart(now: Date): Date {
  const local = now.getTime() + COLOMBO_OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - COLOMBO_OFFSET_MS);
}

/** The next midnight in Sri Lanka: when the count starts again. */
export function nextPostingDay(now: Date): Date {
  return new Date(postingDayStart(now).getTime() + DAY_MS);
}

/** The sentences below as messages, the package's name translated with them. */
export const POSTING_LIMIT_SENTENCES = {
  reached: (pkg: PackageName): Message =>
    message(
      msg(
        'You can post {count, plural, one {# new ad} other {# new ads}} a day with the {package} package. You can post again after midnight (Sri Lanka time).',
      ),
      { count: NEW_ADS_PER_DAY[pkg], package: message(PACKAGE_TIERS[pkg].title) },
    ),
  allowance: (pkg: PackageName, left: number): Message =>
    message(
      msg(
        '{package} package: you can post {count, plural, one {# new ad} other {# new ads}} a day. {left} left today.',
      ),
      { count: NEW_ADS_PER_DAY[pkg], package: message(PACKAGE_TIERS[pkg].title), left },
    ),
} as const;

export const POSTING_LIMIT_MESSAGES = {
  /** The 429 of POST /api/vehicles/new-ad past the day's limit. */
  reached: (pkg: PackageName) => englishMessage(POSTING_LIMIT_SENTENCES.reached(pkg)),
  /** The sell wizard's line above step 1. */
  allowance: (pkg: PackageName, left: number) =>
    englishMessage(POSTING_LIMIT_SENTENCES.allowance(pkg, left)),
  /** The wizard's heading in place of the steps when none are left. */
  noneLeftTitle: msg('You have posted all your new ads for today'),
} as const;

/** What the user may still post today, as GET /api/me/package reports it. */
export function newAdsLeft(pkg: PackageName, postedToday: number): number {
  return Math.max(0, NEW_ADS_PER_DAY[pkg] - postedToday);
}
