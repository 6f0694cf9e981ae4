import { z } from 'zod';
import { REGISTRATIONS } from './vehicle-facts';
import { AD_NOT_FOUND, LISTING_STATUSES, listingStatusQuery } from './ad';
import { AdSignalsSchema } from './ad-signals';
import { BODY_NOT_AN_OBJECT } from './errors';
import { PACKAGE_NAMES } from './packages';
import { PAGE_INVALID, staffListPage } from './staff-list-page';
import { SuspensionSchema } from './suspension';
import { multiLineText, searchText } from './text';
import { msg } from './i18n/translate';

/**
 * Staff's moderation calls (api.md, "Staff calls"): the review queue and the ad a reviewer
 * judges, rejecting, and finding users to set their package. Apart from ad.ts, which is the
 * seller's side, because only the staff console and the admin module read these.
 */

/** Ads per page of the moderation list. */
export const ADMIN_PAGE_SIZE = 20;

export const ADMIN_MESSAGES = {
  staffOnly: msg('This page is for CarMarket staff only.'),
  adNotFound: AD_NOT_FOUND,
  userNotFound: msg('We could not find that user.'),
  reasonRequired: msg('Please give the seller a reason for the rejection'),
  reasonTooLong: msg('The reason is too long (500 characters at most)'),
  packageInvalid: msg('Please choose the member, featured or vip package'),
  emailSearchRequired: msg('Please enter the start of an e-mail address'),
  emailSearchTooLong: msg('The e-mail address is too long'),
  pageInvalid: PAGE_INVALID,
  queueSearchTooLong: msg('The search is too long (100 characters at most)'),
  cannotApprove: msg('Only a pending or rejected ad can be approved.'),
  cannotReject: msg('Only a pending or live ad can be rejected.'),
} as const;

export const ADMIN_QUEUE_SEARCH_MAX = 100;

export const AdminAdsQuerySchema = z.object({
  status: listingStatusQuery('pending'),
  page: staffListPage,
  /**
   * Narrows the list: a whole number finds the ad with that id; other text finds titles and
   * seller e-mails containing it (case-insensitive). Empty means every ad of the status.
   */
  q: searchText({ label: msg('The search'), error: ADMIN_MESSAGES.queueSearchTooLong })
    .max(ADMIN_QUEUE_SEARCH_MAX, ADMIN_MESSAGES.queueSearchTooLong)
    .default(''),
});
export type AdminAdsQuery = z.input<typeof AdminAdsQuerySchema>;

export const UserIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: ADMIN_MESSAGES.userNotFound })
    .int(ADMIN_MESSAGES.userNotFound)
    .min(1, ADMIN_MESSAGES.userNotFound)
    .max(2_147_483_647, ADMIN_MESSAGES.userNotFound),
});

export const REJECT_REASON_MAX = 500;

/** POST /api/admin/ads/:id/reject: the owner reads the reason on My Listings. */
export const RejectAdSchema = z.object(
  {
    reason: multiLineText({ label: msg('The reason'), error: ADMIN_MESSAGES.reasonRequired })
      .min(1, ADMIN_MESSAGES.reasonRequired)
      .max(REJECT_REASON_MAX, ADMIN_MESSAGES.reasonTooLong),
  },
  { error: BODY_NOT_AN_OBJECT },
);
export type RejectAdInput = z.input<typeof RejectAdSchema>;

/** POST /api/admin/users/:id/package. */
export const SetPackageSchema = z.object(
  { package: z.enum(PACKAGE_NAMES, { error: ADMIN_MESSAGES.packageInvalid }) },
  { error: BODY_NOT_AN_OBJECT },
);
export type SetPackageInput = z.input<typeof SetPackageSchema>;

/** GET /api/admin/users?email=: users whose e-mail starts with the text (case-insensitive). */
export const AdminUsersQuerySchema = z.object({
  email: searchText({ label: msg('The e-mail address'), error: ADMIN_MESSAGES.emailSearchRequired })
    .min(1, ADMIN_MESSAGES.emailSearchRequired)
    .max(254, ADMIN_MESSAGES.emailSearchTooLong)
    .transform((email) => email.toLowerCase()),
});

export const AdminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  /** Whether the user proved `mobile` by SMS (issue 36). */
  phoneVerified: z.boolean(),
  /** When they did (ISO); null while not verified. */
  phoneVerifiedAt: z.string().nullable(),
  package: z.enum(PACKAGE_NAMES),
  packageExpiresAt: z.string().nullable(),
  isStaff: z.boolean(),
  /** Ads visitors can find now: what a suspension would take out of search. */
  liveAds: z.number().int(),
  /** Ads within their validity that staff hold out of search (reports, or a suspension). */
  heldAds: z.number().int(),
  /** Set while the account is suspended (decision 096). */
  suspended: SuspensionSchema,
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** At most this many users per search: the reviewer types more of the address to narrow it. */
export const ADMIN_USER_SEARCH_LIMIT = 20;

export const AdminUsersResponseSchema = z.object({ users: z.array(AdminUserSchema) });
export type AdminUsersResponse = z.infer<typeof AdminUsersResponseSchema>;

/** A photo of an ad under review: the large variant, the srcset and its size. */
export const AdminAdPhotoSchema = z.object({
  path: z.string(),
  srcSet: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

/** Everything a reviewer needs to judge an ad: every field, every file, and who posted it. */
export const AdminAdSchema = z.object({
  id: z.number().int(),
  status: z.enum(LISTING_STATUSES),
  package: z.enum(PACKAGE_NAMES),
  title: z.string(),
  phone: z.string(),
  city: z.string(),
  vehicleType: z.string(),
  condition: z.string(),
  make: z.string(),
  model: z.string(),
  yom: z.number().int(),
  price: z.number(),
  transmission: z.string(),
  fuelType: z.string(),
  engineCapacity: z.number().int(),
  mileage: z.number().int(),
  /** Local vehicle facts (issue 38); null when the seller did not say. */
  registration: z.enum(REGISTRATIONS).nullable(),
  registrationYear: z.number().int().nullable(),
  owners: z.number().int().nullable(),
  town: z.string().nullable(),
  /** Safe HTML: sanitised rich text, or escaped plain text for member ads. */
  description: z.string(),
  features: z.object({
    ongoingLease: z.boolean(),
    airCondition: z.boolean(),
    powerMirror: z.boolean(),
    powerSteering: z.boolean(),
    powerWindow: z.boolean(),
  }),
  photos: z.array(AdminAdPhotoSchema),
  threeSixty: z.string().nullable(),
  video: z.string().nullable(),
  seller: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    mobile: z.string(),
    /** Whether the seller proved `mobile` by SMS (issue 36). */
    phoneVerified: z.boolean(),
    /** When they did (ISO); null while not verified. */
    phoneVerifiedAt: z.string().nullable(),
    package: z.enum(PACKAGE_NAMES),
  }),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  soldAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** Duplicate-photo and phone signals (decision 095). */
  signals: AdSignalsSchema,
});
export type AdminAd = z.infer<typeof AdminAdSchema>;

export const AdminAdsResponseSchema = z.object({
  cars: z.array(AdminAdSchema),
  carsCount: z.number().int(),
  limit: z.number().int(),
  pageCount: z.number().int(),
});
export type AdminAdsResponse = z.infer<typeof AdminAdsResponseSchema>;

/** GET /api/admin/ads/pending-count: the ads waiting for review, for the staff menu's badge. */
export const AdminPendingCountResponseSchema = z.object({ count: z.number().int() });
export type AdminPendingCountResponse = z.infer<typeof AdminPendingCountResponseSchema>;
