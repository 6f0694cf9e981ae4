import { z } from 'zod';
import {
  isMultiLineText,
  isSingleLineText,
  TEXT_MESSAGE_SOURCES,
  TEXT_MESSAGES,
} from './text-rules';

/**
 * Text a person can type, and nothing else. Every string field of every shared schema starts
 * from one of these, so the form and the API refuse the same characters with the same sentence.
 *
 * Refused: the C0 control characters (U+0000 to U+001F) and DEL (U+007F), except tab, line feed
 * and carriage return in text that may have several lines; and lone surrogates (half of a UTF-16
 * pair, which no keyboard produces and UTF-8 cannot encode). PostgreSQL cannot store U+0000 at
 * all, and the others end up in logs, e-mails and other people's screens, where they do harm.
 */

export { isMultiLineText, isSingleLineText, TEXT_MESSAGES };

interface TextOptions {
  /** How the field is named at the start of the sentence: "Your name", "Message". */
  label: string;
  /** The message when the value is missing or not text at all (zod's `error`). */
  error?: string;
  /**
   * Trims first (the default), so a tab or newline pasted at either end is dropped rather than
   * refused. Only a password keeps its spaces.
   */
  trim?: boolean;
}

type Refusal = keyof typeof TEXT_MESSAGES;

/**
 * The refusal's sentence goes with its message (the source and the label, params.message), so
 * the API writes it in the caller's language: the label is translated inside it.
 */
function text(options: TextOptions, isAllowed: (text: string) => boolean, refusal: Refusal) {
  const base = z.string(options.error === undefined ? undefined : { error: options.error });
  return (options.trim === false ? base : base.trim()).refine(isAllowed, {
    message: TEXT_MESSAGES[refusal](options.label),
    params: {
      message: {
        source: TEXT_MESSAGE_SOURCES[refusal],
        values: { label: { source: options.label } },
      },
    },
  });
}

/**
 * A one-line field (a name, an e-mail address, a title), trimmed. Chain `.min()`, `.max()` and
 * patterns as usual: this check comes first, so a refused character is the sentence a person reads.
 */
export function singleLineText(options: TextOptions) {
  return text(options, isSingleLineText, 'cannotBeSaved');
}

/** A field that may hold several lines (a message, a description): tab, LF and CR allowed. */
export function multiLineText(options: TextOptions) {
  return text(options, isMultiLineText, 'cannotBeSaved');
}

/** A query parameter: one line, never stored, so the sentence speaks of searching. */
export function searchText(options: TextOptions) {
  return text(options, isSingleLineText, 'cannotBeSearched');
}
