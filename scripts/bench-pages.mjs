// The benchmark's pages (`npm run bench`, issue 31): the search mix asked as the Buy Car page's
// own addresses, as HTML, and the server's memory over many distinct pages.
import { tsImport } from 'tsx/esm/api';
import { fmt } from './bench-docs.mjs';
import { countStatuses, describeStatuses, drive } from './bench-drive.mjs';
import { residentMb } from './production-server.mjs';

/** Issue 31's budgets: a page may cost at most twice its search, and rendering must not leak. */
export const PAGE_BUDGET = { pagesPerSearch: 0.5, memoryGrowthMb: 50 };

/** What a browser asks for when it opens a page. */
export const PAGE_HEADERS = { accept: 'text/html' };

/**
 * The site's own names, read from their source so the benchmark cannot drift from them: the Buy
 * Car page's path and its address names for the API's search parameters (shared with the web app).
 */
export async function loadPageAddressing() {
  const [{ paths }, { SEARCH_ADDRESS_NAMES }] = await Promise.all([
    tsImport('../packages/shared/src/site-paths.ts', import.meta.url),
    tsImport('../packages/shared/src/search-address.ts', import.meta.url),
  ]);
  return { pagePath: paths.buyCar, addressNames: SEARCH_ADDRESS_NAMES };
}

/**
 * A function from a search's API path (`/api/vehicles/search?query=aqua&brands=3`) to the Buy Car
 * page's address for the same search (`/buy-car?q=aqua&brand=3`). `addressNames` maps each
 * address name to its API name (search-state.ts). Values and their order are kept, so distinct
 * searches give distinct addresses.
 */
export function pageAddresser({ pagePath, addressNames }) {
  const addressNameOf = new Map(Object.entries(addressNames).map(([name, api]) => [api, name]));
  return (apiPath) => {
    const address = new URLSearchParams();
    for (const [apiName, value] of new URLSearchParams(apiPath.split('?')[1] ?? '')) {
      const name = addressNameOf.get(apiName);
      if (!name) throw new Error(`The Buy Car page's address has no name for ${apiName}`);
      address.append(name, value);
    }
    const query = address.toString();
    return query ? `${pagePath}?${query}` : pagePath;
  };
}

/** Relevance, price low to high, price high to low, newest, lowest mileage (api.md). */
const SORT_COUNT = 5;

/**
 * `count` distinct page addresses from `addresses`, cycling them: each round gives every address
 * the next sort, and every fifth round the next page number (which may lie past the last page:
 * its 404 is a render too). The round 0 addresses, already measured, are not repeated.
 */
export function memoryAddresses(addresses, count) {
  const seen = new Set(addresses);
  const result = [];
  for (let round = 1; result.length < count && round <= count; round += 1) {
    for (const address of addresses) {
      const [pagePath, query = ''] = address.split('?');
      const params = new URLSearchParams(query);
      params.set('sort', String((Number(params.get('sort') ?? 0) + round) % SORT_COUNT));
      params.set('page', String(Number(params.get('page') ?? 1) + Math.floor(round / SORT_COUNT)));
      const variant = `${pagePath}?${params}`;
      if (seen.has(variant)) continue;
      seen.add(variant);
      result.push(variant);
      if (result.length === count) break;
    }
  }
  return result;
}

/** Stops the benchmark before it measures if the server answers the page without the web app. */
export async function assertServesPages(base, address) {
  const response = await fetch(base + address, { headers: PAGE_HEADERS, redirect: 'manual' });
  await response.arrayBuffer();
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/html')) {
    throw new Error(
      `${address} answered ${response.status} ${type || 'without a type'}, not a page: is apps/web/dist built?`,
    );
  }
}

/**
 * The server's resident memory after the first `firstCount` renders of `addresses` and after all
 * of them (or as many as `seconds` allowed), `connections` at a time; nothing in flight when
 * either is read. `pid` is the server's process.
 */
export async function measureMemory({ base, pid, addresses, firstCount, connections, seconds }) {
  const started = performance.now();
  const options = { connections, headers: PAGE_HEADERS };
  const first = await drive(base, addresses.slice(0, firstCount), { ...options, seconds });
  const afterFirst = residentMb(pid);
  const left = seconds - (performance.now() - started) / 1000;
  const rest = await drive(base, addresses.slice(firstCount), { ...options, seconds: left });
  const afterAll = residentMb(pid);
  return {
    firstCount: first.done,
    renders: first.done + rest.done,
    afterFirst,
    afterAll,
    statuses: countStatuses([...first.statuses, ...rest.statuses]),
    elapsed: (performance.now() - started) / 1000,
  };
}

const met = (ok) => (ok ? 'met' : 'missed');

/**
 * The results' lines on pages: pages ÷ searches at each concurrency against the budget, then the
 * memory measurement (`measureMemory`'s answer, which was to send `asked` pages within `seconds`).
 * A part the run skipped (no `pageRows`, no `memory`) gives no lines.
 */
export function describePages({ pageRows, memory, asked, seconds }) {
  const ratios = pageRows
    .map(
      ({ pagesRatio, connections }) =>
        `${fmt(pagesRatio, 3)} at ${connections} connection${connections === 1 ? '' : 's'}`,
    )
    .join(', ');
  const ratiosMet = pageRows.every((row) => row.pagesRatio >= PAGE_BUDGET.pagesPerSearch);
  const pageLines =
    pageRows.length > 0
      ? [`Pages ÷ searches (budget ≥ ${PAGE_BUDGET.pagesPerSearch}): ${ratios}: ${met(ratiosMet)}.`]
      : [];
  if (!memory) return pageLines.join('\n');
  // Whole megabytes, as the table shows them (`|| 0`: no "-0").
  const growth = Math.round(memory.afterAll - memory.afterFirst) || 0;
  const cutShort = memory.renders < asked ? ` (stopped at ${fmt(seconds)} s)` : '';
  return [
    ...pageLines,
    ...(pageLines.length > 0 ? [''] : []),
    `Memory: ${fmt(memory.renders)} distinct pages (the 10-connection mix in its other sorts and next page numbers), 10 at a time, after the measurements above; answers ${describeStatuses(memory.statuses)}.`,
    '',
    '| Server memory (RSS) | MB |',
    '| --- | --: |',
    `| after the first ${fmt(memory.firstCount)} renders | ${fmt(memory.afterFirst)} |`,
    `| after ${fmt(memory.renders)} renders${cutShort} | ${fmt(memory.afterAll)} |`,
    `| growth (budget ≤ ${PAGE_BUDGET.memoryGrowthMb} MB) | ${growth > 0 ? '+' : ''}${fmt(growth)}: ${met(growth <= PAGE_BUDGET.memoryGrowthMb)} |`,
  ].join('\n');
}
