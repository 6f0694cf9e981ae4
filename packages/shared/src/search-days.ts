import { msg } from './i18n/translate';

// Apart from search-limits.ts, which every page carries: only Buy Car reads these.

/** Issue 37's search by freshness: `listedWithinDays` and `confirmedWithinDays` (decision 133). */
export const LISTED_WITHIN_DAYS = [1, 3, 7, 14, 30] as const;
export const CONFIRMED_WITHIN_DAYS = [7] as const;
export const LISTED_WITHIN_DAYS_MESSAGE = msg('Listed within must be 1, 3, 7, 14 or 30 days');
export const CONFIRMED_WITHIN_DAYS_MESSAGE = msg('Confirmed within must be 7 days');
