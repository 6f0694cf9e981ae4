import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/**
 * The web app's server renderer (apps/web/src/entry-server.tsx, built to `dist-ssr/` beside the
 * browser build): loaded at start, it draws each public page's body from the same components
 * the browser hydrates (decision 116). Imported at run time from the build, so the API's code
 * never imports the web app's.
 */
export type PageRender =
  { ok: true; body: Readable; dataScript: string } | { ok: false; error: unknown; body: string };

interface RenderModule {
  answerApiCallsWith(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  renderPage(url: string): Promise<PageRender>;
}

export interface PageRenderer {
  /** Renders `url` (path and query) for the visitor at `address`. */
  render(url: string, address: string): Promise<PageRender>;
}

/** Where the web build puts the server renderer, given the browser build's folder. */
export function renderModulePath(webDistDir: string): string {
  return path.join(webDistDir, '..', 'dist-ssr', 'entry-server.js');
}

function headersOf(init: RequestInit): Record<string, string> {
  return Object.fromEntries(new Headers(init.headers).entries());
}

/**
 * The renderer's API calls are answered inside this process (Fastify's inject: no socket, the
 * same routes, hooks and limits). Each call carries the address of the visitor whose page is
 * being drawn, so per-address read ceilings count a page the same as the browser's own call.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDistDir: string,
): Promise<PageRenderer | null> {
  const file = renderModulePath(webDistDir);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as RenderModule;
  const visitor = new AsyncLocalStorage<{ address: string }>();

  module.answerApiCallsWith(async (url, init) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: headersOf(init),
      remoteAddress: visitor.getStore()?.address ?? '127.0.0.1',
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: Object.entries(answer.headers).flatMap(([name, value]) =>
        value === undefined ? [] : [[name, String(value)] as [string, string]],
      ),
    });
  });

  return {
    render: (url, address) => visitor.run({ address }, () => module.renderPage(url)),
  };
}
