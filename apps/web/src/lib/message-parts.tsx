import { Fragment, type ReactNode } from 'react';

/**
 * Sentences with a link, a bold word or a code name inside, translated whole (issue 32): word
 * order differs between English, Sinhala and Tamil, so the sentence is one message and the
 * element is a placeholder the translation puts where its language wants it.
 *
 *   <MessageParts
 *     text={t('You can also {link}.', partSlots('link'))}
 *     parts={{ link: <Link to="/contact">{t('tell our team')}</Link> }}
 *   />
 */
const MARK = '\u0000';

/** The values to give t() for a message's element placeholders. */
export function partSlots(...names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, `${MARK}${name}${MARK}`]));
}

/** A translated message with its placeholders replaced by the elements of `parts`. */
export function MessageParts({ text, parts }: { text: string; parts: Record<string, ReactNode> }) {
  return (
    <>
      {text
        .split(MARK)
        .map((piece, index) =>
          index % 2 === 1 ? <Fragment key={index}>{parts[piece]}</Fragment> : piece,
        )}
    </>
  );
}
