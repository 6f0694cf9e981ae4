import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PhoneVerificationState } from './phone-verification-state';

describe('PhoneVerificationState (the review queue and the Users page)', () => {
  it('says the day the phone was verified, in Sri Lanka’s calendar', () => {
    // 20:00 UTC is 01:30 the next day in Sri Lanka.
    renderWithProviders(<PhoneVerificationState verifiedAt="2026-12-11T20:00:00.000Z" />);
    expect(screen.getByText('Phone verified on 12 Dec 2026')).toBeTruthy();
  });

  it('says a phone is not verified in words, not by colour alone', () => {
    renderWithProviders(<PhoneVerificationState verifiedAt={null} />);
    expect(screen.getByText('Phone not verified')).toBeTruthy();
  });

  it('says both in Sinhala and Tamil', () => {
    const { unmount } = renderWithProviders(<PhoneVerificationState verifiedAt={null} />, {
      language: 'si',
    });
    expect(screen.getByText('දුරකථනය තහවුරු කර නැත')).toBeTruthy();
    unmount();
    renderWithProviders(<PhoneVerificationState verifiedAt="2026-12-12T04:00:00.000Z" />, {
      language: 'ta',
    });
    expect(screen.getByText(/^தொலைபேசி .+ அன்று சரிபார்க்கப்பட்டது$/)).toBeTruthy();
  });
});
