import { AddVehicleDataResponseSchema } from '@carmarket/shared/ad';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import si from '../../../i18n/si/sell';
import ta from '../../../i18n/ta/sell';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PackageComparison } from './package-comparison';
import { PostingLimitReached } from './posting-allowance';
import { SellWizard } from './sell-wizard';

const options = AddVehicleDataResponseSchema.parse({
  cities: [{ id: 1, name: 'Kandy' }],
  makes: [{ id: 1, name: 'Toyota' }],
  vehicleTypes: [{ id: 1, name: 'Car' }],
  fuelTypes: [{ id: 1, name: 'Hybrid' }],
  conditions: [{ id: 1, name: 'Used' }],
  transmissions: [{ id: 1, name: 'Automatic' }],
  towns: [{ id: 1, name: 'Peradeniya', cityId: 1 }],
});

describe('the sell wizard in Sinhala and Tamil', () => {
  it('names its steps, fields and buttons in Sinhala', () => {
    renderWithProviders(
      <SellWizard
        tier="member"
        options={options}
        phone="0761234567"
        onSubmitted={() => {}}
        renderPhoneVerification={() => null}
      />,
      { language: 'si' },
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(si['Vehicle Details']);
    expect(screen.getByLabelText(si['Ad title'])).toBeTruthy();
    expect(screen.getByLabelText(si['Year of manufacture'])).toBeTruthy();
    expect(screen.getByRole('button', { name: si.Continue })).toBeTruthy();
    expect(screen.getByLabelText(si['Power window'])).toBeTruthy();
    // Makes keep their names.
    expect(screen.getByRole('option', { name: 'Toyota' })).toBeTruthy();
  });

  it('says the day’s limit in Tamil, with the package’s own count', () => {
    renderWithProviders(<PostingLimitReached tier="member" />, { language: 'ta' });
    expect(screen.getByRole('link', { name: ta['Go to My Listings'] })).toBeTruthy();
    expect(screen.getByText(/3 புதிய விளம்பரங்கள்/)).toBeTruthy();
  });

  it('heads the package comparison in Tamil and keeps the prices as written', () => {
    renderWithProviders(<PackageComparison />, { language: 'ta' });
    expect(screen.getByRole('heading', { name: ta['Package Comparison'] })).toBeTruthy();
    expect(screen.getByText('ஒரு விளம்பரத்துக்கு $29.99')).toBeTruthy();
    expect(screen.getByText('1 மாதம்')).toBeTruthy();
    expect(screen.getAllByText('2 மாதங்கள்')).toHaveLength(2);
  });
});
