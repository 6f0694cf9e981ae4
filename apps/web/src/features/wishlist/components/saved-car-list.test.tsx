import { SavedCarSchema } from '@carmarket/shared/wishlist';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SavedCarList } from './saved-car-list';

const car = (id: number, availability: 'live' | 'sold') =>
  SavedCarSchema.parse({
    id,
    title: `Toyota Aqua ${id}`,
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
    availability,
  });

describe('SavedCarList in Sinhala', () => {
  it('says what each saved car is now, and its buttons, in Sinhala', () => {
    renderWithProviders(
      <SavedCarList cars={[car(1, 'live'), car(2, 'sold')]} onRemove={() => {}} />,
      {
        language: 'si',
      },
    );
    expect(screen.getByText('විකිණීමට ඇත')).toBeTruthy();
    expect(screen.getByText('විකිණී ඇත')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /ඉවත් කරන්න/ })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'විස්තර බලන්න — Toyota Aqua 1' })).toBeTruthy();
  });
});
