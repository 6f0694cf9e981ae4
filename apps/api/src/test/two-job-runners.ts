import type { Clock } from '../lib/clock';
import { buildTestApp } from './build-test-app';

/**
 * Two apps on one database, as two API processes would be, each running jobs of kind
 * `test.record`: `ranBy` says which app ran the job whose payload is `{n}`. `paceMs` makes each
 * job take that long, so the other app takes jobs meanwhile.
 */
export async function twoJobRunners(options: { clock: Clock; paceMs?: number }) {
  const first = await buildTestApp({ clock: options.clock });
  const second = await buildTestApp({ clock: options.clock, sameDatabaseAs: first.database });
  const ranBy = new Map<number, string[]>();
  for (const [name, ctx] of [
    ['first', first],
    ['second', second],
  ] as const) {
    ctx.app.jobs.handle('test.record', async ({ job }) => {
      const id = Number(job.payload.n);
      ranBy.set(id, [...(ranBy.get(id) ?? []), name]);
      if (options.paceMs) await new Promise((resolve) => setTimeout(resolve, options.paceMs));
    });
  }
  return {
    first,
    second,
    ranBy,
    /** The second first: closing the first drops a PostgreSQL test database. */
    async close() {
      await second.app.close();
      await first.app.close();
    },
  };
}
