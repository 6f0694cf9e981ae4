import { PACKAGE_TIERS } from '@carmarket/shared/packages';
import { DEFAULT_USER_SETTINGS } from '@carmarket/shared/settings';
import {
  CAR_NO_LONGER_FOR_SALE,
  VEHICLE_FEATURE_LABELS,
  type GalleryImage,
  type VehicleDetail,
} from '@carmarket/shared/vehicle-detail';
import { COMPARE_REPEATED } from '@carmarket/shared/compare-query';
import {
  MARKET_MESSAGES,
  MARKET_RULES,
  type CompareResponse,
} from '@carmarket/shared/market-insights';
import { compareIdsOf } from '@carmarket/shared/market-rules';
import type { CarsResponse, HomeListingsResponse } from '@carmarket/shared/vehicle-search';
import { msg } from '@carmarket/shared/i18n/translate';
import { AppError } from '../../lib/app-error';
import { srcSet, toCar, type PublicUrl } from '../listings/listing-card';
import { sanitizeDescription } from '../listings/listing-description';
import { isEndedListing, isLiveListing } from '../listings/listing-visibility';
import type { SearchRepository } from './search.repository';
import type { DetailRow, VehiclesRepository } from './vehicles.repository';

/** Who is asking: the signed-in user, or null for a visitor. */
export type Viewer = { userId: number; isStaff: boolean } | null;

export const CAR_NOT_FOUND = msg(
  'We could not find this car. It may have been sold, or the ad is no longer live.',
);

const SIMILAR_LIMIT = 8;
const HOME_LIST_LIMIT = 8;

interface Context {
  repository: VehiclesRepository;
  publicUrl: PublicUrl;
  now?: Date;
}

/**
 * GET /api/vehicles/:id. api.md: a live ad for anyone; any other ad only for its owner and for
 * staff. Everyone else gets 410 for an ad that was public and has ended (sold or past its
 * validity: its page says so and shows similar cars), and for an ad that never went live the
 * same 404 as for an unknown id, so ids of unpublished ads leak nothing.
 */
export async function getVehicleDetail(
  options: Context & { id: number; viewer: Viewer },
): Promise<VehicleDetail> {
  const { repository, publicUrl, id, viewer } = options;
  const now = options.now ?? new Date();
  const row = await repository.findDetail(id);
  if (!row) throw AppError.notFound(CAR_NOT_FOUND);
  const mayView =
    isLiveListing(row, now) || viewer?.isStaff === true || viewer?.userId === row.userId;
  if (!mayView) {
    if (isEndedListing(row, now)) throw AppError.gone(CAR_NO_LONGER_FOR_SALE);
    throw AppError.notFound(CAR_NOT_FOUND);
  }

  const [media, changes, band, originality] = await Promise.all([
    repository.listMedia(id),
    repository.listPriceChanges(id),
    repository.findPriceBand(id),
    repository.originality(id, now),
  ]);
  const listedAt = row.approvedAt ?? row.createdAt;
  const priceBand =
    band && band.low !== null && band.high !== null
      ? { low: band.low, high: band.high, count: band.comparables }
      : null;
  const images: GalleryImage[] = media
    .filter((item) => item.kind === 'image')
    .map((item) => ({
      path: publicUrl(item.variants['1280'] ?? item.storageKey),
      srcSet: srcSet(item.variants, publicUrl),
      thumbnailPath: publicUrl(item.variants['320'] ?? item.storageKey),
      width: item.width,
      height: item.height,
    }));
  const fileOf = (kind: 'threesixty' | 'video') => {
    const item = media.find((candidate) => candidate.kind === kind);
    return item ? publicUrl(item.storageKey) : null;
  };
  const tier = PACKAGE_TIERS[row.package];
  const features = featuresOf(row);

  return {
    ...toCar(row, publicUrl),
    // The same sanitiser as when the ad was written: it changes nothing the writer kept.
    description: sanitizeDescription({ raw: row.description, tier }),
    descriptionFormat: tier.richDescription ? 'html' : 'text',
    engineCapacity: row.engineCapacity,
    make: row.make,
    model: row.model,
    searchIds: { makeId: row.makeId, modelId: row.modelId, cityId: row.cityId },
    registrationYear: row.registrationYear,
    owners: row.owners,
    townId: row.townId,
    vehicleType: row.vehicleType,
    ongoingLease: row.ongoingLease,
    features,
    images,
    threeSixty: fileOf('threesixty'),
    video: fileOf('video'),
    seller: sellerView(row, {
      packageShowsContact: tier.showsContactDetails,
      live: isLiveListing(row, now),
    }),
    status: row.status,
    postedAt: listedAt.toISOString(),
    // Issue 37 (decision 133): the band, the accepted-offer insight, and the prices the ad had.
    priceBand,
    offerInsight:
      band && band.offerLowPct !== null && band.offerHighPct !== null
        ? { lowPct: band.offerLowPct, highPct: band.offerHighPct, count: band.acceptedOffers }
        : null,
    listedAt: listedAt.toISOString(),
    priceHistory: priceHistoryOf(changes, { price: row.price, listedAt }),
    originality: {
      photosUnique: originality.photosUnique,
      phoneAdCount: originality.phoneAdCount,
      priceInBand: priceBand ? row.price >= priceBand.low && row.price <= priceBand.high : null,
    },
  };
}

/** The ad's features as its page names them (Air condition, Power steering, …). */
function featuresOf(row: Record<keyof typeof VEHICLE_FEATURE_LABELS, boolean>): string[] {
  return (Object.keys(VEHICLE_FEATURE_LABELS) as Array<keyof typeof VEHICLE_FEATURE_LABELS>)
    .filter((flag) => row[flag])
    .map((flag) => VEHICLE_FEATURE_LABELS[flag]);
}

/**
 * GET /api/vehicles/compare?ids=1,2,3 (issue 37): the live cars asked for, in the order asked.
 * A shared link may hold ids that are unknown, sold, repeated, not ids at all, or more than 3:
 * the page shows the cars it can and `message` says why some are missing (English source; the
 * route translates it). Only a list with nothing in it is refused (400).
 */
export async function compareVehicles(
  options: Context & { ids: string },
): Promise<CompareResponse> {
  const { repository, publicUrl } = options;
  const asked = compareIdsOf(options.ids, MARKET_RULES.compareMax);
  if (asked.ids.length === 0 && asked.problem === null) {
    throw AppError.badRequest(MARKET_MESSAGES.compareIds, 'ids');
  }
  const rows = await repository.findLiveForCompare({
    ids: asked.ids,
    now: options.now ?? new Date(),
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const cars = asked.ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const card = toCar(row, publicUrl);
    return [
      {
        id: row.id,
        title: row.title,
        price: row.price,
        yom: row.yom,
        mileage: row.mileage,
        engineCapacity: row.engineCapacity,
        fuelType: row.fuelType,
        transmission: row.transmission,
        features: featuresOf(row),
        // Read as the ad page reads it: a band only with its low and high ends.
        priceBand:
          row.bandLow !== null && row.bandHigh !== null && row.bandCount !== null
            ? { low: row.bandLow, high: row.bandHigh, count: row.bandCount }
            : null,
        dealRating: card.dealRating,
        image: card.VehicleImages[0]?.path ?? null,
      },
    ];
  });
  const message =
    asked.problem === 'tooMany'
      ? MARKET_MESSAGES.compareTooMany
      : cars.length < asked.ids.length || asked.problem === 'notIds'
        ? MARKET_MESSAGES.compareSomeMissing
        : asked.problem === 'repeated'
          ? COMPARE_REPEATED
          : null;
  return { cars, message };
}

/**
 * The prices an ad has had, newest first, from its recorded changes (`price_changes`, newest
 * first): each change's new price from when it was made, and last the price it was listed at
 * (the oldest change's old price, or today's price when it never changed).
 */
function priceHistoryOf(
  changes: ReadonlyArray<{ from: number; to: number; at: Date }>,
  ad: { price: number; listedAt: Date },
): VehicleDetail['priceHistory'] {
  const listed = changes.at(-1)?.from ?? ad.price;
  return [
    ...changes.map((change) => ({ price: change.to, changedAt: change.at.toISOString() })),
    { price: listed, changedAt: ad.listedAt.toISOString() },
  ];
}

/**
 * What the ad page shows of its seller, within the package and the seller's settings (decision
 * 083). The ad's phone is part of the ad: the seller typed it for buyers to call, so the package
 * alone decides whether it can be revealed, but it is never sent here, to anyone: a buyer taps to
 * reveal it (POST /api/vehicles/:id/phone, counted; decision 107), the owner reads it in the edit
 * form and staff in the review queue. "Show my contact information" adds the account's e-mail
 * where the package shows contact details; "Profile visibility" off leaves out the name and the
 * member-since date. What the page must not show is not sent. Whether the seller's phone is
 * verified (issue 36) is shown whatever the settings: it is what buyers trust the ad by, and
 * names no one.
 */
function sellerView(
  row: DetailRow,
  options: { packageShowsContact: boolean; live: boolean },
): VehicleDetail['seller'] {
  const { packageShowsContact, live } = options;
  const settings = { ...DEFAULT_USER_SETTINGS, ...row.sellerSettings };
  return {
    name: settings.profileVisible ? row.sellerName : null,
    package: row.package,
    memberSince: settings.profileVisible ? row.sellerSince.toISOString() : null,
    phoneAvailable: packageShowsContact && live,
    phoneVerified: row.sellerPhoneVerifiedAt !== null,
    phoneVerifiedAt: row.sellerPhoneVerifiedAt?.toISOString() ?? null,
    email: packageShowsContact && settings.showContactInfo ? row.sellerEmail : null,
  };
}

/**
 * GET /api/vehicles/:id/similar: same make (else type) at the closest prices, live only, at most
 * 8. It answers for a live ad and for an ended one (the "no longer for sale" page lists them);
 * an ad that never went live is unknown (404), as on the detail route.
 */
export async function listSimilarVehicles(
  options: Context & { search: SearchRepository; id: number },
): Promise<CarsResponse> {
  const { repository, search, publicUrl, id } = options;
  const now = options.now ?? new Date();
  const row = await repository.findDetail(id);
  if (!row || !(isLiveListing(row, now) || isEndedListing(row, now))) {
    throw AppError.notFound(CAR_NOT_FOUND);
  }
  const ids = await search.similarIds({
    now,
    id,
    makeId: row.makeId,
    vehicleTypeId: row.vehicleTypeId,
    price: row.price,
    limit: SIMILAR_LIMIT,
  });
  return { cars: (await search.cards(ids)).map((card) => toCar(card, publicUrl)) };
}

/** GET /api/vehicles/home: Recommended For You (vip and featured) and Recently Added. */
export async function loadHomeListings(options: {
  search: SearchRepository;
  publicUrl: PublicUrl;
  now?: Date;
}): Promise<HomeListingsResponse> {
  const { search, publicUrl } = options;
  const now = options.now ?? new Date();
  const [recommended, recent] = await Promise.all([
    search.placedIds({
      now,
      packages: ['vip', 'featured'],
      order: 'placement',
      limit: HOME_LIST_LIMIT,
    }),
    search.placedIds({ now, order: 'newest', limit: HOME_LIST_LIMIT }),
  ]);
  const cards = async (ids: number[]) =>
    (await search.cards(ids)).map((row) => toCar(row, publicUrl));
  return { recommended: await cards(recommended), recent: await cards(recent) };
}
