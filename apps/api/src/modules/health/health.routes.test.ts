import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
/** The app's clock: each ask below comes a few seconds after the last, past readiness's reuse. */
let now = Date.now();

beforeAll(async () => {
  ctx = await buildTestApp({ clock: () => new Date(now) });
});
afterAll(async () => {
  await ctx.app.close();
});

const readiness = (target: typeof ctx) => {
  now += 5000;
  return target.app.inject({ method: 'GET', url: '/api/health/ready' });
};

/** Readiness answers 503 `not_ready` with `message`. */
async function expectNotReady(message: string) {
  const response = await readiness(ctx);
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({ code: 'not_ready', message });
}

describe('GET /api/health', () => {
  it('says ok and names the database engine it reached', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: ctx.engine });
    expect(['pglite', 'postgres']).toContain(ctx.engine);
  });
});

describe('GET /api/health/live and /api/health/ready', () => {
  it('says the process lives, and is ready once its database, migrations and media store are', async () => {
    const live = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    expect(live.headers['cache-control']).toBe('no-store');

    const ready = await readiness(ctx);
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: ['database', 'migrations', 'media'] });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while its media folder cannot be written, and says so', async () => {
    // A file where the folder was: nothing can be stored under it (as root, a folder's mode
    // would not stop a write).
    await mkdir(ctx.mediaDir, { recursive: true });
    const moved = `${ctx.mediaDir}.moved`;
    await rename(ctx.mediaDir, moved);
    await writeFile(ctx.mediaDir, 'not a folder');
    try {
      await expectNotReady('Not ready: the media store cannot be written to.');
      // Liveness does not care: the process runs, and a restart would not help.
      const live = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
    } finally {
      await rm(ctx.mediaDir, { force: true });
      await rename(moved, ctx.mediaDir);
    }
    expect((await readiness(ctx)).statusCode).toBe(200);
  });

  it('is not ready while the database lacks a migration this version ships', async () => {
    const [newest] = await newestMigration();
    await ctx.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where id = ${newest?.id}`,
    );
    try {
      await expectNotReady('Not ready: the database lacks migrations this version needs.');
    } finally {
      await ctx.db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where id = ${newest?.id}`,
      );
    }
    expect((await readiness(ctx)).statusCode).toBe(200);
  });

  it('answers 503 "shutting down" once a shutdown began, serves through the grace, then refuses requests not yet begun', async () => {
    const other = await buildTestApp();
    try {
      other.app.readiness.startShutdown();
      // The grace (SHUTDOWN_GRACE_SECONDS): readiness has gone, the site still serves.
      expect((await readiness(other)).statusCode).toBe(503);
      const served = await other.app.inject({ method: 'GET', url: '/api/vehicles/search' });
      expect(served.statusCode).toBe(200);
      expect(served.headers.connection).toBe('close');
      other.app.readiness.refuseRequests();
      const ready = await readiness(other);
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        code: 'shutting_down',
        message: 'Not ready: the server is shutting down.',
      });
      expect((await other.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(
        200,
      );
      const search = await other.app.inject({ method: 'GET', url: '/api/vehicles/search' });
      expect(search.statusCode).toBe(503);
      expect(search.headers.connection).toBe('close');
      expect(search.json()).toEqual({
        code: 'shutting_down',
        message: 'The server is shutting down. Please try again in a moment.',
      });
    } finally {
      await other.app.close();
    }
  });
});

async function newestMigration() {
  const result = await ctx.db.execute(
    sql`select id from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  return (result as unknown as { rows: Array<{ id: number }> }).rows;
}
