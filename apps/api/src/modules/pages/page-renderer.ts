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
  /**
   * Renders `url` (path and query, with its language prefix) for the visitor at `address`; the
   * API calls of the render ask for answers in `language`.
   */
  render(url: string, address: string, language?: string): Promise<PageRender>;
}

/** Where the web build puts the server renderer, given the browser build's folder. */
export function renderModulePath(webDistDir: string): string {
  return path.join(webDistDir, '..', 'dist-ssr', 'entry-server.js');
}

function headersOf(init: RequestInit): Record<string, string> {
  return Object.fromEntries(new Headers(init.headers).entries());
}

type InjectAnswer = Awaited<ReturnType<FastifyInstance['inject']>>;

/**
 * Reference answers every rendered page draws, the same for every visitor: the city list, the
 * filter facets and the model catalogue with its counts. The browser itself keeps them for a
 * minute or more (their queries' staleTime); the renderer reuses one for a few seconds, and pages
 * rendered at the same moment share one call, instead of every page asking for all three again.
 * Searches and cars are never shared: each page asks for its own, fresh.
 */
const SHARED_ANSWER_PATHS = new Set([
  '/api/cities',
  '/api/vehicles/load-specs',
  '/api/vehicles/models',
]);
const SHARED_FOR_MS = 10_000;
/** Model lists by make are keyed by their query; an address cannot grow the memory past this. */
const SHARED_MAX_KEYS = 200;

function isSharedAnswer(url: string, init: RequestInit): boolean {
  return (init.method ?? 'GET') === 'GET' && SHARED_ANSWER_PATHS.has(url.split('?')[0] ?? '');
}

function sharedAnswers(ask: (url: string, init: RequestInit) => Promise<InjectAnswer>) {
  const kept = new Map<string, { until: number; answer: Promise<InjectAnswer> }>();
  return (url: string, init: RequestInit): Promise<InjectAnswer> => {
    const now = Date.now();
    const hit = kept.get(url);
    if (hit && hit.until > now) return hit.answer;
    if (kept.size >= SHARED_MAX_KEYS) kept.clear();
    const answer = ask(url, init);
    kept.set(url, { until: now + SHARED_FOR_MS, answer });
    // Only a good answer is kept: a refusal or a failure is asked again by the next page.
    void answer.then(
      (done) => {
        if (done.statusCode !== 200) kept.delete(url);
      },
      () => kept.delete(url),
    );
    return answer;
  };
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
  const visitor = new AsyncLocalStorage<{ address: string; language: string }>();

  const ask = (url: string, init: RequestInit) =>
    app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { ...headersOf(init), 'accept-language': visitor.getStore()?.language ?? 'en' },
      remoteAddress: visitor.getStore()?.address ?? '127.0.0.1',
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
  const shared = sharedAnswers(ask);

  module.answerApiCallsWith(async (url, init) => {
    const answer = await (isSharedAnswer(url, init) ? shared(url, init) : ask(url, init));
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: Object.entries(answer.headers).flatMap(([name, value]) =>
        value === undefined ? [] : [[name, String(value)] as [string, string]],
      ),
    });
  });

  return {
    render: (url, address, language = 'en') =>
      visitor.run({ address, language }, () => module.renderPage(url)),
  };
}
