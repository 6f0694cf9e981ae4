// The benchmark's load driver and its figures (`npm run bench`): each address once, N at a time,
// on localhost, bounded by the addresses given and by a time limit.

/**
 * Sends each path once, `connections` at a time, with `headers`, and records each answer's time
 * and status ('network error' when none came). Stops sending after `seconds`. Redirects are not
 * followed: a 301 is counted as what it is, not measured as the page it points to.
 */
export async function drive(base, paths, { connections, seconds, headers = {} }) {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const times = new Array(paths.length);
  const statuses = new Array(paths.length);
  let next = 0;
  async function worker() {
    while (next < paths.length && performance.now() < deadline) {
      const at = next++;
      const sent = performance.now();
      try {
        const response = await fetch(base + paths[at], { headers, redirect: 'manual' });
        await response.arrayBuffer();
        statuses[at] = response.status;
      } catch {
        statuses[at] = 'network error';
      }
      times[at] = performance.now() - sent;
    }
  }
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const done = times.filter((t) => t !== undefined).length;
  return { times, statuses, elapsed, done };
}

/** Answers per second (when `elapsed` is given) and latency percentiles of the answered ones. */
export function stats(times, elapsed) {
  const sorted = times.filter((t) => t !== undefined).sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
  return {
    n: sorted.length,
    perSecond: elapsed ? sorted.length / elapsed : undefined,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted.at(-1) ?? NaN,
  };
}

/** How many answers had each status, in status order: [[200, 1990], [404, 10]]. */
export function countStatuses(statuses) {
  const counts = new Map();
  for (const status of statuses) {
    if (status !== undefined) counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  return [...counts].sort(([a], [b]) => String(a).localeCompare(String(b)));
}

/** "200: 1,990, 404: 10", as the results table gives a measurement's answers. */
export function describeStatuses(counts) {
  return counts.map(([status, n]) => `${status}: ${n.toLocaleString('en-US')}`).join(', ');
}

/** Answers that are the server's failure, not the page's: any 5xx, and no answer at all. */
export function serverFailures(counts) {
  return counts
    .filter(([status]) => status === 'network error' || Number(status) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
}

/** The `count` slowest answers of a measurement, slowest first: [{ ms, path }]. */
export function slowest(paths, times, count = 10) {
  return paths
    .map((path, i) => ({ ms: times[i], path }))
    .filter(({ ms }) => ms !== undefined)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
}
