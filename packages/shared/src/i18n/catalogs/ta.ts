import type { Catalog } from '../translate';
import reference from './reference-ta';

/** Messages of packages/shared (schemas, formats, titles) in ta: every app's catalog starts from these. */
const shared = {
  // i18n/language-setting.ts (PUT /api/me/language).
  'Choose English, Sinhala or Tamil.': 'ஆங்கிலம், சிங்களம் அல்லது தமிழைத் தேர்ந்தெடுங்கள்.',
} satisfies Catalog;

export default { ...reference, ...shared } satisfies Catalog as Catalog;
