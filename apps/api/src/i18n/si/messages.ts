import type { Catalog } from '@carmarket/shared/i18n/translate';

/** The API's messages. */
export default {} satisfies Catalog;
