import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { createUser, createVehicle } from '../../test/factories';

const token = randomBytes(24).toString('hex');
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let withoutToken: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp({ metricsToken: token });
  withoutToken = await buildTestApp();
});
afterAll(async () => {
  await ctx.app.close();
  await withoutToken.app.close();
});

const scrape = (headers: Record<string, string> = { authorization: `Bearer ${token}` }) =>
  ctx.app.inject({ method: 'GET', url: '/metrics', headers });

/** The value of one series in Prometheus's text format; undefined when it is absent. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('is an unknown path without METRICS_TOKEN, and without the token or with a wrong one', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(unknown.statusCode).toBe(404);
    for (const response of [
      await withoutToken.app.inject({ method: 'GET', url: '/metrics' }),
      await scrape({}),
      await scrape({ authorization: `Bearer ${token.slice(1)}` }),
      await scrape({ authorization: `Bearer ${token}x` }),
      await scrape({ authorization: token }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(unknown.body);
    }
  });

  it('counts requests by route pattern and status, never by address', async () => {
    for (const id of [987654, 987655]) {
      const missing = await ctx.app.inject({ method: 'GET', url: `/api/vehicles/${id}?ref=x` });
      expect(missing.statusCode).toBe(404);
    }
    const text = (await scrape()).body;
    expect(
      valueOf(
        text,
        'carmarket_http_requests_total{method="GET",route="/api/vehicles/:id",status="404"}',
      ),
    ).toBe(2);
    expect(
      valueOf(
        text,
        'carmarket_http_request_duration_seconds_count{method="GET",route="/api/vehicles/:id",status="404"}',
      ),
    ).toBe(2);
    expect(text).not.toContain('987654');
    expect(text).not.toContain('ref=x');
    // Unknown paths share one series, whatever was asked for.
    expect(text).toContain('route="(unmatched)"');
    expect(text).not.toContain('no-such-page');
  });

  it('times searches by the plan of their page', async () => {
    // Nothing to find: the counts answer, no page is read.
    const empty = await ctx.app.inject({ method: 'GET', url: '/api/vehicles/search' });
    expect(empty.statusCode).toBe(200);
    let text = (await scrape()).body;
    expect(valueOf(text, 'carmarket_search_duration_seconds_count{plan="count"}')).toBe(1);

    const seller = await createUser(ctx.db);
    await createVehicle(ctx.db, { userId: seller.id });
    const found = await ctx.app.inject({ method: 'GET', url: '/api/vehicles/search' });
    expect(found.json()).toMatchObject({ carsCount: 1 });
    text = (await scrape()).body;
    const paged = ['walk', 'sort', 'bounded'].map(
      (plan) => valueOf(text, `carmarket_search_duration_seconds_count{plan="${plan}"}`) ?? 0,
    );
    expect(paged.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(valueOf(text, 'carmarket_search_duration_seconds_count{plan="count"}')).toBe(1);
  });

  it('shows the job queue, job runs, the mail backlog and, on PostgreSQL, the pool', async () => {
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration(),
    });
    expect(registered.statusCode).toBe(201);
    let text = (await scrape()).body;
    // The confirmation message waits in the outbox, its delivery a due job.
    expect(valueOf(text, 'carmarket_mail_outbox_backlog')).toBe(1);
    expect(valueOf(text, 'carmarket_jobs{state="due"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'carmarket_jobs{state="failed"}')).toBe(0);

    await ctx.app.jobs.runDue();
    text = (await scrape()).body;
    expect(valueOf(text, 'carmarket_mail_outbox_backlog')).toBe(0);
    expect(valueOf(text, 'carmarket_jobs{state="due"}')).toBe(0);
    expect(valueOf(text, 'carmarket_job_runs_total{kind="mail.send",outcome="done"}')).toBe(1);

    if (ctx.engine === 'postgres') {
      expect(valueOf(text, 'carmarket_db_pool_connections{state="idle"}')).toBeGreaterThan(0);
      expect(valueOf(text, 'carmarket_db_pool_waiting_queries')).toBe(0);
    } else {
      expect(text).not.toContain('carmarket_db_pool');
    }
    // The process's own, from prom-client.
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('answers in the text format Prometheus reads, never from a cache', async () => {
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE carmarket_http_requests_total counter');
  });
});
