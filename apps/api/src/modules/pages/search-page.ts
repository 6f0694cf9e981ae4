import {
  searchPageIds,
  searchPagePath,
  searchPageSubject,
  searchPageTitle,
} from '@carmarket/shared/page-titles';
import { SITE_NAME } from '@carmarket/shared/site-name';
import type { PageHead } from './page-head';
import type { PagesRepository } from './pages.repository';
import { sitePageHead } from './site-pages';

/**
 * The Buy Car page's head for the filters in its address (the address names of
 * apps/web/src/features/vehicles/search-state.ts): one make, one model and one city name the page
 * ("Toyota Aqua for sale in Kandy", shared/page-titles, whose words the web app sets after an
 * in-app navigation) and make its canonical address, with its page number. Every other part of
 * the address — free text, sort, price and year ranges — is a view of that page, so it shares the
 * canonical address and is not listed twice by search engines.
 */
export async function searchPageHead(options: {
  repository: PagesRepository;
  siteUrl: (path: string) => string;
  params: URLSearchParams;
}): Promise<PageHead> {
  const { repository, siteUrl, params } = options;
  const ids = searchPageIds(params);
  const [make, model, city] = await Promise.all([
    ids.make === undefined ? undefined : repository.makeName(ids.make),
    ids.model === undefined ? undefined : repository.modelNames(ids.model),
    ids.city === undefined ? undefined : repository.cityName(ids.city),
  ]);
  const subject = searchPageSubject({ make, model, city });

  // Only the names that exist: an unknown make's id is not this page's.
  const canonical = searchPagePath({
    make: subject.make ? ids.make : undefined,
    model: subject.model ? ids.model : undefined,
    city: subject.city ? ids.city : undefined,
    page: ids.page,
  });

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
  };
}
