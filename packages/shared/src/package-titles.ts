import { msg } from './i18n/translate';

/** The package tiers of spec section 6 (packages.ts has their rules). */
export const PACKAGE_NAMES = ['member', 'featured', 'vip'] as const;
export type PackageName = (typeof PACKAGE_NAMES)[number];

/**
 * Each tier's name as the listing card's badge shows it, apart from packages.ts: the badge is in
 * every public first load, and the web build puts this module in the chunk every page carries,
 * where the tier table of the sell pages would cost about 1 KB gzip.
 */
export const PACKAGE_TITLES: Readonly<Record<PackageName, string>> = {
  member: msg('Member'),
  featured: msg('Featured'),
  vip: 'VIP',
};
