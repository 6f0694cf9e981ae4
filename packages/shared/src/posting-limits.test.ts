import { describe, expect, it } from 'vitest';
import {
  newAdsLeft,
  nextPostingDay,
  POSTING_LIMIT_MESSAGES,
  postingDayStart,
} from './posting-limits';

describe('the posting day is the calendar day in Sri Lanka (UTC+05:30)', () => {
  it('starts at 18:30 UTC the evening before', () => {
    // 06:00 on 11 March in Colombo.
    const morning = new Date('2026-03-11T00:30:00.000Z');
    expect(postingDayStart(morning).toISOString()).toBe('2026-03-10T18:30:00.000Z');
    expect(nextPostingDay(morning).toISOString()).toBe('2026-03-11T18:30:00.000Z');
  });

  it('turns at midnight there, not at midnight UTC', () => {
    expect(postingDayStart(new Date('2026-03-10T18:29:59.999Z')).toISOString()).toBe(
      '2026-03-09T18:30:00.000Z',
    );
    expect(postingDayStart(new Date('2026-03-10T18:30:00.000Z')).toISOString()).toBe(
      '2026-03-10T18:30:00.000Z',
    );
    expect(postingDayStart(new Date('2026-03-10T23:59:00.000Z')).toISOString()).toBe(
      '2026-03-10T18:30:00.000Z',
    );
  });
});

describe('the sentences', () => {
  it('say the limit with the package name the spec uses, and when to post again', () => {
    expect(POSTING_LIMIT_MESSAGES.reached('vip')).toBe(
      'You can post 25 new ads a day with the VIP package. You can post again after midnight (Sri Lanka time).',
    );
    expect(POSTING_LIMIT_MESSAGES.allowance('member', 2)).toBe(
      'Member package: you can post 3 new ads a day. 2 left today.',
    );
  });

  it('never count below zero left', () => {
    expect(newAdsLeft('member', 5)).toBe(0);
    expect(newAdsLeft('featured', 4)).toBe(6);
  });
});
