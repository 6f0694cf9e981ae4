import { PACKAGE_TIERS } from '@carmarket/shared/packages';
import {
  VEHICLE_FEATURE_LABELS,
  type GalleryImage,
  type VehicleDetail,
} from '@carmarket/shared/vehicle-detail';
import {
  SEARCH_PAGE_SIZE,
  type CarsResponse,
  type HomeListingsResponse,
  type SearchQuery,
  type SearchResponse,
} from '@carmarket/shared/vehicle-search';
import { AppError } from '../../lib/app-error';
import type { TtlCache } from '../../lib/ttl-cache';
import { srcSet, toCar, type CardRow, type PublicUrl } from '../listings/listing-card';
import { sanitizeDescription } from '../listings/listing-description';
import { isLiveListing } from '../listings/listing-visibility';
import type {
  KeywordMatch,
  SearchFilters,
  SearchPlan,
  VehiclesRepository,
} from './vehicles.repository';

/** Who is asking: the signed-in user, or null for a visitor. */
export type Viewer = { userId: number; isStaff: boolean } | null;

export const CAR_NOT_FOUND =
  'We could not find this car. It may have been sold, or the ad is no longer live.';

const SIMILAR_LIMIT = 8;
const HOME_LIST_LIMIT = 8;
/** Words of a keyword that take part in the search; the rest are ignored. */
const MAX_KEYWORD_WORDS = 6;

interface Context {
  repository: VehiclesRepository;
  publicUrl: PublicUrl;
  now?: Date;
}

/** Letters and digits only, lower case: nothing of the text reaches SQL or tsquery syntax. */
export function keywordWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => word.slice(0, 40)))].slice(0, MAX_KEYWORD_WORDS);
}

export function toKeyword(words: string[]): KeywordMatch {
  return { tsquery: words.map((word) => `${word}:*`).join(' & ') };
}

export function filtersOf(query: SearchQuery): SearchFilters {
  return {
    minPrice: query.min,
    maxPrice: query.max,
    makeIds: query.brands?.sort((a, b) => a - b),
    conditionIds: query.conditions?.sort((a, b) => a - b),
    fuelTypeIds: query.fuelTypes?.sort((a, b) => a - b),
    vehicleTypeIds: query.vehicleTypes?.sort((a, b) => a - b),
    transmissionIds: query.transmissions?.sort((a, b) => a - b),
    cityId: query.cityId,
  };
}

/**
 * GET /api/vehicles/search. The keyword is matched as word prefixes with full-text search; when
 * that finds nothing, each unknown word is replaced by the closest word of the ads (pg_trgm), so
 * `toyta corola` still finds Toyota Corollas. Answers and counts are cached for a few seconds
 * (docs/decisions/011-search-counts-and-cache.md).
 */
export async function searchVehicles(
  options: Context & { query: SearchQuery; cache: TtlCache },
): Promise<SearchResponse> {
  const { repository, publicUrl, query, cache } = options;
  const now = options.now ?? new Date();
  const filters = filtersOf(query);
  const sort = query.sort ?? 0;
  const page = query.page ?? 1;
  const words = query.query === undefined ? undefined : keywordWords(query.query);
  const key = JSON.stringify({ filters, words, sort, page });

  return cache.get(`search:${key}`, async () => {
    // A keyword of punctuation only matches no ad.
    if (words?.length === 0) {
      return { cars: [], carsCount: 0, limit: SEARCH_PAGE_SIZE, pageCount: 0 };
    }
    const offset = (page - 1) * SEARCH_PAGE_SIZE;
    const plan = (keyword: KeywordMatch | undefined): SearchPlan => ({
      now,
      filters,
      keyword,
      sort,
      limit: SEARCH_PAGE_SIZE,
      offset,
    });
    let rows: CardRow[];
    let carsCount: number;
    if (words) {
      // The page of a keyword search counts its matches on the way (one pass over them); only an
      // empty page needs a count of its own, and only when nothing matched does a typo
      // correction run.
      ({ rows, carsCount } = await keywordPage(repository, plan(toKeyword(words))));
      if (carsCount === 0) {
        const corrected = await correctKeyword(repository, words);
        if (corrected) ({ rows, carsCount } = await keywordPage(repository, plan(corrected)));
      }
    } else {
      carsCount = await cache.get(`count:${JSON.stringify({ filters })}`, () =>
        repository.countMatches({ now, filters }),
      );
      rows = offset < carsCount ? await repository.searchCards(plan(undefined)) : [];
    }
    return {
      cars: rows.map((row) => toCar(row, publicUrl)),
      carsCount,
      limit: SEARCH_PAGE_SIZE,
      pageCount: Math.ceil(carsCount / SEARCH_PAGE_SIZE),
    };
  });
}

async function keywordPage(
  repository: VehiclesRepository,
  plan: SearchPlan,
): Promise<{ rows: CardRow[]; carsCount: number }> {
  const { rows, total } = await repository.searchCardsCounted(plan);
  if (rows.length > 0) return { rows, carsCount: total };
  // The first page is empty only when nothing matches; a later one may be past the end.
  return { rows, carsCount: plan.offset > 0 ? await repository.countMatches(plan) : 0 };
}

/** Each word that starts no word of any ad replaced by the closest one; undefined if none. */
async function correctKeyword(
  repository: VehiclesRepository,
  words: string[],
): Promise<KeywordMatch | undefined> {
  const corrected = await Promise.all(
    words.map(async (word) => (await repository.correctWord(word)) ?? word),
  );
  if (corrected.every((word, index) => word === words[index])) return undefined;
  return toKeyword(corrected);
}

/**
 * GET /api/vehicles/:id. api.md: a live ad for anyone; any other ad only for its owner and for
 * staff. Everyone else gets the same 404 as for an unknown id, so ids of hidden ads leak nothing.
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
  if (!mayView) throw AppError.notFound(CAR_NOT_FOUND);

  const media = await repository.listMedia(id);
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
  const features = (
    Object.keys(VEHICLE_FEATURE_LABELS) as Array<keyof typeof VEHICLE_FEATURE_LABELS>
  )
    .filter((flag) => row[flag])
    .map((flag) => VEHICLE_FEATURE_LABELS[flag]);

  return {
    ...toCar(row, publicUrl),
    // The same sanitiser as when the ad was written: it changes nothing the writer kept.
    description: sanitizeDescription({ raw: row.description, tier }),
    descriptionFormat: tier.richDescription ? 'html' : 'text',
    engineCapacity: row.engineCapacity,
    make: row.make,
    model: row.model,
    vehicleType: row.vehicleType,
    ongoingLease: row.ongoingLease,
    features,
    images,
    threeSixty: fileOf('threesixty'),
    video: fileOf('video'),
    seller: {
      name: row.sellerName,
      package: row.package,
      memberSince: row.sellerSince.toISOString(),
      phone: tier.showsContactDetails ? row.phone : null,
    },
    status: row.status,
    postedAt: (row.approvedAt ?? row.createdAt).toISOString(),
  };
}

/** GET /api/vehicles/:id/similar: same make or type at a close price, live only, at most 8. */
export async function listSimilarVehicles(
  options: Context & { id: number },
): Promise<CarsResponse> {
  const { repository, publicUrl, id } = options;
  const now = options.now ?? new Date();
  const row = await repository.findDetail(id);
  if (!row || !isLiveListing(row, now)) throw AppError.notFound(CAR_NOT_FOUND);
  const rows = await repository.similarCards({
    now,
    id,
    makeId: row.makeId,
    vehicleTypeId: row.vehicleTypeId,
    price: row.price,
    limit: SIMILAR_LIMIT,
  });
  return { cars: rows.map((card) => toCar(card, publicUrl)) };
}

/** GET /api/vehicles/home: Recommended For You (vip and featured) and Recently Added. */
export async function loadHomeListings(
  options: Context & { cache: TtlCache },
): Promise<HomeListingsResponse> {
  const { repository, publicUrl, cache } = options;
  const now = options.now ?? new Date();
  return cache.get('home', async () => {
    const [recommended, recent] = await Promise.all([
      repository.promotedCards({ now, limit: HOME_LIST_LIMIT }),
      repository.newestCards({ now, limit: HOME_LIST_LIMIT }),
    ]);
    return {
      recommended: recommended.map((row) => toCar(row, publicUrl)),
      recent: recent.map((row) => toCar(row, publicUrl)),
    };
  });
}
