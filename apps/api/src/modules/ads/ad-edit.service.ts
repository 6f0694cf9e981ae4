import { randomUUID } from 'node:crypto';
import { AD_FILE_FIELDS, AD_MESSAGES, LISTING_MESSAGES, type AdFields } from '@carmarket/shared/ad';
import {
  EDIT_KEEP_PHOTOS_FIELD,
  LIFECYCLE_MESSAGES,
  type EditableAd,
  type EditAdResponse,
} from '@carmarket/shared/ad-lifecycle';
import { PACKAGE_TIERS, type PackageTier } from '@carmarket/shared/packages';
import { normaliseSriLankanMobile } from '@carmarket/shared/phone-verification';
import { AppError } from '../../lib/app-error';
import { completeMediaMoves, stagedMediaKey } from '../media/media-moves';
import { deleteMediaFiles, type MediaStorage } from '../media/media-storage';
import { sanitizeDescription } from '../listings/listing-description';
import { isLiveListing } from '../listings/listing-visibility';
import { samePhotos, type StagedPhoto } from '../listings/listing-photos';
import { AUTH_MESSAGES } from '../auth/auth-messages';
import { requireVerifiedAdPhone } from '../phone-verification/phone-gate';
import type { AdsDependencies } from './ad-create.service';
import { adColumns, checkReferences, parseAdFields } from './ad-fields';
import { checkAdFileType, storePhotos } from './ad-media';
import { UPLOAD_MESSAGES, type AdUpload } from './ad-upload';
import type { AdChanges, AdsRepository, EditableAdRow } from './ads.repository';

/** The owner's ad if it may be edited now: live or pending (decision 081). */
async function editableAd(options: {
  ads: AdsRepository;
  userId: number;
  id: number;
  now: Date;
}): Promise<EditableAdRow & { status: 'active' | 'pending' }> {
  const ad = await options.ads.findEditable(options.id, options.userId);
  if (!ad) throw AppError.notFound(LISTING_MESSAGES.notFound);
  if (ad.status === 'pending') return { ...ad, status: 'pending' };
  if (ad.status === 'active' && isLiveListing(ad, options.now)) return { ...ad, status: 'active' };
  throw AppError.conflict(LIFECYCLE_MESSAGES.cannotEdit);
}

/** A member ad's description is stored escaped; the editor gets the text back. */
function unescapePlain(html: string): string {
  return html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

const asFlag = (value: boolean | undefined) => (value ? '1' : '0');

/**
 * GET /api/me/listings/:id/edit: the ad as the wizard's step 1 sends it, or the edit waiting
 * for staff when there is one, so the seller continues from what they last sent.
 */
export async function getEditableAd(options: {
  ads: AdsRepository;
  media: MediaStorage;
  userId: number;
  id: number;
  now?: Date;
}): Promise<EditableAd> {
  const ad = await editableAd({ ...options, now: options.now ?? new Date() });
  const values = ad.pendingChanges ?? ad;
  const rich = PACKAGE_TIERS[ad.package].richDescription;
  const fields: Record<keyof AdFields, string> = {
    title: values.title ?? '',
    phone: values.phone ?? '',
    cityId: String(values.cityId),
    vehicleTypeId: String(values.vehicleTypeId),
    conditionId: String(values.conditionId),
    vehicleMakeId: String(values.makeId),
    model: values.model ?? '',
    yom: String(values.yom),
    price: String(values.price),
    transmissionId: String(values.transmissionId),
    fuelTypeId: String(values.fuelTypeId),
    engineCapacity: String(values.engineCapacity),
    mileage: String(values.mileage),
    description: rich ? (values.description ?? '') : unescapePlain(values.description ?? ''),
    ongoingLease: asFlag(values.ongoingLease),
    airCondition: asFlag(values.airCondition),
    powerMirror: asFlag(values.powerMirror),
    powerSteering: asFlag(values.powerSteering),
    powerWindow: asFlag(values.powerWindow),
    registration: values.registration ?? '',
    registrationYear: values.registrationYear == null ? '' : String(values.registrationYear),
    owners: values.owners == null ? '' : String(values.owners),
    townId: values.townId == null ? '' : String(values.townId),
  };
  return {
    id: ad.id,
    status: ad.status,
    package: ad.package,
    fields,
    photos: (ad.pendingPhotos ?? ad.livePhotos).map((photo) => ({
      key: photo.storageKey,
      url: options.media.publicUrl(photo.variants['640'] ?? photo.storageKey),
    })),
    hasPendingEdit: ad.pendingChanges !== null,
  };
}

/**
 * The package an edit's upload is read under: the ad's own (it keeps the package it was posted
 * under), known before the body is read so its photo limit applies while the files arrive.
 */
export async function getEditTier(options: {
  ads: AdsRepository;
  userId: number;
  id: number;
  now?: Date;
}): Promise<PackageTier> {
  const ad = await editableAd({ ...options, now: options.now ?? new Date() });
  return PACKAGE_TIERS[ad.package];
}

/**
 * Whether staff must see an edit of a live ad before buyers do: any change of a column buyers
 * read (every column an edit writes is on the card or the page), but a lower price alone, which
 * only helps buyers and is kept as history (decisions 081, 106). The columns are walked rather
 * than listed, so a column added to edits later is reviewed without anyone remembering to.
 */
function needsReview(live: AdChanges, edit: AdChanges): boolean {
  if (Number(edit.price) > Number(live.price)) return true;
  return (Object.keys(edit) as Array<keyof AdChanges>).some(
    (column) => column !== 'price' && edit[column] !== live[column],
  );
}

/**
 * The photos an edit ends with, in the order `keepPhotos` names them: kept photos by key (from
 * what the seller was shown: the live photos or the waiting edit's) and new uploads by their part
 * name (`img2`); new uploads it does not name follow in their own order. The package's limit and
 * "at least one photo" are the new ad's rules and sentences. New files are encoded and stored
 * (under their own folder) and recorded in `written`.
 */
async function editedPhotos(options: {
  media: MediaStorage;
  ad: EditableAdRow;
  upload: AdUpload;
  written: string[];
}): Promise<StagedPhoto[]> {
  const { ad, upload } = options;
  if (upload.threeSixty || upload.video) {
    const field = upload.threeSixty ? AD_FILE_FIELDS.threeSixty : AD_FILE_FIELDS.video;
    throw AppError.badRequest(LIFECYCLE_MESSAGES.photosOnly, field);
  }
  const known = new Map(
    [...ad.livePhotos, ...(ad.pendingPhotos ?? [])].map((photo) => [photo.storageKey, photo]),
  );
  const uploaded = new Set(upload.photos.map((photo) => photo.field));
  const tokens = (upload.fields[EDIT_KEEP_PHOTOS_FIELD] ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token !== '');
  const order: Array<StagedPhoto | string> = [];
  for (const token of new Set(tokens)) {
    if (uploaded.has(token)) {
      order.push(token);
      continue;
    }
    const photo = known.get(token);
    if (!photo) throw AppError.badRequest(LIFECYCLE_MESSAGES.photoNotOnAd, EDIT_KEEP_PHOTOS_FIELD);
    order.push(photo);
  }
  const kept = order.filter((item) => typeof item !== 'string').length;
  if (kept + upload.photos.length === 0) {
    throw AppError.badRequest(AD_MESSAGES.photoRequired, AD_FILE_FIELDS.photo(1));
  }
  const tier = PACKAGE_TIERS[ad.package];
  if (kept + upload.photos.length > tier.maxPhotos) {
    const first = upload.photos[Math.max(0, tier.maxPhotos - kept)];
    throw AppError.badRequest(UPLOAD_MESSAGES.tooManyPhotos(tier), first?.field);
  }
  // Every type is checked before any encoding, as for a new ad.
  for (const photo of upload.photos) await checkAdFileType(photo);
  const added = await storePhotos({
    media: options.media,
    photos: upload.photos,
    folder: `ads/${randomUUID()}`,
    written: options.written,
  });
  const byField = new Map(upload.photos.map((photo, index) => [photo.field, added[index]]));
  const named = new Set(order.filter((item) => typeof item === 'string'));
  return [
    ...order.flatMap((item) => (typeof item === 'string' ? (byField.get(item) ?? []) : [item])),
    ...upload.photos.flatMap((photo) =>
      named.has(photo.field) ? [] : (byField.get(photo.field) ?? []),
    ),
  ];
}

/**
 * PUT /api/me/listings/:id: the owner edits a live or pending ad with the wizard's step 1 rules
 * (the same schema as a new ad), as JSON (photos as they are in the edit) or as multipart with
 * the photos too (`upload`). A pending ad changes in place, photos included (replaced files are
 * deleted after the commit). A live ad changes in place only for a lower price alone; any other
 * change (decision 106), a mixed one whole, waits for staff while the live ad, its search card
 * and page stay as they are, replacing any edit already waiting. All or nothing: new files are
 * deleted again if the edit is refused or fails. An edit that changes the ad's phone is held to
 * a new ad's rule (issue 36): the seller's verified number, checked before any file is written.
 */
export async function editAd(options: {
  deps: Omit<AdsDependencies, 'reference'>;
  userId: number;
  id: number;
  body: unknown;
  upload?: AdUpload;
  now?: Date;
  onFileError?: (key: string, error: unknown) => void;
}): Promise<EditAdResponse> {
  const { deps, userId, id, upload } = options;
  const now = options.now ?? new Date();
  const fields = parseAdFields(options.body);
  const ad = await editableAd({ ads: deps.ads, userId, id, now });
  const makeName = await checkReferences(deps.ads, fields);
  // The same number written another way (`077 123 4567`) is no change.
  const numberOf = (phone: string) => normaliseSriLankanMobile(phone) ?? phone;
  if (numberOf(fields.phone) !== numberOf(ad.phone ?? '')) {
    const seller = await deps.ads.findSeller(userId);
    if (!seller) throw AppError.unauthorized(AUTH_MESSAGES.sessionEnded);
    requireVerifiedAdPhone(seller, fields.phone);
  }
  const changes: AdChanges = {
    ...adColumns(
      fields,
      // The ad keeps the package it was posted under, and with it its description rules.
      sanitizeDescription({ raw: fields.description, tier: PACKAGE_TIERS[ad.package] }),
    ),
    makeName,
  };

  const written: string[] = [];
  try {
    // Without an upload the photos stay as the edit has them: a waiting edit's stay waiting.
    const photos = upload
      ? await editedPhotos({ media: deps.media, ad, upload, written })
      : (ad.pendingPhotos ?? ad.livePhotos);
    const photosChanged = !samePhotos(photos, ad.livePhotos);

    if (ad.status === 'active' && (photosChanged || needsReview(ad, changes))) {
      const unused = await deps.ads.saveRevision({
        id,
        changes,
        photos: photosChanged ? photos : null,
        newMediaKeys: written,
        now,
      });
      if (!unused) throw AppError.conflict(LIFECYCLE_MESSAGES.cannotEdit);
      await completeMediaMoves(deps.mediaMoves, deps.media, written);
      await deleteMediaFiles(deps.media, unused, options.onFileError);
      return { outcome: 'review', message: LIFECYCLE_MESSAGES.editSentForReview };
    }
    const unused = await deps.ads.applyEdit({
      id,
      status: ad.status,
      changes,
      photos: photosChanged ? photos : null,
      newMediaKeys: written,
      now,
    });
    if (!unused) throw AppError.conflict(LIFECYCLE_MESSAGES.cannotEdit);
    await completeMediaMoves(deps.mediaMoves, deps.media, written);
    await deleteMediaFiles(deps.media, unused, options.onFileError);
  } catch (error) {
    await deleteMediaFiles(deps.media, written.map(stagedMediaKey));
    throw error;
  }
  return {
    outcome: 'applied',
    message:
      ad.status === 'pending'
        ? LIFECYCLE_MESSAGES.pendingEditSaved
        : LIFECYCLE_MESSAGES.editApplied,
  };
}
