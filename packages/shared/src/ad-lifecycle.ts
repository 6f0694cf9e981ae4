import { z } from 'zod';
import { AdminAdSchema } from './staff-moderation';
import { AdSignalsSchema } from './ad-signals';
import { BODY_NOT_AN_OBJECT } from './errors';
import { PACKAGE_NAMES } from './packages';
import { singleLineText } from './text';
import { msg } from './i18n/translate';
import { MARKET_MESSAGES } from './market-insights';
import { PriceSchema } from './money';

/**
 * An ad after it is posted (issue 16, decision 081): renewing it, the e-mail's one-tap links,
 * editing it, and staff's review of an edit of a live ad.
 */

export const LIFECYCLE_MESSAGES = {
  cannotRenew: msg(
    'Only a live or expired ad can be renewed. A pending ad goes live when staff approve it.',
  ),
  cannotEdit: msg(
    'Only a live or pending ad can be edited. A sold, expired or rejected ad cannot.',
  ),
  linkInvalid: msg('This link has expired or was already used.'),
  tokenRequired: msg('The link is missing its token. Please open the link from the e-mail again.'),
  editNotFound: msg('We could not find an edit waiting for review on that ad.'),
  renewed: msg('Your ad is renewed.'),
  markedSold: msg('Your ad is marked as sold.'),
  editApplied: msg('Your changes are live.'),
  editSentForReview: msg(
    'Your changes will go live once staff approve them. Until then buyers see the ad as it was.',
  ),
  pendingEditSaved: msg('Your changes are saved. The ad is still waiting for review.'),
  photoNotOnAd: msg(
    'One of the photos kept is no longer on this ad. Please reload the page and try again.',
  ),
  photosOnly: msg(
    'Editing an ad changes its photos only; the 360° view and the video stay as they are.',
  ),
} as const;

/**
 * The multipart part of an edit that names its photos in order, cover first, comma-separated:
 * the photos kept by their `key` from GET /api/me/listings/:id/edit, new ones by their part name
 * (`img1`…). New photos it does not name follow. Sent, even empty, only when the photos change.
 */
export const EDIT_KEEP_PHOTOS_FIELD = 'keepPhotos';

/** A photo of an ad being edited: `key` names it in `keepPhotos`. */
export const EditablePhotoSchema = z.object({ key: z.string(), url: z.string() });
export type EditablePhoto = z.infer<typeof EditablePhotoSchema>;

/** How close to its expiry a live ad shows Renew on My Listings; also the reminder's window. */
export const RENEW_WINDOW_DAYS = 3;

/** POST /api/me/listings/:id/renew. */
export const RenewResponseSchema = z.object({ id: z.number().int(), expiresAt: z.string() });
export type RenewResponse = z.infer<typeof RenewResponseSchema>;

/**
 * What a one-tap link does: the expiry reminder's Renew and Mark as sold (decision 081), and the
 * weekly availability check's Still available, Sold and Price changed (issue 37, decision 133).
 */
export const LISTING_ACTIONS = ['renew', 'sold', 'available', 'price-changed'] as const;
export type ListingAction = (typeof LISTING_ACTIONS)[number];

/**
 * What a sold car went for, when the seller says (issue 37): optional, a price as the ad's is
 * (digits with up to 2 decimals, above 0); empty is "not saying".
 */
export const SoldPriceSchema = z
  .union([z.string(), z.number()], { error: MARKET_MESSAGES.soldPriceInvalid })
  .optional()
  .transform((value) => {
    const text = value === undefined ? '' : String(value).trim();
    return text === '' ? undefined : text;
  })
  .pipe(
    PriceSchema(MARKET_MESSAGES.soldPriceInvalid)
      .pipe(z.number().positive(MARKET_MESSAGES.soldPriceInvalid))
      .optional(),
  );

const tokenText = singleLineText({
  label: msg('The link'),
  error: LIFECYCLE_MESSAGES.tokenRequired,
})
  .min(1, LIFECYCLE_MESSAGES.tokenRequired)
  .max(1000, LIFECYCLE_MESSAGES.linkInvalid);

/** POST /api/listing-actions and GET /api/listing-actions?token=: a one-tap link's token. */
export const ListingActionRequestSchema = z.object(
  {
    token: tokenText,
    /** A Sold link's optional final price (issue 37); ignored by the other actions. */
    soldPrice: SoldPriceSchema,
  },
  { error: BODY_NOT_AN_OBJECT },
);
/** POST /api/me/listings/:id/sold: the final price is optional, and so is the body. */
export const MarkSoldRequestSchema = z
  .object({ soldPrice: SoldPriceSchema }, { error: BODY_NOT_AN_OBJECT })
  // No body at all (the call before issue 37) is a sale without a price.
  .nullish();
export type MarkSoldRequest = z.input<typeof MarkSoldRequestSchema>;

export const ListingActionQuerySchema = z.object({ token: tokenText });

/** What a link will do (GET) or did (POST). */
export const ListingActionResponseSchema = z.object({
  action: z.enum(LISTING_ACTIONS),
  adId: z.number().int(),
  title: z.string(),
  /** The ad's expiry: after a renewal, the new one. */
  expiresAt: z.string().nullable(),
  /**
   * After "Still available" (issue 37): when the seller confirmed it; null for other actions and
   * before the link is used.
   */
  confirmedAt: z.string().nullable().optional(),
});
export type ListingActionResponse = z.infer<typeof ListingActionResponseSchema>;

/** PUT /api/me/listings/:id: whether the edit is live or waits for staff. */
export const EditAdResponseSchema = z.object({
  outcome: z.enum(['applied', 'review']),
  message: z.string(),
});
export type EditAdResponse = z.infer<typeof EditAdResponseSchema>;

/**
 * GET /api/me/listings/:id/edit: the ad as the wizard's step 1 sends it (every value as text),
 * the waiting edit when there is one, so the seller continues from what they last sent.
 */
export const EditableAdSchema = z.object({
  id: z.number().int(),
  status: z.enum(['active', 'pending']),
  /** The package the ad was posted under: its description rules still apply. */
  package: z.enum(PACKAGE_NAMES),
  fields: z.record(z.string(), z.string()),
  /** The photos as the edit starts from them (the waiting edit's when it changed them). */
  photos: z.array(EditablePhotoSchema),
  hasPendingEdit: z.boolean(),
});
export type EditableAd = z.infer<typeof EditableAdSchema>;

/** One changed field of an edit, as a reviewer reads it. */
export const AdEditChangeSchema = z.object({
  field: z.string(),
  from: z.string(),
  to: z.string(),
});

/** GET /api/admin/ad-edits: edits of live ads waiting for staff, oldest first. */
export const AdminAdEditSchema = z.object({
  /** The ad as it is live now. */
  ad: AdminAdSchema,
  changes: z.array(AdEditChangeSchema),
  /** The photos before and after (image URLs, cover first) when the edit changes them. */
  photos: z.object({ from: z.array(z.string()), to: z.array(z.string()) }).nullable(),
  /**
   * The phone signal of the number the edit gives the ad (decision 106), counted as for a new ad:
   * this ad included, as edited. `ad.signals` is the live ad's.
   */
  signals: AdSignalsSchema.pick({
    phoneAccounts: true,
    phoneAds: true,
    phoneVerifiedAccounts: true,
  }),
  submittedAt: z.string(),
});
export type AdminAdEdit = z.infer<typeof AdminAdEditSchema>;
export const AdminAdEditsResponseSchema = z.object({ edits: z.array(AdminAdEditSchema) });
export type AdminAdEditsResponse = z.infer<typeof AdminAdEditsResponseSchema>;
