// Keeps `npm run bench`'s as-you-type slice honest without a server (issue 33): the prefixes a
// buyer types, reproducible from the seed and asked once each, searches the API accepts; and the
// section's new parts: budgets met or missed, the tables, what a skipped measurement leaves.
import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from 'node:test';
import { tsImport } from 'tsx/esm/api';
import { checkBudgets, describeBudgets } from './bench-budgets.mjs';
import { latencyTable, slowestTable } from './bench-docs.mjs';
import { slowest } from './bench-drive.mjs';
import { DESCRIPTION_WORDS, TRIMS } from './bench-mix.mjs';
import { composeSection } from './bench-section.mjs';
import {
  PREFIX_LETTERS,
  TYPING_SHAPES,
  probeSuggestions,
  suggestions,
  typingPrefixes,
  typingSearches,
  typingWords,
} from './bench-typing.mjs';

const { SearchQuerySchema } = await tsImport(
  '../packages/shared/src/vehicle-search.ts',
  import.meta.url,
);

const ids = (count) => Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `N${i + 1}` }));
/** A catalogue shaped as the API serves it, with the names that split or repeat. */
const reference = {
  brands: [
    { id: 1, name: 'Toyota' },
    { id: 2, name: 'Mercedes-Benz' },
    { id: 3, name: 'Mazda' },
    { id: 4, name: 'Land Rover' },
  ],
  models: [
    { id: 1, makeId: 1, name: 'Aqua', count: 4 },
    { id: 2, makeId: 1, name: 'Corolla Axio', count: 2 },
    { id: 3, makeId: 3, name: 'CX-5', count: 1 },
    { id: 4, makeId: 4, name: 'Range Rover Evoque', count: 1 },
    { id: 5, makeId: 1, name: 'Zephyrine', count: 0 },
  ],
  cities: ids(30),
  fuelTypes: ids(5),
  transmissions: ids(3),
  types: ids(8),
};
const prefixes = typingPrefixes(reference);
const seed = 20261127;

test('prefixes are 2 to 8 letters of the mix’s words, each asked once, from every source', () => {
  for (const { prefix } of prefixes) {
    assert.ok(prefix.length >= PREFIX_LETTERS.min && prefix.length <= PREFIX_LETTERS.max, prefix);
    assert.match(prefix, /^\p{Ll}+$/u, prefix);
  }
  const typed = prefixes.map((entry) => entry.prefix);
  assert.equal(new Set(typed).size, typed.length);
  assert.deepEqual([...new Set(prefixes.map((entry) => entry.shape))], TYPING_SHAPES);
  // A make typed letter by letter up to 8 letters, each word of a name, a model's letters only.
  const mercedes = ['me', 'mer', 'merc', 'merce', 'merced', 'mercede', 'mercedes'];
  assert.deepEqual(
    typed.filter((prefix) => prefix.startsWith('me')),
    mercedes,
  );
  for (const prefix of ['be', 'benz', 'cx', 'axio', 'evoque', 'leasing', 'touring']) {
    assert.ok(typed.includes(prefix), prefix);
  }
  // "Rover" is a make's word before it is a model's; a model without live ads types nothing.
  assert.equal(prefixes.find((entry) => entry.prefix === 'rover').shape, 'make prefix');
  assert.ok(!typed.includes('zeph'));
  // The words are the mix's own: its trims and description words, not a list of the slice's.
  const { 'trim prefix': trims, 'description prefix': descriptions } = typingWords(reference);
  assert.ok(trims.every((word) => TRIMS.some((trim) => trim.includes(word))));
  assert.ok(descriptions.every((word) => DESCRIPTION_WORDS.some((words) => words.includes(word))));
  assert.ok(typed.includes('maintain') && !typed.includes('maintaine'));
});

test('the slice is reproducible from its seed, distinct, and asks searches the API accepts', () => {
  const slice = typingSearches(prefixes, reference, { seed });
  assert.deepEqual(typingSearches(prefixes, reference, { seed }), slice);
  assert.notDeepEqual(typingSearches(prefixes, reference, { seed: seed + 1 }), slice);
  const paths = slice.map((entry) => entry.path);
  assert.equal(new Set(paths).size, prefixes.length);
  const sorts = new Set();
  let filtered = 0;
  slice.forEach(({ shape, path }, i) => {
    assert.equal(shape, prefixes[i].shape);
    const params = new URLSearchParams(path.split('?')[1]);
    assert.equal(params.get('query'), prefixes[i].prefix);
    assert.ok(SearchQuerySchema.safeParse(Object.fromEntries(params)).success, path);
    sorts.add(params.get('sort'));
    if (params.has('transmissions') || params.has('fuelTypes')) filtered += 1;
  });
  assert.deepEqual([...sorts].sort(), ['0', '1', '2', '3', '4']);
  assert.ok(filtered > 0 && filtered < slice.length * 0.3, `${filtered} filtered`);
  // The second measurement turns every sort: none of its searches was asked by the first.
  const turned = typingSearches(prefixes, reference, { seed, sortShift: 1 }).map((e) => e.path);
  assert.equal(turned.filter((path) => paths.includes(path)).length, 0);
  assert.equal(turned.length, paths.length);
});

test('the suggestions are asked for the same prefixes, once each', () => {
  const asked = suggestions(prefixes);
  assert.deepEqual(
    asked.map(({ path }) => new URLSearchParams(path.split('?')[1]).get('q')),
    prefixes.map((entry) => entry.prefix),
  );
  assert.ok(asked.every(({ path }) => path.startsWith('/api/vehicles/suggest?q=')));
});

test('suggestions are measured only where the server answers with suggestions', async () => {
  let answer = { status: 200, body: '{"suggestions":[]}' };
  const asked = [];
  const server = http.createServer((request, reply) => {
    asked.push(request.url);
    reply.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  try {
    assert.deepEqual(await probeSuggestions(base), { serves: true, status: 200 });
    // A build without the route: the detail route refuses "suggest" as an ad's id.
    answer = { status: 400, body: '{"message":"The ad number must be a number."}' };
    assert.deepEqual(await probeSuggestions(base), { serves: false, status: 400 });
    answer = { status: 200, body: '<!doctype html>' };
    assert.deepEqual(await probeSuggestions(base), { serves: false, status: 200 });
    // The probe asks nothing the measurement asks.
    const measuredPaths = suggestions(prefixes).map((entry) => entry.path);
    assert.ok(asked.every((url) => !measuredPaths.includes(url)));
  } finally {
    server.close();
  }
});

/** A measurement's result as bench.mjs keeps it, with per-shape p99s. */
const result = (whole, shapes = {}) => ({
  paths: [],
  whole: { connections: 1, label: 'whole', n: 100, ...whole },
  shapes: Object.entries(shapes).map(([shape, p99]) => ({
    connections: 1,
    label: `· ${shape}`,
    shape,
    n: 5,
    p99,
  })),
  slowest: [],
});

test('budgets read as met, missed or not measured, naming the worst shape', () => {
  const measured = {
    mix: {
      10: result({ p99: 280, max: 1200, perSecond: 210 }),
      1: result({ p99: 15 }, { browse: 12, typo: 40 }),
    },
    typing: { 1: result({ p99: 25, max: 90 }, { 'make prefix': 120, 'model prefix': 30 }) },
    suggest: undefined,
  };
  const postgres = checkBudgets('PostgreSQL', measured);
  assert.deepEqual(
    postgres.map((row) => [row.where, row.measure, row.figure, row.verdict]),
    [
      ['every shape, 1 connection', 'p99', '120.0 ms (make prefix)', 'missed'],
      ['whole mix, 10 connections', 'p99', '280.0 ms', 'met'],
      ['whole mix, 10 connections', 'max', '1,200.0 ms', 'missed'],
      ['whole mix, 10 connections', 'searches/s', '210', 'met'],
      ['suggest, 1 connection', 'p99', '', 'not measured'],
    ],
  );
  const pglite = checkBudgets('PGlite', { ...measured, mix: undefined });
  assert.deepEqual(
    pglite.map((row) => row.verdict),
    ['not measured', 'not measured', 'met', 'met'],
  );
  const typingOnly = checkBudgets('PostgreSQL', { ...measured, mix: undefined })[0];
  assert.equal(typingOnly.figure, '120.0 ms (make prefix; the mix not measured)');

  assert.match(describeBudgets('PGlite', 100_000, measured), /set at 100,000 live ads\.\n/);
  assert.match(describeBudgets('PGlite', 10_000, measured), /This run has 10,000/);
  assert.match(describeBudgets('PGlite', 10_000, measured), /\| 25\.0 ms \| met \|/);
});

test('the tables give each row’s figures, and the slowest answers slowest first', () => {
  const row = { connections: 1, label: '· make prefix', n: 1234, p50: 3.21, p95: 9, max: 40 };
  const plain = latencyTable([{ ...row, perSecond: 88.4, p99: 20, answers: '200: 1,234' }]);
  assert.match(
    plain,
    /\| 1 \| · make prefix \| 1,234 \| 88 \| 3\.2 \| 9\.0 \| 20\.0 \| 40\.0 \| 200: 1,234 \|$/,
  );
  assert.equal(plain.split('\n')[0].split('|').length, 11);
  const withRatios = latencyTable([{ ...row, ratio: 0.1512 }], { ratios: true });
  assert.match(withRatios, /search ÷ floor \| pages ÷ searches \| answers \|/);
  assert.match(withRatios, /\| 0\.151 \| {2}\| {2}\|$/);

  const list = slowest(['/a', '/b', '/c', '/d'], [5, 30, undefined, 12], 2);
  assert.deepEqual(list, [
    { ms: 30, path: '/b' },
    { ms: 12, path: '/d' },
  ]);
  // Paths as people read them: the words typed, not their escapes.
  assert.match(
    slowestTable('Slowest', [{ ms: 1, path: '/api/vehicles/search?query=hond%20vezl&sort=1' }]),
    /\| 1\.0 \| `\/api\/vehicles\/search\?query=hond vezl&sort=1` \|$/,
  );
  assert.equal(
    slowestTable('Slowest 2: as you type', list),
    'Slowest 2: as you type:\n\n| ms | Asked |\n| --: | --- |\n| 30.0 | `/b` |\n| 12.0 | `/d` |',
  );
});

test('a run that skips a measurement says so instead of leaving it out silently', () => {
  const typing = { 1: result({ p99: 25, max: 90 }, { 'make prefix': 30 }) };
  typing[1].paths = ['/api/vehicles/search?query=to&sort=1'];
  typing[1].slowest = [{ ms: 31.5, path: '/api/vehicles/search?query=to&sort=1' }];
  const section = composeSection({
    engine: 'PGlite',
    live: 10_000,
    when: new Date('2026-11-27T18:00:00Z'),
    seed,
    searches: 300,
    load: [0.5, 1.25],
    skipped: {
      mix: '`--typing-only`',
      pages: '`--typing-only`',
      memory: '`--typing-only`',
      suggest: '`/api/vehicles/suggest` answered 400, not suggestions',
    },
    mixRows: [],
    measured: { mix: undefined, typing, suggest: undefined },
    memory: undefined,
    memoryAsked: { renders: 1000, seconds: 60 },
  });
  assert.match(section, /^### PGlite, 10,000 live ads \(2026-11-27 18:00 UTC\)/);
  assert.match(section, /load average 0\.50 before, 1\.25 after/);
  assert.match(
    section,
    /Not measured in this run: the primary-key floor and the search mix \(`--typing-only`\); the pages \(`--typing-only`\); memory \(`--typing-only`\); suggest \(`\/api\/vehicles\/suggest` answered 400, not suggestions\)\./,
  );
  assert.match(section, /As you type \(issue 33\): 1 distinct prefixes/);
  assert.match(section, /after the warm-up, at 1 connection/);
  assert.match(section, /Slowest 1: as you type, 1 connection:/);
  assert.doesNotMatch(section, /\| search mix \(|Memory:|Pages ÷ searches|Slowest \d+: search mix/);
});
