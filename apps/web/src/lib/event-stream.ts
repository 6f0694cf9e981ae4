/** One Server-Sent Event as the stream delivered it. */
export interface StreamEvent {
  /** The `id:` field, or null when the event carried none. */
  id: string | null;
  /** The `event:` field; `message` when absent, as the SSE standard says. */
  event: string;
  /** The `data:` lines joined with newlines. */
  data: string;
}

/**
 * Reads a `text/event-stream` body as the SSE standard parses it (fields, multi-line data,
 * comments, CR/LF/CRLF line ends, a line split across chunks) and calls `onEvent` for each
 * event. Resolves when the body ends; rejects when reading fails or the signal aborts. Written
 * for fetch, since EventSource cannot send the Authorization header the API needs.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: StreamEvent) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createEventParser(onEvent);
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      // `stream: true` keeps a character split across chunks whole.
      parser.push(decoder.decode(value, { stream: true }));
    }
  } finally {
    reader.releaseLock();
  }
}

/** The parser itself: feed it text as it arrives. */
export function createEventParser(onEvent: (event: StreamEvent) => void) {
  let buffer = '';
  let id: string | null = null;
  let event = '';
  let data: string[] = [];

  const dispatch = () => {
    if (data.length > 0) onEvent({ id, event: event || 'message', data: data.join('\n') });
    id = null;
    event = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
  };

  return {
    push(chunk: string) {
      buffer += chunk;
      for (;;) {
        const end = buffer.search(/\r\n|\r|\n/);
        // A CR at the very end may be the first half of a CRLF still on its way.
        if (end < 0 || (end === buffer.length - 1 && buffer[end] === '\r')) return;
        const width = buffer.startsWith('\r\n', end) ? 2 : 1;
        line(buffer.slice(0, end));
        buffer = buffer.slice(end + width);
      }
    },
  };
}
