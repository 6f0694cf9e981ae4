import { msg } from './i18n/translate';

// Which characters a person may type (see ./text), without zod: the Buy Car page checks its
// address with these on the first screen (decision 091). `./text` re-exports them.

// Lone surrogates: with the `u` flag a paired surrogate is one code point and does not match.
// eslint-disable-next-line no-control-regex
const SINGLE_LINE_REFUSED = /[\u0000-\u001f\u007f]|\p{Cs}/u;
// eslint-disable-next-line no-control-regex
const MULTI_LINE_REFUSED = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\p{Cs}/u;

/** The sentences below as the catalogs know them: `{label}` is the field's own (translated) name. */
export const TEXT_MESSAGE_SOURCES = {
  cannotBeSaved: msg('{label} contains characters that cannot be saved. Please remove them.'),
  cannotBeSearched: msg(
    '{label} contains characters that cannot be searched for. Please remove them.',
  ),
} as const;

export const TEXT_MESSAGES = {
  /** "Message contains characters that cannot be saved. Please remove them." */
  cannotBeSaved: (label: string) => TEXT_MESSAGE_SOURCES.cannotBeSaved.replace('{label}', label),
  /** For what is searched for, never stored. */
  cannotBeSearched: (label: string) =>
    TEXT_MESSAGE_SOURCES.cannotBeSearched.replace('{label}', label),
} as const;

/** True when the text holds none of the characters refused on one line (tab and newlines too). */
export function isSingleLineText(text: string): boolean {
  return !SINGLE_LINE_REFUSED.test(text);
}

/** True when the text holds none of the refused characters; tab, LF and CR are allowed. */
export function isMultiLineText(text: string): boolean {
  return !MULTI_LINE_REFUSED.test(text);
}
