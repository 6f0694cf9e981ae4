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
