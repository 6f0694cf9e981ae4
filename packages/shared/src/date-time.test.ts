import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRelative } from './date-time';

// A zone far from Sri Lanka's, as a browser abroad or a UTC server has: the answers must not move.
// Node reads TZ when a date is first formatted, and the module builds its formatters lazily.
const machineZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  process.env.TZ = machineZone;
});

// 20:00 UTC on 27 Nov is 01:30 on 28 Nov in Colombo, and 12:00 on 27 Nov in Los Angeles.
const lateEveningUtc = '2026-11-27T20:00:00.000Z';

describe('formatDate', () => {
  it('writes the day on Sri Lanka’s calendar, whatever the machine’s zone', () => {
    expect(new Date(lateEveningUtc).getDate()).toBe(27);
    expect(formatDate(lateEveningUtc)).toBe('28 Nov 2026');
  });

  it('writes each style as the pages do', () => {
    expect(formatDate(lateEveningUtc, 'day-month')).toBe('28 Nov');
    expect(formatDate(lateEveningUtc, 'long')).toBe('28 November 2026');
    expect(formatDate('2026-11-30T19:00:00.000Z', 'month-year')).toBe('December 2026');
    expect(formatDate(new Date('2026-12-12T10:00:00.000Z'))).toBe('12 Dec 2026');
  });
});

describe('formatDateTime', () => {
  it('writes Sri Lanka’s clock, 24-hour, to the minute', () => {
    expect(formatDateTime(lateEveningUtc)).toBe('28 Nov 2026, 01:30');
    expect(formatDateTime('2026-11-24T03:35:00.000Z')).toBe('24 Nov 2026, 09:05');
    expect(formatDateTime('2026-11-24T03:35:00.000Z', 'day-month')).toBe('24 Nov, 09:05');
  });
});

describe('formatRelative', () => {
  const now = new Date('2026-11-27T17:00:00.000Z'); // 22:30 on 27 Nov in Colombo

  it('counts days of Sri Lanka’s calendar, not 24-hour spans', () => {
    expect(formatRelative('2026-11-27T18:00:00.000Z', now)).toBe('today');
    // Two hours later, but already 28 Nov in Colombo.
    expect(formatRelative(lateEveningUtc, now)).toBe('tomorrow');
    expect(formatRelative('2026-12-09T17:00:00.000Z', now)).toBe('in 12 days');
    expect(formatRelative('2026-11-26T17:00:00.000Z', now)).toBe('yesterday');
    expect(formatRelative('2026-11-24T10:00:00.000Z', now)).toBe('3 days ago');
  });
});

describe('dates in Sinhala and Tamil (issue 32)', () => {
  // 23:45 UTC on 26 Nov is 05:15 on 27 Nov in Colombo.
  const at = '2026-11-26T23:45:00Z';

  it('write the day, the month in the language and the year, on Sri Lanka’s calendar', () => {
    expect(formatDate(at, 'medium', 'si')).toBe('27 නොවැ 2026');
    expect(formatDate(at, 'long', 'si')).toBe('27 නොවැම්බර් 2026');
    expect(formatDate(at, 'day-month', 'ta')).toBe('27 நவ.');
    expect(formatDate(at, 'month-year', 'ta')).toBe('நவம்பர் 2026');
    expect(formatDateTime(at, 'medium', 'si')).toBe('27 නොවැ 2026, 05:15');
  });

  it('need no date data from the browser: the same words wherever they are drawn', () => {
    // Chromium carries no Sinhala date data; these come from the module's own tables.
    expect(formatRelative('2026-11-28T10:00:00Z', new Date(at), 'si')).toBe('හෙට');
    expect(formatRelative('2026-11-27T10:00:00Z', new Date(at), 'ta')).toBe('இன்று');
    expect(formatRelative('2026-11-20T10:00:00Z', new Date(at), 'si')).toBe('දින 7කට පෙර');
    expect(formatRelative('2026-12-07T10:00:00Z', new Date(at), 'ta')).toBe('10 நாட்களில்');
  });
});
