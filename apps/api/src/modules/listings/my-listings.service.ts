import type { FastifyInstance } from 'fastify';
import {
  LISTING_MESSAGES,
  type ListingStatus,
  type MyListingCar,
  type MyListingsResponse,
} from '@carmarket/shared/ad';
import {
  LIFECYCLE_MESSAGES,
  type ListingActionResponse,
  type RenewResponse,
} from '@carmarket/shared/ad-lifecycle';
import { AppError } from '../../lib/app-error';
import {
  MARKET_MESSAGES,
  type AvailabilityAnswer,
  type ResumeResponse,
} from '@carmarket/shared/market-insights';
import type { AvailabilityChecksRepository } from './availability-checks.repository';
import { LINK_KEY_NAME, namesAvailabilityCheck, verifyListingAction } from './listing-action-link';
import { adValidUntil } from './listing-validity';
import { deleteMediaFiles, type MediaStorage } from '../media/media-storage';
import { bandsJobFor } from '../market/market-bands-job';
import { toCar, type PublicUrl } from './listing-card';
import { isLiveListing, isRenewableListing } from './listing-visibility';
import type { ListingCardRow, MyListingsRepository, OwnedAdState } from './my-listings.repository';

export interface MyListingsDependencies {
  listings: MyListingsRepository;
  /** The weekly availability checks the one-tap links of issue 37 answer. */
  checks: AvailabilityChecksRepository;
  media: MediaStorage;
  /** Holds the key of the one-tap links. */
  secrets: FastifyInstance['repos']['secrets'];
  /** A renewed ad's price band is computed by a job queued with the renewal. */
  jobs: Pick<FastifyInstance['jobs'], 'enqueue'>;
}

/** The app's parts a seller's ad actions use: My Listings and the e-mails' one-tap links. */
export function myListingsDependencies(app: FastifyInstance): MyListingsDependencies {
  return {
    listings: app.repos.myListings,
    checks: app.repos.availabilityChecks,
    media: app.media,
    secrets: app.repos.secrets,
    jobs: app.jobs,
  };
}

/** A card of My Listings: the card every list shows, plus the ad's state. */
function toMyListingCar(row: ListingCardRow, publicUrl: PublicUrl): MyListingCar {
  return {
    ...toCar(row, publicUrl),
    status: row.status,
    rejectionReason: row.rejectionReason,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    edit: row.editStatus
      ? { status: row.editStatus, rejectionReason: row.editRejectionReason }
      : null,
    underReview: row.underReview,
    paused: row.paused,
    phoneViewers: Number(row.phoneViewers),
  };
}

/** GET /api/me/listings: the count of every tab and the cars of the chosen one. */
export async function listMyListings(options: {
  deps: MyListingsDependencies;
  userId: number;
  status: ListingStatus;
  now?: Date;
}): Promise<MyListingsResponse> {
  const { deps, userId, status } = options;
  const now = options.now ?? new Date();
  const [counts, rows] = await Promise.all([
    deps.listings.countByStatus(userId, now),
    deps.listings.listCards({ userId, status, now }),
  ]);
  const publicUrl = (key: string) => deps.media.publicUrl(key);
  return { counts, cars: rows.map((row) => toMyListingCar(row, publicUrl)) };
}

/**
 * The owner marks a live ad sold. Someone else's ad is "not found" (never a hint that it
 * exists); the owner's ad in another state is a 409 they can understand.
 */
export async function markListingSold(options: {
  deps: MyListingsDependencies;
  userId: number;
  id: number;
  /** What it sold for, when the seller says (issue 37). */
  soldPrice?: number | undefined;
  now?: Date;
}): Promise<void> {
  const { deps, userId, id, soldPrice } = options;
  if (await deps.listings.markSold({ id, userId, soldPrice, now: options.now ?? new Date() })) {
    return;
  }
  if (!(await deps.listings.isOwner(id, userId)))
    throw AppError.notFound(LISTING_MESSAGES.notFound);
  throw AppError.conflict(LISTING_MESSAGES.onlyActiveCanBeSold);
}

/**
 * The owner deletes an ad in any state: its rows go in one transaction, then the files that no
 * other row uses. A file that cannot be deleted is logged, not fatal: the ad is already gone.
 */
export async function deleteListing(options: {
  deps: MyListingsDependencies;
  userId: number;
  id: number;
  onFileError?: (key: string, error: unknown) => void;
}): Promise<void> {
  const { deps, userId, id } = options;
  const orphans = await deps.listings.deleteOwned(id, userId);
  if (orphans === null) throw AppError.notFound(LISTING_MESSAGES.notFound);
  await deleteMediaFiles(deps.media, orphans, options.onFileError);
}

/**
 * Renews one ad as it was read: live again until its package's validity after the later of now
 * and its current expiry, without review (nothing about the ad changed). False when the ad
 * changed since it was read (renewed already, sold).
 */
async function renewAd(
  deps: MyListingsDependencies,
  ad: OwnedAdState,
  now: Date,
): Promise<Date | null> {
  const from = ad.expiresAt && ad.expiresAt > now ? ad.expiresAt : now;
  const expiresAt = adValidUntil(ad.package, from);
  const renewed = await deps.listings.renew({
    id: ad.id,
    userId: ad.userId,
    currentExpiry: ad.expiresAt,
    expiresAt,
    now,
    onRenewed: (tx) => deps.jobs.enqueue(bandsJobFor(ad.id), tx),
  });
  return renewed ? expiresAt : null;
}

/** POST /api/me/listings/:id/renew: the owner renews a live or expired ad from My Listings. */
export async function renewListing(options: {
  deps: MyListingsDependencies;
  userId: number;
  id: number;
  now?: Date;
}): Promise<RenewResponse> {
  const { deps, userId, id } = options;
  const now = options.now ?? new Date();
  const ad = await deps.listings.findOwned(id, userId);
  if (!ad) throw AppError.notFound(LISTING_MESSAGES.notFound);
  if (!isRenewableListing(ad)) throw AppError.conflict(LIFECYCLE_MESSAGES.cannotRenew);
  const expiresAt = await renewAd(deps, ad, now);
  // Someone renewed or sold it between the read and the write: say what it is now.
  if (!expiresAt) throw AppError.conflict(LIFECYCLE_MESSAGES.cannotRenew);
  return { id, expiresAt: expiresAt.toISOString() };
}

/**
 * POST /api/me/listings/:id/resume (issue 37): the owner puts a paused ad back in search, which
 * also confirms it available now. Someone else's ad is "not found"; the owner's ad that is not
 * paused (live, held by staff, ended) is a 409.
 */
export async function resumeListing(options: {
  deps: MyListingsDependencies;
  userId: number;
  id: number;
  now?: Date;
}): Promise<ResumeResponse> {
  const { deps, userId, id } = options;
  const now = options.now ?? new Date();
  const ad = await deps.listings.findOwned(id, userId);
  if (!ad) throw AppError.notFound(LISTING_MESSAGES.notFound);
  // A suspended seller's paused ad stays out of sight until staff lift the suspension.
  if (ad.sellerSuspended || !(await deps.listings.resume({ id, userId, now }))) {
    throw AppError.conflict(MARKET_MESSAGES.cannotResume);
  }
  return { id, confirmedAt: now.toISOString() };
}

/**
 * The ad a one-tap link names, if the link is genuine, unexpired and still applies: only for an
 * active account and an ad staff do not hold (issue 29); a renew link only while the ad still
 * has the expiry it was made for, a sold link while the ad is live. A link of an availability
 * check (issue 37) works while its check is unanswered, on a live or paused ad, and says so in
 * its own words when it does not: used, or invalid.
 */
async function claimedAd(options: { deps: MyListingsDependencies; token: string; now: Date }) {
  const { deps, token, now } = options;
  const invalid = namesAvailabilityCheck(token)
    ? MARKET_MESSAGES.linkInvalid
    : LIFECYCLE_MESSAGES.linkInvalid;
  const claim = verifyListingAction(await deps.secrets.get(LINK_KEY_NAME), token, now);
  if (!claim) throw AppError.badRequest(invalid);
  const ad = await deps.listings.findOwned(claim.adId, claim.userId);
  if (claim.checkId !== undefined) {
    const check = await deps.checks.findCheck(claim.checkId);
    if (!check || check.vehicleId !== claim.adId) throw AppError.badRequest(invalid);
    if (check.answer !== null) throw AppError.badRequest(MARKET_MESSAGES.linkUsed);
  }
  const paused =
    ad !== null && ad.heldFor === 'paused' && isLiveListing({ ...ad, heldFor: null }, now);
  const applies =
    ad !== null &&
    !ad.sellerSuspended &&
    (claim.checkId !== undefined
      ? isLiveListing(ad, now) || paused
      : ad.heldFor === null &&
        (claim.action === 'renew'
          ? isRenewableListing(ad) && ad.expiresAt?.getTime() === claim.adExpiresAt?.getTime()
          : isLiveListing(ad, now)));
  if (!applies) throw AppError.badRequest(invalid);
  return { claim, ad };
}

/** GET /api/listing-actions?token=: what the link will do; changes nothing (mail scanners open links). */
export async function previewListingAction(options: {
  deps: MyListingsDependencies;
  token: string;
  now?: Date;
}): Promise<ListingActionResponse> {
  const { claim, ad } = await claimedAd({ ...options, now: options.now ?? new Date() });
  return {
    action: claim.action,
    adId: ad.id,
    title: ad.title,
    expiresAt: ad.expiresAt?.toISOString() ?? null,
    confirmedAt: null,
  };
}

/** POST /api/listing-actions: does what the link says, once. */
export async function performListingAction(options: {
  deps: MyListingsDependencies;
  token: string;
  /** A Sold link's optional final price (issue 37). */
  soldPrice?: number | undefined;
  now?: Date;
}): Promise<ListingActionResponse> {
  const { deps, soldPrice } = options;
  const now = options.now ?? new Date();
  const { claim, ad } = await claimedAd({ deps, token: options.token, now });
  const answered = { action: claim.action, adId: ad.id, title: ad.title };
  if (claim.checkId !== undefined) {
    // The check's answer and what it means are written together, once (decision 133).
    const outcome = await deps.checks.answer({
      checkId: claim.checkId,
      vehicleId: ad.id,
      // A check's link is never a renewal (verifyListingAction refuses one).
      answer: claim.action as AvailabilityAnswer,
      soldPrice,
      now,
    });
    if (outcome === 'used') throw AppError.badRequest(MARKET_MESSAGES.linkUsed);
    if (outcome === 'not-live') throw AppError.badRequest(MARKET_MESSAGES.linkInvalid);
    return {
      ...answered,
      expiresAt: ad.expiresAt?.toISOString() ?? null,
      confirmedAt: claim.action === 'available' ? now.toISOString() : null,
    };
  }
  const done =
    claim.action === 'renew'
      ? await renewAd(deps, ad, now)
      : (await deps.listings.markSold({ id: ad.id, userId: ad.userId, soldPrice, now }))
        ? ad.expiresAt
        : null;
  // Used at the same moment by another tap: only one of them acts.
  if (!done) throw AppError.badRequest(LIFECYCLE_MESSAGES.linkInvalid);
  return { ...answered, expiresAt: done.toISOString(), confirmedAt: null };
}
