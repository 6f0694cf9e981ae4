import type { FastifyInstance } from 'fastify';
import { formatListingPrice, formatMileage } from '@carmarket/shared/format';
import {
  listingPageTitle,
  listingPath,
  listingSlug,
  parseListingParam,
} from '@carmarket/shared/listing-url';
import { PACKAGE_TIERS } from '@carmarket/shared/packages';
import { GALLERY_IMAGE_SIZES } from '@carmarket/shared/vehicle-detail';
import { srcSet, type PublicUrl } from '../listings/listing-card';
import { sanitizeDescription } from '../listings/listing-description';
import { isEndedListing, isLiveListing } from '../listings/listing-visibility';
import { endedListingTitle } from '@carmarket/shared/page-titles';
import { SITE_NAME } from '@carmarket/shared/site-name';
import { pageHead, photoPreviewImages, plainSummary, type PageHead } from './page-head';
import { notFoundHead } from './site-pages';

/** The ad's rows, read through the vehicles module's repository (handed in by app.repos). */
type VehiclesRepository = Pick<FastifyInstance['repos']['vehicles'], 'findDetail' | 'listMedia'>;
type DetailRow = NonNullable<Awaited<ReturnType<VehiclesRepository['findDetail']>>>;
type MediaRow = Awaited<ReturnType<VehiclesRepository['listMedia']>>[number];

/** What the server answers for `/cars/:param`. */
export type ListingPageAnswer =
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; status: 200 | 404 | 410; head: PageHead };

interface Deps {
  repository: VehiclesRepository;
  publicUrl: PublicUrl;
  /** PUBLIC_URL + path. */
  siteUrl: (path: string) => string;
  now?: Date;
}

/**
 * An ad's page as crawlers and link previews see it (the web app draws the rest):
 * - a live ad: 200, its title, price, photo and schema.org data, at its one readable address —
 *   any other form (`/cars/123`, an old or mistyped slug) is a 301 to it;
 * - a sold or expired ad: 410, a "no longer for sale" head, not indexed;
 * - anything else (`/cars/abc`, an unknown id, an ad that never went live): 404, not indexed.
 *   A pending ad's owner and staff still see it: the page asks the API with their session, which
 *   this HTML request does not carry (it has no cookie), so the status cannot depend on them.
 */
export async function listingPage(
  deps: Deps,
  param: string,
  query: string,
): Promise<ListingPageAnswer> {
  const now = deps.now ?? new Date();
  const listing = parseListingParam(param);
  const row = listing ? await deps.repository.findDetail(listing.id) : undefined;
  if (!listing || !row) return { kind: 'page', status: 404, head: notFoundHead() };

  const live = isLiveListing(row, now);
  const ended = !live && isEndedListing(row, now);
  // An ad that never went live is unknown to visitors: its slug would tell its title.
  if (!live && !ended) return { kind: 'page', status: 404, head: notFoundHead() };

  if (listing.slug !== listingSlug(row)) {
    return { kind: 'redirect', location: `${listingPath(row)}${query}` };
  }
  if (ended) return { kind: 'page', status: 410, head: endedHead(row) };

  const media = await deps.repository.listMedia(row.id);
  return { kind: 'page', status: 200, head: liveHead(deps, row, media) };
}

function endedHead(row: DetailRow): PageHead {
  return pageHead({
    title: endedListingTitle(row),
    description: `This ${row.make} ${row.model} in ${row.city} is no longer for sale. See similar cars on ${SITE_NAME}.`,
    noindex: true,
  });
}

function liveHead(deps: Deps, row: DetailRow, media: MediaRow[]): PageHead {
  const canonical = deps.siteUrl(listingPath(row));
  const photos = media.filter((item) => item.kind === 'image');
  const absolute = (key: string) => deps.siteUrl(deps.publicUrl(key));
  const large = (item: MediaRow) => item.variants['1280'] ?? item.storageKey;
  const first = photos[0];
  const facts = [
    formatListingPrice(row.price),
    String(row.yom),
    formatMileage(row.mileage),
    row.fuelType,
    row.transmission,
    row.city,
  ].join(' · ');
  const text = plainSummary(
    sanitizeDescription({ raw: row.description, tier: PACKAGE_TIERS[row.package] }),
    400,
  );
  return {
    language: 'en',
    alternates: [],
    title: listingPageTitle(row),
    description: plainSummary(`${facts}. ${text}`, 160),
    canonical,
    noindex: false,
    ogType: 'product',
    images: first ? photoPreviewImages(absolute, large(first), first, row.title) : [],
    jsonLd: vehicleJsonLd({
      row,
      canonical,
      text,
      images: photos.map((item) => absolute(large(item))),
    }),
    // The page's largest paint is this photo: fetched with the HTML, not after the app asks.
    preloadImage: first
      ? {
          href: deps.publicUrl(large(first)),
          srcSet: srcSet(first.variants, deps.publicUrl),
          sizes: GALLERY_IMAGE_SIZES,
        }
      : null,
  };
}

/**
 * The schema.org type of a vehicle type (the reference list's names, seed/reference-names.ts):
 * Google's vehicle listings read `Car` and its siblings; a lorry, van, pickup or three-wheeler
 * is only a `Vehicle`.
 */
const SCHEMA_TYPES: Record<string, 'Car' | 'Motorcycle' | 'BusOrCoach'> = {
  Car: 'Car',
  SUV: 'Car',
  Motorbike: 'Motorcycle',
  Bus: 'BusOrCoach',
};

export function schemaTypeOf(vehicleType: string): 'Car' | 'Motorcycle' | 'BusOrCoach' | 'Vehicle' {
  return SCHEMA_TYPES[vehicleType] ?? 'Vehicle';
}

/**
 * schema.org `Car` (or `Motorcycle`, `BusOrCoach`, `Vehicle`) with its `Offer`
 * (https://schema.org/Car, Google's vehicle listing data).
 */
function vehicleJsonLd(options: {
  row: DetailRow;
  canonical: string;
  text: string;
  images: string[];
}): object {
  const { row, canonical, text, images } = options;
  return {
    '@context': 'https://schema.org',
    '@type': schemaTypeOf(row.vehicleType),
    name: row.title,
    description: text,
    url: canonical,
    image: images,
    brand: { '@type': 'Brand', name: row.make },
    model: row.model,
    vehicleModelDate: String(row.yom),
    bodyType: row.vehicleType,
    itemCondition: itemCondition(row.condition),
    // The site shows mileage in miles (spec section 1); SMI is UN/CEFACT's statute mile.
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: row.mileage, unitCode: 'SMI' },
    fuelType: row.fuelType,
    vehicleTransmission: row.transmission,
    // Issue 38's local facts, where schema.org has a term; the seller may not have said.
    ...(row.owners === null ? {} : { numberOfPreviousOwners: row.owners }),
    ...(row.registrationYear === null
      ? {}
      : { dateVehicleFirstRegistered: String(row.registrationYear) }),
    ...(row.engineCapacity > 0
      ? {
          vehicleEngine: {
            '@type': 'EngineSpecification',
            engineDisplacement: {
              '@type': 'QuantitativeValue',
              value: row.engineCapacity,
              unitCode: 'CMQ',
            },
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      url: canonical,
      price: row.price,
      priceCurrency: 'LKR',
      availability: 'https://schema.org/InStock',
      ...(row.expiresAt ? { priceValidUntil: row.expiresAt.toISOString().slice(0, 10) } : {}),
      areaServed: { '@type': 'City', name: row.city },
      // Where the car is: its town within the city (issue 38), when the seller named one.
      ...(row.town
        ? {
            availableAtOrFrom: {
              '@type': 'Place',
              address: {
                '@type': 'PostalAddress',
                addressLocality: row.town,
                addressRegion: row.city,
                addressCountry: 'LK',
              },
            },
          }
        : {}),
    },
  };
}

/** Our conditions ("Brand New", "Reconditioned", "Unregistered", "Used") in schema.org's words. */
function itemCondition(condition: string): string {
  if (/\bnew\b/i.test(condition)) return 'https://schema.org/NewCondition';
  if (/recondition/i.test(condition)) return 'https://schema.org/RefurbishedCondition';
  return 'https://schema.org/UsedCondition';
}
