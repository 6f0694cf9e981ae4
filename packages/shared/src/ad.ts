import { z } from 'zod';
import { MB } from './media';
import { PriceSchema } from './money';
import { BODY_NOT_AN_OBJECT } from './errors';
import { IdNameSchema } from './reference';
import { multiLineText, singleLineText } from './text';
import { SearchResultCarSchema } from './vehicle-search';
import { registrationYearProblem, TownSchema, VehicleFactFieldsShape } from './vehicle-facts';
import { msg } from './i18n/translate';

/**
 * Selling a car: the wizard's rules and messages (spec section 5, "Sell wizard"), the upload
 * limits, and the shapes of the ad and My Listings calls (api.md); staff's calls are in
 * staff-moderation.ts. The web wizard and POST /api/vehicles/new-ad validate with these same
 * schemas, so a person reads the same sentence whichever side refuses.
 */

// ── Messages ────────────────────────────────────────────────────────────────────────────────────

/** Step 1 in the spec's order (year of manufacture added after make and model, api.md). */
export const AD_MESSAGES = {
  titleRequired: msg('Please enter ad title'),
  titleTooLong: msg('Ad title is too long (100 characters at most)'),
  phoneRequired: msg('Please enter phone number'),
  phoneInvalid: msg('Invalid phone number'),
  cityRequired: msg('Please select city'),
  vehicleTypeRequired: msg('Please select vehicle type'),
  conditionRequired: msg('Please select condition'),
  makeRequired: msg('Please select vehicle make (brand)'),
  modelRequired: msg('Please enter model'),
  modelTooLong: msg('Model is too long (60 characters at most)'),
  yomRequired: msg('Please enter year of manufacture'),
  yomInvalid: msg('Invalid year of manufacture'),
  priceRequired: msg('Please enter price'),
  priceInvalid: msg('Invalid price format'),
  transmissionRequired: msg('Please select transmission'),
  fuelTypeRequired: msg('Please select fuel type'),
  engineCapacityRequired: msg('Please enter engine capacity'),
  engineCapacityInvalid: msg('Invalid engine capacity (whole cc, 0 to 20,000)'),
  mileageRequired: msg('Please enter mileage'),
  mileageInvalid: msg('Invalid mileage (whole miles, 0 to 2,000,000)'),
  descriptionTooLong: msg(
    'The description is too long (200,000 characters at most, pictures included)',
  ),
  flagInvalid: msg('Each feature checkbox must be sent as 0 or 1'),
  /** Step 2, spelling as the spec shows it. */
  photoRequired: msg('Please select minimun 1 image'),
} as const;

/** How long review takes, told to a seller whose ad waits (spec section 2: "usually within 24 hours"). */
export const AD_REVIEW_PROMISE = msg(
  'Our team reviews every ad before it goes live, usually within 24 hours.',
);

/** The success toast of spec section 8. */
export const AD_TOASTS = {
  submitted: msg('New advertisement added success. please wait to confirmation.'),
} as const;

// ── Descriptions ────────────────────────────────────────────────────────────────────────────────

/** A non-breaking space, as an HTML entity (named, decimal or hex) or as the character itself. */
const NON_BREAKING_SPACE = /&nbsp;|&#0*160;|&#x0*a0;|\u00a0/gi;

/**
 * The description with every non-breaking space made a plain one. Quill 2's getSemanticHTML()
 * writes each space as `&nbsp;`, which turns a paragraph into one unbreakable line (a 643 px ad
 * page on a 390 px phone, issue 14). The editor hands the wizard its HTML through this, and the
 * API's sanitiser applies it to everything it writes and reads; migration 0006 fixed the rows
 * stored before.
 */
export function withBreakableSpaces(description: string): string {
  return description.replace(NON_BREAKING_SPACE, ' ');
}

// ── Limits ──────────────────────────────────────────────────────────────────────────────────────

export const AD_LIMITS = {
  title: 100,
  model: 60,
  /** Raw description as sent (rich HTML can carry small pictures as data: URLs). */
  description: 200_000,
  minYear: 1950,
  engineCapacityMax: 20_000,
  mileageMax: 2_000_000,
  /** numeric(12, 2) holds up to 10 digits before the point. */
  priceDigits: 10,
} as const;

/** Per file and per request (decision 020). The server refuses more with 413. */
export const AD_UPLOAD_LIMITS = {
  imageBytes: 15 * MB,
  threeSixtyBytes: 25 * MB,
  videoBytes: 200 * MB,
  /** The most photos of any package, 360 view and video, plus 1 MB for the text fields. */
  requestBytes: 15 * 15 * MB + 25 * MB + 200 * MB + MB,
  /** A photo may not claim more pixels than this (a decompression bomb is refused unread). */
  imagePixels: 50_000_000,
  /** 360 views are wide panoramas: 12000 × 6000 fits. */
  threeSixtyPixels: 80_000_000,
} as const;

/** File part names of POST /api/vehicles/new-ad: img1..imgN, threeSixty, video. */
export const AD_FILE_FIELDS = {
  photo: (position: number) => `img${position}`,
  threeSixty: 'threeSixty',
  video: 'video',
} as const;

/** For `<input type="file" accept>`: the server decides by the bytes, this only guides pickers. */
export const AD_ACCEPT = {
  photo: 'image/jpeg,image/png,image/webp',
  threeSixty: 'image/jpeg',
  video: 'video/mp4,video/webm,video/quicktime',
} as const;

/**
 * Under each picker of step 2, so the seller knows the limits before choosing a file. The limits
 * are written out, as catalog keys (i18n/message.test.ts holds them to AD_UPLOAD_LIMITS).
 */
export const AD_UPLOAD_HINTS = {
  photo: msg('JPEG, PNG or WebP, up to 15 MB each.'),
  threeSixty: msg('One panoramic JPEG, up to 25 MB.'),
  video: msg('MP4, WebM or MOV, up to 200 MB.'),
} as const;

// ── Step 1: vehicle details ─────────────────────────────────────────────────────────────────────

const requiredText = (label: string, required: string, max: number, tooLong: string) =>
  singleLineText({ label, error: required }).min(1, required).max(max, tooLong);

/** A select's value: an id as text; '' or '0' means nothing chosen. */
const selectedId = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^[1-9]\d{0,8}$/, message)
    .transform(Number);

const wholeNumber = (required: string, invalid: string, min: number, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(/^\d{1,9}$/, invalid)
    .transform(Number)
    .pipe(z.number().int().min(min, invalid).max(max, invalid));

/** A checkbox: the text '0' or '1' (spec section 3); left out means unticked. */
const flag = () =>
  z
    .enum(['0', '1'], { error: AD_MESSAGES.flagInvalid })
    .optional()
    .transform((value) => value === '1');

/** The latest year of manufacture accepted: next year's models are sold from the autumn. */
export function latestModelYear(now = new Date()): number {
  return now.getFullYear() + 1;
}

/**
 * Step 1 of the wizard and the text parts of POST /api/vehicles/new-ad, keys in the order the
 * rules are checked (spec section 5): the first issue is the one to show. Everything arrives as
 * text, as a multipart form sends it.
 */
export const AdFieldsObjectSchema = z.object(
  {
    title: requiredText(
      msg('The ad title'),
      AD_MESSAGES.titleRequired,
      AD_LIMITS.title,
      AD_MESSAGES.titleTooLong,
    ),
    phone: singleLineText({ label: msg('The phone number'), error: AD_MESSAGES.phoneRequired })
      .min(1, AD_MESSAGES.phoneRequired)
      .regex(/^\d{10}$/, AD_MESSAGES.phoneInvalid),
    cityId: selectedId(AD_MESSAGES.cityRequired),
    vehicleTypeId: selectedId(AD_MESSAGES.vehicleTypeRequired),
    conditionId: selectedId(AD_MESSAGES.conditionRequired),
    vehicleMakeId: selectedId(AD_MESSAGES.makeRequired),
    model: requiredText(
      msg('The model'),
      AD_MESSAGES.modelRequired,
      AD_LIMITS.model,
      AD_MESSAGES.modelTooLong,
    ),
    yom: wholeNumber(AD_MESSAGES.yomRequired, AD_MESSAGES.yomInvalid, AD_LIMITS.minYear, 9_999)
      // Checked when parsing, not when the module loads: a server runs across New Year.
      .refine((year) => year <= latestModelYear(), AD_MESSAGES.yomInvalid),
    price: z
      .string({ error: AD_MESSAGES.priceRequired })
      .trim()
      .min(1, AD_MESSAGES.priceRequired)
      .pipe(PriceSchema(AD_MESSAGES.priceInvalid))
      .pipe(z.number().positive(AD_MESSAGES.priceInvalid)),
    transmissionId: selectedId(AD_MESSAGES.transmissionRequired),
    fuelTypeId: selectedId(AD_MESSAGES.fuelTypeRequired),
    engineCapacity: wholeNumber(
      AD_MESSAGES.engineCapacityRequired,
      AD_MESSAGES.engineCapacityInvalid,
      0,
      AD_LIMITS.engineCapacityMax,
    ),
    mileage: wholeNumber(
      AD_MESSAGES.mileageRequired,
      AD_MESSAGES.mileageInvalid,
      0,
      AD_LIMITS.mileageMax,
    ),
    // Not trimmed: the rich editor's HTML is kept as written.
    description: multiLineText({
      label: msg('The description'),
      error: AD_MESSAGES.descriptionTooLong,
      trim: false,
    })
      .max(AD_LIMITS.description, AD_MESSAGES.descriptionTooLong)
      .optional()
      .transform((description) => description ?? ''),
    ongoingLease: flag(),
    airCondition: flag(),
    powerMirror: flag(),
    powerSteering: flag(),
    powerWindow: flag(),
    // Local vehicle facts (issue 38): optional, so ads and forms without them keep working.
    ...VehicleFactFieldsShape,
  },
  { error: BODY_NOT_AN_OBJECT },
);

/**
 * The fields with the rule between them (issue 38): the year of registration against the
 * registration and the year of manufacture. What the wizard and the API validate with;
 * `AdFieldsObjectSchema` is the plain shape, for forms that extend it.
 */
export const AdFieldsSchema = AdFieldsObjectSchema.superRefine((ad, context) => {
  const problem = registrationYearProblem(ad);
  if (problem) context.addIssue({ code: 'custom', message: problem, path: ['registrationYear'] });
});
export type AdFieldsInput = z.input<typeof AdFieldsSchema>;
export type AdFields = z.output<typeof AdFieldsSchema>;

/** The names of the text parts, in the spec's order. */
export const AD_FIELD_NAMES = Object.keys(AdFieldsObjectSchema.shape) as Array<keyof AdFieldsInput>;

// ── Responses ───────────────────────────────────────────────────────────────────────────────────

/** 201 from POST /api/vehicles/new-ad: the toast and the new ad's id. */
export const NewAdResponseSchema = z.object({ message: z.string(), id: z.number().int() });
export type NewAdResponse = z.infer<typeof NewAdResponseSchema>;

/** GET /api/vehicles/load-add-vehicle-data: the wizard's select options, each sorted by name. */
export const AddVehicleDataResponseSchema = z.object({
  cities: z.array(IdNameSchema),
  vehicleTypes: z.array(IdNameSchema),
  conditions: z.array(IdNameSchema),
  makes: z.array(IdNameSchema),
  transmissions: z.array(IdNameSchema),
  fuelTypes: z.array(IdNameSchema),
  /** Each district's main towns (issue 38), sorted by name; the wizard offers its city's. */
  towns: z.array(TownSchema),
});
export type AddVehicleDataResponse = z.infer<typeof AddVehicleDataResponseSchema>;

/** What My Listings and the moderation page call an ad's state. */
export const LISTING_STATUSES = ['active', 'pending', 'expired', 'sold', 'rejected'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** The `status` filter of My Listings and of the staff's moderation queue, each with its default. */
export const listingStatusQuery = (fallback: ListingStatus) =>
  z
    .enum(LISTING_STATUSES, {
      error: msg('Status must be active, pending, expired, sold or rejected'),
    })
    .default(fallback);

// ── My Listings ─────────────────────────────────────────────────────────────────────────────────

export const MyListingsQuerySchema = z.object({ status: listingStatusQuery('active') });
export type MyListingsQuery = z.input<typeof MyListingsQuerySchema>;

/**
 * A car of My Listings: the card plus its state. An active ad past its expiry reads `expired`;
 * `rejectionReason` is the staff's note on a rejected ad.
 */
export const MyListingCarSchema = SearchResultCarSchema.extend({
  status: z.enum(LISTING_STATUSES),
  rejectionReason: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /**
   * An edit of this live ad that waits for staff, or that staff refused (with their reason,
   * until the next edit); null when there is none (decision 081).
   */
  edit: z
    .object({ status: z.enum(['pending', 'rejected']), rejectionReason: z.string().nullable() })
    .nullable(),
  /**
   * A live ad staff hold (reports, decision 094): `status` reads `pending`, and the card says
   * "Under review" rather than "Sent for review", which a fresh ad shows.
   */
  underReview: z.boolean(),
  /**
   * The seller's own pause (issue 37): two weekly "still available?" e-mails went unanswered, so
   * the ad is out of search until they resume it (`status` stays `active`).
   */
  paused: z.boolean(),
  /** How many different people revealed the ad's phone number (decision 107). */
  phoneViewers: z.number().int(),
});
export type MyListingCar = z.infer<typeof MyListingCarSchema>;

export const ListingCountsSchema = z.object({
  active: z.number().int(),
  pending: z.number().int(),
  expired: z.number().int(),
  sold: z.number().int(),
  rejected: z.number().int(),
});
export type ListingCounts = z.infer<typeof ListingCountsSchema>;

export const MyListingsResponseSchema = z.object({
  counts: ListingCountsSchema,
  cars: z.array(MyListingCarSchema),
});
export type MyListingsResponse = z.infer<typeof MyListingsResponseSchema>;

export const LISTING_MESSAGES = {
  onlyActiveCanBeSold: msg('Only a live ad can be marked as sold.'),
  notFound: msg('We could not find that ad among your listings.'),
} as const;

/** The answer for an ad id that names no ad the caller may act on, owner's or staff's. */
export const AD_NOT_FOUND = msg('We could not find that ad.');

/** `:id` of the owner's and the staff's calls on one ad. */
export const AdIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: AD_NOT_FOUND })
    .int(AD_NOT_FOUND)
    .min(1, AD_NOT_FOUND)
    .max(2_147_483_647, AD_NOT_FOUND),
});
