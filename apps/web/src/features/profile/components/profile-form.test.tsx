import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MEMBER } from '../../../test/member-session';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ProfileForm } from './profile-form';

describe('the profile form in Sinhala and Tamil (issue 32)', () => {
  it('labels its fields in Tamil and keeps what the person wrote', () => {
    renderWithProviders(<ProfileForm user={MEMBER} cities={[{ id: 1, name: 'Colombo' }]} />, {
      language: 'ta',
    });
    expect(screen.getByLabelText('முழுப் பெயர்')).toHaveProperty('value', 'Nimal Perera');
    expect(screen.getByLabelText('தொலைபேசி எண்')).toHaveProperty('value', '0771234567');
    expect(screen.getByRole('option', { name: 'உங்கள் நகரத்தைத் தேர்ந்தெடுங்கள்' })).toBeDefined();
    expect(screen.getByText('புகைப்படத்தைப் பதிவேற்றுங்கள்')).toBeDefined();
    expect(screen.getByRole('button', { name: 'மாற்றங்களைச் சேமிக்கவும்' })).toBeDefined();
  });

  it('labels them in Sinhala', () => {
    renderWithProviders(<ProfileForm user={MEMBER} cities={[]} />, { language: 'si' });
    expect(screen.getByLabelText('ලිපිනයේ 1 වන පේළිය')).toBeDefined();
    expect(screen.getByLabelText(/^තැපැල් කේතය/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'වෙනස්කම් සුරකින්න' })).toBeDefined();
  });
});
