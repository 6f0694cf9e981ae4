/**
 * The page module(s) each route of `paths` and `staffPaths` (shared/site-paths) loads lazily in
 * src/app/router.tsx, outermost first: the build writes the chunks they need into
 * route-preloads.json so the server can preload the opened page's code with index.html.
 * `notFound` is the catch-all page. route-modules.test.ts checks that every `paths` key is here.
 */
export const routeModules = {
  home: ['src/app/routes/home.tsx'],
  login: ['src/app/routes/login.tsx'],
  register: ['src/app/routes/register.tsx'],
  forgotPassword: ['src/app/routes/forgot-password.tsx'],
  resetPassword: ['src/app/routes/reset-password.tsx'],
  confirmEmail: ['src/app/routes/confirm-email.tsx'],
  undoEmailChange: ['src/app/routes/undo-email-change.tsx'],
  buyCar: ['src/app/routes/buy-car.tsx'],
  sellCar: ['src/app/routes/sell-car.tsx'],
  carDetail: ['src/app/routes/car-detail.tsx'],
  finance: ['src/app/routes/finance.tsx'],
  about: ['src/app/routes/about.tsx'],
  contact: ['src/app/routes/contact.tsx'],
  privacy: ['src/app/routes/privacy.tsx'],
  safetyTips: ['src/app/routes/safety-tips.tsx'],
  profile: [
    'src/app/routes/account/account-layout.tsx',
    'src/app/routes/account/account-pages.tsx',
    'src/app/routes/account/profile.tsx',
  ],
  package: [
    'src/app/routes/account/account-layout.tsx',
    'src/app/routes/account/account-pages.tsx',
    'src/app/routes/account/package.tsx',
  ],
  listings: [
    'src/app/routes/account/account-layout.tsx',
    'src/app/routes/account/account-pages.tsx',
    'src/app/routes/account/listings.tsx',
  ],
  wishlist: [
    'src/app/routes/account/account-layout.tsx',
    'src/app/routes/account/account-pages.tsx',
    'src/app/routes/account/wishlist.tsx',
  ],
  settings: [
    'src/app/routes/account/account-layout.tsx',
    'src/app/routes/account/account-pages.tsx',
    'src/app/routes/account/settings.tsx',
  ],
  mailPreferences: [
    'src/app/routes/account/account-layout.tsx',
    'src/app/routes/account/account-pages.tsx',
    'src/app/routes/account/mail-preferences.tsx',
  ],
  admin: ['src/app/routes/admin/staff-console.tsx', 'src/app/routes/admin.tsx'],
  adminReports: ['src/app/routes/admin/staff-console.tsx', 'src/app/routes/admin/reports.tsx'],
  adminMessages: ['src/app/routes/admin/staff-console.tsx', 'src/app/routes/admin/messages.tsx'],
  adminUsers: ['src/app/routes/admin/staff-console.tsx', 'src/app/routes/admin/users.tsx'],
  adminAudit: ['src/app/routes/admin/staff-console.tsx', 'src/app/routes/admin/audit.tsx'],
  adminPackages: ['src/app/routes/admin/staff-console.tsx', 'src/app/routes/admin/packages.tsx'],
  savedCars: ['src/app/routes/browsing-pages.ts'],
  compare: ['src/app/routes/browsing-pages.ts'],
  offers: [
    'src/app/routes/account/account-layout.tsx',
    'src/app/routes/account/account-pages.tsx',
    'src/app/routes/account/offers.tsx',
  ],
  unsubscribe: ['src/app/routes/unsubscribe.tsx'],
  savedSearches: [
    'src/app/routes/account/account-layout.tsx',
    'src/app/routes/account/account-pages.tsx',
    'src/app/routes/account/saved-searches.tsx',
  ],
  listingAction: ['src/app/routes/listing-action.tsx'],
  messages: ['src/app/routes/chat-pages.ts'],
  conversation: ['src/app/routes/chat-pages.ts'],
  notFound: ['src/app/routes/not-found.tsx'],
} as const satisfies Record<string, readonly string[]>;
