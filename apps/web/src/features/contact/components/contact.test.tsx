import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ContactDetails } from './contact-details';
import { ContactFaq } from './contact-faq';
import { ContactForm } from './contact-form';
import { OfficeMap } from './office-map';

describe('the contact page', () => {
  it('asks in Sinhala, and a missing field is refused without sending', async () => {
    renderWithProviders(<ContactForm initialSubject="general" />, { language: 'si' });
    expect(screen.getByLabelText('සම්පූර්ණ නම')).toBeTruthy();
    expect(screen.getByLabelText('පණිවිඩය').getAttribute('placeholder')).toBe(
      'අපට ඔබට උදව් කළ හැක්කේ කෙසේද?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'පණිවිඩයක් යවන්න' }));
    expect(screen.getByLabelText('සම්පූර්ණ නම').getAttribute('aria-invalid')).toBe('true');
  });

  it('gives the hours, the map and the answers in Tamil, the address and e-mail as they are', () => {
    renderWithProviders(
      <>
        <ContactDetails />
        <OfficeMap />
        <ContactFaq />
      </>,
      { language: 'ta' },
    );
    expect(screen.getByText('திங்கள் முதல் வெள்ளி வரை')).toBeTruthy();
    expect(screen.getByText('காலை 8.30 – மாலை 6.00')).toBeTruthy();
    expect(screen.getByRole('img', { name: /^வரைபடம்: / })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Google Maps-இல் திறக்கவும்/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'என் கணக்கை எப்படி நீக்குவது?' })).toBeTruthy();
  });

  it('keeps the English answer with its e-mail and subject in place', async () => {
    renderWithProviders(<ContactFaq />);
    await userEvent.click(screen.getByRole('button', { name: 'How do I delete my account?' }));
    expect(
      screen.getByText(
        /^Write to privacy@\S+ or send this form with the subject Technical Support\. We delete the account and its data within 30 days\.$/,
      ),
    ).toBeTruthy();
  });
});
