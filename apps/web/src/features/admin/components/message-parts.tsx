import type { MessageValues, Translator } from '@carmarket/shared/i18n/translate';
import { Fragment, type ReactNode } from 'react';

/** Marks where an element goes in a translated sentence; never typed in a message or a value. */
const SLOT = '\uE000';
const SLOT_PATTERN = new RegExp(`${SLOT}(\\w+)${SLOT}`);

/**
 * A translated sentence with elements in it (a bold name, a link), each language putting them
 * where its word order wants them: `parts(t).t('{staff} {action} {target}', { action },
 * { staff: <b>…</b>, target: <Link>…</Link> })`. Called `t` so the catalog check finds the message.
 */
export function parts(translator: Pick<Translator, 't'>) {
  return {
    t(source: string, values: MessageValues, elements: Record<string, ReactNode>): ReactNode {
      const slots = Object.fromEntries(
        Object.keys(elements).map((name) => [name, `${SLOT}${name}${SLOT}`]),
      );
      const pieces = translator.t(source, { ...values, ...slots }).split(SLOT_PATTERN);
      // split() with a capture group: text, element name, text, element name, …
      return pieces.map((piece, index) => (
        <Fragment key={index}>{index % 2 === 1 ? elements[piece] : piece}</Fragment>
      ));
    },
  };
}
