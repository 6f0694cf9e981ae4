import type { PriceBandResponse } from '@carmarket/shared/market-insights';
import type { ModelsResponse } from '@carmarket/shared/vehicle-search';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PhoneVerificationPanel } from '../../features/phone-verification/components/phone-verification-panel';
import { SellWizard } from '../../features/sell/components/sell-wizard';
import { ModelSuggestions } from '../../features/vehicles/components/model-suggestions';
import { WizardPriceBand } from '../../features/vehicles/components/wizard-price-band';
import { startSession } from '../../lib/session';
import { startApiFixture, type FixtureAnswer } from '../../test/api-fixture-server';
import { MEMBER } from '../../test/member-session';
import { renderWithProviders } from '../../test/render-with-providers';
import { fillVehicleDetails, SELL_OPTIONS, sellField } from '../../test/sell-wizard-form';

// The wizard as sell-car.tsx composes it: the band comes in by the render prop (issue 37).

const MODELS: ModelsResponse = { models: [{ id: 12, name: 'Aqua', makeId: 1, count: 40 }] };
const BAND: PriceBandResponse = { band: { low: 4_000_000, high: 4_600_000, count: 34 } };

let fixture: Awaited<ReturnType<typeof startApiFixture>> | undefined;
afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
});

async function renderWizard(band: (url: URL) => FixtureAnswer) {
  fixture = await startApiFixture({
    'GET /api/vehicles/models': () => ({ status: 200, body: MODELS }),
    'GET /api/vehicles/price-band': (_request, url) => band(url),
  });
  startSession({ accessToken: 'member-access-token', user: MEMBER });
  renderWithProviders(
    <SellWizard
      tier="member"
      options={SELL_OPTIONS}
      phone="0771234567"
      onSubmitted={() => {}}
      renderModelSuggestions={({ makeId, listId }) => (
        <ModelSuggestions makeId={makeId} listId={listId} />
      )}
      renderPriceBand={(car) => <WizardPriceBand {...car} />}
      renderPhoneVerification={(panel) => <PhoneVerificationPanel {...panel} />}
    />,
  );
  return userEvent.setup();
}

const bandRequests = () =>
  fixture?.received.filter((request) => request.path === '/api/vehicles/price-band') ?? [];

describe('the sell wizard’s price band (issue 37)', () => {
  it('asks once the car is entered and says what similar cars sell for, without a warning', async () => {
    const asked: string[] = [];
    const user = await renderWizard((url) => {
      asked.push(url.search);
      return { status: 200, body: BAND };
    });
    await fillVehicleDetails(user);
    expect(await screen.findByText('Similar cars sell for Rs. 4M – 4.6M')).toBeTruthy();
    expect(screen.queryByText(/check the price/)).toBeNull();
    // Asked when the typing stopped, for the car as entered: not once per key.
    expect(asked.at(-1)).toBe('?makeId=1&modelId=12&yom=2018&mileage=45000');
    expect(asked.length).toBeLessThanOrEqual(2);
  });

  it('warns, without blocking, when the price is more than 30% below or above the band', async () => {
    const user = await renderWizard(() => ({ status: 200, body: BAND }));
    await fillVehicleDetails(user);
    await screen.findByText('Similar cars sell for Rs. 4M – 4.6M');
    const price = sellField('Price (Rs.)');

    await user.clear(price);
    await user.type(price, '2700000');
    expect(
      screen.getByText('This price is much lower than similar cars — check the price.'),
    ).toBeTruthy();

    await user.clear(price);
    await user.type(price, '6000000');
    expect(
      screen.getByText('This price is much higher than similar cars — check the price.'),
    ).toBeTruthy();

    // Within 30% of the band's high end: no warning.
    await user.clear(price);
    await user.type(price, '5900000');
    expect(screen.queryByText(/check the price/)).toBeNull();

    await user.clear(price);
    await user.type(price, '6000000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Upload Photos'),
    );
  });

  it('says nothing for a car without a band, or when the request fails', async () => {
    let answer: FixtureAnswer = { status: 200, body: { band: null } };
    const user = await renderWizard(() => answer);
    await fillVehicleDetails(user);
    await waitFor(() => expect(bandRequests().length).toBeGreaterThan(0));
    expect(screen.queryByText(/Similar cars sell for/)).toBeNull();

    answer = { status: 500, body: { message: 'Something went wrong' } };
    const mileage = sellField('Mileage (miles)');
    await user.clear(mileage);
    await user.type(mileage, '60000');
    await waitFor(() => expect(bandRequests().at(-1)?.path).toBe('/api/vehicles/price-band'));
    await waitFor(() => expect(bandRequests().length).toBeGreaterThan(1));
    expect(screen.queryByText(/Similar cars sell for/)).toBeNull();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('asks nothing for a model the catalogue does not know', async () => {
    const user = await renderWizard(() => ({ status: 200, body: BAND }));
    await fillVehicleDetails(user);
    await screen.findByText('Similar cars sell for Rs. 4M – 4.6M');
    const model = sellField('Model');
    await user.clear(model);
    await user.type(model, 'Aqua Custom');
    await waitFor(() => expect(screen.queryByText(/Similar cars sell for/)).toBeNull());
  });
});
