import { describe, expect, it } from 'vitest';
import {
  checkMessage,
  formatMessage,
  MalformedMessage,
  messageValueNames,
  MissingMessageValue,
} from './message-format';

const CARS_FOUND = '{count, plural, =0 {No cars found} one {# car found} other {# cars found}}';

describe('formatMessage', () => {
  it('puts values in, numbers with Sri Lankan grouping in every language', () => {
    expect(formatMessage('Hello {name}', { name: 'Nimal' }, 'en')).toBe('Hello Nimal');
    expect(formatMessage('{count} ads', { count: 6450000 }, 'ta')).toBe('6,450,000 ads');
  });

  it('chooses plural cases by the language, exact cases first, # as the number', () => {
    expect(formatMessage(CARS_FOUND, { count: 0 }, 'en')).toBe('No cars found');
    expect(formatMessage(CARS_FOUND, { count: 1 }, 'en')).toBe('1 car found');
    expect(formatMessage(CARS_FOUND, { count: 1234 }, 'en')).toBe('1,234 cars found');
    expect(formatMessage('{count, plural, one {කාර් # ක්} other {කාර් #ක්}}', { count: 1 }, 'si')).toBe(
      'කාර් 1 ක්',
    );
  });

  it('chooses select cases, falling back to other, and nests', () => {
    const template =
      '{kind, select, sold {Sold {count, plural, one {# day} other {# days}} ago} other {Live}}';
    expect(formatMessage(template, { kind: 'sold', count: 2 }, 'en')).toBe('Sold 2 days ago');
    expect(formatMessage(template, { kind: 'x', count: 2 }, 'en')).toBe('Live');
  });

  it('keeps apostrophes and text outside braces as written', () => {
    expect(formatMessage("We couldn't find {what}.", { what: 'it' }, 'en')).toBe(
      "We couldn't find it.",
    );
  });

  it('throws on a missing value and on a malformed message', () => {
    expect(() => formatMessage('Hello {name}', {}, 'en')).toThrow(MissingMessageValue);
    for (const bad of ['Hello {name', 'Hello }', '{n, plural, one {x}}', '{n, date}', '{1x}']) {
      expect(() => checkMessage(bad), bad).toThrow(MalformedMessage);
    }
  });

  it('names the placeholders a message uses', () => {
    expect([...messageValueNames('{a} {b, plural, one {#} other {{c}}}')].sort()).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});
