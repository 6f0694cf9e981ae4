import { LANGUAGES, localizedPath } from '@carmarket/shared/i18n/languages';
import { urlInLanguage } from './page-head';
import { Readable } from 'node:stream';
import { listingPath, MAX_LISTING_ID } from '@carmarket/shared/listing-url';
import { escapeHtml } from '@carmarket/shared/escape-html';
import type { LandingKind, PagesRepository } from './pages.repository';
import { searchPagePath } from '@carmarket/shared/page-titles';
import { INDEXED_PAGES, PAGE_PATHS, PRIVATE_PATHS } from './site-pages';

/**
 * robots.txt and the sitemaps (sitemaps.org): the site's pages, the landing page of each make,
 * model and city with a live ad (search-page.ts's canonical addresses), and the live ads. Ads
 * and landing pages are read in id order a step at a time (ads from search's own table) and
 * written as they are read, so a sitemap of a million ads is never held in memory. Past 50,000 addresses (the protocol's limit per file) /sitemap.xml is an index
 * of /sitemaps/pages.xml and /sitemaps/cars-N.xml, file N holding the live ads with ids in
 * ((N−1)·50,000, N·50,000]: a file never needs counting or an OFFSET to find its ads.
 */

/** The protocol's limit of addresses in one sitemap file. */
export const SITEMAP_URLS_PER_FILE = 50_000;
/** Rows read per step. */
const STEP = 5_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
const URLSET_CLOSE = '</urlset>\n';

interface SitemapDeps {
  repository: PagesRepository;
  siteUrl: (path: string) => string;
  urlsPerFile: number;
  now?: Date;
}

export function robotsTxt(siteUrl: (path: string) => string): string {
  return [
    'User-agent: *',
    // Each private page in every language: `/login`, `/si/login`, `/ta/login`.
    ...PRIVATE_PATHS.flatMap((path) =>
      path.startsWith('/api/')
        ? [`Disallow: ${path}`]
        : LANGUAGES.map((language) => `Disallow: ${localizedPath(path, language)}`),
    ),
    '',
    `Sitemap: ${siteUrl('/sitemap.xml')}`,
    '',
  ].join('\n');
}

/** The same page in each language (decision 119), as Google reads `hreflang` in a sitemap. */
const alternateLinks = (loc: string) =>
  [...LANGUAGES, 'x-default' as const]
    .map(
      (language) =>
        `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeHtml(
          urlInLanguage(loc, language === 'x-default' ? 'en' : language),
        )}"/>`,
    )
    .join('');

const urlEntry = (loc: string, lastmod?: Date) =>
  `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}${alternateLinks(loc)}</url>\n`;

/** The site's own pages, then the landing pages with a live ad, make by make, model, city. */
async function* pageEntries(deps: SitemapDeps): AsyncGenerator<string> {
  yield INDEXED_PAGES.map((key) => urlEntry(deps.siteUrl(PAGE_PATHS[key]))).join('');
  const now = deps.now ?? new Date();
  for (const kind of ['make', 'model', 'city'] satisfies LandingKind[]) {
    let afterId = 0;
    for (;;) {
      const pages = await deps.repository.landingPagesAfter({ now, kind, afterId, limit: STEP });
      if (pages.length === 0) break;
      yield pages
        .map((page) => {
          const path =
            kind === 'make'
              ? searchPagePath({ make: page.id })
              : kind === 'model'
                ? searchPagePath({ make: page.makeId ?? undefined, model: page.id })
                : searchPagePath({ city: page.id });
          return urlEntry(deps.siteUrl(path));
        })
        .join('');
      if (pages.length < STEP) break;
      afterId = pages[pages.length - 1]!.id;
    }
  }
}

async function* liveAdEntries(
  deps: SitemapDeps,
  firstId: number,
  lastId: number,
): AsyncGenerator<string> {
  const now = deps.now ?? new Date();
  let afterId = firstId - 1;
  for (;;) {
    const ads = await deps.repository.liveAdsAfter({ now, afterId, lastId, limit: STEP });
    if (ads.length === 0) return;
    yield ads.map((ad) => urlEntry(deps.siteUrl(listingPath(ad)), ad.updatedAt)).join('');
    if (ads.length < STEP) return;
    afterId = ads[ads.length - 1]!.id;
  }
}

/** How many ad files there are: 0 while every address fits in /sitemap.xml itself. */
async function adFileCount(deps: SitemapDeps): Promise<number> {
  const [largest, landingPages] = await Promise.all([
    deps.repository.largestLiveId(deps.now ?? new Date()),
    deps.repository.landingPageBound(),
  ]);
  if (largest + INDEXED_PAGES.length + landingPages <= deps.urlsPerFile) return 0;
  return Math.ceil(largest / deps.urlsPerFile);
}

/** /sitemap.xml: every address, or the index of the files that hold them. */
export async function siteSitemap(deps: SitemapDeps): Promise<Readable> {
  const files = await adFileCount(deps);
  if (files === 0) {
    return Readable.from(
      (async function* () {
        yield URLSET_OPEN;
        yield* pageEntries(deps);
        yield* liveAdEntries(deps, 1, MAX_LISTING_ID);
        yield URLSET_CLOSE;
      })(),
    );
  }
  const entry = (path: string) =>
    `<sitemap><loc>${escapeHtml(deps.siteUrl(path))}</loc></sitemap>\n`;
  const entries = [entry(sitemapFilePath('pages'))];
  for (let file = 1; file <= files; file += 1) entries.push(entry(sitemapFilePath(file)));
  return Readable.from([
    `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`,
    ...entries,
    '</sitemapindex>\n',
  ]);
}

export function sitemapFilePath(file: number | 'pages'): string {
  return file === 'pages' ? '/sitemaps/pages.xml' : `/sitemaps/cars-${file}.xml`;
}

/** /sitemaps/pages.xml and /sitemaps/cars-N.xml; null for a file the index does not name. */
export async function sitemapFile(deps: SitemapDeps, name: string): Promise<Readable | null> {
  if (name === 'pages.xml') {
    return Readable.from(
      (async function* () {
        yield URLSET_OPEN;
        yield* pageEntries(deps);
        yield URLSET_CLOSE;
      })(),
    );
  }
  const match = /^cars-([1-9]\d{0,5})\.xml$/.exec(name);
  if (!match) return null;
  const file = Number(match[1]);
  if (file > (await adFileCount(deps))) return null;
  const firstId = (file - 1) * deps.urlsPerFile + 1;
  const lastId = file * deps.urlsPerFile;
  return Readable.from(
    (async function* () {
      yield URLSET_OPEN;
      yield* liveAdEntries(deps, firstId, lastId);
      yield URLSET_CLOSE;
    })(),
  );
}
