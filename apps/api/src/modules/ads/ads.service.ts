import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  AD_FILE_FIELDS,
  AD_MESSAGES,
  AD_TOASTS,
  AdFieldsSchema,
  type AddVehicleDataResponse,
  type AdFields,
  type NewAdResponse,
} from '@carmarket/shared/ad';
import {
  EDIT_KEEP_PHOTOS_FIELD,
  LIFECYCLE_MESSAGES,
  type EditableAd,
  type EditAdResponse,
} from '@carmarket/shared/ad-lifecycle';
import { LISTING_MESSAGES } from '@carmarket/shared/ad';
import { currentPackage, PACKAGE_TIERS, type PackageTier } from '@carmarket/shared/packages';
import { AppError } from '../../lib/app-error';
import { systemClock, type Clock } from '../../lib/clock';
import { AUTH_MESSAGES } from '../auth/auth-messages';
import { dailyPostingLimit, postingLimitReached } from '../limits/posting-limits';
import { deleteMediaFiles, type MediaStorage } from '../media/media-storage';
import { sanitizeDescription } from '../listings/listing-description';
import { checkAdFileType, cleanAdVideo, encodeAdPhoto, encodeThreeSixty } from './ad-media';
import { UPLOAD_MESSAGES, type AdUpload, type ReceivedFile } from './ad-upload';
import { isLiveListing } from '../listings/listing-visibility';
import { samePhotos, type StagedPhoto } from '../listings/listing-photos';
import type { AdChanges, AdsRepository, EditableAdRow, NewAdMediaRow } from './ads.repository';

export interface AdsDependencies {
  ads: AdsRepository;
  reference: FastifyInstance['repos']['reference'];
  media: MediaStorage;
}

/** GET /api/vehicles/load-add-vehicle-data: the wizard's select options. */
export async function loadAddVehicleData(options: {
  reference: FastifyInstance['repos']['reference'];
}): Promise<AddVehicleDataResponse> {
  const { reference } = options;
  const [cities, vehicleTypes, conditions, makes, transmissions, fuelTypes] = await Promise.all([
    reference.listCities(),
    reference.listVehicleTypes(),
    reference.listConditions(),
    reference.listMakes(),
    reference.listTransmissions(),
    reference.listFuelTypes(),
  ]);
  return { cities, vehicleTypes, conditions, makes, transmissions, fuelTypes };
}

/**
 * The package the seller posts under: their own, or member once a paid package has lapsed.
 * Known before the upload is read, so its limits apply while the files arrive.
 */
export async function getSellerTier(options: {
  ads: AdsRepository;
  userId: number;
  now?: Date;
}): Promise<PackageTier> {
  const seller = await options.ads.findSeller(options.userId);
  if (!seller) throw AppError.unauthorized(AUTH_MESSAGES.sessionEnded);
  return PACKAGE_TIERS[currentPackage(seller, options.now)];
}

/** The vehicle columns of the wizard's fields: what a new ad stores and an edit changes. */
function adColumns(fields: AdFields, description: string): Omit<AdChanges, 'makeName'> {
  return {
    title: fields.title,
    phone: fields.phone,
    cityId: fields.cityId,
    vehicleTypeId: fields.vehicleTypeId,
    conditionId: fields.conditionId,
    makeId: fields.vehicleMakeId,
    model: fields.model,
    yom: fields.yom,
    price: fields.price,
    transmissionId: fields.transmissionId,
    fuelTypeId: fields.fuelTypeId,
    engineCapacity: fields.engineCapacity,
    mileage: fields.mileage,
    description,
    ongoingLease: fields.ongoingLease,
    airCondition: fields.airCondition,
    powerMirror: fields.powerMirror,
    powerSteering: fields.powerSteering,
    powerWindow: fields.powerWindow,
  };
}

function parseAdFields(fields: unknown): AdFields {
  const parsed = AdFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  throw AppError.badRequest(
    first?.message ?? 'The ad is not valid.',
    first?.path.join('.') || undefined,
  );
}

/** The first reference that does not exist, in the spec's order, refused with its own message. */
async function checkReferences(ads: AdsRepository, fields: AdFields): Promise<string> {
  const found = await ads.findReferences({
    cityId: fields.cityId,
    vehicleTypeId: fields.vehicleTypeId,
    conditionId: fields.conditionId,
    makeId: fields.vehicleMakeId,
    transmissionId: fields.transmissionId,
    fuelTypeId: fields.fuelTypeId,
  });
  const checks: Array<[boolean, string, string]> = [
    [found.city, AD_MESSAGES.cityRequired, 'cityId'],
    [found.vehicleType, AD_MESSAGES.vehicleTypeRequired, 'vehicleTypeId'],
    [found.condition, AD_MESSAGES.conditionRequired, 'conditionId'],
    [found.makeName !== null, AD_MESSAGES.makeRequired, 'vehicleMakeId'],
    [found.transmission, AD_MESSAGES.transmissionRequired, 'transmissionId'],
    [found.fuelType, AD_MESSAGES.fuelTypeRequired, 'fuelTypeId'],
  ];
  for (const [ok, message, field] of checks) {
    if (!ok) throw AppError.badRequest(message, field);
  }
  return found.makeName ?? '';
}

/**
 * Encodes photos to their WebP variants under `folder` (the new ad's, or an edit's own), in
 * order. Types must be checked already (`checkAdFileType`). Every key is recorded in `written`
 * as soon as it exists.
 */
async function storePhotos(options: {
  media: MediaStorage;
  photos: ReceivedFile[];
  folder: string;
  written: string[];
}): Promise<StagedPhoto[]> {
  const { media, folder, written } = options;
  const stored: StagedPhoto[] = [];
  for (const [index, photo] of options.photos.entries()) {
    const encoded = await encodeAdPhoto(photo);
    const variants: Record<string, string> = {};
    for (const [width, data] of Object.entries(encoded.variants)) {
      const key = `${folder}/photo-${index + 1}-${width}.webp`;
      await media.put(key, data);
      written.push(key);
      variants[width] = key;
    }
    stored.push({
      storageKey: variants['1280'] ?? '',
      variants,
      width: encoded.width,
      height: encoded.height,
      phash: encoded.phash === null ? null : String(encoded.phash),
    });
  }
  return stored;
}

/**
 * Turns the received files into stored media: photos to WebP variants, the 360 view re-encoded,
 * the video cleaned by allowlist (decision 105) and copied. Every key written is recorded in
 * `written` as soon as it exists, so the caller can remove them all if anything later fails.
 */
async function storeAdMedia(options: {
  media: MediaStorage;
  upload: AdUpload;
  workDir: string;
  written: string[];
  clock: Clock;
}): Promise<NewAdMediaRow[]> {
  const { media, upload, workDir, written, clock } = options;
  const folder = `ads/${randomUUID()}`;
  const rows: NewAdMediaRow[] = [];

  // Every type is checked before any work, so a wrong last file costs no encoding.
  const files = [...upload.photos, upload.threeSixty, upload.video].filter((file) => !!file);
  const extensions = new Map<string, string>();
  for (const file of files) extensions.set(file.field, await checkAdFileType(file));
  const videoExtension = upload.video ? (extensions.get(upload.video.field) ?? 'mp4') : '';
  // Before the photos are encoded, so a damaged video costs no encoding.
  if (upload.video) {
    await cleanAdVideo(upload.video, videoExtension, () => clock().getTime());
  }

  const photos = await storePhotos({ media, photos: upload.photos, folder, written });
  rows.push(
    ...photos.map((photo, position) => ({
      kind: 'image' as const,
      position,
      ...photo,
      phash: photo.phash ? BigInt(photo.phash) : null,
    })),
  );

  if (upload.threeSixty) {
    const encodedPath = path.join(workDir, 'threesixty-encoded.jpg');
    await encodeThreeSixty(upload.threeSixty, encodedPath);
    const key = `${folder}/threesixty.jpg`;
    await media.putFile(key, encodedPath);
    written.push(key);
    rows.push({ kind: 'threesixty', position: 0, storageKey: key });
  }

  if (upload.video) {
    const key = `${folder}/video.${videoExtension}`;
    await media.putFile(key, upload.video.path);
    written.push(key);
    rows.push({ kind: 'video', position: 0, storageKey: key });
  }
  return rows;
}

/**
 * POST /api/vehicles/new-ad. The server repeats every rule of the wizard (the client can be
 * skipped): step 1 in the spec's order, the references, step 2's photo, the package's limits,
 * then the files' types and pictures. The ad starts pending under the seller's package and
 * counts against the package's new ads a day (decision 098), even once deleted. All or nothing:
 * files are written first, then the ad and its media rows in one transaction; if anything fails
 * (the day's limit included), every file written is deleted again (the upload's temporary
 * folder is removed by `withAdUpload`).
 */
export async function createAd(options: {
  deps: AdsDependencies;
  userId: number;
  tier: PackageTier;
  upload: AdUpload;
  workDir: string;
  now: Date;
  /** What the video check's time budget is measured by (decision 105); the system's by default. */
  clock?: Clock;
}): Promise<NewAdResponse> {
  const { deps, userId, tier, upload, now } = options;
  const fields = parseAdFields(upload.fields);
  if (upload.photos.length === 0) {
    throw AppError.badRequest(AD_MESSAGES.photoRequired, AD_FILE_FIELDS.photo(1));
  }
  const makeName = await checkReferences(deps.ads, fields);
  const description = sanitizeDescription({ raw: fields.description, tier });

  const written: string[] = [];
  try {
    const media = await storeAdMedia({
      media: deps.media,
      upload,
      workDir: options.workDir,
      written,
      clock: options.clock ?? systemClock,
    });
    const id = await deps.ads.insertAd({
      userId,
      makeName,
      ad: { ...adColumns(fields, description), status: 'pending', package: tier.name },
      media,
      // Checked again here, under the seller's row lock: the route's early check may have been
      // passed by a parallel submission that has since taken the last place.
      limit: dailyPostingLimit(tier.name, now),
      now,
    });
    if (id === null) throw postingLimitReached(tier.name, now);
    return { message: AD_TOASTS.submitted, id };
  } catch (error) {
    await deleteMediaFiles(deps.media, written);
    throw error;
  }
}

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
 * deleted again if the edit is refused or fails.
 */
export async function editAd(options: {
  deps: Pick<AdsDependencies, 'ads' | 'media'>;
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
        now,
      });
      if (!unused) throw AppError.conflict(LIFECYCLE_MESSAGES.cannotEdit);
      await deleteMediaFiles(deps.media, unused, options.onFileError);
      return { outcome: 'review', message: LIFECYCLE_MESSAGES.editSentForReview };
    }
    const unused = await deps.ads.applyEdit({
      id,
      status: ad.status,
      changes,
      photos: photosChanged ? photos : null,
      now,
    });
    if (!unused) throw AppError.conflict(LIFECYCLE_MESSAGES.cannotEdit);
    await deleteMediaFiles(deps.media, unused, options.onFileError);
  } catch (error) {
    await deleteMediaFiles(deps.media, written);
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
