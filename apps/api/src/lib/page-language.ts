import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { splitLanguagePath, type Language } from '@carmarket/shared/i18n/languages';

/**
 * The language a page was asked for in (decision 119): `/si/buy-car` is the search page in
 * Sinhala. Fastify's `rewriteUrl` takes the prefix off before routing, so every page route
 * serves all three languages, and remembers it here, keyed by the request.
 */
const pageLanguages = new WeakMap<IncomingMessage, Language>();

/** Paths that are never pages: a language prefix before them is not taken off (404 stays 404). */
const NOT_PAGES = /^\/(api|media|assets)(\/|$)/;

/** For `rewriteUrl`: `/si/buy-car?x=1` → `/buy-car?x=1`, remembering Sinhala for the request. */
export function withoutLanguagePrefix(request: IncomingMessage, url: string): string {
  const queryAt = url.search(/[?#]/);
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const { language, path: rest } = splitLanguagePath(path);
  if (language === 'en' || NOT_PAGES.test(rest)) return url;
  pageLanguages.set(request, language);
  return rest + (queryAt < 0 ? '' : url.slice(queryAt));
}

/** The language of the page `request` asked for: its address's prefix, or English. */
export function pageLanguage(request: FastifyRequest): Language {
  return pageLanguages.get(request.raw) ?? 'en';
}
