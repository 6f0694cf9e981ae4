import { z } from 'zod';
import { BODY_NOT_AN_OBJECT } from './errors';
import { PACKAGE_NAMES, type PackageName } from './packages';
import { PaymentInstructionsSchema } from './payment-instructions';
import { msg } from './i18n/translate';

/**
 * Display limits per tier (decision 030). Featured's numbers are the spec's package sample;
 * member and vip are ours. New ads do not enforce them yet.
 */
export const PACKAGE_DISPLAY_LIMITS: Record<
  PackageName,
  { activeListingsMax: number | null; featuredSlots: number }
> = {
  member: { activeListingsMax: 3, featuredSlots: 0 },
  featured: { activeListingsMax: 10, featuredSlots: 3 },
  vip: { activeListingsMax: 25, featuredSlots: 10 },
};

export const PACKAGE_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PackageRequestStatus = (typeof PACKAGE_REQUEST_STATUSES)[number];

/** How the caller holds their package: member is free; a paid one is active until it expires. */
export const PACKAGE_STATUSES = ['active', 'expired', 'free'] as const;
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];

export const PACKAGE_REQUEST_MESSAGES = {
  packageInvalid: msg('Please choose the featured or vip package'),
  memberIsFree: msg('Member is free: there is nothing to request.'),
  alreadyHeld: msg('You already have this package.'),
  alreadyPending: msg('You already have a request waiting for our team.'),
  requested: msg(
    'Your request is in. Pay by bank transfer quoting your reference; our team switches your package once the payment arrives.',
  ),
  notFound: msg('We could not find that request.'),
  alreadyDecided: msg('This request has already been decided.'),
  statusInvalid: msg('Status must be pending, approved or rejected'),
} as const;

/** POST /api/me/package-requests: the paid package the caller wants staff to switch them to. */
export const PackageRequestSchema = z.object(
  {
    package: z
      .enum(PACKAGE_NAMES, { error: PACKAGE_REQUEST_MESSAGES.packageInvalid })
      .refine((name) => name !== 'member', PACKAGE_REQUEST_MESSAGES.memberIsFree)
      .transform((name) => name as Exclude<PackageName, 'member'>),
  },
  { error: BODY_NOT_AN_OBJECT },
);
export type PackageRequestInput = z.input<typeof PackageRequestSchema>;

export const PackageRequestCreatedResponseSchema = z.object({
  message: z.string(),
  id: z.number().int(),
});
export type PackageRequestCreatedResponse = z.infer<typeof PackageRequestCreatedResponseSchema>;

/** GET /api/me/package: the package held now, what it allows, what is used, and any request. */
export const MyPackageSchema = z.object({
  /** The package held now: a paid package past its expiry counts as member. */
  tier: z.enum(PACKAGE_NAMES),
  /** The package as stored, expired or not. */
  heldTier: z.enum(PACKAGE_NAMES),
  status: z.enum(PACKAGE_STATUSES),
  expiresAt: z.string().nullable(),
  limits: z.object({
    maxPhotos: z.number().int(),
    validityMonths: z.number().int(),
    activeListingsMax: z.number().int().nullable(),
    featuredSlots: z.number().int(),
  }),
  usage: z.object({
    activeListings: z.number().int(),
    /** Photos of the caller's live ads. */
    photosUsed: z.number().int(),
  }),
  /**
   * New ads a day under `tier` (decision 098): submitted today in Sri Lanka, deleted and rejected
   * ones included, and what is left until `resetsAt` (the next midnight there).
   */
  newAds: z.object({
    perDay: z.number().int(),
    postedToday: z.number().int(),
    left: z.number().int(),
    resetsAt: z.string(),
  }),
  pendingRequest: z
    .object({
      id: z.number().int(),
      package: z.enum(PACKAGE_NAMES),
      createdAt: z.string(),
      /** What the seller quotes with the transfer (`packageRequestReference`). */
      reference: z.string(),
    })
    .nullable(),
  lastDecision: z
    .object({
      package: z.enum(PACKAGE_NAMES),
      status: z.enum(['approved', 'rejected']),
      decidedAt: z.string(),
    })
    .nullable(),
  /** How to pay for a paid package; null until staff enter the details. */
  paymentInstructions: PaymentInstructionsSchema.nullable(),
});
export type MyPackage = z.infer<typeof MyPackageSchema>;

export const MyPackageResponseSchema = z.object({ package: MyPackageSchema });
export type MyPackageResponse = z.infer<typeof MyPackageResponseSchema>;

// ── Staff ───────────────────────────────────────────────────────────────────────────────────────

/** GET /api/admin/package-requests?status=: oldest first, pending by default. */
export const AdminPackageRequestsQuerySchema = z.object({
  status: z
    .enum(PACKAGE_REQUEST_STATUSES, { error: PACKAGE_REQUEST_MESSAGES.statusInvalid })
    .default('pending'),
});
export type AdminPackageRequestsQuery = z.input<typeof AdminPackageRequestsQuerySchema>;

export const AdminPackageRequestSchema = z.object({
  id: z.number().int(),
  package: z.enum(PACKAGE_NAMES),
  status: z.enum(PACKAGE_REQUEST_STATUSES),
  /** The reference the seller quotes with the transfer: staff match the payment with it. */
  reference: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    /** The package the user holds as stored, before this request is decided. */
    package: z.enum(PACKAGE_NAMES),
  }),
});
export type AdminPackageRequest = z.infer<typeof AdminPackageRequestSchema>;

export const AdminPackageRequestsResponseSchema = z.object({
  requests: z.array(AdminPackageRequestSchema),
});
export type AdminPackageRequestsResponse = z.infer<typeof AdminPackageRequestsResponseSchema>;

/** POST /api/admin/package-requests/:id/approve and /reject. */
export const PackageRequestIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: PACKAGE_REQUEST_MESSAGES.notFound })
    .int(PACKAGE_REQUEST_MESSAGES.notFound)
    .min(1, PACKAGE_REQUEST_MESSAGES.notFound)
    .max(2_147_483_647, PACKAGE_REQUEST_MESSAGES.notFound),
});
