import { paths } from '@carmarket/shared/site-paths';
import { SITE_NAME, type PageHead } from './page-head';
import type { PagesRepository } from './pages.repository';
import { sitePageHead } from './site-pages';

/**
 * The Buy Car page's head for the filters in its address (the address names of
 * apps/web/src/features/vehicles/search-state.ts): one make, one model and one city name the page
 * ("Toyota Aqua for sale in Kandy") and make its canonical address, with its page number. Every
 * other part of the address — free text, sort, price and year ranges — is a view of that page, so
 * it shares the canonical address and is not listed twice by search engines.
 */
export const SEARCH_PAGE_PARAMS = { make: 'brand', model: 'model', city: 'city', page: 'page' };

const oneId = (value: string | null) =>
  value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;

export async function searchPageHead(options: {
  repository: PagesRepository;
  siteUrl: (path: string) => string;
  params: URLSearchParams;
}): Promise<PageHead> {
  const { repository, siteUrl, params } = options;
  const ids = {
    make: oneId(params.get(SEARCH_PAGE_PARAMS.make)),
    model: oneId(params.get(SEARCH_PAGE_PARAMS.model)),
    city: oneId(params.get(SEARCH_PAGE_PARAMS.city)),
  };
  const page = oneId(params.get(SEARCH_PAGE_PARAMS.page));
  const [make, model, city] = await Promise.all([
    ids.make === undefined ? undefined : repository.makeName(ids.make),
    ids.model === undefined ? undefined : repository.modelNames(ids.model),
    ids.city === undefined ? undefined : repository.cityName(ids.city),
  ]);
  // A model names its make; one of another make than the address's is not this page's.
  const namedModel = model && (!make || model.make === make) ? model : undefined;
  const what = namedModel
    ? `${namedModel.make} ${namedModel.model}`
    : make
      ? `${make} cars`
      : 'Used cars';
  const where = city ?? 'Sri Lanka';

  const canonical = new URLSearchParams();
  if (make) canonical.set(SEARCH_PAGE_PARAMS.make, String(ids.make));
  if (namedModel) canonical.set(SEARCH_PAGE_PARAMS.model, String(ids.model));
  if (city) canonical.set(SEARCH_PAGE_PARAMS.city, String(ids.city));
  if (page && page > 1) canonical.set(SEARCH_PAGE_PARAMS.page, String(page));
  const query = canonical.toString();

  const base = sitePageHead('buyCar', siteUrl);
  const pageNote = page && page > 1 ? ` – page ${page}` : '';
  return {
    ...base,
    // With no filter: "Used cars for sale in Sri Lanka", the page's own title.
    title: `${what} for sale in ${where}${pageNote} | ${SITE_NAME}`,
    description:
      namedModel || make || city
        ? `${what} for sale in ${where}: reviewed ads with photos, prices and the seller's contact on ${SITE_NAME}.`
        : base.description,
    canonical: siteUrl(query ? `${paths.buyCar}?${query}` : paths.buyCar),
  };
}
