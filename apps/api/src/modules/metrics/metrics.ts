import {
  Counter,
  Gauge,
  Histogram,
  Registry,
  collectDefaultMetrics,
  type LabelValues,
} from 'prom-client';
import type { PoolUse } from '@carmarket/db/client';

/** Where the gauges read at each scrape come from; each is read only when Prometheus asks. */
export interface MetricsSources {
  /** The jobs not yet done, by state (modules/jobs). */
  jobsByState: () => Promise<Record<string, number>>;
  /** Messages composed and not yet delivered (modules/mail). */
  mailBacklog: () => Promise<number>;
  /** The PostgreSQL pool's connections; absent on the embedded database, which has no pool. */
  poolUse?: () => PoolUse;
  /** GET /api/me/events streams open in this process (modules/events). */
  openEventStreams: () => number;
  /** Told when a source fails: the scrape still answers, with that gauge's last value. */
  onSourceError: (source: string, error: unknown) => void;
}

/** The route label of a request no route matched: one value for every unknown path. */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * Every metric the API exposes (decision 125), in one registry per app so tests and processes
 * never share counts. Names follow Prometheus's conventions: `carmarket_` first, the unit last,
 * `_total` for counters; labels take few values (a route's pattern, never its address).
 */
export function createMetrics(sources: MetricsSources) {
  const registry = new Registry();
  // The process's own: CPU, memory, event loop delay, open handles, garbage collection.
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'carmarket_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: 'carmarket_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    // Uploads of videos take seconds; pages and searches, milliseconds.
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const searchSeconds = new Histogram({
    name: 'carmarket_search_duration_seconds',
    help: "Time a search took, by the plan of its page's read: walk, sort, bounded, or count (no page read).",
    labelNames: ['plan'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'carmarket_job_runs_total',
    help: 'Runs of background jobs in this process, by kind and outcome: done, retry (failed, to run again) or failed (for good).',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });

  const read = async (source: string, gauge: () => Promise<void>) => {
    try {
      await gauge();
    } catch (error) {
      sources.onSourceError(source, error);
    }
  };
  new Gauge({
    name: 'carmarket_jobs',
    help: 'Background jobs not yet done, by state: due (waiting for a runner), later (a retry or a schedule), running, failed (retries ran out).',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      await read('jobs', async () => {
        for (const [state, count] of Object.entries(await sources.jobsByState())) {
          this.set({ state }, count);
        }
      });
    },
  });
  new Gauge({
    name: 'carmarket_mail_outbox_backlog',
    help: 'Messages composed in the last 7 days and not yet delivered.',
    registers: [registry],
    async collect() {
      await read('mail', async () => this.set(await sources.mailBacklog()));
    },
  });
  new Gauge({
    name: 'carmarket_event_streams_open',
    help: 'Live event streams (GET /api/me/events) open in this process.',
    registers: [registry],
    collect() {
      this.set(sources.openEventStreams());
    },
  });
  const { poolUse } = sources;
  if (poolUse) {
    new Gauge({
      name: 'carmarket_db_pool_connections',
      help: "The PostgreSQL pool's connections, by state: idle or in_use.",
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const use = poolUse();
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'in_use' }, use.total - use.idle);
      },
    });
    new Gauge({
      name: 'carmarket_db_pool_waiting_queries',
      help: 'Queries waiting for a PostgreSQL connection because every one is in use.',
      registers: [registry],
      collect() {
        this.set(poolUse().waiting);
      },
    });
  }

  return {
    registry,
    /** Counts one answered request; `route` is its pattern (`/api/vehicles/:id`). */
    observeRequest(labels: LabelValues<'method' | 'route' | 'status'>, seconds: number) {
      requests.inc(labels);
      requestSeconds.observe(labels, seconds);
    },
    /** The hook search reports through (vehicles/search.service.ts, `onSearched`). */
    observeSearch(search: { plan: string; seconds: number }) {
      searchSeconds.observe({ plan: search.plan }, search.seconds);
    },
    /** The hook the job runner reports through (jobs/job-runner.ts, `onRun`). */
    countJobRun(run: { kind: string; outcome: string }) {
      jobRuns.inc({ kind: run.kind, outcome: run.outcome });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
