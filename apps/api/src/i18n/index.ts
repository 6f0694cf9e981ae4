import type { Language } from '@carmarket/shared/i18n/languages';
import { createTranslator, type Catalog, type Translator } from '@carmarket/shared/i18n/translate';
import si from './si';
import ta from './ta';

const CATALOGS: Readonly<Record<Language, Catalog>> = { en: {}, si, ta };

/** The API's words (its messages and e-mails) in `language` (issue 32). */
export function translatorFor(language: Language): Translator {
  return createTranslator(language, CATALOGS[language]);
}
