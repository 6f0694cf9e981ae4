/**
 * Every route path of the web app. Components link with these, never with string literals; the
 * server knows the same list (modules/pages), so it can answer each page with its own head and an
 * unknown address with 404.
 */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  /** Opened from the e-mail: `/reset-password?token=…`. */
  resetPassword: '/reset-password',
  /** Opened from the confirmation e-mail: `/confirm-email?token=…` (decision 103). */
  confirmEmail: '/confirm-email',
  /** Opened from the "your e-mail is changing" notice at the old address: `?token=…`. */
  undoEmailChange: '/undo-email-change',
  buyCar: '/buy-car',
  sellCar: '/sell-car',
  /** `:id` is the ad's number, then its slug (`123-toyota-aqua-s-2016-kandy`, shared/listing-url). */
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
  /** Which e-mail notices the user gets, kind by kind (decision 104). */
  mailPreferences: '/settings/e-mail',
  /** The staff console: ads moderation; its other pages are `staffPaths`. */
  admin: '/admin',
  /** A visitor's wishlist, before signing in. */
  savedCars: '/saved-cars',
  /** Up to 3 cars side by side: `/compare?ids=1,2,3`, shareable (issue 37). */
  compare: '/compare',
  offers: '/offers',
  /** Where an e-mail's unsubscribe link lands (`?token=`). */
  unsubscribe: '/unsubscribe',
  savedSearches: '/saved-searches',
  /** Where the expiry reminder's one-tap links land (`?token=`): confirm, then done. */
  listingAction: '/listing-action',
  /** The signed-in user's conversations with buyers and sellers, newest first (issue 35). */
  messages: '/messages',
  /** One conversation: `:id` is its number. */
  conversation: '/messages/:id',
} as const;

/**
 * The staff console's other pages (issue 18), kept apart from `paths` so that no public page's
 * first load carries them: only the console's own lazy module (web app/routes/admin) and the
 * server read these. Each is under `paths.admin`.
 */
export const staffPaths = {
  adminReports: '/admin/reports',
  /** Contact messages and pre-order requests (decision 097). */
  adminMessages: '/admin/messages',
  /** Find accounts, suspend them and lift suspensions (decision 096). */
  adminUsers: '/admin/users',
  adminAudit: '/admin/audit',
  /** Package requests, payment details and sellers' packages (issue 38: on /admin a phone
   * reached them after ~27,000 px of ads). */
  adminPackages: '/admin/packages',
} as const;
