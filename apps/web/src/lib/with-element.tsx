import type { ReactNode } from 'react';

// Stands in a translated sentence for the element put in its place; never typed in a message.
const ELEMENT_MARK = '\u0000';

/**
 * A translated sentence with an element (a bold title, a link) where one of its placeholders
 * stands: `withElement((title) => t('Renew {title}?', { title }), <strong>{name}</strong>)`. The
 * whole sentence stays one message, so each language puts the element where its grammar wants.
 */
export function withElement(sentence: (mark: string) => string, element: ReactNode): ReactNode {
  const [before = '', ...rest] = sentence(ELEMENT_MARK).split(ELEMENT_MARK);
  return (
    <>
      {before}
      {element}
      {rest.join('')}
    </>
  );
}
