import { describe, expect, it } from 'vitest';
import { phoneFlagged, SIGNAL_TEXTS } from './ad-signals';

describe('ad signals', () => {
  it('flags a number used by more than three accounts, not three', () => {
    expect(phoneFlagged({ phoneAccounts: 3 })).toBe(false);
    expect(phoneFlagged({ phoneAccounts: 4 })).toBe(true);
  });

  it('says the counts in words a reviewer reads', () => {
    expect(SIGNAL_TEXTS.phoneUse(1, 1)).toBe('This number is used by 1 account and 1 ad');
    expect(SIGNAL_TEXTS.phoneUse(4, 6)).toBe('This number is used by 4 accounts and 6 ads');
    expect(SIGNAL_TEXTS.photoMatch(123)).toBe('Photo matches ad #123 by another seller');
  });
});
