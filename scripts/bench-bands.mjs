// Times the nightly price-band recomputation (issue 37, decision 133) on a seeded PostgreSQL
// database, as the `market.bands` job runs it (recomputeAllBands: batches of live ads in id
// order, each a statement and a commit of its own):
//   DATABASE_URL=postgres://…/mydb node --import tsx scripts/bench-bands.mjs
// It runs twice: the first writes what changed since the last run (every band on a fresh seed),
// the second is a quiet night's run that computes everything and writes nothing. The budget is
// 1,000,000 live ads in 5 minutes.
import { sql } from 'drizzle-orm';
import { createDb } from '@carmarket/db/client';
import { createMarketBandsRepository } from '../apps/api/src/modules/market/market-bands.repository.ts';
import { recomputeAllBands } from '../apps/api/src/modules/market/market.service.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Set DATABASE_URL to a seeded PostgreSQL database.');
  process.exit(1);
}
const handle = await createDb({ databaseUrl, poolSize: 1 });
const bands = createMarketBandsRepository(handle.db);
try {
  for (const run of ['first run', 'quiet rerun']) {
    const started = performance.now();
    const { ads, written } = await recomputeAllBands({ bands, now: new Date() });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${run}: ${ads.toLocaleString('en')} live ads, ${written.toLocaleString('en')} rows written in ${seconds.toFixed(1)} s`,
    );
  }
  const { rows } = await handle.db.execute(
    sql`select count(*)::int as rows, count(low)::int as banded from vehicle_price_bands`,
  );
  console.log(
    `Bands: ${rows[0].banded.toLocaleString('en')} of ${rows[0].rows.toLocaleString('en')} rows have a band`,
  );
} finally {
  await handle.close();
}
