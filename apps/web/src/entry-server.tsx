import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { jsonForScript } from '@carmarket/shared/escape-html';
import { languageBasename, splitLanguagePath } from '@carmarket/shared/i18n/languages';
import { createTranslator, type Translator } from '@carmarket/shared/i18n/translate';
import { PassThrough, type Readable } from 'node:stream';
import { prefetchPageData } from './app/page-data';
import { loadPageModules } from './app/page-modules';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { setApiTransport, type ApiTransport } from './lib/api-client';
import { stampPageClock } from './lib/page-clock';
import { I18nProvider, loadCatalog, PAGE_MESSAGES_ELEMENT_ID } from './lib/i18n';
import { isPageAnswerError, SERVER_DATA_ELEMENT_ID, toTravellingState } from './server-data';

/**
 * The server's side of the web app (decision 116): the API's pages module loads the build of
 * this file once and calls `renderPage` for each public page it answers. The page is the same
 * React tree the browser hydrates (main.tsx), with the first screen's data fetched here first.
 */

/** How the render's API calls are answered: inside the server's own process. */
export function answerApiCallsWith(transport: ApiTransport): void {
  setApiTransport(transport);
}

export type PageRender =
  | {
      ok: true;
      /** The HTML of #root, streamed as React writes it. */
      body: Readable;
      /**
       * The <script>s that hand the browser the answers the page was drawn from and, in Sinhala
       * or Tamil, the translations it used (decision 119).
       */
      dataScript: string;
    }
  | { ok: false; error: unknown; body: string };

function serverQueryClient(): QueryClient {
  // One client per request: nothing of one visitor's page reaches another's. No retry: a failed
  // call renders its loading state here and is asked again by the browser.
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000, gcTime: Infinity } },
  });
}

function Page({
  url,
  queryClient,
  translator,
}: {
  url: string;
  queryClient: QueryClient;
  translator: Translator;
}): ReactNode {
  return (
    <StrictMode>
      <AppProvider queryClient={queryClient} translator={translator}>
        <StaticRouter location={url} basename={languageBasename(translator.language)}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>
  );
}

// The error page: a chunk of its own in the browser (route-error-boundary.tsx), loaded here once.
const { UnexpectedErrorRoute } = await import('./app/routes/unexpected-error');

/** The error page of spec section 2, for a render that failed: the site's shell may be what broke. */
function renderErrorPage(error: unknown, translator: Translator): string {
  return renderToString(
    <I18nProvider translator={translator}>
      <QueryClientProvider client={serverQueryClient()}>
        <StaticRouter location="/">
          <UnexpectedErrorRoute error={error} />
        </StaticRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

/**
 * Renders the page at `url` (path and query) as a visitor sees it. Resolves once the whole tree
 * is ready (every lazy part loaded), so a reader without JavaScript gets the complete page, in
 * order, with no placeholders; a component that throws resolves `ok: false` with the error page.
 */
export async function renderPage(url: string): Promise<PageRender> {
  const queryClient = serverQueryClient();
  const address = new URL(url, 'http://localhost');
  // `/si/buy-car?…` is the search page in Sinhala: the routes see `/buy-car` under basename /si.
  const { language, path } = splitLanguagePath(address.pathname);
  const pageAddress = new URL(address);
  pageAddress.pathname = path;
  const [catalog] = await Promise.all([
    loadCatalog(language),
    prefetchPageData(queryClient, pageAddress),
    loadPageModules(path),
  ]);
  // What the page asked for, so the browser is handed those translations and no more.
  const used = new Set<string>();
  const translator = createTranslator(language, catalog, (key) => used.add(key));
  const messagesScript = () => {
    if (language === 'en') return '';
    const messages: Record<string, string> = {};
    for (const key of used) if (catalog[key] !== undefined) messages[key] = catalog[key];
    return `<script id="${PAGE_MESSAGES_ELEMENT_ID}" type="application/json">${jsonForScript(messages)}</script>`;
  };
  // Only answers travel (a car that is gone is one): any other failed query renders its loading
  // state here and in the browser alike, and the browser asks again.
  queryClient.removeQueries({
    predicate: (query) => query.state.status !== 'success' && !isPageAnswerError(query.state.error),
  });
  stampPageClock(queryClient);

  return new Promise<PageRender>((resolve) => {
    let failure: { error: unknown } | null = null;
    const fail = (error: unknown) => {
      failure ??= { error };
    };
    const stream = renderToPipeableStream(
      <Page url={url} queryClient={queryClient} translator={translator} />,
      {
        // Every boundary is written in place, in order: React would otherwise move a large one to
        // the end of the document behind an inline script, which the site's Content Security
        // Policy refuses and a reader without JavaScript never runs.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          if (failure) {
            stream.abort();
            resolve({
              ok: false,
              error: failure.error,
              body: renderErrorPage(failure.error, translator),
            });
            return;
          }
          const body = new PassThrough();
          stream.pipe(body);
          resolve({
            ok: true,
            body,
            dataScript: `<script id="${SERVER_DATA_ELEMENT_ID}" type="application/json">${jsonForScript(
              toTravellingState(
                dehydrate(queryClient, {
                  shouldDehydrateQuery: (query) => query.state.status !== 'pending',
                }),
              ),
            )}</script>${messagesScript()}`,
          });
        },
        onShellError(error) {
          fail(error);
          resolve({ ok: false, error, body: renderErrorPage(error, translator) });
        },
        onError(error) {
          fail(error);
        },
      },
    );
  });
}
