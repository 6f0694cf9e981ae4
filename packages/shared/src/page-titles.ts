import { paths } from './site-paths';
import { englishMessage, message, type Message } from './i18n/message';
import { msg } from './i18n/translate';

/**
 * The words of every page's title, in one home: the server writes them into the head of the
 * address it answers (apps/api modules/pages), and the web app sets the same words as
 * `document.title` after an in-app navigation, so history, tabs and screen readers name each page
 * as a fresh load would (WCAG 2.4.2).
 */

/** The car page's title before its ad has arrived (the server always knows the ad). */
export const CAR_PAGE_TITLE = msg('Car for sale | CarMarket');

/** An address that is no page of the site, or a car that never was. */
export const NOT_FOUND_TITLE = msg('Page not found | CarMarket');

/**
 * An ended ad's page reached inside the web app, whose 410 answer names no car: the server's head
 * names it (`endedListingTitle`).
 */
export const ENDED_LISTING_TITLE = msg('Car no longer for sale | CarMarket');

/** An ad that has ended (410): "2016 Toyota Aqua – no longer for sale | CarMarket". */
export function endedListingTitleMessage(ad: {
  yom: number;
  make: string;
  model: string;
}): Message {
  return message(msg('{car} – no longer for sale | CarMarket'), {
    car: `${ad.yom} ${ad.make} ${ad.model}`,
  });
}

export function endedListingTitle(ad: { yom: number; make: string; model: string }): string {
  return englishMessage(endedListingTitleMessage(ad));
}

/**
 * The Buy Car address names that make a page of its own: one make, one model and one city
 * ("Toyota Aqua for sale in Kandy"), and its page number. Every other part of the address — free
 * text, sort, price and year ranges — is a view of that page.
 */
export const SEARCH_PAGE_PARAMS = { make: 'brand', model: 'model', city: 'city', page: 'page' };

export interface SearchPageIds {
  make: number | undefined;
  model: number | undefined;
  city: number | undefined;
  page: number | undefined;
}

/** One id, written once: `brand=3`; a list (`brand=3,7`) or a repeat names no single make. */
function oneId(params: URLSearchParams, name: string): number | undefined {
  const values = params.getAll(name);
  const value = values.length === 1 ? values[0] : undefined;
  return value !== undefined && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;
}

/** The make, model, city and page a Buy Car address names, as its title and canonical read them. */
export function searchPageIds(params: URLSearchParams): SearchPageIds {
  return {
    make: oneId(params, SEARCH_PAGE_PARAMS.make),
    model: oneId(params, SEARCH_PAGE_PARAMS.model),
    city: oneId(params, SEARCH_PAGE_PARAMS.city),
    page: oneId(params, SEARCH_PAGE_PARAMS.page),
  };
}

/**
 * The canonical address of a make's, model's or city's Buy Car page: `/buy-car?brand=3&model=12`,
 * with its page number past the first. The server writes it as the canonical link; the home
 * page's make index and the car page's breadcrumbs link it.
 */
export function searchPagePath(ids: Partial<SearchPageIds>): string {
  const query = new URLSearchParams();
  if (ids.make !== undefined) query.set(SEARCH_PAGE_PARAMS.make, String(ids.make));
  if (ids.model !== undefined) query.set(SEARCH_PAGE_PARAMS.model, String(ids.model));
  if (ids.city !== undefined) query.set(SEARCH_PAGE_PARAMS.city, String(ids.city));
  if (ids.page !== undefined && ids.page > 1) query.set(SEARCH_PAGE_PARAMS.page, String(ids.page));
  const text = query.toString();
  return text ? `${paths.buyCar}?${text}` : paths.buyCar;
}

/** What a search page is about, from the names of the ids its address names (none if unknown). */
export interface SearchPageSubject {
  make: string | undefined;
  model: { make: string; model: string } | undefined;
  city: string | undefined;
  /** "Toyota Aqua", "Toyota cars" or "Used cars". */
  what: string;
  /** The city, or "Sri Lanka". */
  where: string;
  /** `what` and `where` as messages, for a title in another language (a model stays as is). */
  whatMessage?: string | Message;
  whereMessage?: Message;
}

export function searchPageSubject(found: {
  make: string | undefined;
  model: { make: string; model: string } | undefined;
  city: string | undefined;
}): SearchPageSubject {
  // A model names its make; one of another make than the address's is not this page's.
  const model =
    found.model && (!found.make || found.model.make === found.make) ? found.model : undefined;
  const what = model
    ? `${model.make} ${model.model}`
    : found.make
      ? message(msg('{make} cars'), { make: found.make })
      : message(msg('Used cars'));
  // A city is a reference name: translated where the title is written.
  const where = message(found.city ?? msg('Sri Lanka'));
  return {
    make: found.make,
    model,
    city: found.city,
    what: typeof what === 'string' ? what : englishMessage(what),
    where: englishMessage(where),
    whatMessage: what,
    whereMessage: where,
  };
}

/** "Toyota Aqua for sale in Kandy – page 2 | CarMarket"; with no filter, the Buy Car title. */
export function searchPageTitle(subject: SearchPageSubject, page: number | undefined): string {
  return englishMessage(searchPageTitleMessage(subject, page));
}

/** The same title as a message: `translateMessage(translator, …)` writes it in a language. */
export function searchPageTitleMessage(
  subject: Pick<SearchPageSubject, 'what' | 'where' | 'whatMessage' | 'whereMessage'>,
  page: number | undefined,
): Message {
  const values = {
    what: subject.whatMessage ?? subject.what,
    where: subject.whereMessage ?? subject.where,
  };
  return page && page > 1
    ? message(msg('{what} for sale in {where} – page {page} | CarMarket'), {
        ...values,
        page: String(page),
      })
    : message(msg('{what} for sale in {where} | CarMarket'), values);
}
