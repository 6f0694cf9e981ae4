import type { MyListingCar } from '@carmarket/shared/ad';
import type { ListingActionResponse } from '@carmarket/shared/ad-lifecycle';
import { MARKET_MESSAGES } from '@carmarket/shared/market-insights';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import si from '../../../i18n/si/sell';
import ta from '../../../i18n/ta/sell';
import siShared from '@carmarket/shared/i18n/catalogs/si';
import { startApiFixture } from '../../../test/api-fixture-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ListingActionPanel } from './listing-action-panel';
import { MyListingCard } from './my-listing-card';

// Issue 37: the weekly "still available?" e-mail's links, and a paused ad on My Listings.

let fixture: Awaited<ReturnType<typeof startApiFixture>> | undefined;
afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
});

const preview = (action: ListingActionResponse['action']): ListingActionResponse => ({
  action,
  adId: 41,
  title: 'Toyota Aqua S 2016',
  expiresAt: '2027-01-20T08:00:00.000Z',
  confirmedAt: null,
});

describe('the one-tap links of the availability check', () => {
  it('confirms the car is still available on the tap, not on opening the link', async () => {
    fixture = await startApiFixture({
      'GET /api/listing-actions': () => ({ status: 200, body: preview('available') }),
      'POST /api/listing-actions': () => ({
        status: 200,
        body: { ...preview('available'), confirmedAt: '2026-11-28T10:00:00.000Z' },
      }),
    });
    renderWithProviders(<ListingActionPanel token="abc.def" />);
    const button = await screen.findByRole('button', { name: 'Still available' });
    expect(fixture.received.map((request) => request.method)).toEqual(['GET']);
    fireEvent.click(button);
    expect(
      await screen.findByText(
        'Thank you. “Toyota Aqua S 2016” now shows buyers it was confirmed available today.',
      ),
    ).toBeTruthy();
    expect(fixture.received.at(-1)).toMatchObject({
      method: 'POST',
      body: { token: 'abc.def' },
    });
  });

  it('asks what the car sold for, optionally, and shows the sentence of a refused price under it', async () => {
    let answer = {
      status: 400,
      body: { code: 'VALIDATION_ERROR', message: MARKET_MESSAGES.soldPriceInvalid },
    } as { status: number; body: unknown };
    fixture = await startApiFixture({
      'GET /api/listing-actions': () => ({ status: 200, body: preview('sold') }),
      'POST /api/listing-actions': () => answer,
    });
    renderWithProviders(<ListingActionPanel token="abc.def" />, { language: 'ta' });
    const price = await screen.findByRole('textbox', { name: /எவ்வளவுக்கு விற்றது/ });
    fireEvent.change(price, { target: { value: '4.5 million' } });
    fireEvent.click(screen.getByRole('button', { name: ta['Mark as Sold'] }));
    await waitFor(() => expect(price.getAttribute('aria-invalid')).toBe('true'));
    expect(fixture.received.at(-1)?.body).toEqual({ token: 'abc.def', soldPrice: '4.5 million' });

    answer = { status: 200, body: preview('sold') };
    fireEvent.change(price, { target: { value: '4450000' } });
    fireEvent.click(screen.getByRole('button', { name: ta['Mark as Sold'] }));
    await screen.findByRole('status');
    expect(fixture.received.at(-1)?.body).toEqual({ token: 'abc.def', soldPrice: '4450000' });
  });

  it('says a used link was used, in Sinhala', async () => {
    fixture = await startApiFixture({
      'GET /api/listing-actions': () => ({
        status: 400,
        body: { code: 'BAD_REQUEST', message: siShared[MARKET_MESSAGES.linkUsed] },
      }),
    });
    renderWithProviders(<ListingActionPanel token="abc.def" />, { language: 'si' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      siShared[MARKET_MESSAGES.linkUsed],
    );
  });
});

describe('a paused ad on My Listings', () => {
  const paused = {
    id: 12,
    title: 'Nissan Leaf 2017',
    price: 5_400_000,
    yom: 2017,
    mileage: 52_000,
    city: 'Galle',
    town: null,
    registration: null,
    createdAt: '2026-10-01T08:00:00.000Z',
    Transmission: { name: 'Automatic' },
    FuelType: { name: 'Electric' },
    Condition: { name: 'Used' },
    User: { package: 'member' },
    phoneVerified: false,
    dealRating: null,
    confirmedAt: null,
    VehicleImages: [],
    status: 'active',
    rejectionReason: null,
    expiresAt: '2027-01-20T08:00:00.000Z',
    edit: null,
    underReview: false,
    paused: true,
    phoneViewers: 0,
  } satisfies MyListingCar;

  it('says Paused, why, and resumes with one click, in Sinhala', () => {
    const onResume = vi.fn();
    renderWithProviders(
      <MyListingCard
        car={paused}
        now={Date.parse('2026-11-27')}
        busy={false}
        onRenew={() => {}}
        onResume={onResume}
        onMarkSold={() => {}}
        onDelete={() => {}}
      />,
      { language: 'si' },
    );
    expect(screen.getByText(siShared[MARKET_MESSAGES.paused]!)).toBeTruthy();
    expect(
      screen.getByText(
        si[
          'Buyers cannot find this ad: we asked twice whether the car is still available and had no answer. Resume it to put it back in search.'
        ],
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nissan Leaf 2017 නැවත ආරම්භ කරන්න' }));
    expect(onResume).toHaveBeenCalledOnce();
  });

  it('shows no Resume on a live ad', () => {
    renderWithProviders(
      <MyListingCard
        car={{ ...paused, paused: false }}
        now={Date.parse('2026-11-27')}
        busy={false}
        onRenew={() => {}}
        onResume={() => {}}
        onMarkSold={() => {}}
        onDelete={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: /^Resume/ })).toBeNull();
    expect(screen.getByText(/^Live until/)).toBeTruthy();
  });
});
