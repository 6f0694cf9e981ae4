import { z } from 'zod';
import { msg } from './i18n/translate';

/** What a bad `?page=` of a staff list is told. */
export const PAGE_INVALID = msg('Page must be a whole number from 1 to 10,000');

/** `?page=` of the staff lists (ads, reports, messages, the audit log): 1 when absent. */
export const staffListPage = z.coerce
  .number({ error: PAGE_INVALID })
  .int(PAGE_INVALID)
  .min(1, PAGE_INVALID)
  .max(10_000, PAGE_INVALID)
  .default(1);
