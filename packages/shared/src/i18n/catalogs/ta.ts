import type { Catalog } from '../translate';
import reference from './reference-ta';

/** Messages of packages/shared (schemas, formats, titles) in ta: every app's catalog starts from these. */
const shared = {} satisfies Catalog;

export default { ...reference, ...shared } satisfies Catalog as Catalog;
