import { PAGE_TITLES } from '@carmarket/shared/site-page-titles';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * The titles of the pages whose words do not depend on their data, by path. Buy Car names its
 * filters, a car page its ad and a conversation's page has a parameter (their routes set those), the staff console its own pages, and a
 * path that is no page gets the not-found page's title from that page.
 */
const FIXED_TITLES = new Map<string, string>(
  (Object.keys(paths) as Array<keyof typeof paths>)
    .filter((key) => key !== 'buyCar' && key !== 'carDetail' && key !== 'conversation')
    .map((key) => [paths[key], PAGE_TITLES[key]]),
);

/**
 * Sets the title of a page named by its path alone. The root layout loads it after the first
 * paint (decision 091): the first address keeps the server's title, so only later navigations
 * need these words, and a page's first load does not carry every page's title.
 */
export function FixedPageTitle() {
  useDocumentTitle(FIXED_TITLES.get(useLocation().pathname));
  return null;
}
