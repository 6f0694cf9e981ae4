import { escapeHtml, jsonForScript } from '@carmarket/shared/escape-html';
import { LANGUAGES, localizedPath, type Language } from '@carmarket/shared/i18n/languages';
import { msg, type Translator } from '@carmarket/shared/i18n/translate';
import { SITE_NAME } from '@carmarket/shared/site-name';
import { shareJpegKey } from '../media/share-jpeg';

/**
 * What the server writes into a page's <head> before the web app runs, so link previews
 * (WhatsApp, Facebook) and crawlers read each page's own title, description, canonical address,
 * picture and structured data without JavaScript.
 */

export interface PageImage {
  /** Absolute URL. */
  url: string;
  /** Its format: WhatsApp is widely reported to show no WebP, so a JPEG is offered first. */
  type: 'image/jpeg' | 'image/webp';
  width: number | null;
  height: number | null;
  alt: string;
}

/**
 * The site's own picture (apps/web/public/og-image.jpg, made by scripts/site-images.mjs), for
 * pages without a car of their own.
 */
export const SITE_PICTURE = {
  path: '/og-image.jpg',
  width: 1200,
  height: 630,
  alt: msg('CarMarket — buy and sell used cars in Sri Lanka'),
} as const;

export function sitePicture(siteUrl: (path: string) => string): PageImage {
  return {
    url: siteUrl(SITE_PICTURE.path),
    type: 'image/jpeg',
    width: SITE_PICTURE.width,
    height: SITE_PICTURE.height,
    alt: SITE_PICTURE.alt,
  };
}

/**
 * An ad photo for link previews: its JPEG copy first (made on first request, share-jpeg.ts), for
 * previewers that show no WebP, then the WebP itself. `absolute` turns a media key into a URL.
 */
export function photoPreviewImages(
  absolute: (key: string) => string,
  webpKey: string,
  size: { width: number | null; height: number | null },
  alt: string,
): PageImage[] {
  const jpegKey = shareJpegKey(webpKey);
  return [
    ...(jpegKey ? [{ url: absolute(jpegKey), type: 'image/jpeg' as const }] : []),
    { url: absolute(webpKey), type: 'image/webp' as const },
  ].map((image) => ({ ...image, width: size.width, height: size.height, alt }));
}

/** The LCP photo, fetched with the HTML rather than after the app asks for it. */
export interface ImagePreload {
  href: string;
  srcSet: string;
  sizes: string;
}

export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL; none for pages that should not be indexed at any address. */
  canonical: string | null;
  /** `noindex` for pages only their owner can see, account pages and not-found answers. */
  noindex: boolean;
  ogType: 'website' | 'product';
  /** Link previews' pictures, the preferred first (the same photo in other formats after it). */
  images: PageImage[];
  /** schema.org data, written as application/ld+json. */
  jsonLd: object | null;
  preloadImage: ImagePreload | null;
  /** The page's language (decision 119); English unless localizeHead says otherwise. */
  language: Language;
  /** The same page in each language, for `hreflang` links; none for pages not indexed. */
  alternates: { language: Language | 'x-default'; href: string }[];
}

/** A page's head from its words: indexed at no address, no picture, no data unless given. */
export function pageHead(
  fields: Pick<PageHead, 'title' | 'description'> & Partial<PageHead>,
): PageHead {
  return {
    canonical: null,
    noindex: false,
    ogType: 'website',
    images: [],
    jsonLd: null,
    preloadImage: null,
    language: 'en',
    alternates: [],
    ...fields,
  };
}

/** An absolute URL of the site in `language`: `https://…/buy-car?x` → `https://…/si/buy-car?x`. */
export function urlInLanguage(url: string, language: Language): string {
  const address = new URL(url);
  return `${address.origin}${localizedPath(address.pathname + address.search, language)}`;
}

const OG_LOCALES: Record<Language, string> = { en: 'en_LK', si: 'si_LK', ta: 'ta_LK' };
const TITLE_END = ` | ${SITE_NAME}`;

/**
 * A page's head in `language` (decision 119): its words translated (a title's page part before
 * " | CarMarket"; words the catalog lacks, such as an ad's own title, stay as written), its
 * canonical address the language's own, and the page in each language as `hreflang`
 * alternates, English the default.
 */
export function localizeHead(head: PageHead, translator: Translator): PageHead {
  const { t, language } = translator;
  // A title is in the catalog whole ("Sell your car | CarMarket") or by its page part.
  const whole = t(head.title);
  const title =
    whole !== head.title || !head.title.endsWith(TITLE_END)
      ? whole
      : `${t(head.title.slice(0, -TITLE_END.length))}${TITLE_END}`;
  return {
    ...head,
    language,
    title,
    description: t(head.description),
    images: head.images.map((image) => ({ ...image, alt: t(image.alt) })),
    canonical: head.canonical ? urlInLanguage(head.canonical, language) : null,
    alternates: head.canonical
      ? [
          ...LANGUAGES.map((other) => ({
            language: other,
            href: urlInLanguage(head.canonical!, other),
          })),
          { language: 'x-default' as const, href: urlInLanguage(head.canonical, 'en') },
        ]
      : [],
  };
}

/** The <head> elements of one page, each on its own line. */
export function headTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
  ];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  for (const alternate of head.alternates) {
    tags.push(
      `<link rel="alternate" hreflang="${alternate.language}" href="${escapeHtml(alternate.href)}" />`,
    );
  }
  tags.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', OG_LOCALES[head.language]),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
  );
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
  // Each og:image is followed by its own properties (the Open Graph protocol's arrays).
  for (const image of head.images) {
    tags.push(meta('property', 'og:image', image.url));
    tags.push(meta('property', 'og:image:type', image.type));
    if (image.width && image.height) {
      tags.push(meta('property', 'og:image:width', image.width));
      tags.push(meta('property', 'og:image:height', image.height));
    }
    tags.push(meta('property', 'og:image:alt', image.alt));
  }
  const [preferred] = head.images;
  tags.push(meta('name', 'twitter:card', preferred ? 'summary_large_image' : 'summary'));
  tags.push(meta('name', 'twitter:title', head.title));
  tags.push(meta('name', 'twitter:description', head.description));
  if (preferred) {
    tags.push(meta('name', 'twitter:image', preferred.url));
    tags.push(meta('name', 'twitter:image:alt', preferred.alt));
  }
  if (head.preloadImage) {
    const { href, srcSet, sizes } = head.preloadImage;
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(href)}" imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`,
    );
  }
  if (head.jsonLd) {
    tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  }
  return tags.join('\n    ');
}

/** A description of at most `max` characters, cut at a word, from text that may hold HTML. */
export function plainSummary(text: string, max = 160): string {
  const plain = text
    .replace(/<(br|\/p|\/li|\/h\d)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/gi, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}
