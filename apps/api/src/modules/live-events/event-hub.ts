import type { FastifyBaseLogger } from 'fastify';
import type { LiveEventsRepository, StoredUserEvent } from './live-events.repository';

/** One open GET /api/me/events: what the hub needs to feed it. */
export interface LiveStream {
  readonly userId: number;
  /** The id of the last event sent (or skipped as already known): nothing at or below it goes out. */
  lastSentId: number;
  /** Writes Server-Sent Events text to the response. */
  write(text: string): void;
  /** Ends the response; the client reconnects with its last id. */
  end(): void;
}

export interface EventHubOptions {
  events: Pick<LiveEventsRepository, 'after'>;
  log: FastifyBaseLogger;
  /** Streams a user may hold open; opening one more closes their oldest. */
  maxStreamsPerUser: number;
  /** Events read in one query; a longer backlog is read in several. */
  batchSize?: number;
  /** How often every stream gets a comment, so proxies and phones keep an idle connection. */
  heartbeatMs?: number;
  /** The wait before reading again after the database failed a read. */
  retryMs?: number;
}

/** One event as Server-Sent Events text: `id`, `event` (the kind) and `data` (its JSON). */
export function eventText(event: Pick<StoredUserEvent, 'id' | 'kind' | 'payload'>): string {
  return `id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event.payload)}\n\n`;
}

/** Parses a NOTIFY payload, `[[userId, eventId], …]`; anything else is ignored. */
function announcedEvents(payload: string): [number, number][] {
  try {
    const parsed: unknown = JSON.parse(payload);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is [number, number] =>
        Array.isArray(entry) && typeof entry[0] === 'number' && typeof entry[1] === 'number',
    );
  } catch {
    return [];
  }
}

/**
 * This process's open event streams by user, fed from the event log (decision 128). A
 * notification names users and event ids; the hub reads, in one query per batch, each named
 * user's events after the oldest id their streams have sent, and writes each event to every
 * stream of that user that has not sent it yet, in id order. So an event is never sent twice or
 * out of order on a stream, and one a notification missed (a listener reconnecting, a stream
 * resuming) is found by the next read.
 */
export function createEventHub(options: EventHubOptions) {
  const { events, log, maxStreamsPerUser } = options;
  const batchSize = options.batchSize ?? 500;
  const retryMs = options.retryMs ?? 1000;
  /** Each user's streams, oldest first (a Set keeps insertion order). */
  const streams = new Map<number, Set<LiveStream>>();
  /** Users whose events must be read. */
  const pending = new Set<number>();
  let reading: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let open = 0;
  let closed = false;

  const heartbeat = setInterval(() => {
    for (const userStreams of streams.values()) {
      for (const stream of userStreams) stream.write(': heartbeat\n\n');
    }
  }, options.heartbeatMs ?? 25_000);
  heartbeat.unref();

  function deliver(rows: StoredUserEvent[]): void {
    for (const row of rows) {
      for (const stream of streams.get(row.userId) ?? []) {
        if (row.id <= stream.lastSentId) continue;
        stream.lastSentId = row.id;
        stream.write(eventText(row));
      }
    }
  }

  /** Reads until no user is pending; a failed read puts its users back and waits `retryMs`. */
  async function readPending(): Promise<void> {
    while (pending.size > 0) {
      const since = [...pending].flatMap((userId) => {
        const userStreams = streams.get(userId);
        if (!userStreams) return [];
        let afterId = Infinity;
        for (const stream of userStreams) afterId = Math.min(afterId, stream.lastSentId);
        return [{ userId, afterId }];
      });
      pending.clear();
      let rows: StoredUserEvent[];
      try {
        rows = await events.after(since, batchSize);
      } catch (error) {
        log.warn({ err: error }, 'could not read events for the live streams; trying again');
        for (const { userId } of since) pending.add(userId);
        retry ??= setTimeout(() => {
          retry = undefined;
          kick();
        }, retryMs);
        return;
      }
      deliver(rows);
      // A full batch may have left events out: read these users again.
      if (rows.length === batchSize) for (const { userId } of since) pending.add(userId);
    }
  }

  function kick(): void {
    if (reading || retry || closed) return;
    reading = readPending().finally(() => {
      reading = undefined;
      if (pending.size > 0) kick();
    });
  }

  function remove(stream: LiveStream): boolean {
    const userStreams = streams.get(stream.userId);
    if (!userStreams?.delete(stream)) return false;
    open -= 1;
    if (userStreams.size === 0) streams.delete(stream.userId);
    return true;
  }

  return {
    /**
     * Feeds a stream from now on and reads at once what came after its `lastSentId`. Past the
     * user's limit their oldest stream is ended.
     */
    add(stream: LiveStream): void {
      if (closed) {
        stream.end();
        return;
      }
      const userStreams = streams.get(stream.userId) ?? new Set<LiveStream>();
      streams.set(stream.userId, userStreams);
      userStreams.add(stream);
      open += 1;
      while (userStreams.size > maxStreamsPerUser) {
        const [oldest] = userStreams;
        if (!oldest) break;
        remove(oldest);
        oldest.end();
      }
      pending.add(stream.userId);
      kick();
    },

    /** Stops feeding a stream (its response closed). */
    remove(stream: LiveStream): void {
      remove(stream);
    },

    /** A NOTIFY on the events channel: reads the events of the users it names who listen here. */
    notified(payload: string): void {
      for (const [userId, eventId] of announcedEvents(payload)) {
        const userStreams = streams.get(userId);
        if (!userStreams) continue;
        for (const stream of userStreams) {
          if (stream.lastSentId < eventId) {
            pending.add(userId);
            break;
          }
        }
      }
      kick();
    },

    /** The listener was away: whatever it missed is read for every stream. */
    readAll(): void {
      for (const userId of streams.keys()) pending.add(userId);
      kick();
    },

    /** Streams open in this process (the metrics' gauge). */
    count(): number {
      return open;
    },

    /** Ends every stream (the server is shutting down; clients reconnect elsewhere). */
    async closeAll(): Promise<void> {
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(retry);
      const all = [...streams.values()].flatMap((userStreams) => [...userStreams]);
      for (const stream of all) {
        remove(stream);
        stream.end();
      }
      await reading;
    },
  };
}

export type EventHub = ReturnType<typeof createEventHub>;
