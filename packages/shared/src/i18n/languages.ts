/**
 * The site's three languages (issue 32, decision 119): English at the root of every address,
 * Sinhala under `/si/…` and Tamil under `/ta/…`. English is the source every catalog translates.
 */
export const LANGUAGES = ['en', 'si', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as the language switch shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  si: 'සිංහල',
  ta: 'தமிழ்',
};

/** The locale Intl formats a language's dates and plurals with (Sri Lanka's forms). */
export const INTL_LOCALES: Readonly<Record<Language, string>> = {
  en: 'en-LK',
  si: 'si-LK',
  ta: 'ta-LK',
};

/** The cookie that remembers a visitor's choice of language (a year; not a secret). */
export const LANGUAGE_COOKIE = 'carmarket_language';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The languages an address may start with; English has none. */
const PREFIXED: readonly Language[] = ['si', 'ta'];

/**
 * An address's language and the path the site knows it by: `/si/buy-car` → si, `/buy-car`;
 * `/ta` → ta, `/`; `/buy-car` → en, `/buy-car`. `/xx/buy-car` is English's `/xx/buy-car`,
 * which is no page (404).
 */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  for (const language of PREFIXED) {
    const prefix = `/${language}`;
    if (pathname === prefix) return { language, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) {
      return { language, path: pathname.slice(prefix.length) || '/' };
    }
  }
  return { language: 'en', path: pathname };
}

/** The prefix a language's addresses start with: '' for English, `/si`, `/ta`. */
export function languageBasename(language: Language): string {
  return language === 'en' ? '' : `/${language}`;
}

/** `path` (with any query) in `language`: `/buy-car?x=1` → `/si/buy-car?x=1`, `/` → `/si`. */
export function localizedPath(path: string, language: Language): string {
  const base = languageBasename(language);
  if (!base) return path;
  if (path === '/') return base;
  if (path.startsWith('/?') || path.startsWith('/#')) return base + path.slice(1);
  return base + path;
}

/**
 * The language a request's Accept-Language header prefers among the site's, by its q-values;
 * English when it names none of them (or nothing at all).
 */
export function languageFromAcceptLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  let best: { language: Language; quality: number } | null = null;
  for (const part of header.split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
    if (!isLanguage(primary)) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    if (!Number.isFinite(quality) || quality <= 0) continue;
    if (!best || quality > best.quality) best = { language: primary, quality };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}
