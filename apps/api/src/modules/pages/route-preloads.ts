import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { escapeHtml } from '@carmarket/shared/escape-html';

/** Written by the web build (apps/web/build/route-preloads.ts) beside index.html. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** Only the site's own files: `/assets/home-abc123.js`, never `//host/…` or `https://…`. */
const SitePath = z.string().regex(/^\/(?![/\\])[\w\-./]+$/);

const RoutePreloadsSchema = z.object({
  routes: z.record(z.string(), z.object({ scripts: z.array(SitePath), styles: z.array(SitePath) })),
});

export interface RoutePreloads {
  /**
   * The `<link>` tags that fetch what the page of `routeKey` (a key of the web app's `paths`,
   * e.g. `carDetail`) needs beyond index.html: its scripts as `modulepreload` and its styles as
   * stylesheets, so its code downloads alongside the entry and its first paint is styled.
   * Empty for null, an unknown route, or a build without the file.
   *
   * `scripts: false` for a page rendered on the server (decision 116): it reads without its code,
   * which then comes with the entry rather than beside the styles and the page's first photo,
   * whose download it would share on a slow connection.
   */
  headTags(routeKey: string | null, options?: { scripts?: boolean }): string;
}

function readFile(webDistDir: string): z.infer<typeof RoutePreloadsSchema>['routes'] {
  let text: string;
  try {
    text = readFileSync(path.join(webDistDir, ROUTE_PRELOADS_FILE), 'utf8');
  } catch {
    return {};
  }
  try {
    const parsed = RoutePreloadsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.routes : {};
  } catch {
    return {};
  }
}

/**
 * Reads the build's route-preloads.json once (at start: the build does not change under a
 * running server) and renders each route's tags once, on first use.
 */
export function readRoutePreloads(webDistDir: string): RoutePreloads {
  const routes = readFile(webDistDir);
  const rendered = new Map<string, string>();
  return {
    headTags(routeKey, { scripts: withScripts = true } = {}) {
      if (routeKey === null || !Object.hasOwn(routes, routeKey)) return '';
      const cacheKey = `${routeKey}:${withScripts}`;
      let tags = rendered.get(cacheKey);
      if (tags === undefined) {
        const { scripts, styles } = routes[routeKey]!;
        tags = [
          ...styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
          ...(withScripts ? scripts : []).map(
            (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
          ),
        ].join('');
        rendered.set(cacheKey, tags);
      }
      return tags;
    },
  };
}
