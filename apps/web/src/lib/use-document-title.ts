import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { withSiteName } from '@carmarket/shared/site-name';
import type { Translator } from '@carmarket/shared/i18n/translate';
import { useT } from './i18n';

/**
 * The server's title of the address the app opened at, as it arrived (read the first time a page
 * sets its title): it knows that page exactly, even where the page does not (an ended ad's make
 * and year).
 */
let firstTitle: string | null = null;

const SITE_SUFFIX = withSiteName('');

/**
 * A page title (shared/page-titles, shared/site-page-titles: English, "Sign in | CarMarket") in
 * the page's language: the whole title where the catalog has it, else its page part
 * ("Sign in") translated before the site name is put back. A title already in the page's
 * language, or one the catalogs do not know, stays as it is.
 */
export function translateTitle({ t, language }: Translator, title: string): string {
  if (language === 'en') return title;
  const whole = t(title);
  if (whole !== title || !title.endsWith(SITE_SUFFIX)) return whole;
  return withSiteName(t(title.slice(0, -SITE_SUFFIX.length)));
}

/**
 * Names the page in the browser's tab, history and screen readers after an in-app navigation,
 * with the words the server writes into the head of the same address (shared/page-titles), in
 * the page's language. `undefined` while the words are not known yet (a car still loading its
 * ad, a search its make's name): the title stays as it was rather than naming the page wrongly
 * for a moment.
 *
 * The first address the app opens at (React Router's `default` location, also when the Back
 * button returns to it) has the server's own title again. Effects never run while rendering on
 * the server, so the page renders the same there and in the browser.
 */
export function useDocumentTitle(title: string | undefined) {
  const { key } = useLocation();
  const translator = useT();
  const shown = title === undefined ? undefined : translateTitle(translator, title);
  useEffect(() => {
    if (key === 'default') {
      firstTitle ??= document.title;
      document.title = firstTitle;
    } else if (shown !== undefined) {
      firstTitle ??= document.title;
      document.title = shown;
    }
  }, [shown, key]);
}
