import { formatMessage } from './message-format';
import type { Translator } from './translate';

/**
 * A message not yet put into words: its English source (a catalog key) and its values, which
 * may themselves be messages ("Please try again in {wait}." with `wait` = "{minutes, plural, …}").
 * An error the API throws carries one, so its sentence is written in the caller's language where
 * the answer leaves, while `message` stays English for the logs.
 */
export interface Message {
  readonly source: string;
  readonly values?: Readonly<Record<string, string | number | Message>>;
}

export function message(source: string, values?: Message['values']): Message {
  return values ? { source, values } : { source };
}

export function isMessage(value: unknown): value is Message {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { source?: unknown }).source === 'string'
  );
}

/** `message` written by `write` (a translator's t), its message values written first. */
function written(
  value: Message,
  write: (source: string, values?: Readonly<Record<string, string | number>>) => string,
): string {
  if (!value.values) return write(value.source);
  const values: Record<string, string | number> = {};
  for (const [name, part] of Object.entries(value.values)) {
    values[name] = typeof part === 'object' ? written(part, write) : part;
  }
  return write(value.source, values);
}

/** The message in English, as the code wrote it before there were catalogs. */
export function englishMessage(value: Message): string {
  return written(value, (source, values) => {
    try {
      return formatMessage(source, values, 'en');
    } catch {
      return source;
    }
  });
}

/** The message in the translator's language (English where its catalog lacks a part). */
export function translateMessage(translator: Translator, value: Message): string {
  return written(value, (source, values) => translator.t(source, values));
}

/**
 * A zod issue's sentence built from values: `message` is the English sentence (what a form and
 * the logs read), `params.message` the message it was written from, so the API's error handler
 * writes it in the caller's language. For `.refine(check, zodSentence(…))` and `addIssue`.
 */
export function zodSentence(
  source: string,
  values?: Message['values'],
): { message: string; params: { message: Message } } {
  const sentence = message(source, values);
  return { message: englishMessage(sentence), params: { message: sentence } };
}

/** A zod issue's sentence as a message: the one zodSentence carried, or its plain `message`. */
export function issueMessage(
  issue: { message?: string; params?: unknown },
  fallback: string,
): Message {
  const carried = (issue.params as { message?: unknown } | undefined)?.message;
  if (isMessage(carried)) return carried;
  return { source: issue.message ?? fallback };
}
