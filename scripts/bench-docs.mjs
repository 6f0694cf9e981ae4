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
