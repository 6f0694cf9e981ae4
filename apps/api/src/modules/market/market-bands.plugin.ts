import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MARKET_BANDS_JOB, nextNightlyBands } from './market-bands-job';
import { recomputeAllBands } from './market.service';

/** The ads a job names, or null for the nightly run over every live ad. */
function vehicleIdsOf(payload: Record<string, unknown>): number[] | null {
  const ids = payload.vehicleIds;
  if (!Array.isArray(ids)) return null;
  return ids.filter((id): id is number => Number.isInteger(id));
}

export const marketBandsPlugin = fp(async (app: FastifyInstance) => {
  const bands = app.repos.marketBands;

  app.jobs.handle(MARKET_BANDS_JOB, async ({ job, now }) => {
    const vehicleIds = vehicleIdsOf(job.payload);
    if (vehicleIds !== null) {
      await bands.refresh({ vehicleIds, at: now });
      return;
    }
    const { ads, written } = await recomputeAllBands({ bands, now });
    app.log.info({ ads, written }, 'price bands recomputed');
  });
  app.jobs.schedule({ kind: MARKET_BANDS_JOB, next: nextNightlyBands });
});
