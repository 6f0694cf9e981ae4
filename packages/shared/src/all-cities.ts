import type { IdName } from './reference';
import { msg } from './i18n/translate';

/**
 * The synthetic first entry of the city selector (spec section 3). Its own module, without zod
 * schemas, because the header's city picker needs it on the first screen (decision 091).
 */
export const ALL_CITIES: IdName = { id: 0, name: msg('All Cities') };
