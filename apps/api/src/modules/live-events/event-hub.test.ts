import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '@carmarket/db/seed/reference-data';
import { loadEnv } from '../../config/env';
import { createUser } from '../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { readEvent } from '../../test/event-stream';
import { until } from '../../test/until';
import { createEventHub, type LiveStream } from './event-hub';
import { recordUserEvents } from '../events/user-events.repository';
import { createLiveEventsRepository } from './live-events.repository';

/** The hub on a real database, with streams that keep what they are sent. */

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase(loadEnv().DATABASE_URL);
  await seedReferenceData(database.db);
});

afterAll(async () => {
  await database.close();
});

/** A hub on the test database, silent. */
function hubWith(options: Omit<Parameters<typeof createEventHub>[0], 'events' | 'log'>) {
  return createEventHub({
    events: createLiveEventsRepository(database.db),
    log: pino({ level: 'silent' }),
    ...options,
  });
}

function collectingStream(userId: number, lastSentId = 0) {
  const written: string[] = [];
  let ended = false;
  const stream: LiveStream = {
    userId,
    lastSentId,
    write: (text) => written.push(text),
    end: () => (ended = true),
  };
  return {
    stream,
    written,
    get ended() {
      return ended;
    },
    ids: () => written.flatMap((text) => /^id: (\d+)/.exec(text)?.[1] ?? []).map(Number),
  };
}

describe('the event hub', () => {
  it('reads a long backlog in batches, in order, each event once', async () => {
    const user = await createUser(database.db);
    const hub = hubWith({ maxStreamsPerUser: 10, batchSize: 2 });
    for (let readId = 1; readId <= 7; readId += 1) {
      await recordUserEvents(database.db, [{ userId: user.id, event: readEvent(readId) }]);
    }
    const client = collectingStream(user.id);
    hub.add(client.stream);
    await until('the backlog', () => client.ids().length === 7);
    const ids = client.ids();
    expect(ids).toEqual(ids.toSorted((a, b) => a - b));
    expect(new Set(ids).size).toBe(7);
    await hub.closeAll();
    expect(client.ended).toBe(true);
  });

  it('sends every stream a heartbeat comment', async () => {
    const user = await createUser(database.db);
    const hub = hubWith({ maxStreamsPerUser: 10, heartbeatMs: 20 });
    const client = collectingStream(user.id);
    hub.add(client.stream);
    await until('a heartbeat', () => client.written.includes(': heartbeat\n\n'));
    await hub.closeAll();
  });

  it('ends the oldest stream of a user past the limit, and ends new ones once closed', async () => {
    const user = await createUser(database.db);
    const hub = hubWith({ maxStreamsPerUser: 2 });
    const [first, second, third] = [1, 2, 3].map(() => collectingStream(user.id));
    hub.add(first!.stream);
    hub.add(second!.stream);
    hub.add(third!.stream);
    expect([first!.ended, second!.ended, third!.ended]).toEqual([true, false, false]);
    expect(hub.count()).toBe(2);
    await hub.closeAll();
    const late = collectingStream(user.id);
    hub.add(late.stream);
    expect(late.ended).toBe(true);
    expect(hub.count()).toBe(0);
  });
});
