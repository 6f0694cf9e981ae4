import { BROWSING_STORAGE_KEYS } from '@carmarket/shared/browsing-storage-keys';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { PrivacyRoute } from './privacy';

describe('PrivacyRoute', () => {
  it('reads word for word as before in English, the cookie names inside their sentences', () => {
    renderWithProviders(<PrivacyRoute />);
    expect(screen.getByText(/^Last updated:/).textContent).toBe('Last updated: 27 November 2026');
    const browser = screen.getByText('Stored in your browser').nextElementSibling;
    expect(browser?.textContent).toMatch(
      /^Two cookies, sent only to our sign-in addresses and never readable by the page’s scripts: carmarket_session, your signed-in session, .* \(180 days\)\. Three entries in your browser’s local storage: .*, the cars you saved before signing in\. Two more hold the cars you opened last, carmarket\.recentlyViewed \(it moves into your account when you sign in\), and the cars you chose to compare, carmarket\.compareCars\. We use no advertising or tracking cookies, and no third-party scripts, fonts or analytics run on this site\.$/,
    );
    expect(screen.getByText('carmarket_device').tagName).toBe('CODE');
    // The page writes issue 37's keys out (privacy.tsx): they are the stores' keys.
    for (const key of Object.values(BROWSING_STORAGE_KEYS)) {
      expect(screen.getByText(key).tagName).toBe('CODE');
    }
    expect(screen.getByText('Everyone').closest('li')?.textContent).toMatch(
      /^Everyone can see a live ad: /,
    );
    expect(screen.getByRole('link', { name: 'contact form' }).closest('p')?.textContent).toMatch(
      /write to privacy@.* or use the contact form with the subject Technical Support, from the e-mail address of your account\. We answer within 30 days\.$/,
    );
  });

  it('is in Sinhala at /si, the code names and the link where the Sinhala sentence puts them', () => {
    renderWithProviders(<PrivacyRoute />, { language: 'si' });
    expect(screen.getByRole('heading', { level: 1, name: 'රහස්‍යතා ප්‍රතිපත්තිය' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'අප එකතු කරන තොරතුරු' })).toBeTruthy();
    expect(screen.getAllByText('carmarket_session', { selector: 'code' })).toHaveLength(2);
    const link = screen.getByRole('link', { name: 'සම්බන්ධ වීමේ පෝරමය' });
    expect(link.closest('p')?.textContent).toContain('සම්බන්ධ වීමේ පෝරමය භාවිත කරන්න');
    expect(screen.getByText('ඕනෑම කෙනෙකුට').tagName).toBe('STRONG');
  });

  it('is in Tamil at /ta, with the date in Tamil', () => {
    renderWithProviders(<PrivacyRoute />, { language: 'ta' });
    expect(screen.getByRole('heading', { level: 1, name: 'தனியுரிமைக் கொள்கை' })).toBeTruthy();
    expect(screen.getByText(/^கடைசியாகப் புதுப்பிக்கப்பட்டது:/).textContent).not.toContain('November');
  });
});
