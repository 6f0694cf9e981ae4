// Issue 33's search budgets, checked against what a run of `npm run bench` measured. Each engine
// has its own, set for its own scale (PostgreSQL at 1M live ads, PGlite at 100k); a run at another
// scale is still checked, and the section says which scale the budgets are for.
import { fmt } from './bench-docs.mjs';

/**
 * The worst per-shape p99 at one connection, over the mix's shapes and the as-you-type slice's:
 * `{ value, note }`, the note naming the shape (and any half not measured).
 */
function worstShapeAtOne(measured) {
  const halves = [
    ['the mix', measured.mix?.[1]?.shapes],
    ['as you type', measured.typing?.[1]?.shapes],
  ];
  const shapes = halves.flatMap(([, shapes]) => shapes ?? []).filter((s) => s.n > 0);
  if (shapes.length === 0) return { value: undefined };
  const worst = shapes.reduce((a, b) => (b.p99 > a.p99 ? b : a));
  const missing = halves.filter(([, shapes]) => !shapes).map(([name]) => name);
  const notMeasured = missing.length > 0 ? `; ${missing.join(', ')} not measured` : '';
  return { value: worst.p99, note: `${worst.shape}${notMeasured}` };
}

const MEASUREMENT_NAMES = { mix: 'whole mix', typing: 'as you type', suggest: 'suggest' };

/** A budget on a whole measurement's figure: `stat` of `kind` at `connections`, within `limit`. */
const onWhole = (kind, connections, stat, limit) => ({
  where: `${MEASUREMENT_NAMES[kind]}, ${connections} connection${connections === 1 ? '' : 's'}`,
  measure: stat === 'perSecond' ? 'searches/s' : stat,
  ...limit,
  read: (measured) => ({ value: measured[kind]?.[connections]?.whole[stat] }),
});

/** Per engine: the scale the budgets are set for, and each budget with how to read its figure. */
export const SEARCH_BUDGETS = {
  PostgreSQL: {
    liveAds: 1_000_000,
    checks: [
      { where: 'every shape, 1 connection', measure: 'p99', atMost: 100, read: worstShapeAtOne },
      onWhole('mix', 10, 'p99', { atMost: 300 }),
      onWhole('mix', 10, 'max', { atMost: 1000 }),
      onWhole('mix', 10, 'perSecond', { atLeast: 200 }),
      onWhole('suggest', 1, 'p99', { atMost: 20 }),
    ],
  },
  PGlite: {
    liveAds: 100_000,
    checks: [
      onWhole('mix', 10, 'p99', { atMost: 120 }),
      onWhole('mix', 1, 'p99', { atMost: 20 }),
      onWhole('typing', 1, 'p99', { atMost: 30 }),
      onWhole('typing', 1, 'max', { atMost: 100 }),
    ],
  },
};

/** A figure with its unit: milliseconds to one decimal, searches per second whole. */
const withUnit = (check, value) =>
  check.atLeast === undefined ? `${fmt(value, 1)} ms` : fmt(value);

/**
 * Each budget of `engine` against `measured` ({ mix, typing, suggest }, each by connections:
 * { whole, shapes }): `{ where, measure, budget, figure, verdict }`, the verdict 'met', 'missed'
 * or 'not measured' (a measurement this run skipped, or a figure it could not give).
 */
export function checkBudgets(engine, measured) {
  return SEARCH_BUDGETS[engine].checks.map((check) => {
    const { value, note } = check.read(measured);
    const budget =
      check.atLeast === undefined ? `≤ ${fmt(check.atMost)} ms` : `≥ ${fmt(check.atLeast)}`;
    const row = { where: check.where, measure: check.measure, budget };
    if (value === undefined || Number.isNaN(value)) {
      return { ...row, figure: '', verdict: 'not measured' };
    }
    const met = check.atLeast === undefined ? value <= check.atMost : value >= check.atLeast;
    const figure = `${withUnit(check, value)}${note ? ` (${note})` : ''}`;
    return { ...row, figure, verdict: met ? 'met' : 'missed' };
  });
}

/** The budgets' lines of the written section: which scale they are for, then a table. */
export function describeBudgets(engine, liveAds, measured) {
  const { liveAds: scale } = SEARCH_BUDGETS[engine];
  // A 1M seed read later has lost a few ads to expiry: still the budgets' scale.
  const atScale =
    Math.abs(liveAds - scale) <= scale * 0.05
      ? ''
      : ` This run has ${fmt(liveAds)}, so they are indicative only.`;
  return [
    `Issue 33's budgets for ${engine}, set at ${fmt(scale)} live ads.${atScale}`,
    '',
    '| Where | Measure | Budget | Measured | |',
    '| --- | --- | --- | --- | --- |',
    ...checkBudgets(engine, measured).map(
      (row) => `| ${row.where} | ${row.measure} | ${row.budget} | ${row.figure} | ${row.verdict} |`,
    ),
  ].join('\n');
}
