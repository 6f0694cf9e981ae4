import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PriceBandQuerySchema, PriceBandResponseSchema } from '@carmarket/shared/market-insights';
import { systemClock, type Clock } from '../../lib/clock';
import { errorResponses } from '../../lib/route-responses';
import { operationsOf } from '../../lib/route-docs';
import type { LimitRule } from '../limits/rate-limiter';
import { findPriceBand } from './market.service';

export interface MarketRoutesOptions {
  /** The band is a read like search's: counted against the same ceilings (decision 107). */
  readCeilings: { perAddress: readonly LimitRule[]; perUser: readonly LimitRule[] };
  clock?: Clock;
}

const operation = operationsOf('vehicles');

/** What the site's market data tells a seller (issue 37, decision 133). */
export const marketRoutes: FastifyPluginAsyncZod<MarketRoutesOptions> = async (app, options) => {
  const clock = options.clock ?? systemClock;
  const limitReads = app.limitReads(options.readCeilings, (request) => app.claimedUserId(request));

  app.get(
    '/vehicles/price-band',
    {
      onRequest: limitReads,
      schema: {
        ...operation('Read the typical price of cars like the one being entered'),
        querystring: PriceBandQuerySchema,
        response: { 200: PriceBandResponseSchema, ...errorResponses(400, 429, 500) },
      },
    },
    async (request) =>
      findPriceBand({ bands: app.repos.marketBands, car: request.query, now: clock() }),
  );
};
