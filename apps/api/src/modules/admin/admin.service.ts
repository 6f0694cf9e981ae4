import type { FastifyInstance } from 'fastify';
import { type ListingStatus } from '@carmarket/shared/ad';
import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  ADMIN_USER_SEARCH_LIMIT,
  type AdminAd,
  type AdminAdsResponse,
  type AdminPendingCountResponse,
  type AdminUsersResponse,
} from '@carmarket/shared/staff-moderation';
import {
  PACKAGE_REQUEST_MESSAGES,
  type AdminPackageRequestsResponse,
  type PackageRequestStatus,
} from '@carmarket/shared/package-request';
import { LIFECYCLE_MESSAGES, type AdminAdEditsResponse } from '@carmarket/shared/ad-lifecycle';
import type { AdSignals } from '@carmarket/shared/ad-signals';
import { formatListingPrice } from '@carmarket/shared/format';
import { PACKAGE_TIERS, type PackageName } from '@carmarket/shared/packages';
import { SUSPENSION_MESSAGES } from '@carmarket/shared/suspension';
import { packageRequestReference } from '@carmarket/shared/payment-instructions';
import { AppError } from '../../lib/app-error';
import { addMonths } from '../../lib/months';
import type { MediaStorage } from '../media/media-storage';
import { srcSet } from '../listings/listing-card';
import { sanitizeDescription } from '../listings/listing-description';
import { adValidUntil } from '../listings/listing-validity';
import { adSignals, quietSignals } from './ad-signals';
import type { AdEditRow, AdminAdRow, AdminRepository } from './admin.repository';

export interface AdminDependencies {
  admin: AdminRepository;
  media: MediaStorage;
  signals: FastifyInstance['repos']['signals'];
}

function toAdminAd(row: AdminAdRow, media: MediaStorage, signals: AdSignals): AdminAd {
  const url = (key: string) => media.publicUrl(key);
  const first = (kind: 'threesixty' | 'video') => {
    const item = row.media.find((entry) => entry.kind === kind);
    return item ? url(item.storageKey) : null;
  };
  return {
    id: row.id,
    status: row.status,
    package: row.package,
    title: row.title,
    phone: row.phone,
    city: row.city,
    vehicleType: row.vehicleType,
    condition: row.condition,
    make: row.make,
    model: row.model,
    yom: row.yom,
    price: row.price,
    transmission: row.transmission,
    fuelType: row.fuelType,
    engineCapacity: row.engineCapacity,
    mileage: row.mileage,
    // Staff read it as visitors would: through the one sanitiser, whenever it was written.
    description: sanitizeDescription({ raw: row.description, tier: PACKAGE_TIERS[row.package] }),
    features: {
      ongoingLease: row.ongoingLease,
      airCondition: row.airCondition,
      powerMirror: row.powerMirror,
      powerSteering: row.powerSteering,
      powerWindow: row.powerWindow,
    },
    photos: row.media
      .filter((item) => item.kind === 'image')
      .map((item) => ({
        path: url(item.variants['1280'] ?? item.storageKey),
        srcSet: srcSet(item.variants, url),
        width: item.width,
        height: item.height,
      })),
    threeSixty: first('threesixty'),
    video: first('video'),
    seller: row.seller,
    createdAt: row.createdAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    soldAt: row.soldAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
    signals,
  };
}

/** The ads as staff read them, each with its signals (decision 095). */
async function toAdminAds(
  deps: AdminDependencies,
  rows: readonly AdminAdRow[],
): Promise<AdminAd[]> {
  const signals = await adSignals({
    signals: deps.signals,
    media: deps.media,
    adIds: rows.map((row) => row.id),
  });
  return rows.map((row) => toAdminAd(row, deps.media, signals.get(row.id) ?? quietSignals()));
}

/** GET /api/admin/ads: one page of a status, the review queue (pending) by default. */
export async function listAdsForReview(options: {
  deps: AdminDependencies;
  status: ListingStatus;
  page: number;
  /** A title or e-mail fragment, or an ad id; empty for the whole status. */
  q: string;
  now?: Date;
}): Promise<AdminAdsResponse> {
  const { deps, status, page } = options;
  const { rows, total } = await deps.admin.listAds({
    status,
    search: options.q,
    now: options.now ?? new Date(),
    limit: ADMIN_PAGE_SIZE,
    offset: (page - 1) * ADMIN_PAGE_SIZE,
  });
  return {
    cars: await toAdminAds(deps, rows),
    carsCount: total,
    limit: ADMIN_PAGE_SIZE,
    pageCount: Math.ceil(total / ADMIN_PAGE_SIZE),
  };
}

/** GET /api/admin/ads/pending-count: how many ads wait for a reviewer. */
export async function countPendingAds(options: {
  deps: AdminDependencies;
  now?: Date;
}): Promise<AdminPendingCountResponse> {
  return { count: await options.deps.admin.countPending(options.now ?? new Date()) };
}

/**
 * Puts an ad live: approved now, valid for its package's months from now (1 member, 2 featured
 * and vip). A rejected ad can be approved after all; a live, sold or expired one cannot.
 */
export async function approveAd(options: {
  deps: AdminDependencies;
  id: number;
  now?: Date;
}): Promise<void> {
  const { deps, id } = options;
  const now = options.now ?? new Date();
  const ad = await deps.admin.findAdState(id);
  if (!ad) throw AppError.notFound(ADMIN_MESSAGES.adNotFound);
  if (ad.sellerSuspended) throw AppError.conflict(SUSPENSION_MESSAGES.sellerSuspended);
  const expiresAt = adValidUntil(ad.package, now);
  if (!(await deps.admin.approveAd({ id, from: ['pending', 'rejected'], now, expiresAt }))) {
    throw AppError.conflict(ADMIN_MESSAGES.cannotApprove);
  }
}

/** Refuses a pending ad, or takes a live one down, with a reason the owner reads. */
export async function rejectAd(options: {
  deps: AdminDependencies;
  id: number;
  reason: string;
  now?: Date;
}): Promise<void> {
  const { deps, id, reason } = options;
  const ad = await deps.admin.findAdState(id);
  if (!ad) throw AppError.notFound(ADMIN_MESSAGES.adNotFound);
  const now = options.now ?? new Date();
  if (!(await deps.admin.rejectAd({ id, from: ['pending', 'active'], reason, now }))) {
    throw AppError.conflict(ADMIN_MESSAGES.cannotReject);
  }
}

/** Featured and vip run for their validity from `now`; member never expires. */
function packageExpiry(name: PackageName, now: Date): Date | null {
  return name === 'member' ? null : addMonths(now, PACKAGE_TIERS[name].validityMonths);
}

/**
 * Sets a user's package once staff have confirmed the payment: featured and vip run for their
 * validity from now; member never expires.
 */
export async function setUserPackage(options: {
  deps: AdminDependencies;
  userId: number;
  package: PackageName;
  now?: Date;
}): Promise<void> {
  const now = options.now ?? new Date();
  const tier = PACKAGE_TIERS[options.package];
  const expiresAt = packageExpiry(tier.name, now);
  const updated = await options.deps.admin.setUserPackage({
    userId: options.userId,
    package: tier.name,
    expiresAt,
    now,
  });
  if (!updated) throw AppError.notFound(ADMIN_MESSAGES.userNotFound);
}

/** GET /api/admin/users?email=: finds the user whose package staff are about to set. */
export async function findUsersByEmail(options: {
  deps: AdminDependencies;
  emailPrefix: string;
}): Promise<AdminUsersResponse> {
  const rows = await options.deps.admin.findUsersByEmailPrefix(
    options.emailPrefix,
    ADMIN_USER_SEARCH_LIMIT,
  );
  return {
    users: rows.map(({ suspendedAt, suspensionReason, ...row }) => ({
      ...row,
      packageExpiresAt: row.packageExpiresAt?.toISOString() ?? null,
      suspended: suspendedAt
        ? { at: suspendedAt.toISOString(), reason: suspensionReason ?? '' }
        : null,
    })),
  };
}

/** GET /api/admin/package-requests: the requests of a status, the waiting ones by default. */
export async function listPackageRequests(options: {
  deps: AdminDependencies;
  status: PackageRequestStatus;
}): Promise<AdminPackageRequestsResponse> {
  const rows = await options.deps.admin.listPackageRequests(options.status);
  return {
    requests: rows.map((row) => ({
      ...row,
      reference: packageRequestReference(row.id),
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Approves or rejects a waiting package request. Approval gives the user the package from now
 * for its validity, as setting it by hand does; a decided request stays decided.
 */
export async function decidePackageRequest(options: {
  deps: AdminDependencies;
  id: number;
  staffId: number;
  decision: 'approved' | 'rejected';
  now?: Date;
}): Promise<void> {
  const { deps, id, staffId, decision } = options;
  const now = options.now ?? new Date();
  const request = await deps.admin.findPackageRequest(id);
  if (!request) throw AppError.notFound(PACKAGE_REQUEST_MESSAGES.notFound);
  if (request.status !== 'pending')
    throw AppError.conflict(PACKAGE_REQUEST_MESSAGES.alreadyDecided);
  const grant =
    decision === 'approved'
      ? {
          userId: request.userId,
          package: request.package,
          expiresAt: packageExpiry(request.package, now),
        }
      : undefined;
  if (!(await deps.admin.decidePackageRequest({ id, status: decision, staffId, now, grant }))) {
    throw AppError.conflict(PACKAGE_REQUEST_MESSAGES.alreadyDecided);
  }
}

/** Edits shown per page of the edits queue; staff clear them oldest first. */
const EDITS_PAGE_SIZE = 50;

/**
 * Every field of an edit that changes, live value and edited value side by side, as the ad page
 * names them: everything an edit can change is on the card or the page (decision 106).
 */
function editChanges(row: AdEditRow): AdminAdEditsResponse['edits'][number]['changes'] {
  const { ad, changes, names } = row;
  const yesNo = (value: boolean | undefined) => (value ? 'Yes' : 'No');
  const pairs: Array<[string, string, string]> = [
    ['Title', ad.title, changes.title ?? ''],
    ['Price', formatListingPrice(ad.price), formatListingPrice(Number(changes.price))],
    ['Make', ad.make, changes.makeName ?? ''],
    ['Model', ad.model, changes.model ?? ''],
    ['Year of manufacture', String(ad.yom), String(changes.yom)],
    ['Mileage', String(ad.mileage), String(changes.mileage)],
    ['City', ad.city, names.city],
    ['Phone', ad.phone, changes.phone ?? ''],
    ['Description', ad.description, changes.description ?? ''],
    ['Vehicle type', ad.vehicleType, names.vehicleType],
    ['Condition', ad.condition, names.condition],
    ['Transmission', ad.transmission, names.transmission],
    ['Fuel type', ad.fuelType, names.fuelType],
    ['Engine capacity', String(ad.engineCapacity), String(changes.engineCapacity)],
    ['Ongoing lease', yesNo(ad.ongoingLease), yesNo(changes.ongoingLease)],
    ['Air condition', yesNo(ad.airCondition), yesNo(changes.airCondition)],
    ['Power mirror', yesNo(ad.powerMirror), yesNo(changes.powerMirror)],
    ['Power steering', yesNo(ad.powerSteering), yesNo(changes.powerSteering)],
    ['Power window', yesNo(ad.powerWindow), yesNo(changes.powerWindow)],
  ];
  return pairs
    .filter(([, from, to]) => from !== to)
    .map(([field, from, to]) => ({ field, from, to }));
}

/** A photo as a reviewer's thumbnail: its 640 px variant. */
function photoUrl(
  photo: { storageKey: string; variants: Partial<Record<string, string>> },
  media: MediaStorage,
): string {
  return media.publicUrl(photo.variants['640'] ?? photo.storageKey);
}

/** GET /api/admin/ad-edits: edits of live ads waiting for staff (decision 081). */
export async function listAdEdits(options: {
  deps: AdminDependencies;
  now?: Date;
}): Promise<AdminAdEditsResponse> {
  const rows = await options.deps.admin.listEdits({
    now: options.now ?? new Date(),
    limit: EDITS_PAGE_SIZE,
  });
  const [ads, phones] = await Promise.all([
    toAdminAds(
      options.deps,
      rows.map((row) => row.ad),
    ),
    options.deps.signals.editPhoneUse(rows.map((row) => row.ad.id)),
  ]);
  const phoneOf = new Map(phones.map((phone) => [phone.adId, phone]));
  return {
    edits: rows.map((row, index) => ({
      ad: ads[index] as AdminAd,
      changes: editChanges(row),
      signals: {
        phoneAccounts: phoneOf.get(row.ad.id)?.accounts ?? 0,
        phoneAds: phoneOf.get(row.ad.id)?.ads ?? 0,
      },
      photos: row.photos
        ? {
            from: row.ad.media
              .filter((item) => item.kind === 'image')
              .map((item) => photoUrl(item, options.deps.media)),
            to: row.photos.map((photo) => photoUrl(photo, options.deps.media)),
          }
        : null,
      submittedAt: row.submittedAt.toISOString(),
    })),
  };
}

/**
 * Puts a waiting edit live; the live ad had stayed as it was until now. Returns the photos it
 * replaced, for the caller to delete from disk once the change is committed.
 */
export async function approveAdEdit(options: {
  deps: Pick<AdminDependencies, 'admin'>;
  id: number;
  now?: Date;
}): Promise<string[]> {
  const unused = await options.deps.admin.approveEdit({
    id: options.id,
    now: options.now ?? new Date(),
  });
  if (!unused) throw AppError.notFound(LIFECYCLE_MESSAGES.editNotFound);
  return unused;
}

/**
 * Refuses a waiting edit with a reason the owner reads; the live ad stays as it is. Returns the
 * edit's new photos, for the caller to delete from disk once the change is committed.
 */
export async function rejectAdEdit(options: {
  deps: Pick<AdminDependencies, 'admin'>;
  id: number;
  reason: string;
  now?: Date;
}): Promise<string[]> {
  const unused = await options.deps.admin.rejectEdit({
    id: options.id,
    reason: options.reason,
    now: options.now ?? new Date(),
  });
  if (!unused) throw AppError.notFound(LIFECYCLE_MESSAGES.editNotFound);
  return unused;
}
