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
  town: null,
  registration: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  Transmission: { id: 1, name: 'Automatic' },
  FuelType: { id: 2, name: 'Hybrid' },
  Condition: { id: 1, name: 'Used' },
  User: { package: 'member' },
  phoneVerified: false,
  dealRating: null,
  confirmedAt: null,
  VehicleImages: [],
});

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();

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

describe('ListingCard with local facts (issue 38)', () => {
  it('says Unregistered for an unregistered car', async () => {
    renderWithProviders(
      <ListingCard car={{ ...car, registration: 'unregistered', town: 'Peradeniya' }} />,
    );
    expect(await screen.findByText('Unregistered')).toBeTruthy();
    expect(screen.getByText('Kandy')).toBeTruthy();
  });

  it('says nothing of registration for a registered car or one whose seller did not say', async () => {
    for (const registration of ['registered', null] as const) {
      const { unmount } = renderWithProviders(<ListingCard car={{ ...car, registration }} />);
      expect(await screen.findByText('Kandy')).toBeTruthy();
      expect(screen.queryByText('Unregistered')).toBeNull();
      unmount();
    }
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

describe('ListingCard’s market signals (issue 37)', () => {
  it('shows the deal rating in words, beside its icon', async () => {
    for (const [rating, words] of [
      ['great', 'Great price'],
      ['good', 'Good price'],
      ['fair', 'Fair'],
      ['high', 'Above market'],
    ] as const) {
      const { unmount } = renderWithProviders(<ListingCard car={{ ...car, dealRating: rating }} />);
      const badge = (await screen.findByText(words)).parentElement;
      expect(badge?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
      unmount();
    }
  });

  it('says when the seller confirmed the car is still there, for 14 days', async () => {
    const { unmount } = renderWithProviders(
      <ListingCard car={{ ...car, confirmedAt: daysAgo(2) }} />,
    );
    expect(await screen.findByText('Confirmed available 2 days ago')).toBeTruthy();
    unmount();
    renderWithProviders(<ListingCard car={{ ...car, confirmedAt: daysAgo(15) }} />);
    expect(screen.queryByText(/Confirmed available/)).toBeNull();
  });

  it('draws nothing of either without a band or a confirmation', () => {
    renderWithProviders(<ListingCard car={car} />);
    const text = screen.getByRole('article').textContent ?? '';
    for (const words of ['Great price', 'Good price', 'Fair', 'Above market', 'Confirmed']) {
      expect(text).not.toContain(words);
    }
  });

  it('says both in Sinhala and Tamil', async () => {
    const signalled = { ...car, dealRating: 'great' as const, confirmedAt: daysAgo(2) };
    const { unmount } = renderWithProviders(<ListingCard car={signalled} />, { language: 'si' });
    expect(await screen.findByText('විශිෂ්ට මිලක්')).toBeTruthy();
    expect(screen.getByText('තවමත් විකිණීමට ඇති බව තහවුරු කළේ දින 2කට පෙර')).toBeTruthy();
    unmount();
    renderWithProviders(<ListingCard car={signalled} />, { language: 'ta' });
    expect(await screen.findByText('சிறந்த விலை')).toBeTruthy();
    expect(
      screen.getByText('இன்னும் விற்பனைக்கு உள்ளது என உறுதிசெய்யப்பட்டது 2 நாட்களுக்கு முன்'),
    ).toBeTruthy();
  });
});
