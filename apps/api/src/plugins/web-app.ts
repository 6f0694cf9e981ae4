import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { msg } from '@carmarket/shared/i18n/translate';
import { translatorFor } from '../i18n';
import { requestLanguage, varyByLanguage } from '../i18n/request-language';
import { isApiPath } from '../lib/api-path';
import { isSafeKey, mediaContentType, type ByteRange, type StoredFile } from '../lib/media-files';

/** What /media needs of media storage (modules/media/media-storage.ts's `MediaStorage`). */
export interface ServedMedia {
  /** The folder the files are in, served as it is; undefined for a store over the network. */
  localDir?: string;
  stat(key: string): Promise<StoredFile | undefined>;
  stream(key: string, range?: ByteRange): Promise<Readable | undefined>;
}

export interface WebAppOptions {
  /** Served at /media: from its folder when it has one, else streamed from the store. */
  media: ServedMedia;
  /** The built SPA; when it does not exist (API-only runs and tests) only /api and /media serve. */
  webDistDir: string;
  /** How many unknown /api and /media paths one address may ask for (a scanner's limit). */
  unknownPathLimit: Parameters<FastifyInstance['limitPerAddress']>[0];
  /**
   * Makes a media file that is made on first request (a photo's JPEG copy for link previews,
   * modules/media/share-jpeg.ts) and returns it, or undefined when the key names no such file.
   */
  makeMissingMedia?: (key: string) => Promise<{ type: string; data: Buffer } | undefined>;
}

/** What @fastify/static sends for media (maxAge 7d, immutable): keys are never reused. */
const MEDIA_CACHE_CONTROL = 'public, max-age=604800, immutable';

const API_NOT_FOUND = msg('There is no API endpoint at this address.');
const MEDIA_NOT_FOUND = msg('This file does not exist.');

/**
 * Serves uploaded media under /media and the built web app with history fallback. Unknown
 * /api paths answer 404 JSON, never the HTML page.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const { localDir } = options.media;
  if (localDir) {
    await mkdir(localDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: localDir,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      // Media keys are never reused for other content, so browsers may keep them.
      maxAge: '7d',
      immutable: true,
      // Versions before decision 072 wrote half files beside their target; one left by a crash
      // is swept at start, and never served meanwhile.
      allowedPath: (pathName) => !pathName.endsWith('.partial'),
    });
  } else {
    registerStoreMedia(app, options.media);
  }

  const indexHtml = path.join(options.webDistDir, 'index.html');
  const hasWebApp = existsSync(indexHtml);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      wildcard: true,
      // Pages, `/` included, are answered by modules/pages with their own head and status.
      index: false,
      // The build writes .br and .gz beside each text file (apps/web/build/precompress.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/; the rest must be revalidated.
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  const isMediaPath = (url: string) => url.startsWith('/media/');
  /** `/media/ads/x/photo-1-1280.jpg?v=1` → `ads/x/photo-1-1280.jpg` (keys need no decoding). */
  const mediaKeyOf = (url: string) => url.slice('/media/'.length).split('?')[0] ?? '';

  app.setNotFoundHandler(
    {
      // Scans of unknown API and media paths are throttled; client routes of the app are not.
      preHandler: app.limitPerAddress(options.unknownPathLimit, {
        unless: (request) => !isApiPath(request.url) && !isMediaPath(request.url),
      }),
    },
    async (request, reply) => {
      const url = request.url;
      // The sentence in the caller's language, as the error handler writes its own (issue 32).
      const notFound = (message: string) => {
        varyByLanguage(reply);
        const text = translatorFor(requestLanguage(request)).t(message);
        return reply.code(404).send({ code: 'not_found', message: text });
      };
      if (isApiPath(url)) {
        return notFound(API_NOT_FOUND);
      }
      if (isMediaPath(url)) {
        // A file made on first request; from then on it is there and served above.
        const made =
          request.method === 'GET' || request.method === 'HEAD'
            ? await options.makeMissingMedia?.(mediaKeyOf(url))
            : undefined;
        if (made) {
          return reply.type(made.type).header('cache-control', MEDIA_CACHE_CONTROL).send(made.data);
        }
        return notFound(MEDIA_NOT_FOUND);
      }
      if (request.method === 'GET' || request.method === 'HEAD') {
        // No page of the app (modules/pages names them all), broken percent-encoding included:
        // the app shows its not-found page, and the status says so too.
        return app.sendPageNotFound(request, reply);
      }
      return notFound(msg('Page not found.'));
    },
  );
});

/**
 * /media streamed from an S3-compatible store (decision 124), answering as @fastify/static does
 * for the folder: type by extension, the same cache headers, one byte range (206, or 416 past the
 * end), HEAD, and a missing file to the not-found handler (which makes a share JPEG or says 404).
 */
function registerStoreMedia(app: FastifyInstance, media: ServedMedia) {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    // HEAD is answered here without reading the object.
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const file = isSafeKey(key) ? await media.stat(key) : undefined;
      if (!file) return reply.callNotFound();
      const range = byteRange(request.headers.range, file.size);
      if (range === 'unsatisfiable') {
        // As @fastify/static refuses one: the error handler's 416 and sentence.
        throw Object.assign(new Error('Range Not Satisfiable'), { statusCode: 416 });
      }
      reply
        .type(mediaContentType(key))
        .header('cache-control', MEDIA_CACHE_CONTROL)
        .header('accept-ranges', 'bytes')
        .header('last-modified', file.modified.toUTCString());
      if (range) {
        reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
      }
      reply.header('content-length', range ? range.end - range.start + 1 : file.size);
      if (request.method === 'HEAD') return reply.send();
      const body = await media.stream(key, range);
      // Deleted between the two requests to the store.
      if (!body) return reply.callNotFound();
      return reply.send(body);
    },
  });
}

/**
 * The one range of a `Range: bytes=…` header within a file of `size` bytes; undefined for no
 * header, several ranges or one that cannot be read (the whole file is sent, as `send` does).
 */
export function byteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  const start = first === '' ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
