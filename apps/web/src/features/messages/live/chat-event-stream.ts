import type { ChatEvent } from '@carmarket/shared/chat';
import { ApiError, accessToken, tokenAfterForbidden } from '../../../lib/api-client';
import { pageTranslator } from '../../../lib/i18n';
import { readEventStream } from '../../../lib/event-stream';

/** The waits before reconnecting, one after another; the last repeats. */
const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

export type StreamedChatEvent = ChatEvent | { kind: 'resync' };

/**
 * Keeps one GET /api/me/events open for this tab until `signal` aborts: every event goes to
 * `onEvent`; a dropped connection is opened again after a growing pause, sending the id of the
 * last event received as Last-Event-ID so the server sends what was missed (or 'resync' when it
 * no longer can). A refused token is refreshed once; when that fails too the session has ended
 * and the stream stops.
 */
export async function followChatEvents(
  onEvent: (event: StreamedChatEvent) => void,
  signal: AbortSignal,
  wait: (ms: number, signal: AbortSignal) => Promise<void> = pause,
): Promise<void> {
  let lastEventId: string | null = null;
  let failures = 0;
  while (!signal.aborted) {
    try {
      const body = await openEventStream(lastEventId, signal);
      failures = 0;
      await readEventStream(body, (event) => {
        if (event.id) lastEventId = event.id;
        const parsed = parseChatEvent(event.event, event.data);
        if (parsed) onEvent(parsed);
      });
    } catch (error) {
      if (signal.aborted) return;
      const status = (error as { status?: number }).status;
      if (status === 401 || status === 403) return;
    }
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)] ?? 0;
    failures += 1;
    await wait(delay, signal);
  }
}

/**
 * GET /api/me/events with the bearer every call sends (EventSource cannot send it), resuming
 * after `lastEventId`; a refused token (401, or 403 as elsewhere) is refreshed once with the
 * session cookie, as `apiRequest` does. Answers the stream's body, or throws an ApiError.
 */
async function openEventStream(
  lastEventId: string | null,
  signal: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  const send = (token: string | null) =>
    fetch('/api/me/events', {
      headers: {
        Accept: 'text/event-stream',
        'Accept-Language': pageTranslator().language,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
      },
      credentials: 'same-origin',
      cache: 'no-store',
      signal,
    });
  const sentToken = accessToken;
  let response = await send(sentToken);
  if ((response.status === 401 || response.status === 403) && sentToken) {
    const freshToken = await tokenAfterForbidden(sentToken);
    if (freshToken) response = await send(freshToken);
  }
  if (!response.ok || !response.body) throw new ApiError(response.status, response.statusText);
  return response.body;
}

/** The event's JSON, or null for a kind this version of the app does not know. */
export function parseChatEvent(name: string, data: string): StreamedChatEvent | null {
  if (name === 'resync') return { kind: 'resync' };
  try {
    const payload = JSON.parse(data) as unknown;
    // The event's name is its kind (`event: message`); the JSON carries the rest.
    return typeof payload === 'object' && payload !== null
      ? ({ ...payload, kind: name } as StreamedChatEvent)
      : null;
  } catch {
    return null;
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
