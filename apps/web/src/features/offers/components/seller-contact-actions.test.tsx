import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SafetyReminder } from './safety-reminder';
import { SellerContactActions } from './seller-contact-actions';

describe('the seller panel in Tamil', () => {
  it('offers Make an Offer and Contact Seller in Tamil', () => {
    renderWithProviders(
      <SellerContactActions
        vehicleId={7}
        carTitle="Toyota Aqua"
        price={6_450_000}
        phoneAvailable={false}
        renderPhoneVerification={() => null}
      />,
      { language: 'ta' },
    );
    expect(screen.getByRole('button', { name: 'விலை முன்மொழியுங்கள்' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'விற்பனையாளரைத் தொடர்பு கொள்ளுங்கள்' })).toBeTruthy();
  });

  it('reminds of the advance scam in Tamil', () => {
    renderWithProviders(<SafetyReminder />, { language: 'ta' });
    expect(screen.getByText(/பார்க்கும் முன் ஒருபோதும் முற்பணம் செலுத்தாதீர்கள்/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /பாதுகாப்புக் குறிப்புகள்/ })).toBeTruthy();
  });
});
