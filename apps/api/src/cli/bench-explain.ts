import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { createDb } from '@carmarket/db/client';
import {
  cities,
  conditions,
  fuelTypes,
  transmissions,
  vehicleMakes,
  vehicleTypes,
} from '@carmarket/db/schema';
import { SearchQuerySchema } from '@carmarket/shared/vehicle-search';
import { loadEnv } from '../config/env';
import { createTtlCache } from '../lib/ttl-cache';
import {
  createVehiclesRepository,
  type SearchPlan,
  type VehiclesRepository,
} from '../modules/vehicles/vehicles.repository';
import { searchVehicles } from '../modules/vehicles/vehicles.service';

/**
 * Part of `npm run bench`: builds the fixed search mix from the reference data, runs each search
 * through the service itself and EXPLAIN ANALYZE on every statement it ran (so the plans are the
 * production path's, typo correction included),
 * prints the scans, and writes the mix (query strings) to `--out` for autocannon. Exits 1 when a
 * statement reads the vehicles table without an index.
 */
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const env = loadEnv();
const handle = await createDb({ databaseUrl: env.DATABASE_URL, pgliteDir: env.pgliteDir });
const db = handle.db;

async function idsByName(table: typeof cities) {
  const rows = await db.select().from(table);
  return (...names: string[]) =>
    names
      .map((name) => {
        const row = rows.find((candidate) => candidate.name === name);
        if (!row) throw new Error(`reference row missing: ${name}`);
        return row.id;
      })
      .join(',');
}

const city = await idsByName(cities);
const make = await idsByName(vehicleMakes);
const type = await idsByName(vehicleTypes);
const condition = await idsByName(conditions);
const fuel = await idsByName(fuelTypes);
const gearbox = await idsByName(transmissions);

/** Keyword, each filter, combined filters, every sort, deep pages. */
const MIX = [
  '',
  'query=toyota',
  'query=corolla',
  'query=coro',
  'query=toyta%20corola',
  'query=hybrid%20battery',
  'min=2000000&max=5000000',
  `brands=${make('Toyota')}`,
  `brands=${make('BMW', 'Mercedes-Benz')}`,
  `conditions=${condition('Brand New')}`,
  `fuelTypes=${fuel('Hybrid')}`,
  `vehicleTypes=${type('SUV')}`,
  `transmissions=${gearbox('Manual')}`,
  `cityId=${city('Kandy')}`,
  `brands=${make('Toyota')}&fuelTypes=${fuel('Hybrid')}&max=8000000&sort=1`,
  `vehicleTypes=${type('SUV')}&transmissions=${gearbox('Automatic')}&cityId=${city('Colombo')}&sort=3`,
  `query=suzuki&brands=${make('Suzuki')}&min=3000000&sort=2`,
  'sort=1',
  'sort=2',
  'sort=3',
  'sort=4',
  'sort=3&page=500',
  `brands=${make('Toyota')}&sort=1&page=200`,
  'query=toyota&page=50',
];

const repository = createVehiclesRepository(db);
const print = (line: string) => process.stdout.write(`${line}\n`);
const now = new Date();
let unindexed = 0;

function scans(plan: string[]): string[] {
  return plan
    .filter((line) => /Scan|Execution Time/.test(line))
    .map((line) => line.trim().replace(/\s+\(cost=[^)]*\)/, ''));
}

/** The repository the service is given: every search statement it runs is recorded. */
function recording(statements: Array<{ statement: 'page' | 'count'; plan: SearchPlan }>) {
  const recorder: VehiclesRepository = {
    ...repository,
    searchCards(plan) {
      statements.push({ statement: 'page', plan });
      return repository.searchCards(plan);
    },
    searchCardsCounted(plan) {
      statements.push({ statement: 'page', plan });
      return repository.searchCardsCounted(plan);
    },
    countMatches(plan) {
      statements.push({ statement: 'count', plan: { ...plan, sort: 0, limit: 0, offset: 0 } });
      return repository.countMatches(plan);
    },
  };
  return recorder;
}

for (const text of MIX) {
  const query = SearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(text)));
  const statements: Array<{ statement: 'page' | 'count'; plan: SearchPlan }> = [];
  const { carsCount } = await searchVehicles({
    repository: recording(statements),
    publicUrl: (key) => key,
    query,
    cache: createTtlCache({ ttlMs: 0, maxEntries: 1 }),
    now,
  });
  print(`\n/api/vehicles/search?${text}  (${carsCount} cars)`);
  for (const { statement, plan } of statements) {
    const lines = await repository.explainSearch(statement, plan);
    print(`  ${statement}${plan.keyword ? ` (tsquery ${plan.keyword.tsquery})` : ''}:`);
    for (const line of scans(lines)) print(`    ${line}`);
    if (lines.some((line) => /Seq Scan on vehicles\b/.test(line))) {
      unindexed += 1;
      print('    ^ reads the vehicles table without an index');
    }
  }
}

await handle.close();
if (values.out) await writeFile(values.out, JSON.stringify(MIX));
if (unindexed > 0) {
  console.error(`\n${unindexed} statement(s) scan the vehicles table without an index.`);
  process.exit(1);
}
print(`\nEvery statement of the ${MIX.length} searches uses an index.`);
