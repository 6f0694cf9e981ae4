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
