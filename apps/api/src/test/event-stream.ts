import type { ChatEvent } from '@carmarket/shared/chat';

/** A read receipt: an event any test can record for a user without a conversation. */
export const readEvent = (readId: number): ChatEvent => ({
  kind: 'read',
  conversationId: 1,
  readerId: 1,
  readId,
});

/** One Server-Sent Event as a client reads it (comments and `retry:` lines are not events). */
export interface ReceivedEvent {
  id: number;
  event: string;
  data: unknown;
}

export interface EventStreamClient {
  response: Response;
  /** Every event read so far, in order. */
  received: ReceivedEvent[];
  /** Comments read so far (the heartbeat's among them). */
  comments: string[];
  /** The next event not yet taken by `next`; gives up (throws) after `deadlineMs`. */
  next(what: string, deadlineMs?: number): Promise<ReceivedEvent>;
  /** Resolves when the server ends the response (or `close` aborts it). */
  ended: Promise<void>;
  /** Whether the response has ended. */
  readonly isEnded: boolean;
  /** Drops the connection, as a phone losing its signal does. */
  close(): void;
}

/** Parses one block of event-stream text (between blank lines). */
function parseBlock(block: string): { event?: ReceivedEvent; comment?: string } {
  let id: number | undefined;
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) return { comment: line.slice(1).trim() };
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = Number(value);
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length === 0 || id === undefined) return {};
  return { event: { id, event, data: JSON.parse(data.join('\n')) as unknown } };
}

/**
 * Opens GET /api/me/events over real HTTP with fetch, as the web app does (Bearer token), and
 * reads the events as they arrive while the response stays open.
 */
export async function openEventStream(
  baseUrl: string,
  options: {
    token?: string;
    lastEventId?: number;
    query?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<EventStreamClient> {
  const controller = new AbortController();
  const headers = new Headers(options.headers);
  headers.set('accept', 'text/event-stream');
  if (options.token !== undefined) headers.set('authorization', `Bearer ${options.token}`);
  if (options.lastEventId !== undefined) headers.set('last-event-id', String(options.lastEventId));
  const response = await fetch(`${baseUrl}/api/me/events${options.query ?? ''}`, {
    headers,
    signal: controller.signal,
  });
  const received: ReceivedEvent[] = [];
  const comments: string[] = [];
  let taken = 0;
  let isEnded = false;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };

  const ended = (async () => {
    if (!response.ok || !response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const parsed = parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (parsed.event) received.push(parsed.event);
          if (parsed.comment !== undefined) comments.push(parsed.comment);
        }
        notify();
      }
    } catch (error) {
      if (!controller.signal.aborted) throw error;
    }
  })().finally(() => {
    isEnded = true;
    notify();
  });
  // Whoever does not wait for the end must not see a dropped connection as unhandled.
  ended.catch(() => {});

  return {
    response,
    received,
    comments,
    async next(what, deadlineMs = 15_000) {
      const deadline = Date.now() + deadlineMs;
      while (taken >= received.length) {
        if (isEnded) throw new Error(`The stream ended while waiting for ${what}.`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`Gave up after ${deadlineMs} ms waiting for ${what}.`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, left).unref();
        });
      }
      const event = received[taken]!;
      taken += 1;
      return event;
    },
    ended,
    get isEnded() {
      return isEnded;
    },
    close: () => controller.abort(),
  };
}
