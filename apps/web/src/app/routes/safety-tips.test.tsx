import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { SafetyTipsRoute } from './safety-tips';

describe('SafetyTipsRoute', () => {
  it('keeps its English paragraph, the button name in bold and the link inside it', () => {
    renderWithProviders(<SafetyTipsRoute />);
    const link = screen.getByRole('link', { name: 'tell our team' });
    expect(link.closest('p')?.textContent).toBe(
      'On the ad’s page, press Report this ad, choose a reason such as “Suspected scam” and send it. Our team checks every report, and an ad several people report leaves the site until we have looked at it. You can also tell our team.',
    );
  });

  it('gives every tip in Tamil', () => {
    renderWithProviders(<SafetyTipsRoute />, { language: 'ta' });
    expect(screen.getByRole('heading', { level: 2, name: 'CR புத்தகத்தைச் சரிபாருங்கள்' })).toBeTruthy();
    expect(
      screen.getByText('இவற்றை ஒன்றாகக் கண்டால், எதையும் செலுத்தாதீர்கள்: விளம்பரத்தைப் புகாரளிக்கவும்.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'எங்கள் குழுவிடமும் தெரிவிக்கலாம்' })).toBeTruthy();
  });
});
