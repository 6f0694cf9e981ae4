import type { PriceBandQuery, PriceBandResponse } from '@carmarket/shared/market-insights';
import type { MarketBandsRepository } from './market-bands.repository';

/**
 * GET /api/vehicles/price-band: the band of the car being entered in the sell wizard, by the same
 * comparables rule as an ad's (no ad to leave out); null below the threshold, never a guess.
 */
export async function findPriceBand(options: {
  bands: MarketBandsRepository;
  car: PriceBandQuery;
  now: Date;
}): Promise<PriceBandResponse> {
  return { band: await options.bands.bandFor(options.car, options.now) };
}

/**
 * Live ads per statement of the nightly run, each batch committed on its own: a statement's
 * comparables (up to 180 an ad) are sorted in memory, and no transaction holds search's rows for
 * long. One statement over a million ads sorted on disk for more than ten minutes.
 */
export const ADS_PER_BANDS_BATCH = 5_000;

/**
 * The nightly run (decision 133): every live ad's band as of `now`, in batches of ads in id
 * order. `scripts/bench-bands.mjs` times this against the 1M budget.
 */
export async function recomputeAllBands(options: {
  bands: MarketBandsRepository;
  now: Date;
  adsPerBatch?: number;
}): Promise<{ ads: number; written: number }> {
  const { bands, now, adsPerBatch = ADS_PER_BANDS_BATCH } = options;
  let ads = 0;
  let written = 0;
  for (let afterId = 0; ;) {
    const batch = await bands.liveAdIdsAfter(afterId, adsPerBatch, now);
    if (batch.length === 0) break;
    written += await bands.refresh({ vehicleIds: batch, at: now });
    ads += batch.length;
    afterId = batch.at(-1)!;
  }
  return { ads, written };
}
