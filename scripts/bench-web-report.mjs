// What `npm run bench:web` makes of Lighthouse's reports: the figures of one run, their medians,
// the targets of issue 17, the section of docs/benchmarks.md and a short diagnosis per page.
// Pure functions of Lighthouse's JSON (an "LHR"), so they can be read and checked without a browser.

/** Issue 17's targets for every public page, on Lighthouse's throttled mobile run. */
export const TARGETS = { score: 95, lcpMs: 2000, cls: 0.05 };

export const START_MARKER = '<!-- bench:web:start -->';
export const END_MARKER = '<!-- bench:web:end -->';

/** The figures of one Lighthouse run. */
export function runFigures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcpMs: audit('first-contentful-paint'),
    siMs: audit('speed-index'),
    jsBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    jsFiles: scripts.length,
    totalBytes: audit('total-byte-weight'),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Each figure's median over the runs (each metric on its own; decision 093). */
export function medianFigures(runs) {
  const keys = Object.keys(runs[0] ?? {});
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
}

/** The run whose score is the median one: the report whose diagnosis we print. */
export function medianRunIndex(runs) {
  const order = runs.map((run, index) => [run.score, index]).sort((a, b) => a[0] - b[0]);
  return order[Math.floor((order.length - 1) / 2)]?.[1] ?? 0;
}

/** What a page misses of the targets, in words; an empty list when it meets them all. */
export function missedTargets(figures) {
  const missed = [];
  if (!(figures.score >= TARGETS.score)) missed.push(`score ${figures.score} < ${TARGETS.score}`);
  if (!(figures.lcpMs <= TARGETS.lcpMs))
    missed.push(`LCP ${seconds(figures.lcpMs)} > ${seconds(TARGETS.lcpMs)}`);
  if (!(figures.cls <= TARGETS.cls)) missed.push(`CLS ${figures.cls.toFixed(3)} > ${TARGETS.cls}`);
  return missed;
}

const seconds = (ms) => (ms === undefined ? '' : `${(ms / 1000).toFixed(1)} s`);
const millis = (ms) => (ms === undefined ? '' : `${Math.round(ms).toLocaleString('en-US')} ms`);
const kb = (bytes) =>
  bytes === undefined ? '' : `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;

/** "Slow 4G (150 ms RTT, 1.6 Mbps down, 750 Kbps up), 4× CPU slowdown, simulated" from an LHR. */
export function describeSettings(lhr) {
  const settings = lhr.configSettings ?? {};
  const t = settings.throttling ?? {};
  const screen = settings.screenEmulation ?? {};
  return [
    `${settings.formFactor ?? '?'} form factor`,
    `screen ${screen.width}×${screen.height} at ${screen.deviceScaleFactor}×`,
    `${settings.throttlingMethod ?? '?'} throttling: ${t.rttMs} ms RTT, ${(t.throughputKbps / 1024).toFixed(1)} Mbps down, ${Math.round(t.uploadThroughputKbps)} Kbps up, ${t.cpuSlowdownMultiplier}× CPU slowdown`,
  ].join('; ');
}

/** "156.0.8078.79" from `chromium --version`'s "Chromium 156.0.8078.79 built on Debian…". */
export function chromiumVersion(versionOutput) {
  return /(\d+\.\d+\.\d+\.\d+)/.exec(versionOutput)?.[1] ?? 'unknown';
}

/**
 * The docs/benchmarks.md section: when, where, how, and per page the medians and whether they
 * meet the targets. `pages` is [{label, path, figures, runs}]; `machine` says where it ran.
 */
export function renderSection({
  when,
  machine,
  settings,
  lighthouseVersion,
  runs,
  listings,
  pages,
  retried = [],
}) {
  const rows = pages.map(({ label, path, figures }) => {
    const missed = missedTargets(figures);
    return `| ${label} (\`${path}\`) | ${figures.score} | ${seconds(figures.lcpMs)} | ${millis(figures.tbtMs)} | ${figures.cls?.toFixed(3)} | ${seconds(figures.fcpMs)} | ${seconds(figures.siMs)} | ${kb(figures.jsBytes)} (${figures.jsFiles}) | ${missed.length ? `no: ${missed.join(', ')}` : 'yes'} |`;
  });
  return [
    `### Lighthouse, mobile (${when} UTC)`,
    '',
    `\`npm run bench:web\`: Lighthouse ${lighthouseVersion}, its default config (${settings}). These are the figures of a **throttled mid-range phone** on a slow 4G connection as Lighthouse simulates one, not of this machine. Median of ${runs} runs per page (each metric on its own), fresh Chromium per run, against the production build with ${listings} demo ads in PGlite on localhost.`,
    '',
    `Machine: ${machine}.`,
    '',
    ...(retried.length ? [`Tried again after a failed load: ${retried.join('; ')}.`, ''] : []),
    `Targets (issue 17): performance ≥ ${TARGETS.score}, LCP ≤ ${seconds(TARGETS.lcpMs)}, CLS ≤ ${TARGETS.cls}.`,
    '',
    '| Page | Score | LCP | TBT | CLS | FCP | Speed Index | JS transferred (files) | Meets targets |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --- |',
    ...rows,
  ].join('\n');
}

/** `doc` with the section between the markers replaced (or appended when it has none). */
export function replaceSection(doc, section) {
  const block = `${START_MARKER}\n${section}\n${END_MARKER}`;
  const start = doc.indexOf(START_MARKER);
  const end = doc.indexOf(END_MARKER);
  if (start !== -1 && end > start) {
    return doc.slice(0, start) + block + doc.slice(end + END_MARKER.length);
  }
  return `${doc.trimEnd()}\n\n${block}\n`;
}

const oneLine = (text) =>
  String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
const short = (url, base) => (url && base && url.startsWith(base) ? url.slice(base.length) : url);

/** A few lines on what makes the page slow, from the median run's report (printed, not written). */
export function diagnose(lhr, base) {
  const lines = [];
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const lcpElement = items('largest-contentful-paint-element');
  const element = lcpElement[0]?.items?.[0]?.node ?? lcpElement[0]?.node;
  if (element)
    lines.push(`LCP element: ${oneLine(element.nodeLabel)} — ${oneLine(element.snippet)}`);
  const phases = lcpElement[1]?.items ?? [];
  if (phases.length) {
    lines.push(
      `LCP phases: ${phases.map((phase) => `${phase.phase} ${millis(phase.timing)}`).join(', ')}`,
    );
  }
  const blocking = items('render-blocking-resources');
  if (blocking.length) {
    lines.push(
      `Render-blocking: ${blocking.map((item) => `${short(item.url, base)} (${kb(item.totalBytes)}, ${millis(item.wastedMs)})`).join('; ')}`,
    );
  }
  lines.push(
    `Total bytes: ${kb(lhr.audits['total-byte-weight']?.numericValue)}; largest: ${items(
      'total-byte-weight',
    )
      .slice(0, 4)
      .map((item) => `${short(item.url, base)} ${kb(item.totalBytes)}`)
      .join('; ')}`,
  );
  const bootup = items('bootup-time');
  if (bootup.length) {
    lines.push(
      `JS execution (${millis(lhr.audits['bootup-time']?.numericValue)}): ${bootup
        .slice(0, 3)
        .map(
          (item) =>
            `${short(item.url, base)} ${millis(item.total)} (scripting ${millis(item.scripting)})`,
        )
        .join('; ')}`,
    );
  }
  const unused = items('unused-javascript');
  if (unused.length) {
    lines.push(
      `Unused JS: ${unused.map((item) => `${short(item.url, base)} ${kb(item.wastedBytes)} of ${kb(item.totalBytes)}`).join('; ')}`,
    );
  }
  const shifts = items('layout-shifts');
  if (shifts.length) {
    lines.push(
      `Layout shifts: ${shifts
        .slice(0, 4)
        .map(
          (item) =>
            `${item.score?.toFixed(3)} ${oneLine(item.node?.snippet ?? item.node?.nodeLabel).slice(0, 120)}`,
        )
        .join('; ')}`,
    );
  }
  for (const id of [
    'lcp-lazy-loaded',
    'uses-text-compression',
    'uses-long-cache-ttl',
    'prioritize-lcp-image',
  ]) {
    const audit = lhr.audits[id];
    if (audit && audit.score !== null && audit.score < 1) {
      lines.push(audit.displayValue ? `${audit.title}: ${audit.displayValue}` : audit.title);
    }
  }
  return lines;
}
