import type { Catalog } from '@carmarket/shared/i18n/translate';

/** staff: see src/i18n/README.md. */
export default {} satisfies Catalog;
