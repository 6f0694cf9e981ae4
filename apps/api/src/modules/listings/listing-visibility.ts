import {
  and,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { listingSearch, vehicles, type ListingHold } from '@carmarket/db/schema';
import type { ListingStatus } from '@carmarket/shared/ad';
import type { Availability } from '@carmarket/shared/wishlist';

/**
 * Who may see a listing, defined once for SQL and for rows already read. Live means active and
 * not past `expiresAt` (api.md, "Ad statuses"); an active ad always has an expiry (a check
 * constraint since migration 0004), so there is no third case to decide.
 */

/** The columns the rules read, of `vehicles` or of an alias of it in a larger statement. */
type AdColumns = Record<'status' | 'expiresAt' | 'heldFor', AnyPgColumn>;

/**
 * The ads search's table holds: active and not held, whatever their expiry. It is the triggers'
 * condition (migrations 0005 and 0014), which cannot know the time; `isLive` adds the expiry,
 * which every read of search checks itself (`isLiveInSearch`). listing-search-membership.test.ts
 * runs the triggers and this over ads in every state.
 */
export function isListedInSearch(ad: AdColumns = vehicles): SQL {
  // A literal, not a parameter: the planner must see that search's partial indexes
  // (`WHERE status = 'active'`, migration 0003) apply whatever the statement's parameters.
  return and(sql`${ad.status} = 'active'`, isNull(ad.heldFor))!;
}

/** The ads visitors may find: active, within their validity, and not held (decision 099). */
export function isLive(now: Date, ad: AdColumns = vehicles): SQL {
  return and(isListedInSearch(ad), gt(ad.expiresAt, now))!;
}

/**
 * An active ad within its validity that staff hold out of sight (three reports, or its seller
 * suspended): visitors cannot find it; its owner sees it under review. The seller's own pause
 * (`isPaused`) is not a staff hold.
 */
export function isHeld(now: Date): SQL {
  return and(
    sql`${vehicles.status} = 'active'`,
    gt(vehicles.expiresAt, now),
    isNotNull(vehicles.heldFor),
    sql`${vehicles.heldFor} <> 'paused'`,
  )!;
}

/**
 * An active ad within its validity paused after two unanswered "still available?" e-mails
 * (issue 37, decision 133): out of search like a held ad, but the seller's own: My Listings
 * shows it among the live ones, "Paused", with Resume.
 */
export function isPaused(now: Date): SQL {
  return and(
    sql`${vehicles.status} = 'active'`,
    gt(vehicles.expiresAt, now),
    eq(vehicles.heldFor, 'paused'),
  )!;
}

/**
 * The ads visitors may know of at all: live, or public once and ended (sold, expired). Never a
 * pending or rejected ad, nor one staff hold (reports, or a suspended seller's ads of any
 * status): their title and photo stay out of every list, as an unknown id's would.
 */
export function isKnownToVisitors(): SQL {
  return and(notInArray(vehicles.status, ['pending', 'rejected']), isNull(vehicles.heldFor))!;
}

/**
 * `isLive` over search's own table: it holds the active ads that are not held only (kept by
 * triggers, migrations 0005 and 0014), so an expiry not yet passed is the whole rule there.
 */
export function isLiveInSearch(now: Date): SQL {
  return gt(listingSearch.expiresAt, now);
}

/** What the rules for a row already read need to know of it. */
export interface VisibilityRow {
  status: string;
  expiresAt: Date | null;
  heldFor: ListingHold | null;
}

/** `isLive` for a row already read. */
export function isLiveListing(row: VisibilityRow, now: Date): boolean {
  return (
    row.status === 'active' && row.expiresAt !== null && row.expiresAt > now && row.heldFor === null
  );
}

/**
 * An ad that was public and has ended: sold, or past its validity. Its page tells visitors it is
 * no longer for sale (410) and shows similar cars; an ad that never went live (pending, rejected,
 * or sold before approval) stays unknown to them (404), as an unknown id does.
 */
export function isEndedListing(
  row: VisibilityRow & { approvedAt: Date | null },
  now: Date,
): boolean {
  // A held ad is unknown to visitors whatever its dates: its page must not tell them more.
  if (row.approvedAt === null || row.heldFor !== null) return false;
  return (
    row.status === 'sold' ||
    row.status === 'expired' ||
    (row.status === 'active' && (row.expiresAt === null || row.expiresAt <= now))
  );
}

/** An active ad past its validity: ended, though nothing has rewritten its row yet. */
export function hasLapsed(now: Date, ad: AdColumns = vehicles): SQL {
  return and(eq(ad.status, 'active'), lte(ad.expiresAt, now))!;
}

/**
 * An ad's own status as of `now`: an active ad whose validity is over reads `expired` even before
 * anything rewrites its row. A hold does not show (staff see what the ad is under the hold).
 */
export function statusAsOf(now: Date, ad: AdColumns = vehicles): SQL<ListingStatus> {
  return sql<ListingStatus>`case when ${hasLapsed(now, ad)} then 'expired' else ${ad.status}::text end`;
}

/**
 * An ad's status as people see it: `statusAsOf`, except that a held one reads `pending`: it
 * waits for staff again.
 */
export function effectiveStatus(now: Date): SQL<ListingStatus> {
  return sql<ListingStatus>`case when ${isHeld(now)} then 'pending' else ${statusAsOf(now)} end`;
}

/** The rows of one status as `effectiveStatus` counts them; index-friendly (status first). */
export function statusCondition(status: ListingStatus, now: Date): SQL {
  switch (status) {
    case 'active':
      // A paused ad is still the seller's live ad: in the active tab, and it can be sold.
      return or(isLive(now), isPaused(now))!;
    case 'expired':
      return or(eq(vehicles.status, 'expired'), hasLapsed(now))!;
    case 'pending':
      return or(eq(vehicles.status, 'pending'), isHeld(now))!;
    default:
      return eq(vehicles.status, status);
  }
}

/** Renewing puts these back live: an active ad (live, or past its validity) or an expired one. */
const RENEWABLE_STATUSES = ['active', 'expired'] as const satisfies ListingStatus[];

/** The ads a renewal may put back live (`isRenewableListing` in SQL). */
export function isRenewable(): SQL {
  return inArray(vehicles.status, [...RENEWABLE_STATUSES]);
}

/** `isRenewable` for a row already read. */
export function isRenewableListing(row: Pick<VisibilityRow, 'status'>): boolean {
  return (RENEWABLE_STATUSES as readonly string[]).includes(row.status);
}

/**
 * What a saved car is now, for the wishlist: pending and rejected ads were never public, so
 * they read `unavailable` like a deleted one.
 */
export function availabilityOf(now: Date): SQL<Availability> {
  return sql<Availability>`case
    when ${statusCondition('active', now)} then 'live'
    when ${vehicles.status} = 'sold' then 'sold'
    when ${statusCondition('expired', now)} then 'expired'
    else 'unavailable' end`;
}
