import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { routeModules } from './route-modules.ts';

/** What one route needs beyond what index.html already loads. */
export interface RoutePreload {
  scripts: string[];
  styles: string[];
}

export interface RoutePreloadsFile {
  routes: Record<string, RoutePreload>;
}

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** The parts of a Rolldown output chunk this plugin reads. */
interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** A chunk and everything it imports statically (what the browser fetches before running it). */
function staticClosure(start: string, chunks: Map<string, ChunkLike>, into = new Set<string>()) {
  if (into.has(start)) return into;
  into.add(start);
  for (const imported of chunks.get(start)?.imports ?? []) staticClosure(imported, chunks, into);
  return into;
}

/**
 * Writes dist/route-preloads.json: for each route key of `paths`, the scripts (its lazy chunks and
 * their static imports) and styles it needs that index.html does not already load, as URLs under
 * the build's base. The server turns them into `modulepreload`/`stylesheet` links for the page it
 * answers, so the page's code downloads alongside the entry instead of after it.
 */
export function routePreloads(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'carmarket:route-preloads',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkLike>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output as unknown as ChunkLike);
      }
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) this.error('route-preloads: the build has no entry chunk.');
      const loadedByIndex = staticClosure(entry.fileName, chunks);
      const cssOfIndex = new Set(
        [...loadedByIndex].flatMap((file) => [
          ...(chunks.get(file)?.viteMetadata?.importedCss ?? []),
        ]),
      );
      const byModule = new Map<string, ChunkLike>();
      for (const chunk of chunks.values()) {
        if (chunk.isDynamicEntry && chunk.facadeModuleId) byModule.set(chunk.facadeModuleId, chunk);
      }
      const url = (file: string) => `${config.base}${file}`;

      const routes: Record<string, RoutePreload> = {};
      for (const [key, modules] of Object.entries(routeModules)) {
        const files = new Set<string>();
        for (const module of modules) {
          const chunk = byModule.get(path.resolve(config.root, module));
          if (!chunk) {
            this.error(
              `route-preloads: ${module} (route "${key}") is not a lazy route chunk; keep build/route-modules.ts in step with src/app/router.tsx.`,
            );
          }
          staticClosure(chunk.fileName, chunks, files);
        }
        const scripts = [...files].filter((file) => !loadedByIndex.has(file));
        const styles = new Set<string>();
        for (const file of scripts) {
          for (const css of chunks.get(file)?.viteMetadata?.importedCss ?? []) {
            if (!cssOfIndex.has(css)) styles.add(css);
          }
        }
        routes[key] = { scripts: scripts.map(url), styles: [...styles].map(url) };
      }
      const content: RoutePreloadsFile = { routes };
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(content, null, 2)}\n`,
      });
    },
  };
}
