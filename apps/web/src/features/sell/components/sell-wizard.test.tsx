import { AD_MESSAGES } from '@carmarket/shared/ad';
import { VEHICLE_FACT_MESSAGES } from '@carmarket/shared/vehicle-facts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import {
  fillVehicleDetails as fillDetails,
  SELL_OPTIONS as options,
  sellField as field,
} from '../../../test/sell-wizard-form';
import { SellWizard } from './sell-wizard';

// Step 2 and 3 never reach the network: only Submit Ad does, and these tests stop before it.
function renderWizard() {
  renderWithProviders(
    <SellWizard
      tier="member"
      options={options}
      phone="0761234567"
      onSubmitted={() => {}}
      renderPhoneVerification={() => null}
    />,
  );
  return userEvent.setup();
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const currentStep = () =>
  screen
    .getByRole('list', { name: 'Steps' })
    .querySelector('[aria-current="step"]')
    ?.textContent?.trim();

describe('the sell wizard’s step 1, Vehicle Details', () => {
  it('stops at the first field the shared schema refuses, says why, and marks it', async () => {
    const user = renderWizard();

    await user.click(continueButton());
    expect(await screen.findByText(AD_MESSAGES.titleRequired)).toBeTruthy();
    expect(field('Ad title').getAttribute('aria-invalid')).toBe('true');
    expect(currentStep()).toBe('Step 1. Vehicle Details');

    // The seller's mobile is offered as the phone; the next refusal is the city.
    await user.type(field('Ad title'), 'Toyota Aqua 2018');
    await user.click(continueButton());
    expect(await screen.findByText(AD_MESSAGES.cityRequired)).toBeTruthy();
    expect(field('Ad title').getAttribute('aria-invalid')).toBe('false');
    expect(field('City').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses values in the wrong form with the API’s own words', async () => {
    const user = renderWizard();
    await fillDetails(user);

    for (const [label, wrong, message] of [
      ['Price (Rs.)', '4,250,000', AD_MESSAGES.priceInvalid],
      ['Mileage (miles)', '3000000', AD_MESSAGES.mileageInvalid],
      ['Phone number', '12345', AD_MESSAGES.phoneInvalid],
    ] as const) {
      const right = (field(label) as HTMLInputElement).value;
      await user.clear(field(label));
      await user.type(field(label), wrong);
      await user.click(continueButton());
      expect(await screen.findByText(message)).toBeTruthy();
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
      await user.clear(field(label));
      await user.type(field(label), right);
    }
    expect(currentStep()).toBe('Step 1. Vehicle Details');
  });
});

describe('the local vehicle facts on step 1 (issue 38)', () => {
  const fact = (name: RegExp) => screen.getByLabelText(name);

  it('offers the chosen city’s towns, asks the year only of a registered car, and checks the rules', async () => {
    const user = renderWizard();
    await fillDetails(user);
    // Kandy is chosen: only its towns are offered.
    const town = fact(/^Town/) as HTMLSelectElement;
    expect([...town.options].map((option) => option.text)).toEqual(['Select town', 'Peradeniya']);
    expect(screen.queryByLabelText(/^Year of registration/)).toBeNull();
    await user.selectOptions(fact(/^Registration/), 'Registered');
    await user.type(fact(/^Year of registration/), '2016');
    await user.click(continueButton());
    expect(await screen.findByText(VEHICLE_FACT_MESSAGES.registrationYearInvalid)).toBeTruthy();
    expect(fact(/^Year of registration/).getAttribute('aria-invalid')).toBe('true');
    await user.clear(fact(/^Year of registration/));
    await user.type(fact(/^Year of registration/), '2019');
    await user.type(fact(/^Previous owners/), '21');
    await user.click(continueButton());
    expect(await screen.findByText(VEHICLE_FACT_MESSAGES.ownersInvalid)).toBeTruthy();
    await user.clear(fact(/^Previous owners/));
    await user.type(fact(/^Previous owners/), '1');
    await user.selectOptions(town, 'Peradeniya');
    // Another city lets the town go.
    await user.selectOptions(field('City'), 'Colombo');
    expect((fact(/^Town/) as HTMLSelectElement).value).toBe('');
    await user.selectOptions(fact(/^Town/), 'Nugegoda');
    // Unregistered drops the year of registration.
    await user.selectOptions(fact(/^Registration/), 'Unregistered (reconditioned or brand new)');
    expect(screen.queryByLabelText(/^Year of registration/)).toBeNull();
    await user.click(continueButton());
    expect(currentStep()).toBe('Step 2. Upload Photos');
  });
});

describe('moving between the steps', () => {
  it('asks for a photo on step 2, reviews what was entered on step 3, and keeps it all going back', async () => {
    const user = renderWizard();
    await fillDetails(user);
    await user.click(field('Air condition'));
    await user.type(
      screen.getByRole('textbox', { name: 'Description (optional)' }),
      'One owner, full service history.',
    );

    await user.click(continueButton());
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Upload Photos');
    expect(currentStep()).toBe('Step 2. Upload Photos');

    await user.click(continueButton());
    expect(await screen.findByText(AD_MESSAGES.photoRequired)).toBeTruthy();
    expect(currentStep()).toBe('Step 2. Upload Photos');

    await user.upload(
      field('Add Photo'),
      new File(['not really a jpeg'], 'front.jpg', { type: 'image/jpeg' }),
    );
    expect(screen.getByRole('img', { name: 'Photo 1 (cover)' })).toBeTruthy();
    await user.click(continueButton());

    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Review & Submit');
    const review = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(review('Ad title')).toBe('Toyota Aqua 2018 – first owner');
    expect(review('City')).toBe('Kandy');
    expect(review('Price')).toBe('Rs. 4,250,000.00');
    expect(review('Phone number')).toBe('0761234567');
    expect(
      within(screen.getByRole('region', { name: 'Description' })).getByText(
        'One owner, full service history.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit Ad' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('img', { name: 'Photo 1 (cover)' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentStep()).toBe('Step 1. Vehicle Details');
    expect((field('Ad title') as HTMLInputElement).value).toBe('Toyota Aqua 2018 – first owner');
    expect((field('City') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Kandy');
    expect((field('Air condition') as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole('textbox', { name: 'Description (optional)' }) as HTMLTextAreaElement)
        .value,
    ).toBe('One owner, full service history.');
  });
});
