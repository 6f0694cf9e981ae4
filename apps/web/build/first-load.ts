import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTE_PRELOADS_FILE, type RoutePreloadsFile } from './route-preloads.ts';

export interface ScriptSize {
  url: string;
  raw: number;
  gzip: number;
}

export interface FirstLoad {
  route: string;
  scripts: ScriptSize[];
  raw: number;
  gzip: number;
}

/** The script URLs index.html loads: its module entry and the entry's modulepreloads. */
export function indexHtmlScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
    if (src && /\stype="module"/.test(tag)) urls.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const href = /\shref="([^"]+)"/.exec(tag)?.[1];
    if (href && /\srel="modulepreload"/.test(tag)) urls.add(href);
  }
  return [...urls];
}

/**
 * The JavaScript a first visit to `route` downloads from a build in `distDir`: index.html's
 * scripts plus the route's preloads, each gzipped at level 9 as a server would send it.
 */
export async function firstLoad(distDir: string, route: string): Promise<FirstLoad> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const preloads = JSON.parse(
    await readFile(path.join(distDir, ROUTE_PRELOADS_FILE), 'utf8'),
  ) as RoutePreloadsFile;
  const routePreload = preloads.routes[route];
  if (!routePreload) throw new Error(`${ROUTE_PRELOADS_FILE} has no route "${route}".`);
  const urls = [...new Set([...indexHtmlScripts(html), ...routePreload.scripts])];
  const scripts = await Promise.all(
    urls.map(async (url) => {
      const body = await readFile(path.join(distDir, url));
      return { url, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
    }),
  );
  return {
    route,
    scripts,
    raw: scripts.reduce((sum, script) => sum + script.raw, 0),
    gzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
  };
}
