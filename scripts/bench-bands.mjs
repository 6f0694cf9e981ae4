// Times the nightly price-band recomputation (issue 37, decision 133) on a seeded database:
//   DATABASE_URL=postgres://…/mydb node scripts/bench-bands.mjs
// It runs `market_price_bands_refresh()` (every live ad, one statement) twice: the first writes
// what changed since the last run (every band on a fresh seed), the second is a quiet night's run
// that computes everything and writes nothing. The budget is 1,000,000 live ads in 5 minutes.
import pg from 'pg';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL to a seeded PostgreSQL database.');
  process.exit(1);
}
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  const { rows } = await client.query(
    `select count(*)::int as live from vehicles
      where status = 'active' and held_for is null and expires_at > now() and model_id is not null`,
  );
  console.log(`Live ads with a catalogue model: ${rows[0].live}`);
  for (const run of ['first run', 'quiet rerun']) {
    const started = performance.now();
    const result = await client.query('select market_price_bands_refresh() as written');
    const seconds = (performance.now() - started) / 1000;
    console.log(`${run}: ${result.rows[0].written} rows written in ${seconds.toFixed(1)} s`);
  }
  const { rows: banded } = await client.query(
    'select count(*)::int as rows, count(low)::int as banded from vehicle_price_bands',
  );
  console.log(`Bands: ${banded[0].banded} of ${banded[0].rows} rows have a band`);
} finally {
  await client.end();
}
