import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MARKET_BANDS_JOB, nextNightlyBands } from './market-bands-job';

/** Models per statement of the nightly run: each batch commits on its own. */
const MODELS_PER_BATCH = 25;

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
    const models = await bands.liveModelIds(now);
    let written = 0;
    for (let start = 0; start < models.length; start += MODELS_PER_BATCH) {
      written += await bands.refresh({
        modelIds: models.slice(start, start + MODELS_PER_BATCH),
        at: now,
      });
    }
    app.log.info({ models: models.length, written }, 'price bands recomputed');
  });
  app.jobs.schedule({ kind: MARKET_BANDS_JOB, next: nextNightlyBands });
});
