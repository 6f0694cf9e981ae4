import type { FastifyInstance } from 'fastify';
import type { AdSignals } from '@carmarket/shared/ad-signals';
import type { MediaStorage } from '../media/media-storage';

/** No signal: a phone number nobody else uses, no matching photo. */
const QUIET: AdSignals = {
  duplicatePhotoOf: [],
  duplicatePhotos: [],
  phoneAccounts: 0,
  phoneAds: 0,
  phoneVerifiedAccounts: 0,
};

/**
 * The staff signals of each ad in `adIds` (decision 095): two queries for the whole page. Photos
 * are shown at their 640 px variant, side by side.
 */
export async function adSignals(options: {
  signals: FastifyInstance['repos']['signals'];
  media: MediaStorage;
  adIds: readonly number[];
  /** The app's clock: what "expired" means for a matching ad. */
  now: Date;
}): Promise<Map<number, AdSignals>> {
  const { signals, media, adIds } = options;
  const [matches, phones] = await Promise.all([
    signals.photoMatches(adIds, options.now),
    signals.phoneUse(adIds),
  ]);
  const url = (key: string, variants: Partial<Record<string, string>>) =>
    media.publicUrl(variants['640'] ?? key);
  const byAd = new Map<number, AdSignals>(
    adIds.map((id) => [id, { ...QUIET, duplicatePhotoOf: [], duplicatePhotos: [] }]),
  );
  for (const phone of phones) {
    const entry = byAd.get(phone.adId);
    if (!entry) continue;
    entry.phoneAccounts = phone.accounts;
    entry.phoneAds = phone.ads;
    entry.phoneVerifiedAccounts = phone.verifiedAccounts;
  }
  for (const match of matches) {
    const entry = byAd.get(match.adId);
    if (!entry) continue;
    entry.duplicatePhotos.push({
      photo: url(match.photoKey, match.photoVariants),
      matchAdId: match.matchAdId,
      matchPhoto: url(match.matchKey, match.matchVariants),
      matchSellerId: match.matchSellerId,
      matchStatus: match.matchStatus,
    });
    if (!entry.duplicatePhotoOf.includes(match.matchAdId))
      entry.duplicatePhotoOf.push(match.matchAdId);
  }
  for (const entry of byAd.values()) entry.duplicatePhotoOf.sort((a, b) => a - b);
  return byAd;
}

/** The signals of an ad that `adSignals` did not see (it was not on the page asked for). */
export function quietSignals(): AdSignals {
  return { ...QUIET, duplicatePhotoOf: [], duplicatePhotos: [] };
}
