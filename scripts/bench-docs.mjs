// How the benchmarks write their results into docs/benchmarks.md.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A figure as the tables give it: grouped thousands, `digits` decimals, blank when unknown. */
export const fmt = (value, digits = 0) =>
  value === undefined || Number.isNaN(value)
    ? ''
    : value.toLocaleString('en-US', {
        maximumFractionDigits: digits,
        minimumFractionDigits: digits,
      });

/** A path as a person reads it: `query=hond vezl`, `query=ටොයොටා`, not their percent escapes. */
export const readablePath = (path) => decodeURIComponent(path);

/**
 * Puts `section` between `<!-- bench:NAME:start -->` and its end marker in docs/benchmarks.md
 * (appended with its markers the first time), formatted as `npm run lint` (prettier --check .)
 * expects it.
 */
export async function writeBenchmarkSection(name, section) {
  const file = path.join(root, 'docs', 'benchmarks.md');
  const doc = await readFile(file, 'utf8');
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n${section}\n${end}`;
  const at = doc.indexOf(start);
  const until = doc.indexOf(end);
  const updated =
    at !== -1 && until > at
      ? doc.slice(0, at) + block + doc.slice(until + end.length)
      : `${doc.trimEnd()}\n\n${block}\n`;
  const options = (await prettier.resolveConfig(file)) ?? {};
  await writeFile(file, await prettier.format(updated, { ...options, filepath: file }));
  console.log(`Wrote ${path.relative(root, file)}`);
}

/**
 * A results table: one row per measurement ({ connections, label, n, perSecond, p50, p95, p99,
 * max, answers }, answers as `describeStatuses` gives them). With `ratios`, the search mix's
 * columns "search ÷ floor" (`ratio`) and "pages ÷ searches" (`pagesRatio`) too.
 */
export function latencyTable(rows, { ratios = false } = {}) {
  const ratioHeads = ratios ? ' search ÷ floor | pages ÷ searches |' : '';
  const ratioRule = ratios ? ' --: | --: |' : '';
  return [
    `| Conn. | Measurement | n | req/s | p50 ms | p95 ms | p99 ms | max ms |${ratioHeads} answers |`,
    `| --: | --- | --: | --: | --: | --: | --: | --: |${ratioRule} --- |`,
    ...rows.map((row) => {
      const ratioCells = ratios ? ` ${fmt(row.ratio, 3)} | ${fmt(row.pagesRatio, 3)} |` : '';
      return `| ${row.connections} | ${row.label} | ${fmt(row.n)} | ${fmt(row.perSecond)} | ${fmt(row.p50, 1)} | ${fmt(row.p95, 1)} | ${fmt(row.p99, 1)} | ${fmt(row.max, 1)} |${ratioCells} ${row.answers ?? ''} |`;
    }),
  ].join('\n');
}

/**
 * The slowest answers of a measurement ({ ms, path }, slowest first) as a titled table, each path
 * as a person reads it (`query=hond vezl`).
 */
export function slowestTable(title, slowest) {
  return [
    `${title}:`,
    '',
    '| ms | Asked |',
    '| --: | --- |',
    ...slowest.map(({ ms, path }) => `| ${fmt(ms, 1)} | \`${readablePath(path)}\` |`),
  ].join('\n');
}
