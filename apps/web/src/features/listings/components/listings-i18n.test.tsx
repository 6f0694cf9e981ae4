import type { MyListingCar } from '@carmarket/shared/ad';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import si from '../../../i18n/si/sell';
import ta from '../../../i18n/ta/sell';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ListingActionPanel } from './listing-action-panel';
import { MyListingCard } from './my-listing-card';

const car = {
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
  User: { package: 'vip' },
  phoneVerified: true,
  VehicleImages: [],
  status: 'active',
  rejectionReason: null,
  expiresAt: '2027-01-20T08:00:00.000Z',
  edit: { status: 'pending', rejectionReason: null },
  underReview: false,
  paused: false,
  phoneViewers: 2,
} as unknown as MyListingCar;

const noop = () => {};

describe('My Listings in Sinhala and Tamil', () => {
  it('says a card’s state and actions in Tamil, the title as written', () => {
    renderWithProviders(
      <MyListingCard
        car={car}
        now={Date.parse('2026-11-27')}
        busy={false}
        onRenew={noop}
        onResume={noop}
        onMarkSold={noop}
        onDelete={noop}
      />,
      { language: 'ta' },
    );
    expect(screen.getByText(/வரை நேரலையில்$/)).toBeTruthy();
    expect(screen.getByText('2 பேர் உங்கள் எண்ணைப் பார்த்தனர்')).toBeTruthy();
    expect(screen.getByText(ta['Edit waiting for review.'])).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Toyota Aqua S 2016 நீக்கவும்' }).textContent).toBe(
      ta.Delete,
    );
  });

  it('explains a link without its token in Sinhala', () => {
    renderWithProviders(<ListingActionPanel token="" />, { language: 'si' });
    expect(screen.getByRole('alert').textContent).toContain(
      si['You can renew or mark your ads as sold on My Listings after signing in.'],
    );
    expect(screen.getByRole('link', { name: si['Go to My Listings'] })).toBeTruthy();
  });
});
