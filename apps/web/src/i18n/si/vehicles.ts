import type { Catalog } from '@carmarket/shared/i18n/translate';

/** vehicles: see src/i18n/README.md. */
export default {} satisfies Catalog;
