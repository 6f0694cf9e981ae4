import type { AdminAd } from '@carmarket/shared/staff-moderation';
import { LIFECYCLE_MESSAGES, type AdminAdEditsResponse } from '@carmarket/shared/ad-lifecycle';
import { formatListingPrice } from '@carmarket/shared/format';
import { msg } from '@carmarket/shared/i18n/translate';
import { VEHICLE_FACT_LABELS, type Registration } from '@carmarket/shared/vehicle-facts';
import { AppError } from '../../lib/app-error';
import { bandsJobFor } from '../market/market-bands-job';
import type { MediaStorage } from '../media/media-storage';
import type { EnqueueInAction } from './ad-review.service';
import { toAdminAds, type AdminAdDependencies } from './admin-ad';
import type { AdEditRow, EditReviewRepository } from './edit-review.repository';

export interface EditReviewDependencies extends AdminAdDependencies {
  editReview: EditReviewRepository;
}

/** Edits shown per page of the edits queue; staff clear them oldest first. */
const EDITS_PAGE_SIZE = 50;

/**
 * Every field of an edit that changes (its name and Yes/No marked for the catalogs: the staff
 * console shows them through t()), live value and edited value side by side, as the ad page
 * names them: everything an edit can change is on the card or the page (decision 106).
 */
function editChanges(row: AdEditRow): AdminAdEditsResponse['edits'][number]['changes'] {
  const { ad, changes, names } = row;
  const yesNo = (value: boolean | undefined) => (value ? msg('Yes') : msg('No'));
  const pairs: Array<[string, string, string]> = [
    [msg('Title'), ad.title, changes.title ?? ''],
    [msg('Price'), formatListingPrice(ad.price), formatListingPrice(Number(changes.price))],
    [msg('Make'), ad.make, changes.makeName ?? ''],
    [msg('Model'), ad.model, changes.model ?? ''],
    [msg('Year of manufacture'), String(ad.yom), String(changes.yom)],
    [msg('Mileage'), String(ad.mileage), String(changes.mileage)],
    [msg('City'), ad.city, names.city],
    [msg('Phone'), ad.phone, changes.phone ?? ''],
    [msg('Description'), ad.description, changes.description ?? ''],
    [msg('Vehicle type'), ad.vehicleType, names.vehicleType],
    [msg('Condition'), ad.condition, names.condition],
    [msg('Transmission'), ad.transmission, names.transmission],
    [msg('Fuel type'), ad.fuelType, names.fuelType],
    [msg('Engine capacity'), String(ad.engineCapacity), String(changes.engineCapacity)],
    [msg('Ongoing lease'), yesNo(ad.ongoingLease), yesNo(changes.ongoingLease)],
    [msg('Air condition'), yesNo(ad.airCondition), yesNo(changes.airCondition)],
    [msg('Power mirror'), yesNo(ad.powerMirror), yesNo(changes.powerMirror)],
    [msg('Power steering'), yesNo(ad.powerSteering), yesNo(changes.powerSteering)],
    [msg('Power window'), yesNo(ad.powerWindow), yesNo(changes.powerWindow)],
    // Local vehicle facts (issue 38): an edit that says nothing of them reads as "".
    [
      VEHICLE_FACT_LABELS.registration,
      registrationName(ad.registration),
      registrationName(changes.registration),
    ],
    [
      VEHICLE_FACT_LABELS.registrationYear,
      text(ad.registrationYear),
      text(changes.registrationYear),
    ],
    [VEHICLE_FACT_LABELS.owners, text(ad.owners), text(changes.owners)],
    [VEHICLE_FACT_LABELS.town, ad.town ?? '', names.town ?? ''],
  ];
  return pairs
    .filter(([, from, to]) => from !== to)
    .map(([field, from, to]) => ({ field, from, to }));
}

/** A number an ad may leave out (issue 38), as the review shows it. */
const text = (value: number | null | undefined) => (value == null ? '' : String(value));

/** Registered or not, as the ad page names it; '' when the seller did not say. */
const registrationName = (value: Registration | null | undefined) =>
  value ? VEHICLE_FACT_LABELS[value] : '';

/** A photo as a reviewer's thumbnail: its 640 px variant. */
function photoUrl(
  photo: { storageKey: string; variants: Partial<Record<string, string>> },
  media: MediaStorage,
): string {
  return media.publicUrl(photo.variants['640'] ?? photo.storageKey);
}

/** GET /api/admin/ad-edits: edits of live ads waiting for staff (decision 081). */
export async function listAdEdits(options: {
  deps: EditReviewDependencies;
  now?: Date;
}): Promise<AdminAdEditsResponse> {
  const now = options.now ?? new Date();
  const rows = await options.deps.editReview.listEdits({ now, limit: EDITS_PAGE_SIZE });
  const [ads, phones] = await Promise.all([
    toAdminAds(
      options.deps,
      rows.map((row) => row.ad),
      now,
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
        phoneVerifiedAccounts: phoneOf.get(row.ad.id)?.verifiedAccounts ?? 0,
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
  deps: Pick<EditReviewDependencies, 'editReview'> & { enqueue: EnqueueInAction };
  id: number;
  now?: Date;
}): Promise<string[]> {
  const unused = await options.deps.editReview.approveEdit({
    id: options.id,
    now: options.now ?? new Date(),
  });
  if (!unused) throw AppError.notFound(LIFECYCLE_MESSAGES.editNotFound);
  // The edit may have changed what the band compares (make, model, year, mileage): the job
  // writes its row only if the band changed (decision 133).
  await options.deps.enqueue(bandsJobFor(options.id));
  return unused;
}

/**
 * Refuses a waiting edit with a reason the owner reads; the live ad stays as it is. Returns the
 * edit's new photos, for the caller to delete from disk once the change is committed.
 */
export async function rejectAdEdit(options: {
  deps: Pick<EditReviewDependencies, 'editReview'>;
  id: number;
  reason: string;
  now?: Date;
}): Promise<string[]> {
  const unused = await options.deps.editReview.rejectEdit({
    id: options.id,
    reason: options.reason,
    now: options.now ?? new Date(),
  });
  if (!unused) throw AppError.notFound(LIFECYCLE_MESSAGES.editNotFound);
  return unused;
}
