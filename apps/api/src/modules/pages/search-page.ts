import {
  searchPageIds,
  searchPagePath,
  searchPageSubject,
  searchPageTitle,
} from '@carmarket/shared/page-titles';
import { SEARCH_ADDRESS_NAMES } from '@carmarket/shared/search-address';
import { SEARCH_LIMITS } from '@carmarket/shared/search-limits';
import { SITE_NAME } from '@carmarket/shared/site-name';
import { SearchQuerySchema, type SearchQuery } from '@carmarket/shared/vehicle-search';
import type { PublicUrl } from '../listings/listing-card';
import { photoPreviewImages, sitePicture, type PageHead } from './page-head';
import type { PagesRepository } from './pages.repository';
import { notFoundHead, sitePageHead } from './site-pages';

/**
 * The Buy Car page's head for the filters in its address (the address names of
 * apps/web/src/features/vehicles/search-state.ts): one make, one model and one city name the page
 * ("Toyota Aqua for sale in Kandy", shared/page-titles, whose words the web app sets after an
 * in-app navigation) and make its canonical address, with its page number. Every other part of
 * the address — free text, sort, price and year ranges — is a view of that page, so it shares the
 * canonical address and is not listed twice by search engines.
 */
interface SearchPageDeps {
  repository: PagesRepository;
  siteUrl: (path: string) => string;
  publicUrl: PublicUrl;
  /** How many result pages the search has (vehicles/search-matches.ts `searchPageCount`). */
  countPages: (query: SearchQuery) => Promise<number>;
  now?: Date;
}

/**
 * What the server answers for `/buy-car?…`: 200 with the page's head, or 404 with the not-found
 * head for a page number past the last page (`?page=18` of 17, `?page=835`, page 2 of a search
 * that finds nothing), so crawlers see no endless empty pages. Page 1 is a page even when the
 * search finds nothing. Only a page number above 1 costs a count (search's count tables, no
 * cards read); the status is known before the body renders.
 */
export async function searchPage(
  deps: SearchPageDeps,
  params: URLSearchParams,
): Promise<{ status: 200 | 404; head: PageHead }> {
  const page = wholeNumber(params.get('page'));
  if (page !== undefined && page > 1) {
    const pages = page > SEARCH_LIMITS.maxPage ? 0 : await deps.countPages(searchOfAddress(params));
    if (page > pages) return { status: 404, head: notFoundHead() };
  }
  return { status: 200, head: await searchPageHead(deps, params) };
}

/** A page number as the address gives it (the search schema's reading), any size. */
function wholeNumber(value: string | null): number | undefined {
  const text = value?.trim();
  return text && /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}

/** Ranges whose low end the page drops when it is above the high end. */
const RANGES = [
  ['min', 'max'],
  ['yomMin', 'yomMax'],
  ['mileageMin', 'mileageMax'],
] as const;

/**
 * The search the Buy Car page runs for an address, read as the page reads it (search-state.ts's
 * `parseSearchState`): a parameter the search schema refuses is dropped and the rest apply; a
 * range's low end above its high end is dropped. Without a city in the address the page searches
 * every city (a visitor's top-bar city lives in their browser, which this request does not show).
 */
export function searchOfAddress(params: URLSearchParams): SearchQuery {
  const query: Record<string, unknown> = {};
  for (const [addressName, apiName] of Object.entries(SEARCH_ADDRESS_NAMES)) {
    const value = params.get(addressName);
    if (value === null) continue;
    const read = SearchQuerySchema.shape[apiName].safeParse(value);
    if (read.success && read.data !== undefined) query[apiName] = read.data;
  }
  for (const [low, high] of RANGES) {
    const from = query[low] as number | undefined;
    const to = query[high] as number | undefined;
    if (from !== undefined && to !== undefined && from > to) delete query[low];
  }
  return query as SearchQuery;
}

export async function searchPageHead(
  deps: Omit<SearchPageDeps, 'countPages'>,
  params: URLSearchParams,
): Promise<PageHead> {
  const { repository, siteUrl } = deps;
  const ids = searchPageIds(params);
  const [make, model, city] = await Promise.all([
    ids.make === undefined ? undefined : repository.makeName(ids.make),
    ids.model === undefined ? undefined : repository.modelNames(ids.model),
    ids.city === undefined ? undefined : repository.cityName(ids.city),
  ]);
  const subject = searchPageSubject({ make, model, city });

  // Only the names that exist: an unknown make's id is not this page's.
  const found = {
    make: subject.make ? ids.make : undefined,
    model: subject.model ? ids.model : undefined,
    city: subject.city ? ids.city : undefined,
  };
  const canonical = searchPagePath({ ...found, page: ids.page });

  // The preview shows the first car of the page the address is a view of.
  const photo = await repository.firstPhoto(deps.now ?? new Date(), {
    makeId: found.make,
    modelId: found.model,
    cityId: found.city,
  });
  const absolute = (key: string) => siteUrl(deps.publicUrl(key));

  const base = sitePageHead('buyCar', siteUrl);
  return {
    ...base,
    // With no filter: "Used cars for sale in Sri Lanka", the page's own title.
    title: searchPageTitle(subject, ids.page),
    description:
      subject.model || subject.make || subject.city
        ? `${subject.what} for sale in ${subject.where}: reviewed ads with photos, prices and the seller's contact on ${SITE_NAME}.`
        : base.description,
    canonical: siteUrl(canonical),
    images: photo
      ? photoPreviewImages(absolute, photo.key, photo, photo.title)
      : [sitePicture(siteUrl)],
  };
}
