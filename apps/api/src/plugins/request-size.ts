import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { msg } from '@carmarket/shared/i18n/translate';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The 413 sentence when the declared size is over the route's `bodyLimit`. */
    tooLargeMessage?: string;
  }
}

const TOO_LARGE = msg('The request is too large.');

/**
 * How long a refused upload's connection is still read (and discarded) after the answer. Closing
 * at once while the client is still sending makes the kernel reset the connection, and the
 * client may lose the answer with it; nginx lingers the same way.
 */
const LINGER_MS = 5_000;

/** Requests whose client waits for `100 Continue` before sending the body. */
const awaitingContinue = new WeakSet<IncomingMessage>();

/** Ends the connection after the answer, reading what the client still sends for a while. */
function closeLingering(request: IncomingMessage) {
  const socket: Socket | null = request.socket;
  if (!socket) return;
  // A body a reader stopped halfway (a refused file part) is dropped from here on, not left to
  // stall the connection.
  request.unpipe();
  request.resume();
  // Node closes a `Connection: close` socket with destroySoon() once the answer is written.
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  };
}

/**
 * Refuses a body whose declared Content-Length is over the route's `bodyLimit` with 413 and a
 * sentence, before a byte of it is read and, for a client that sent `Expect: 100-continue`,
 * before it is invited to send. Bodies without a declared length (chunked) are still capped as
 * they arrive: by Fastify for JSON, by the multipart readers for forms.
 */
export const requestSizePlugin = fp(async (app: FastifyInstance) => {
  // Without a listener Node answers `100 Continue` to every such request before any route is
  // known; with one, the invitation waits for the size check below.
  app.server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    awaitingContinue.add(request);
    app.server.emit('request', request, response);
  });

  app.addHook('onRequest', async (request, reply) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > request.routeOptions.bodyLimit) {
      void reply.header('connection', 'close');
      closeLingering(request.raw);
      throw new AppError(413, request.routeOptions.config.tooLargeMessage ?? TOO_LARGE);
    }
    if (awaitingContinue.has(request.raw)) reply.raw.writeContinue();
  });

  // An answer sent before the body was read to its end (a 401 before an upload, a refused file
  // part) ends the connection: the rest of the body must not be read as the next request.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.raw.complete === false && !reply.hasHeader('connection')) {
      void reply.header('connection', 'close');
      closeLingering(request.raw);
    }
    return payload;
  });
});
