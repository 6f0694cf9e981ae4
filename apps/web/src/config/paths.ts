import type { ContactSubject } from '@carmarket/shared/contact';

/** Every route path of the web app. Components link with these, never with string literals. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  buyCar: '/buy-car',
  sellCar: '/sell-car',
  carDetail: '/cars/:id',
  finance: '/finance',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  safetyTips: '/safety-tips',
  profile: '/profile',
  package: '/package',
  listings: '/listings',
  wishlist: '/profile-wishlist',
  settings: '/settings',
} as const;

export function carDetail(id: number | string): string {
  return paths.carDetail.replace(':id', encodeURIComponent(String(id)));
}

/** The query parameter the contact form reads its preset subject from. */
export const CONTACT_SUBJECT_PARAM = 'subject';

/** The contact page with its subject chosen, e.g. `/contact?subject=billing` from Apply Now. */
export function contactWithSubject(subject: ContactSubject): string {
  return `${paths.contact}?${new URLSearchParams({ [CONTACT_SUBJECT_PARAM]: subject }).toString()}`;
}
