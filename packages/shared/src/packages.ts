/** Package tiers of spec section 6 and the limits of section 9. */
export const PACKAGE_NAMES = ['member', 'featured', 'vip'] as const;
export type PackageName = (typeof PACKAGE_NAMES)[number];

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
    title: 'Member',
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
    title: 'Featured',
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
    title: 'VIP',
    price: 59.99,
    maxPhotos: 15,
    validityMonths: 2,
    richDescription: true,
    threeSixtyView: true,
    video: true,
    showsContactDetails: true,
  },
};
