import type { Catalog } from '../translate';
import reference from './reference-si';

/** Messages of packages/shared (schemas, formats, titles) in si: every app's catalog starts from these. */
const shared = {
  // i18n/language-setting.ts (PUT /api/me/language).
  'Choose English, Sinhala or Tamil.': 'ඉංග්‍රීසි, සිංහල හෝ දෙමළ තෝරන්න.',
} satisfies Catalog;

export default { ...reference, ...shared } satisfies Catalog as Catalog;
