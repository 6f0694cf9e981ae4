import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '@carmarket/db/client';
import { loadEnv } from '../config/env';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite dump on disk; each test file loads it instead of migrating. */
    pgliteTemplatePath: string | undefined;
  }
}

const FFMPEG_INSTALL = 'apt-get install -y ffmpeg';

const hasFfmpeg = () => spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;

/**
 * The video tests make their videos and decode what the app serves with ffmpeg (the app itself
 * never runs it). As e2e/run.mjs does for Chromium, a root run installs it when it is missing,
 * so `npm test` passes on a fresh machine; anyone else is told the command.
 */
function ensureFfmpeg(): void {
  if (hasFfmpeg()) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`The video tests need ffmpeg. Install it with: sudo ${FFMPEG_INSTALL}`);
  }
  console.warn(`ffmpeg is missing: running ${FFMPEG_INSTALL}`);
  spawnSync('sh', ['-c', `apt-get update -qq && ${FFMPEG_INSTALL} -qq`], { stdio: 'inherit' });
  if (!hasFfmpeg()) throw new Error(`Could not install ffmpeg. Install it with: ${FFMPEG_INSTALL}`);
}

/**
 * Migrates one in-memory PGlite for the whole run and hands its dump to every test file:
 * loading it takes about a second, migrating takes three to four.
 */
export default async function setup(project: TestProject) {
  ensureFfmpeg();
  if (loadEnv().DATABASE_URL) {
    project.provide('pgliteTemplatePath', undefined);
    return;
  }
  const handle = await createDb();
  await handle.migrate();
  const dump = await handle.dump?.();
  await handle.close();
  if (!dump) throw new Error('PGlite could not dump its data directory');

  const dir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
