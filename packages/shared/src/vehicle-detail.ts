import { z } from 'zod';
import { PACKAGE_NAMES } from './packages';
import { MarketInsightFieldsSchema } from './market-insights';
import { SearchResultCarSchema } from './vehicle-search';
import { msg } from './i18n/translate';

export const VEHICLE_STATUSES = ['pending', 'active', 'rejected', 'sold', 'expired'] as const;

// The ad page's texts and sizes the first screen needs live without zod (decision 091).
export * from './vehicle-detail-text';

export const VehicleIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, msg('The car id must be a whole number'))
    .transform(Number)
    .pipe(z.number().int().positive(msg('The car id must be a whole number'))),
});

export const GalleryImageSchema = z.object({
  /** The large WebP (1280 px wide). */
  path: z.string(),
  /** Every width, for `<img srcset>`. */
  srcSet: z.string(),
  /** The small WebP for the thumbnail strip. */
  thumbnailPath: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type GalleryImage = z.infer<typeof GalleryImageSchema>;

/** GET /api/vehicles/:id (api.md): the search fields plus the whole ad. */
export const VehicleDetailSchema = SearchResultCarSchema.extend({
  description: z.string(),
  /** `html` (sanitised) for featured and vip ads, plain `text` for member ads. */
  descriptionFormat: z.enum(['html', 'text']),
  /** Engine capacity in cc; 0 for electric vehicles. */
  engineCapacity: z.number().int(),
  make: z.string(),
  model: z.string(),
  /**
   * The ids of the ad's make, catalogue model (null when its model is not in the catalogue) and
   * city: the page's breadcrumbs link their Buy Car pages (`/buy-car?brand=…&model=…&city=…`).
   */
  searchIds: z.object({
    makeId: z.number().int(),
    modelId: z.number().int().nullable(),
    cityId: z.number().int(),
  }),
  vehicleType: z.string(),
  /** Local vehicle facts (issue 38); `registration` and `town` are the card's. Null when not said. */
  registrationYear: z.number().int().nullable(),
  owners: z.number().int().nullable(),
  townId: z.number().int().nullable(),
  ongoingLease: z.boolean(),
  features: z.array(z.string()),
  images: z.array(GalleryImageSchema),
  threeSixty: z.string().nullable(),
  video: z.string().nullable(),
  seller: z.object({
    /** Null when the seller turned profile visibility off: the page says "Private seller". */
    name: z.string().nullable(),
    package: z.enum(PACKAGE_NAMES),
    /** Null with the name. */
    memberSince: z.string().nullable(),
    /**
     * Whether POST /api/vehicles/:id/phone reveals a number: a live ad whose package shows contact
     * details (vip). The number itself is never in this answer (issue 29, decision 107).
     */
    phoneAvailable: z.boolean(),
    /** Whether the seller proved their mobile number by SMS (issue 36): "Phone verified". */
    phoneVerified: z.boolean(),
    /** When they did (ISO); null when not verified. */
    phoneVerifiedAt: z.string().nullable(),
    /** The account's e-mail, only where the package shows contact details and the seller chose to show it. */
    email: z.string().nullable(),
  }),
  status: z.enum(VEHICLE_STATUSES),
  postedAt: z.string(),
}).extend(MarketInsightFieldsSchema.shape);
export type VehicleDetail = z.infer<typeof VehicleDetailSchema>;
