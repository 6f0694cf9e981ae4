// The section `npm run bench` prints and writes into docs/benchmarks.md: the run's conditions,
// its tables, issue 33's budgets and the slowest searches. A measurement the run skipped is named
// as not measured, so the section never stands beside figures of an older run.
import os from 'node:os';
import { describeBudgets } from './bench-budgets.mjs';
import { fmt, latencyTable, slowestTable } from './bench-docs.mjs';
import { describeStatuses } from './bench-drive.mjs';
import { describePages } from './bench-pages.mjs';
import { FILTERED_SHARE, PREFIX_LETTERS } from './bench-typing.mjs';

/** Rows with their answers as the tables give them ("200: 1,990, 404: 10"). */
const withAnswers = (rows) =>
  rows.map((row) => ({ ...row, answers: row.answers && describeStatuses(row.answers) }));

/** A measurement's whole row and its per-shape rows, at each concurrency measured. */
const rowsOf = (byConnections) =>
  [1, 10].flatMap((connections) => {
    const result = byConnections?.[connections];
    return result ? [result.whole, ...result.shapes] : [];
  });

/** What the run did not measure, and why (the flag, or a server without the suggestions). */
function notMeasured(skipped) {
  return [
    skipped.mix && `the primary-key floor and the search mix (${skipped.mix})`,
    skipped.pages && `the pages (${skipped.pages})`,
    skipped.memory && `memory (${skipped.memory})`,
    skipped.suggest && `suggest (${skipped.suggest})`,
  ].filter(Boolean);
}

/**
 * The section. `measured` is { mix, typing, suggest }, each by connections: { whole, shapes,
 * slowest }; `mixRows` the mix's table (floor, mix, pages and shapes at 10 connections, then at
 * 1); `load` the load average before and after; `memory` as `measureMemory` answers.
 */
export function composeSection({
  engine,
  live,
  when = new Date(),
  seed,
  searches,
  load: [loadBefore, loadAfter],
  seedSeconds,
  skipped,
  mixRows,
  measured,
  memory,
  memoryAsked,
}) {
  const cpus = os.cpus();
  const skippedParts = notMeasured(skipped);
  const perMix = skipped.mix ? '' : `${fmt(searches)} distinct searches per mix measurement; `;
  const typingCount = measured.typing[1]?.paths.length ?? 0;
  const pageRows = mixRows.filter((row) => row.pagesRatio !== undefined);
  const pages = describePages({
    pageRows,
    memory,
    asked: memoryAsked.renders,
    seconds: memoryAsked.seconds,
  });
  const slowestLists = [
    ['As you type, 1 connection', measured.typing[1]],
    ['Search mix, 1 connection', measured.mix?.[1]],
    ['Search mix, 10 connections', measured.mix?.[10]],
  ].filter(([, result]) => result);
  return [
    `### ${engine}, ${fmt(live)} live ads (${when.toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
    '',
    `Seed ${seed}; ${perMix}${cpus.length} × ${cpus[0]?.model ?? 'CPU'}; load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after${seedSeconds ? `; seeded in ${seedSeconds.toFixed(0)} s` : ''}. Per-shape rows give latencies within the same run (their req/s is the whole measurement's).`,
    ...(skippedParts.length > 0
      ? ['', `Not measured in this run: ${skippedParts.join('; ')}.`]
      : []),
    ...(mixRows.length > 0 ? ['', latencyTable(withAnswers(mixRows), { ratios: true })] : []),
    '',
    `As you type (issue 33): ${fmt(typingCount)} distinct prefixes (${PREFIX_LETTERS.min} to ${PREFIX_LETTERS.max} letters) of the mix's make, model, trim and description words, in typing order, each with a sort drawn from the seed and ${Math.round(FILTERED_SHARE * 100)} % with a gearbox or fuel type; after the ${skipped.mix ? 'warm-up' : 'mix'}, at 1 connection, then at 10 with every sort turned to the next (no search asked twice). A prefix's shape is the first source that gives it.`,
    '',
    latencyTable(withAnswers(rowsOf(measured.typing))),
    ...(measured.suggest
      ? [
          '',
          'Suggestions for the same prefixes (`/api/vehicles/suggest?q=`), 1 connection:',
          '',
          latencyTable(withAnswers(rowsOf(measured.suggest))),
        ]
      : []),
    ...(pages ? ['', pages] : []),
    '',
    describeBudgets(engine, live, measured),
    ...slowestLists.flatMap(([title, result]) => [
      '',
      slowestTable(`Slowest ${result.slowest.length}: ${title.toLowerCase()}`, result.slowest),
    ]),
  ].join('\n');
}
