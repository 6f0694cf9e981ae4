import { formatListingPrice } from './format';
import { withSiteName } from './site-name';

/**
 * Where an ad lives on the site, defined once for the web app's links, the server's canonical
 * URLs and redirects, the sitemap and e-mails: `/cars/123-toyota-aqua-s-2016-kandy`.
 *
 * The number is the ad; the words after it are for people and search engines and are rebuilt
 * from the ad each time, so an edited title or a mistyped slug still finds the car (the server
 * answers any other form with a 301 to this one).
 */

/** What a slug is made of: fields every card and detail answer carries. */
export interface ListingUrlParts {
  id: number;
  title: string;
  yom: number;
  city: string;
}

/** The longest slug a title contributes; a whole title of 100 characters makes a poor address. */
const TITLE_SLUG_MAX = 60;

/** The path prefix of an ad page. */
export const LISTING_PATH_PREFIX = '/cars/';

/** "Toyota Aqua S – Hybrid!" → "toyota-aqua-s-hybrid"; letters outside a–z and 0–9 drop out. */
export function slugWords(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A slug cut at a word boundary, never in the middle of a word. */
function clip(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max + 1);
  const lastDash = cut.lastIndexOf('-');
  return lastDash > 0 ? cut.slice(0, lastDash) : slug.slice(0, max);
}

/** "toyota-aqua-s-2016-kandy": the title's words, then the year and the city unless it names them. */
export function listingSlug(parts: ListingUrlParts): string {
  const words = clip(slugWords(parts.title), TITLE_SLUG_MAX).split('-').filter(Boolean);
  const has = (word: string) => word !== '' && words.join('-').includes(word);
  const year = String(parts.yom);
  const city = slugWords(parts.city);
  return [...words, has(year) ? '' : year, has(city) ? '' : city].filter(Boolean).join('-');
}

/** `/cars/123-toyota-aqua-s-2016-kandy`: the canonical path of an ad. */
export function listingPath(parts: ListingUrlParts): string {
  return `${LISTING_PATH_PREFIX}${parts.id}-${listingSlug(parts)}`;
}

/** The largest id an ad can have (a PostgreSQL integer). */
export const MAX_LISTING_ID = 2_147_483_647;

/**
 * The ad an address segment names: `123`, or `123-` followed by any slug. Anything else (`abc`,
 * `12abc`, `0`, a number past the largest id) names no ad, and the page is not found.
 */
export function parseListingParam(param: string | undefined): { id: number; slug: string } | null {
  const match = /^([1-9]\d{0,9})(?:-([^/]*))?$/.exec(param ?? '');
  if (!match) return null;
  const id = Number(match[1]);
  if (id > MAX_LISTING_ID) return null;
  return { id, slug: match[2] ?? '' };
}

/** The title an ad's page carries, in the browser tab, in search results and in link previews. */
export function listingPageTitle(ad: {
  yom: number;
  make: string;
  model: string;
  price: number;
  city: string;
}): string {
  return withSiteName(
    `${ad.yom} ${ad.make} ${ad.model} – ${formatListingPrice(ad.price)} – ${ad.city}`,
  );
}
