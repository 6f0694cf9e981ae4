import { msg } from './i18n/translate';
import { PACKAGE_NAMES, PACKAGE_TITLES, type PackageName } from './package-titles';

/** Package tiers of spec section 6 and the limits of section 9. */
export { PACKAGE_NAMES, type PackageName };

export interface PackageTier {
  name: PackageName;
  title: string;
  /** Price per ad in US dollars, as the spec shows it. */
  price: number;
  maxPhotos: number;
  validityMonths: number;
  richDescription: boolean;
  threeSixtyView: boolean;
  video: boolean;
  showsContactDetails: boolean;
}

export const PACKAGE_TIERS: Record<PackageName, PackageTier> = {
  member: {
    name: 'member',
    title: PACKAGE_TITLES.member,
    price: 0,
    maxPhotos: 5,
    validityMonths: 1,
    richDescription: false,
    threeSixtyView: false,
    video: false,
    showsContactDetails: false,
  },
  featured: {
    name: 'featured',
    title: PACKAGE_TITLES.featured,
    price: 29.99,
    maxPhotos: 10,
    validityMonths: 2,
    richDescription: true,
    threeSixtyView: true,
    video: true,
    showsContactDetails: false,
  },
  vip: {
    name: 'vip',
    title: PACKAGE_TITLES.vip,
    price: 59.99,
    maxPhotos: 15,
    validityMonths: 2,
    richDescription: true,
    threeSixtyView: true,
    video: true,
    showsContactDetails: true,
  },
};

/** A row of the Package Comparison table and the plan cards: what each tier gets. */
export interface PackageFeature {
  label: string;
  /** true/false for included or not; text where the tiers differ by amount. */
  value: Record<PackageName, boolean | string>;
}

/** An ad's validity as the table writes it: a catalog key, so the page shows it with t(). */
const MONTHS: Readonly<Record<number, string>> = { 1: msg('1 month'), 2: msg('2 months') };

function months(count: number): string {
  return MONTHS[count] ?? `${count} months`;
}

/** The tier table of spec section 6, row by row. */
export const PACKAGE_FEATURES: readonly PackageFeature[] = [
  {
    label: msg('Photos per listing'),
    value: {
      member: String(PACKAGE_TIERS.member.maxPhotos),
      featured: String(PACKAGE_TIERS.featured.maxPhotos),
      vip: String(PACKAGE_TIERS.vip.maxPhotos),
    },
  },
  {
    label: msg('Ad validity'),
    value: {
      member: months(PACKAGE_TIERS.member.validityMonths),
      featured: months(PACKAGE_TIERS.featured.validityMonths),
      vip: months(PACKAGE_TIERS.vip.validityMonths),
    },
  },
  { label: msg('Rich text description'), value: { member: false, featured: true, vip: true } },
  { label: msg('Top ads placement'), value: { member: false, featured: true, vip: true } },
  { label: msg('360° view'), value: { member: false, featured: true, vip: true } },
  { label: msg('Vehicle video'), value: { member: false, featured: true, vip: true } },
  { label: msg('Assistant support'), value: { member: false, featured: true, vip: true } },
  { label: msg('Contact details shown'), value: { member: false, featured: false, vip: true } },
  { label: msg('Top up ads'), value: { member: false, featured: false, vip: true } },
  { label: msg('Warranty'), value: { member: false, featured: false, vip: true } },
  {
    label: msg('Leasing, insurance and pickup'),
    value: { member: msg('At cost'), featured: msg('At cost'), vip: msg('Included') },
  },
];

const TIER_ORDER: Record<PackageName, number> = { member: 0, featured: 1, vip: 2 };

/** True when `held` allows posting under `wanted` (a VIP may post a Member ad, not the reverse). */
export function packageCovers(held: PackageName, wanted: PackageName): boolean {
  return TIER_ORDER[held] >= TIER_ORDER[wanted];
}

/** The package a user may post under now: a paid package past its expiry counts as Member. */
export function currentPackage(
  user: { package: PackageName; packageExpiresAt: string | Date | null },
  now = new Date(),
): PackageName {
  if (user.package === 'member' || user.packageExpiresAt === null) return user.package;
  return new Date(user.packageExpiresAt).getTime() > now.getTime() ? user.package : 'member';
}
