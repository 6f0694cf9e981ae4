import type { Catalog } from '../translate';

/**
 * The names of the reference rows (cities, vehicle types, conditions, fuel types, transmissions)
 * in ta; makes and models stay in Latin script (docs/glossary.md).
 */
export default {} satisfies Catalog as Catalog;
