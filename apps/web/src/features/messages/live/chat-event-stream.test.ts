import { describe, expect, it } from 'vitest';
import { parseChatEvent } from './chat-event-stream';

describe('an event of the chat stream', () => {
  it('takes its kind from the event name and the rest from its JSON', () => {
    expect(
      parseChatEvent('read', '{"kind":"read","conversationId":3,"readerId":2,"readId":9}'),
    ).toEqual({ kind: 'read', conversationId: 3, readerId: 2, readId: 9 });
  });

  it('turns resync into a refetch, whatever its data', () => {
    expect(parseChatEvent('resync', '')).toEqual({ kind: 'resync' });
  });

  it('skips data that is not a JSON object', () => {
    expect(parseChatEvent('message', 'not json')).toBeNull();
    expect(parseChatEvent('message', '42')).toBeNull();
  });
});
