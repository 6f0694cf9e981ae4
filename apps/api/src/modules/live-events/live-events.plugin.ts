import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ChannelListener, Listening } from '@carmarket/db/client';
import { nextHour } from '../jobs/schedules';
import { EVENT_STREAMS_PER_USER } from '../limits/limit-rules';
import { createEventHub, type EventHub } from './event-hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's open event streams, fed by NOTIFY on `user_events` (decision 128). */
    eventHub: EventHub;
  }
}

/** The job that deletes old events, and how long they are kept. */
export const PRUNE_EVENTS_JOB = 'events.prune';
export const EVENTS_KEPT_MS = 2 * 24 * 60 * 60 * 1000;

export interface LiveEventsPluginOptions {
  /**
   * LISTEN on the channel the event log notifies (`user_events`): one listener per process for
   * every stream. app.ts hands it in, as the channel is the event log's.
   */
  listen: (listener: ChannelListener) => Promise<Listening>;
}

/**
 * The live event stream's machinery (decision 128): one LISTEN on `user_events` per process
 * feeds the hub; after the listener reconnects every stream reads what it missed. A shutdown
 * ends the streams first, so requests in flight can drain (clients reconnect to another
 * process with their last id). A job every hour deletes events older than two days.
 */
export const liveEventsPlugin = fp(
  async (app: FastifyInstance, options: LiveEventsPluginOptions) => {
    const events = app.repos.liveEvents;
    const hub = createEventHub({ events, log: app.log, maxStreamsPerUser: EVENT_STREAMS_PER_USER });
    app.decorate('eventHub', hub);

    const listening = await options.listen({
      onNotify: (payload) => hub.notified(payload),
      onReconnect: () => {
        app.log.info('Listening for live events again; streams read what they missed');
        hub.readAll();
      },
      onDrop: (error) =>
        app.log.warn({ err: error }, 'The live events listener dropped; reconnecting'),
    });
    app.addHook('preClose', async () => {
      await hub.closeAll();
    });
    app.addHook('onClose', async () => {
      await listening.close();
    });

    app.jobs.handle(PRUNE_EVENTS_JOB, async ({ now }) => {
      const deleted = await events.deleteBefore(new Date(now.getTime() - EVENTS_KEPT_MS));
      if (deleted > 0) app.log.info(`Deleted ${deleted} live events older than two days`);
    });
    app.jobs.schedule({ kind: PRUNE_EVENTS_JOB, next: nextHour });
  },
);
