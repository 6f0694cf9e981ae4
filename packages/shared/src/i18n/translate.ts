import { type Language } from './languages';
import { formatMessage, type MessageValues } from './message-format';

export type { MessageValues };

/**
 * A language's catalog: each English message (the key, exactly as the code writes it) and its
 * translation. English has none: its messages are the keys. A message whose meaning depends on
 * where it stands is keyed `context` + CONTEXT_SEPARATOR + English (tc()).
 */
export type Catalog = Readonly<Record<string, string>>;

/** gettext's context separator: never typed in a message. */
export const CONTEXT_SEPARATOR = '\u0004';

export function contextKey(context: string, source: string): string {
  return `${context}${CONTEXT_SEPARATOR}${source}`;
}

/**
 * Marks an English message for the catalogs where it is defined but translated later (a shared
 * schema's sentence, a table of labels): the extraction check finds it, and whoever shows it
 * passes it through t(). Returns the message unchanged.
 */
export function msg<const T extends string>(source: T): T {
  return source;
}

/** English with its values put in; a value that is missing stays `{name}`, never "undefined". */
function english(source: string, values: MessageValues | undefined): string {
  try {
    return formatMessage(source, values, 'en');
  } catch {
    return source;
  }
}

/**
 * The message `source` in `language` from `catalog`, with `values` put in. A message the catalog
 * lacks, a translation that names a value the caller did not give, or a malformed translation
 * shows the English text: a visitor reads a sentence, never a key, "undefined" or an error.
 */
export function translate(
  language: Language,
  catalog: Catalog,
  source: string,
  values?: MessageValues,
  context?: string,
): string {
  if (language === 'en') return english(source, values);
  const translation = catalog[context ? contextKey(context, source) : source];
  if (translation === undefined) return english(source, values);
  try {
    return formatMessage(translation, values, language);
  } catch {
    return english(source, values);
  }
}

export interface Translator {
  readonly language: Language;
  /** The English message `source` in this translator's language. */
  t(source: string, values?: MessageValues): string;
  /** The same, for a message keyed by its `context` (the same English, another meaning). */
  tc(context: string, source: string, values?: MessageValues): string;
}

/**
 * A translator for `language`. `onUse` hears each key asked for: the server renderer collects
 * what a page used, so the browser is handed just those translations with the page.
 */
export function createTranslator(
  language: Language,
  catalog: Catalog,
  onUse?: (key: string) => void,
): Translator {
  return {
    language,
    t: (source, values) => {
      onUse?.(source);
      return translate(language, catalog, source, values);
    },
    tc: (context, source, values) => {
      onUse?.(contextKey(context, source));
      return translate(language, catalog, source, values, context);
    },
  };
}
