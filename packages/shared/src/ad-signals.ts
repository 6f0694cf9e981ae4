import { z } from 'zod';
import { englishMessage, message, type Message } from './i18n/message';
import { msg } from './i18n/translate';

/**
 * What staff see on each ad besides the ad itself (issue 18, decision 095): photos that match
 * another seller's earlier ad, and how widely its phone number is used.
 */

/** A number used by more accounts than this is flagged. */
export const PHONE_ACCOUNTS_FLAG_ABOVE = 3;

/** One photo of the ad that matches a photo of another seller's earlier ad. */
export const DuplicatePhotoSchema = z.object({
  /** This ad's photo (640 px variant). */
  photo: z.string(),
  matchAdId: z.number().int(),
  /** The matching photo of the other ad (640 px variant). */
  matchPhoto: z.string(),
  matchSellerId: z.number().int(),
  /** The other ad's status now, so staff can open it in the right list. */
  matchStatus: z.enum(['active', 'pending', 'expired', 'sold', 'rejected']),
});
export type DuplicatePhoto = z.infer<typeof DuplicatePhotoSchema>;

export const AdSignalsSchema = z.object({
  /** The other sellers' earlier ads with a near-identical photo, lowest id first. */
  duplicatePhotoOf: z.array(z.number().int()),
  /** Each matching pair, for the side-by-side view. */
  duplicatePhotos: z.array(DuplicatePhotoSchema),
  /** Accounts using the ad's phone number: as their mobile or on any of their ads. */
  phoneAccounts: z.number().int(),
  /** Ads (any status) with the ad's phone number, this one included. */
  phoneAds: z.number().int(),
  /**
   * Of `phoneAccounts`, the accounts that proved the number is theirs by SMS (issue 36): a
   * number on many accounts but verified on one is one seller's, typed by others.
   */
  phoneVerifiedAccounts: z.number().int(),
});
export type AdSignals = z.infer<typeof AdSignalsSchema>;

/** Whether the phone line is a warning. */
export function phoneFlagged(signals: Pick<AdSignals, 'phoneAccounts'>): boolean {
  return signals.phoneAccounts > PHONE_ACCOUNTS_FLAG_ABOVE;
}

/** The staff card's sentences as messages: `t(source, values)` writes one in a language. */
export const SIGNAL_SENTENCES = {
  photoMatch: (adId: number): Message =>
    message(msg('Photo matches ad #{adId} by another seller'), { adId: String(adId) }),
  phoneUse: (accounts: number, ads: number): Message =>
    message(
      msg(
        'This number is used by {accounts, plural, one {# account} other {# accounts}} and {ads, plural, one {# ad} other {# ads}}',
      ),
      { accounts, ads },
    ),
  /** An edit of a live ad: the number it gives the ad, counted with the ad as edited. */
  editPhoneUse: (accounts: number, ads: number): Message =>
    message(
      msg(
        'The phone number after this edit is used by {accounts, plural, one {# account} other {# accounts}} and {ads, plural, one {# ad} other {# ads}}',
      ),
      { accounts, ads },
    ),
} as const;

/** The staff card's sentences, here so the journeys and the card read the same words. */
export const SIGNAL_TEXTS = {
  photoMatch: (adId: number) => englishMessage(SIGNAL_SENTENCES.photoMatch(adId)),
  phoneUse: (accounts: number, ads: number) =>
    englishMessage(SIGNAL_SENTENCES.phoneUse(accounts, ads)),
  editPhoneUse: (accounts: number, ads: number) =>
    englishMessage(SIGNAL_SENTENCES.editPhoneUse(accounts, ads)),
} as const;
