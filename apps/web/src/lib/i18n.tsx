import { createContext, useContext, type ReactNode } from 'react';
import { createTranslator, type Catalog, type Translator } from '@carmarket/shared/i18n/translate';
import type { Language } from '@carmarket/shared/i18n/languages';

/**
 * The page's language and its words (issue 32, decision 119). Every text a person reads is
 * written in English in the component, through `t`: `t('Save')`, `t('{count, plural, one {# car}
 * other {# cars}}', { count })`. English is the key; Sinhala and Tamil come from the catalogs in
 * src/i18n. A page is in one language from load to load: the language switch opens the page's
 * address in the other language (its `/si` or `/ta` prefix), so nothing re-renders in place.
 */
const I18nContext = createContext<Translator>(createTranslator('en', {}));

export function I18nProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <I18nContext.Provider value={translator}>{children}</I18nContext.Provider>;
}

/** `{ t, tc, language }` of the page. */
export function useT(): Translator {
  return useContext(I18nContext);
}

export function useLanguage(): Language {
  return useContext(I18nContext).language;
}

// Code outside components (a toast after a request, the API client's own sentences) runs in the
// browser only, where a page has one language: main.tsx sets it before the first render.
let browserTranslator: Translator = createTranslator('en', {});

export function setBrowserTranslator(translator: Translator): void {
  browserTranslator = translator;
}

/** The page's translator, for code that runs in the browser outside a component. */
export function pageTranslator(): Translator {
  return browserTranslator;
}

/**
 * The catalog of `language` for the whole web app (shared messages included), loaded as its own
 * chunk: English needs none, and a visitor downloads only their language's.
 */
export async function loadCatalog(language: Language): Promise<Catalog> {
  switch (language) {
    case 'si':
      return (await import('../i18n/si')).default;
    case 'ta':
      return (await import('../i18n/ta')).default;
    default:
      return {};
  }
}

let loadWholeCatalog: () => Promise<void> = () => Promise.resolve();
let catalogReady: Promise<void> | null = null;

/**
 * main.tsx says how the page's whole catalog is loaded; nothing is fetched until something asks
 * (whenCatalogReady) — a server-rendered page asks once it is idle, after its first screen.
 */
export function setCatalogLoader(load: () => Promise<void>): void {
  loadWholeCatalog = load;
  catalogReady = null;
}

/**
 * Resolves once the language's whole catalog is here, loading it if nobody has yet: a page the
 * app draws after the first screen (the next route, the signed-in header once a session is
 * restored) waits for it rather than showing English. On the server, at once.
 */
export function whenCatalogReady(): Promise<void> {
  catalogReady ??= loadWholeCatalog().catch(() => undefined);
  return catalogReady;
}

/** The element that hands the browser the translations the server's render of a page used. */
export const PAGE_MESSAGES_ELEMENT_ID = 'carmarket-messages';
