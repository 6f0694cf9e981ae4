import { describe, expect, it } from 'vitest';
import { createEventParser, readEventStream, type StreamEvent } from './event-stream';

const parse = (...chunks: string[]) => {
  const events: StreamEvent[] = [];
  const parser = createEventParser((event) => events.push(event));
  chunks.forEach((chunk) => parser.push(chunk));
  return events;
};

describe('the event-stream parser', () => {
  it('reads id, event and data, and dispatches on the blank line', () => {
    expect(parse('id: 7\nevent: message\ndata: {"a":1}\n\n')).toEqual([
      { id: '7', event: 'message', data: '{"a":1}' },
    ]);
  });

  it('joins data lines, skips comments, and names an unnamed event "message"', () => {
    expect(parse(': keep-alive\n\ndata: one\ndata: two\n\n')).toEqual([
      { id: null, event: 'message', data: 'one\ntwo' },
    ]);
  });

  it('puts back together an event split anywhere, CRLF included', () => {
    expect(parse('id: 1\r', '\nevent: re', 'ad\r\ndata: {}\r\n', '\r\n')).toEqual([
      { id: '1', event: 'read', data: '{}' },
    ]);
  });

  it('keeps an event without its blank line back until the line arrives', () => {
    expect(parse('data: half\n')).toEqual([]);
  });

  it('reads a fetch body to its end', async () => {
    const events: StreamEvent[] = [];
    const body = new Response('id: 2\nevent: resync\ndata: {}\n\nid: 3\ndata: x\n\n').body;
    if (!body) throw new Error('no body');
    await readEventStream(body, (event) => events.push(event));
    expect(events.map((event) => [event.id, event.event])).toEqual([
      ['2', 'resync'],
      ['3', 'message'],
    ]);
  });
});
