import type { Catalog } from '@carmarket/shared/i18n/translate';

/** The API's mail. */
export default {} satisfies Catalog;
