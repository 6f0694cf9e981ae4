import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EventStreamQuerySchema } from '@carmarket/shared/chat';
import { AppError } from '../../lib/app-error';
import { systemClock, type Clock } from '../../lib/clock';
import { operationsOf } from '../../lib/route-docs';
import { errorResponses } from '../../lib/route-responses';
import { callerOf } from '../auth/caller';
import { LIMITS } from '../limits/limit-rules';
import { refusal } from '../limits/rate-limiter';
import { eventText, type LiveStream } from './event-hub';
import { streamStart } from './events.service';

// The stream carries the conversations' events: documented with them.
const operation = operationsOf('conversations', 'signed-in');

/**
 * A stream whose client reads this much less than it is sent is ended: it reconnects and resumes
 * from its last id instead of the server holding its backlog.
 */
const MAX_UNREAD_BYTES = 1024 * 1024;

/** Tells an EventSource how long to wait before reconnecting (ms). */
const RECONNECT_AFTER_MS = 3000;

/** The access token's expiry of each stream request, from its authentication to its handler. */
const tokenExpiry = new WeakMap<FastifyRequest, Date>();

/** The resume point a request names: `Last-Event-ID` (what EventSource sends), else `?lastEventId=`. */
function lastEventIdOf(header: string | string[] | undefined, query: number | undefined) {
  if (header === undefined) return query;
  const parsed = EventStreamQuerySchema.safeParse({ lastEventId: String(header) });
  if (!parsed.success) {
    throw AppError.badRequest(parsed.error.issues[0]?.message ?? '', 'lastEventId');
  }
  return parsed.data.lastEventId;
}

/** GET /api/me/events: the signed-in user's live events as Server-Sent Events (decision 128). */
export const eventsRoutes: FastifyPluginAsyncZod<{ clock?: Clock }> = async (app, options) => {
  const clock = options.clock ?? systemClock;
  const hub = app.eventHub;
  const events = app.repos.liveEvents;

  /**
   * A refused token is counted against its address after it was read (a forged or expired one
   * costs no database read; a good one is never held back by strangers' failures): 401 until
   * the address is past its ceiling, 429 after. Good ones are counted per user.
   */
  async function authenticate(request: FastifyRequest): Promise<void> {
    try {
      const { tokenExpiresAt } = await app.requireStreamUser(request);
      tokenExpiry.set(request, tokenExpiresAt);
    } catch (error) {
      const verdict = await app.limiter.take(LIMITS.eventStreamFailuresPerAddress, request.ip);
      throw verdict.allowed ? error : refusal(verdict);
    }
    await app.limitPerUser(LIMITS.eventStreamOpens)(request);
  }

  app.get(
    '/me/events',
    {
      // Each event must leave at once: a compressor would hold it until its buffer fills.
      compress: false,
      onRequest: authenticate,
      schema: {
        ...operation('Receive your live events: messages, reads and offer changes'),
        querystring: EventStreamQuerySchema,
        response: {
          200: z
            .unknown()
            .describe(
              'text/event-stream: `id: <event id>`, `event: <kind>`, `data: <ChatEvent JSON>` per event; a comment every 25 s',
            ),
          ...errorResponses(400, 401, 403, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      const start = await streamStart({
        events,
        userId,
        lastEventId: lastEventIdOf(request.headers['last-event-id'], request.query.lastEventId),
      });

      const body = new PassThrough();
      body.write(`retry: ${RECONNECT_AFTER_MS}\n\n`);
      if (start.resync) {
        body.write(
          eventText({ id: start.lastSentId, kind: 'resync', payload: { kind: 'resync' } }),
        );
      }
      const stream: LiveStream = {
        userId,
        lastSentId: start.lastSentId,
        write(text) {
          if (body.writableLength > MAX_UNREAD_BYTES) body.end();
          else body.write(text);
        },
        end: () => body.end(),
      };
      // The client reconnects with a fresh token once this one has expired.
      const expiresAt = tokenExpiry.get(request) ?? clock();
      const expiry = setTimeout(() => body.end(), expiresAt.getTime() - clock().getTime());
      expiry.unref();
      reply.raw.on('close', () => {
        clearTimeout(expiry);
        hub.remove(stream);
        body.end();
      });
      hub.add(stream);
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          // nginx and similar proxies pass each event on instead of buffering the answer.
          .header('x-accel-buffering', 'no')
          .send(body)
      );
    },
  );
};
