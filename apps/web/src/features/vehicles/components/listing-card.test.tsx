import { SearchResultCarSchema } from '@carmarket/shared/vehicle-search';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ListingCard } from './listing-card';

const car = SearchResultCarSchema.parse({
  id: 12,
  title: 'Toyota Aqua S 2016',
  price: 4_250_000,
  yom: 2016,
  mileage: 68_000,
  city: 'Kandy',
  createdAt: '2026-11-20T08:00:00.000Z',
  Transmission: { id: 1, name: 'Automatic' },
  FuelType: { id: 2, name: 'Hybrid' },
  Condition: { id: 1, name: 'Used' },
  User: { package: 'member' },
  phoneVerified: false,
  VehicleImages: [],
});

describe('ListingCard', () => {
  it('writes its facts as a list the HTML checker accepts: only dt and dd in each group', () => {
    renderWithProviders(<ListingCard car={car} />);
    const list = screen.getByRole('article').querySelector('dl');
    expect(list).not.toBeNull();
    const groups = [...list!.children];
    expect(groups).toHaveLength(4);
    for (const group of groups) {
      expect(group.tagName).toBe('DIV');
      expect([...group.children].map((child) => child.tagName)).toEqual(['DT', 'DD']);
    }
  });

  it('names each fact for screen readers beside its value', () => {
    renderWithProviders(<ListingCard car={car} />);
    const terms = [...screen.getByRole('article').querySelectorAll('dt')].map((term) =>
      term.textContent?.trim(),
    );
    expect(terms).toEqual(['Year', 'Mileage', 'Transmission', 'Fuel type']);
    expect(screen.getByText('Hybrid').tagName).toBe('DD');
  });
});

describe('ListingCard in Tamil', () => {
  it('names its facts and its link in Tamil, the title and price as they are', () => {
    renderWithProviders(<ListingCard car={car} />, { language: 'ta' });
    const terms = [...screen.getByRole('article').querySelectorAll('dt')].map((term) =>
      term.textContent?.trim(),
    );
    expect(terms).toEqual(['ஆண்டு', 'ஓடிய தூரம்', 'கியர் வகை', 'எரிபொருள் வகை']);
    expect(screen.getByText('விவரங்கள்')).toBeTruthy();
    expect(screen.getByText('Rs. 4,250,000')).toBeTruthy();
    expect(screen.getAllByText('Toyota Aqua S 2016').length).toBeGreaterThan(0);
  });
});
