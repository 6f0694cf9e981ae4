import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type ProxyOptions } from 'vite';
import { devServerRender } from './build/dev-server-render.ts';
import { precompress } from './build/precompress.ts';
import { reactRouterUnused } from './build/react-router-unused.ts';
import { routePreloads } from './build/route-preloads.ts';

// The dev server forwards API and media requests to the Fastify process; API_PROXY_TARGET lets
// a developer point it at another host (this file is the only reader of that variable).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/**
 * The sign-in calls refuse requests another site's page started (decision 101): the API knows
 * its own origin (PUBLIC_URL), not this dev server's. A request from a page this dev server
 * served is the site's own, so the proxy drops its Origin and the API reads Sec-Fetch-Site
 * (same-origin); any other Origin goes through and is refused as it would be in production.
 */
const apiProxy: ProxyOptions = {
  target: apiTarget,
  changeOrigin: true,
  configure: (proxy) => {
    proxy.on('proxyReq', (proxyRequest, request) => {
      const origin = request.headers.origin;
      if (origin !== undefined && origin === `http://${request.headers.host}`) {
        proxyRequest.removeHeader('origin');
      }
    });
  },
};

/**
 * Small modules every page loads at once (React's hooks and JSX, the query cache's timers, the
 * icon factory, the preload helper, the date formats): Rolldown would give each its own chunk,
 * each a request and its own import boilerplate; one chunk carries them all for less.
 */
const EVERY_PAGE = [
  /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  // Not the mutation observer: only useMutation's forms (sign-in, offers, account) use it, and the
  // group would otherwise carry it into every first load (about 330 B gzip). Nor the infinite
  // query's observer: only the chat's message list pages backwards (about 190 B, issue 38).
  /[\\/]node_modules[\\/]@tanstack[\\/]query-core[\\/](?!build[\\/]modern[\\/](mutationObserver|infiniteQueryObserver))/,
  /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared)/,
  /vite[\\/]preload-helper/,
  /packages[\\/]shared[\\/]src[\\/]date-time\.ts$/,
  // The router, the API client and what every public page draws (cards, prices, titles): each
  // its own small chunk otherwise, and the first load pays a request and a gzip header for each.
  /[\\/]node_modules[\\/]react-router[\\/]/,
  /src[\\/]lib[\\/](api-client|use-document-title)\.ts$/,
  /src[\\/]features[\\/]cities[\\/](hooks[\\/]use-selected-city-id|api[\\/]get-cities)\.ts$/,
  /packages[\\/]shared[\\/]src[\\/](format|package-titles|page-titles|site-name|money-pattern|text-rules|search-limits)\.ts$/,
  /src[\\/]features[\\/]wishlist[\\/](use-saved-cars\.ts|components[\\/]wishlist-heart-button\.tsx)$/,
  /src[\\/]features[\\/]vehicles[\\/]components[\\/](listing-grid|listing-card)\.tsx$/,
  /src[\\/]components[\\/]ui[\\/](package-badge\.tsx|input-styles\.ts|car-image\.tsx)$/,
  /src[\\/]features[\\/]vehicles[\\/]api[\\/](get-filter-specs|get-vehicle-models)\.ts$/,
  /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](chevron-left|chevron-right|shield-check)\.mjs$/,
  // Small pieces two or more public pages share: each would be a request of a few hundred bytes
  // (the idle helper: the entry and the search box share it).
  /src[\\/](lib[\\/](lazy-module|when-idle)|components[\\/]ui[\\/]use-dismissable)\.ts$/,
  /src[\\/]components[\\/](layout[\\/]titled-section|ui[\\/]section-heading)\.tsx$/,
];

/**
 * The icons the car page draws that other pages share too (the seller's contact buttons, the
 * listing's facts, the share link): each would be a chunk of its own, a request and a gzip
 * stream of a couple of hundred bytes for one icon; as one chunk they cost the car page about
 * half (issue 32: 1.3 KB gzip in five chunks, 0.7 KB in one). No other public first load has them.
 */
const CAR_PAGE_ICONS =
  /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](hand-coins|phone|mail|message-circle|circle-check|clock)\.mjs$/;

/**
 * Buy Car's search (the results, the address it reads, the search box's hooks): other chunks share
 * pieces of it (the filter panels, the account's saved searches), so Rolldown would split it in
 * two or three; Buy Car draws all of it at once and pays a request and a gzip stream for each.
 */
const CAR_SEARCH =
  /src[\\/]features[\\/]vehicles[\\/](components[\\/](car-search\.tsx|scripting-classes\.ts)|search-(state|query)\.ts|number-text\.ts|api[\\/]search-vehicles\.ts|hooks[\\/]use-(typed-text|search-state|debounced-value|search-names)\.ts)$|packages[\\/]shared[\\/]src[\\/]search-address\.ts$|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]sliders-horizontal\.mjs$/;

/**
 * Recently viewed cars and the compare list (issue 37): the car page's control and the home
 * page's section, loaded after their first paint, share these small modules; as one chunk they
 * are one request, not six. /compare's page imports none of them statically (it loads the list
 * when it changes it), so the entry's preload map, which every first load carries, does not
 * name this chunk.
 */
const RECENT_AND_COMPARE =
  /src[\\/]features[\\/]vehicles[\\/](local-id-list|recently-viewed-store|compare-url|use-recently-viewed|api[\\/]recently-viewed)\.ts$|src[\\/]features[\\/]vehicles[\\/]components[\\/](compare-controls|car-page-compare)\.tsx$|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]columns-3\.mjs$/;

/**
 * React Router's package exports only its development build, whose checks and warnings a
 * visitor's browser never needs; it ships a production build beside it, which the browser build
 * takes instead (about 2 KB gzip of every first load, room for issue 32's languages).
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ isSsrBuild, command }) => ({
  resolve:
    command === 'build' && !isSsrBuild
      ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] }
      : {},
  plugins: [
    react(),
    tailwindcss(),
    reactRouterUnused(),
    routePreloads(),
    precompress(),
    devServerRender(apiTarget),
  ],
  // The server renderer (decision 116): the workspace's own package (TypeScript sources) is
  // bundled in; its lazy pages stay chunks, loaded when first rendered.
  ssr: { noExternal: ['@carmarket/shared'] },
  build: isSsrBuild
    ? { emptyOutDir: true, copyPublicDir: false }
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'every-page',
                  test: (id: string) => EVERY_PAGE.some((pattern) => pattern.test(id)),
                },
                {
                  name: 'car-search',
                  test: (id: string) => CAR_SEARCH.test(id),
                },
                {
                  name: 'viewed',
                  test: (id: string) => RECENT_AND_COMPARE.test(id),
                },
                {
                  name: 'car-page-icons',
                  test: (id: string) => CAR_PAGE_ICONS.test(id),
                },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': apiProxy,
      '/media': { target: apiTarget, changeOrigin: true },
    },
  },
}));
