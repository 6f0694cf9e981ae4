import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  AD_FILE_FIELDS,
  AD_MESSAGES,
  AD_TOASTS,
  type AddVehicleDataResponse,
  type NewAdResponse,
} from '@carmarket/shared/ad';
import { currentPackage, PACKAGE_TIERS, type PackageTier } from '@carmarket/shared/packages';
import { AppError } from '../../lib/app-error';
import { systemClock, type Clock } from '../../lib/clock';
import { AUTH_MESSAGES } from '../auth/auth-messages';
import { dailyPostingLimit, postingLimitReached } from '../limits/posting-limits';
import { completeMediaMoves, stagedMediaKey } from '../media/media-moves';
import { deleteMediaFiles, type MediaStorage } from '../media/media-storage';
import { sanitizeDescription } from '../listings/listing-description';
import { requireVerifiedAdPhone } from '../phone-verification/phone-gate';
import { adColumns, checkReferences, parseAdFields } from './ad-fields';
import { checkAdFileType, cleanAdVideo, encodeThreeSixty, storePhotos } from './ad-media';
import type { AdUpload } from './ad-upload';
import type { AdsRepository, NewAdMediaRow } from './ads.repository';

export interface AdsDependencies {
  ads: AdsRepository;
  reference: FastifyInstance['repos']['reference'];
  media: MediaStorage;
  mediaMoves: FastifyInstance['repos']['mediaMoves'];
}

/** GET /api/vehicles/load-add-vehicle-data: the wizard's select options. */
export async function loadAddVehicleData(options: {
  reference: FastifyInstance['repos']['reference'];
}): Promise<AddVehicleDataResponse> {
  const { reference } = options;
  const [cities, vehicleTypes, conditions, makes, transmissions, fuelTypes, towns] =
    await Promise.all([
      reference.listCities(),
      reference.listVehicleTypes(),
      reference.listConditions(),
      reference.listMakes(),
      reference.listTransmissions(),
      reference.listFuelTypes(),
      reference.listTowns(),
    ]);
  return { cities, vehicleTypes, conditions, makes, transmissions, fuelTypes, towns };
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

/**
 * Turns the received files into stored media: photos to WebP variants, the 360 view re-encoded,
 * the video cleaned by allowlist (decision 105) and copied, each under tmp/ until its row commits
 * (decision 124). Every key written is recorded in `written` as soon as its file exists, so the
 * caller can move them into place after the commit, or remove them all if anything fails.
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
    await media.putFile(stagedMediaKey(key), encodedPath);
    written.push(key);
    rows.push({ kind: 'threesixty', position: 0, storageKey: key });
  }

  if (upload.video) {
    const key = `${folder}/video.${videoExtension}`;
    await media.putFile(stagedMediaKey(key), upload.video.path);
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
 * files are written first under tmp/, then the ad, its media rows and their pending moves in one
 * transaction, then the files are moved into place (decision 124); if anything fails before the
 * commit (the day's limit included), every file written is deleted again (the upload's temporary
 * folder is removed by `withAdUpload`). The seller's verified number (issue 36) is checked after
 * the form's own rules and before any file is written: a refusal leaves nothing behind.
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
  const seller = await deps.ads.findSeller(userId);
  if (!seller) throw AppError.unauthorized(AUTH_MESSAGES.sessionEnded);
  requireVerifiedAdPhone(seller, fields.phone);

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
      newMediaKeys: written,
      // Checked again here, under the seller's row lock: the route's early check may have been
      // passed by a parallel submission that has since taken the last place.
      limit: dailyPostingLimit(tier.name, now),
      now,
    });
    if (id === null) throw postingLimitReached(tier.name, now);
    await completeMediaMoves(deps.mediaMoves, deps.media, written);
    return { message: AD_TOASTS.submitted, id };
  } catch (error) {
    await deleteMediaFiles(deps.media, written.map(stagedMediaKey));
    throw error;
  }
}
