import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ConfirmEmailBanner } from './confirm-email-banner';
import { EmailAddressSetting } from './email-address-setting';
import { UndoEmailChangePanel } from './undo-email-change-panel';

const unconfirmed = { email: 'nimal@example.lk', emailConfirmed: false };

describe('e-mail confirmation in Sinhala and Tamil (issue 32)', () => {
  it('puts the address inside the Sinhala sentence, in bold', () => {
    renderWithProviders(<ConfirmEmailBanner user={unconfirmed} />, { language: 'si' });
    const address = screen.getByText('nimal@example.lk');
    expect(address.tagName).toBe('STRONG');
    expect(address.parentElement?.textContent).toMatch(
      /^අපි nimal@example\.lk ලිපිනයට සබැඳියක් යවා ඇත\. ලිපිනය තහවුරු කිරීමට එය විවෘත කරන්න:/,
    );
    expect(screen.getByRole('button', { name: 'නැවත යවන්න' })).toBeDefined();
  });

  it('reads as before in English', () => {
    renderWithProviders(<ConfirmEmailBanner user={unconfirmed} />);
    expect(screen.getByText('nimal@example.lk').parentElement?.textContent).toBe(
      'We sent a link to nimal@example.lk. Open it to confirm the address: until then we send it no notices about your ads, offers or saved searches.',
    );
  });

  it('says whether the address is confirmed, in Tamil', () => {
    renderWithProviders(<EmailAddressSetting user={{ ...unconfirmed, emailConfirmed: true }} />, {
      language: 'ta',
    });
    expect(
      screen.getByText(
        'உறுதிப்படுத்தப்பட்டது. அதை மாற்ற உங்கள் கடவுச்சொல்லும் புதிய முகவரியின் உறுதிப்படுத்தலும் தேவை.',
      ),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'மின்னஞ்சலை மாற்றுங்கள்' })).toBeDefined();
  });

  it('names the undo button in Tamil', () => {
    renderWithProviders(<UndoEmailChangePanel token={'a'.repeat(43)} />, { language: 'ta' });
    expect(screen.getByRole('button', { name: 'மாற்றத்தைத் திரும்பப் பெறுங்கள்' })).toBeDefined();
  });
});
