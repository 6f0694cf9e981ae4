// Where `npm run bench` measures: a throwaway PostgreSQL database, an already seeded one, a
// seeded PGlite folder kept between runs, or a temporary PGlite folder.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * The database of a run: `serverUrl` (DATABASE_URL) with `reuse`, or without it a fresh database
 * on that server; else `dataDirOption` (a PGlite folder, seeded unless it already holds one), or a
 * temporary folder. `cleanUp` drops or removes whatever the run created.
 */
export async function prepareDatabase({ serverUrl, reuse, dataDirOption }) {
  if (serverUrl && reuse) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-bench-media-'));
    const cleanUp = () => rm(dataDir, { recursive: true, force: true });
    return { databaseUrl: serverUrl, dataDir, cleanUp, mustSeed: false };
  }
  if (serverUrl) {
    const name = `carmarket_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-bench-media-'));
    const cleanUp = async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
      await rm(dataDir, { recursive: true, force: true });
    };
    return { databaseUrl: url.toString(), dataDir, cleanUp, mustSeed: true };
  }
  if (dataDirOption) {
    const dataDir = path.resolve(dataDirOption);
    const mustSeed = !existsSync(path.join(dataDir, 'db'));
    return { databaseUrl: undefined, dataDir, cleanUp: async () => {}, mustSeed };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-bench-'));
  const cleanUp = () => rm(dataDir, { recursive: true, force: true });
  return { databaseUrl: undefined, dataDir, cleanUp, mustSeed: true };
}
