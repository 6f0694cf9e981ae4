import type { Language } from '@carmarket/shared/i18n/languages';
import { createTranslator, type Translator } from '@carmarket/shared/i18n/translate';
import si from './si/index';
import ta from './ta/index';

/**
 * The API's words in each language (decision 119): the shared messages, its own sentences, the
 * e-mails and the pages' heads. English is the key, so English needs no catalog.
 */
const translators: Record<Language, Translator> = {
  en: createTranslator('en', {}),
  si: createTranslator('si', si),
  ta: createTranslator('ta', ta),
};

export function translatorFor(language: Language): Translator {
  return translators[language];
}
