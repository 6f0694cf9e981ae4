import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import {
  isLanguage,
  LANGUAGE_COOKIE,
  languageFromAcceptLanguage,
  localizedPath,
  type Language,
} from '@carmarket/shared/i18n/languages';
import { paths } from '@carmarket/shared/site-paths';
import type { SearchQuery } from '@carmarket/shared/vehicle-search';
import { translatorFor } from '../../i18n/index';
import { pageLanguage } from '../../lib/page-language';
import { searchPageCount } from '../vehicles/search-matches';
import { listingPage } from './listing-page';
import { localizeHead, type PageHead } from './page-head';
import { loadPageRenderer } from './page-renderer';
import { loadPageShell, type PageShell } from './page-shell';
import { readRoutePreloads } from './route-preloads';
import { searchPage } from './search-page';
import {
  errorPageHead,
  notFoundHead,
  PAGE_PATHS,
  SERVER_RENDERED,
  SITE_PAGES,
  sitePageHead,
  type PageKey,
} from './site-pages';
import { robotsTxt, siteSitemap, sitemapFile, SITEMAP_URLS_PER_FILE } from './sitemap';

export interface PagesPluginOptions {
  /** The built web app; without its index.html (API-only runs) only robots and sitemaps serve. */
  webDistDir: string;
  /** Addresses per sitemap file; tests lower it to reach the index without 50,000 ads. */
  sitemapUrlsPerFile?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers an address that is no page: 404 with the web app, which shows its not-found page. */
    sendPageNotFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  }
}

/**
 * The web app's pages as the server answers them: the built index.html with each page's own
 * head (page-head.ts) and an honest status — 200 for a page, 301 to an ad's readable address,
 * 410 for an ad that has ended, 404 for anything else — plus robots.txt and the sitemaps.
 */
export const pagesPlugin = fp(async (app: FastifyInstance, options: PagesPluginOptions) => {
  const shell: PageShell | null = existsSync(path.join(options.webDistDir, 'index.html'))
    ? await loadPageShell(options.webDistDir)
    : null;
  // The opened page's own chunks and styles, fetched beside the entry instead of after it.
  const routePreloads = readRoutePreloads(options.webDistDir);
  const siteUrl = app.siteUrl;
  const publicUrl = (key: string) => app.media.publicUrl(key);
  const sitemapDeps = {
    repository: app.repos.pages,
    siteUrl,
    urlsPerFile: options.sitemapUrlsPerFile ?? SITEMAP_URLS_PER_FILE,
  };

  const renderer = shell ? await loadPageRenderer(app, options.webDistDir) : null;

  /**
   * An English address (no `/si` or `/ta`) opened by someone who reads Sinhala or Tamil
   * (decision 119): their choice on the language switch (the cookie) or, on a first visit
   * without one, their browser's Accept-Language. A `/si/…` or `/ta/…` address always opens as
   * it was shared, and a crawler (no cookie, no Accept-Language) reads English at the root.
   */
  const chosenLanguage = (request: FastifyRequest): Language => {
    const chosen = request.cookies[LANGUAGE_COOKIE];
    if (chosen !== undefined) return isLanguage(chosen) ? chosen : 'en';
    return languageFromAcceptLanguage(request.headers['accept-language']);
  };
  const redirectToChosenLanguage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (pageLanguage(request) !== 'en') return;
    void reply.header('vary', 'Accept-Language, Cookie');
    const language = chosenLanguage(request);
    if (language === 'en') return;
    return reply
      .header('cache-control', 'no-cache')
      .redirect(localizedPath(request.url, language), 302);
  };
  /** A redirect to one of the site's own paths, kept in the page's language. */
  const inPageLanguage = (request: FastifyRequest, location: string) =>
    location.startsWith('/') ? localizedPath(location, pageLanguage(request)) : location;
  const pageRoute = { preHandler: redirectToChosenLanguage };

  /** `route` names the web app's page (a key of shared/site-paths, or `notFound`). */
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    head: PageHead,
    route: PageKey | 'notFound',
  ) => {
    reply
      .type('text/html; charset=utf-8')
      // Pages follow their ads (sold, edited, expired): a cache must ask again each time.
      .header('cache-control', 'no-cache');
    // `/sell-car` with a query is the wizard, an edit or an upgrade: a signed-in user's pages.
    const isWizard = route === 'sellCar' && request.url.includes('?');
    const translator = translatorFor(pageLanguage(request));
    const pageHead = localizeHead(head, translator);
    if (!renderer || !SERVER_RENDERED.has(route) || isWizard) {
      return reply.code(status).send(shell!.render(pageHead, routePreloads.headTags(route)));
    }
    const extraHead = routePreloads.headTags(route, { scripts: false });
    // The renderer reads the language from the address as it was asked for (`/si/…`).
    const page = await renderer.render(request.originalUrl, request.ip, translator.language);
    if (!page.ok) {
      // A component threw: the error page, once in the log, and the process goes on serving.
      request.log.error({ err: page.error, url: request.url }, 'a page failed to render');
      return reply
        .code(500)
        .send(shell!.render(localizeHead(errorPageHead(), translator), '', page.body));
    }
    return reply.code(status).send(
      Readable.from(
        (async function* document() {
          yield shell!.open(pageHead, extraHead);
          for await (const chunk of page.body) yield chunk as Buffer;
          yield shell!.close(page.dataScript);
        })(),
      ),
    );
  };

  app.decorate('sendPageNotFound', async (request: FastifyRequest, reply: FastifyReply) =>
    shell
      ? sendPage(request, reply, 404, notFoundHead(), 'notFound')
      : reply.code(404).send({ code: 'not_found', message: 'Page not found.' }),
  );

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(siteUrl)),
  );

  const sendXml = (reply: FastifyReply, body: NodeJS.ReadableStream) =>
    reply
      .type('application/xml; charset=utf-8')
      // Crawlers come now and then; a few minutes late is no harm, and it spares the database.
      .header('cache-control', 'public, max-age=300')
      .send(body);

  app.get('/sitemap.xml', async (_request, reply) =>
    sendXml(reply, await siteSitemap(sitemapDeps)),
  );

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const body = await sitemapFile(sitemapDeps, request.params.file);
    return body
      ? sendXml(reply, body)
      : reply.code(404).send({ code: 'not_found', message: 'There is no such sitemap.' });
  });

  if (!shell) return;

  const queryOf = (request: FastifyRequest) => {
    const at = request.url.indexOf('?');
    return at < 0 ? '' : request.url.slice(at);
  };

  for (const key of Object.keys(SITE_PAGES) as PageKey[]) {
    if (key === 'carDetail' || key === 'buyCar') continue;
    app.get(PAGE_PATHS[key], pageRoute, async (request, reply) =>
      sendPage(request, reply, 200, sitePageHead(key, siteUrl), key),
    );
  }

  // `/about/`, `/buy-car/?brand=1`: one address per page, so the slash form is a 301 to it.
  for (const key of Object.keys(SITE_PAGES) as PageKey[]) {
    // A path with a parameter (`/messages/:id`) has no one address to send the slash form to.
    if (key === 'carDetail' || key === 'home' || PAGE_PATHS[key].includes(':')) continue;
    app.get(`${PAGE_PATHS[key]}/`, async (request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .redirect(inPageLanguage(request, PAGE_PATHS[key] + queryOf(request)), 301),
    );
  }

  const searchPageDeps = {
    repository: app.repos.pages,
    siteUrl,
    publicUrl,
    countPages: (query: SearchQuery) => searchPageCount({ repository: app.repos.search, query }),
  };
  app.get(paths.buyCar, pageRoute, async (request, reply) => {
    const answer = await searchPage(searchPageDeps, new URLSearchParams(queryOf(request)));
    return sendPage(request, reply, answer.status, answer.head, 'buyCar');
  });

  const listingPageDeps = { repository: app.repos.vehicles, publicUrl, siteUrl };
  app.get<{ Params: { id: string } }>(paths.carDetail, pageRoute, async (request, reply) => {
    const answer = await listingPage(listingPageDeps, request.params.id, queryOf(request));
    if (answer.kind === 'redirect') {
      return reply
        .header('cache-control', 'no-cache')
        .redirect(inPageLanguage(request, answer.location), 301);
    }
    // Every answer here, 404 included, is drawn by the car page's own chunk.
    return sendPage(request, reply, answer.status, answer.head, 'carDetail');
  });

  // `/cars/<id-slug>/`: straight to the ad's one address; an address that is no ad stays 404.
  app.get<{ Params: { id: string } }>(`${paths.carDetail}/`, async (request, reply) => {
    const query = queryOf(request);
    const answer = await listingPage(listingPageDeps, request.params.id, query);
    if (answer.kind === 'page' && answer.status === 404) {
      return sendPage(request, reply, 404, answer.head, 'carDetail');
    }
    const location =
      answer.kind === 'redirect'
        ? answer.location
        : `${paths.carDetail.replace(':id', request.params.id)}${query}`;
    return reply
      .header('cache-control', 'no-cache')
      .redirect(inPageLanguage(request, location), 301);
  });
});
