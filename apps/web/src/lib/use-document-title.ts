import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The server's title of the address the app opened at, as it arrived (read the first time a page
 * sets its title): it knows that page exactly, even where the page does not (an ended ad's make
 * and year).
 */
let firstTitle: string | null = null;

/**
 * Names the page in the browser's tab, history and screen readers after an in-app navigation,
 * with the words the server writes into the head of the same address (shared/page-titles).
 * `undefined` while the words are not known yet (a car still loading its ad, a search its make's
 * name): the title stays as it was rather than naming the page wrongly for a moment.
 *
 * The first address the app opens at (React Router's `default` location, also when the Back
 * button returns to it) has the server's own title again. Effects never run while rendering on
 * the server, so the page renders the same there and in the browser.
 */
export function useDocumentTitle(title: string | undefined) {
  const { key } = useLocation();
  useEffect(() => {
    if (key === 'default') {
      firstTitle ??= document.title;
      document.title = firstTitle;
    } else if (title !== undefined) {
      firstTitle ??= document.title;
      document.title = title;
    }
  }, [title, key]);
}
