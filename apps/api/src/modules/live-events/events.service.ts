import type { LiveEventsRepository } from './live-events.repository';

/** Where a new stream starts, and whether its client must first read afresh. */
export interface StreamStart {
  /** Events after this id are sent. */
  lastSentId: number;
  /** The id it was given is older than the kept events: send `resync` (with this id) first. */
  resync: boolean;
}

/**
 * Where a stream of `userId` starts (decision 128): after `lastEventId` when the client names
 * one still within the kept events; after the user's newest event when it names none, or one
 * that is not theirs yet (a made-up id cannot hide what comes next); after the newest with a
 * `resync` first when events after its id were pruned.
 */
export async function streamStart(options: {
  events: Pick<LiveEventsRepository, 'newestIdOf' | 'prunedAfter'>;
  userId: number;
  lastEventId: number | undefined;
}): Promise<StreamStart> {
  const { events, userId, lastEventId } = options;
  const newest = await events.newestIdOf(userId);
  if (lastEventId === undefined || lastEventId >= newest) {
    return { lastSentId: newest, resync: false };
  }
  if (await events.prunedAfter(lastEventId)) return { lastSentId: newest, resync: true };
  return { lastSentId: lastEventId, resync: false };
}
