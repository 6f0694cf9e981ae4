// Keeps `npm run bench:web` honest without a browser: its figures, targets and docs section,
// read from a real Lighthouse 12.8 report of the car page (trimmed to the audits the script
// reads: scripts/fixtures/lighthouse-car-page.json).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import {
  END_MARKER,
  START_MARKER,
  describeSettings,
  diagnose,
  medianFigures,
  medianRunIndex,
  missedTargets,
  renderSection,
  replaceSection,
  runFigures,
} from './bench-web-report.mjs';

const lhr = JSON.parse(
  readFileSync(new URL('./fixtures/lighthouse-car-page.json', import.meta.url), 'utf8'),
);

test('one run: the score in points, the metrics, and only the scripts’ bytes as sent', () => {
  const figures = runFigures(lhr);
  assert.equal(figures.score, 33);
  assert.equal(Math.round(figures.lcpMs), 6054);
  assert.equal(figures.cls.toFixed(3), '0.795');
  // One script in that page's requests: 844,074 bytes; the CSS, HTML and images do not count.
  assert.equal(figures.jsBytes, 844_074);
  assert.equal(figures.jsFiles, 1);
});

test('medians are taken per metric, and the median-score run is the one diagnosed', () => {
  const runs = [
    { score: 50, lcpMs: 6083, cls: 0 },
    { score: 33, lcpMs: 6054, cls: 0.795 },
    { score: 26, lcpMs: 6247, cls: 0.795 },
  ];
  assert.deepEqual(medianFigures(runs), { score: 33, lcpMs: 6083, cls: 0.795 });
  assert.equal(medianRunIndex(runs), 1);
  assert.equal(medianFigures([{ tbtMs: 100 }, { tbtMs: 300 }]).tbtMs, 200);
});

test('a page meets the targets only with score ≥ 95, LCP ≤ 2.0 s and CLS ≤ 0.05', () => {
  assert.deepEqual(missedTargets({ score: 95, lcpMs: 2000, cls: 0.05 }), []);
  assert.deepEqual(missedTargets({ score: 94, lcpMs: 2001, cls: 0.051 }), [
    'score 94 < 95',
    'LCP 2.0 s > 2.0 s',
    'CLS 0.051 > 0.05',
  ]);
  assert.equal(missedTargets(runFigures(lhr)).length, 3);
});

test('the section says which config ran and whether each page meets the targets', () => {
  const settings = describeSettings(lhr);
  assert.match(settings, /mobile form factor/);
  assert.match(settings, /simulate throttling: 150 ms RTT, 1\.6 Mbps down/);
  assert.match(settings, /4× CPU slowdown/);
  const section = renderSection({
    when: '2026-11-23 21:50',
    machine: '2 × CPU',
    settings,
    lighthouseVersion: '12.8.2',
    runs: 3,
    listings: 200,
    pages: [
      { label: 'Car page', path: '/cars/1-a', figures: runFigures(lhr) },
      { label: 'Fast', path: '/', figures: { ...runFigures(lhr), score: 99, lcpMs: 900, cls: 0 } },
    ],
  });
  assert.match(section, /throttled mid-range phone/);
  assert.match(section, /\| Car page \(`\/cars\/1-a`\) \| 33 \| 6\.1 s \|.*\| no: score 33 < 95/);
  assert.match(section, /\| Fast \(`\/`\) \| 99 \|.*\| yes \|$/m);
  assert.doesNotMatch(section, /Tried again/);
  const retried = renderSection({
    when: '',
    machine: '',
    settings,
    lighthouseVersion: '12.8.2',
    runs: 3,
    listings: 200,
    pages: [],
    retried: ['Home run 3/3: Chrome prevented page load with an interstitial.'],
  });
  assert.match(retried, /Tried again after a failed load: Home run 3\/3: Chrome prevented/);
});

test('writing replaces only its own section, or appends it once', () => {
  const doc = `# Benchmarks\n\nintro\n\n<!-- bench:PGlite:start -->\nsearch\n<!-- bench:PGlite:end -->\n`;
  const first = replaceSection(doc, 'one');
  assert.ok(first.startsWith(doc.trimEnd()));
  assert.ok(first.endsWith(`${START_MARKER}\none\n${END_MARKER}\n`));
  const second = replaceSection(`${first}\ntail\n`, 'two');
  assert.equal(second, `${first.replace('\none\n', '\ntwo\n')}\ntail\n`);
});

test('the diagnosis names the LCP element, the render-blocking CSS and the shifting footer', () => {
  const lines = diagnose(lhr, 'http://127.0.0.1:3000').join('\n');
  assert.match(lines, /LCP element: .*photo 1 of 5/);
  assert.match(lines, /Render-blocking: \/assets\/index-.*\.css/);
  assert.match(lines, /Layout shifts: 0\.795 <footer/);
  assert.match(lines, /Enable text compression/);
});
