import { LANGUAGES, type Language } from '@carmarket/shared/i18n/languages';
import { createTranslator, type Catalog, type Translator } from '@carmarket/shared/i18n/translate';
import si from './si';
import ta from './ta';

/**
 * The API's sentences in the caller's language (issue 32): English is the key, the si and ta
 * catalogs hold the shared package's messages, the API's own and its e-mails'.
 */
const CATALOGS: Readonly<Record<Language, Catalog>> = { en: {}, si, ta };

const TRANSLATORS = Object.fromEntries(
  LANGUAGES.map((language) => [language, createTranslator(language, CATALOGS[language])]),
) as Record<Language, Translator>;

export function translatorFor(language: Language): Translator {
  return TRANSLATORS[language];
}
