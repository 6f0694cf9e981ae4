import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** What `src/entry-server.tsx` exports, as far as the dev server uses it. */
interface RenderModule {
  answerApiCallsWith(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  renderPage(
    url: string,
  ): Promise<
    | { ok: true; body: AsyncIterable<unknown>; dataScript: string }
    | { ok: false; error: unknown; body: string }
  >;
}

const NOT_PAGES = /^\/(api|media|@|src\/|node_modules\/)|\.[a-z0-9]+$/i;

/**
 * `npm run dev` renders pages on the server too (decision 116): the same entry-server the
 * production API loads, through Vite's module loader, so an edit reloads it as it does in the
 * browser. Its API calls go to the API process the dev server proxies to. Heads and statuses are
 * the production server's work (apps/api/src/modules/pages); here every page has index.html's.
 */
export function devServerRender(apiTarget: string): Plugin {
  return {
    name: 'carmarket:dev-server-render',
    apply: 'serve',
    configureServer(server) {
      return () => {
        server.middlewares.use((request, response, next) => {
          const url = request.originalUrl ?? request.url ?? '/';
          const wantsPage =
            request.method === 'GET' &&
            (request.headers.accept ?? '').includes('text/html') &&
            !NOT_PAGES.test(url.split('?')[0] ?? '');
          if (!wantsPage) return next();
          void (async () => {
            const template = await server.transformIndexHtml(
              url,
              await readFile(path.join(server.config.root, 'index.html'), 'utf8'),
            );
            const module = (await server.ssrLoadModule('/src/entry-server.tsx')) as RenderModule;
            module.answerApiCallsWith((call, init) => fetch(`${apiTarget}${call}`, init));
            const page = await module.renderPage(url);
            let body = '';
            let data = '';
            if (page.ok) {
              for await (const chunk of page.body) body += String(chunk);
              data = page.dataScript;
            } else {
              server.config.logger.error(`A page failed to render: ${String(page.error)}`);
              body = page.body;
            }
            response.statusCode = page.ok ? 200 : 500;
            response.setHeader('content-type', 'text/html; charset=utf-8');
            response.end(
              template.replace(
                '<div id="root"></div>',
                () => `<div id="root">${body}</div>${data}`,
              ),
            );
          })().catch((error: unknown) => {
            if (error instanceof Error) server.ssrFixStacktrace(error);
            next(error);
          });
        });
      };
    },
  };
}
