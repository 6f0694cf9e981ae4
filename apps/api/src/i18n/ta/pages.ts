import type { Catalog } from '@carmarket/shared/i18n/translate';

/** The heads of the site's pages (titles, descriptions, link previews) in ta. */
export default {} satisfies Catalog;
