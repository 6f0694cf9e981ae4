import type { AddVehicleDataResponse } from '@carmarket/shared/ad';
import { formatListingPrice } from '@carmarket/shared/format';
import { describe, expect, it } from 'vitest';
import { emptyDraft, type AdDraft } from './ad-draft';
import { NOT_SPECIFIED, reviewRows } from './review-rows';

const options: AddVehicleDataResponse = {
  cities: [{ id: 3, name: 'Kandy' }],
  vehicleTypes: [{ id: 1, name: 'Car' }],
  conditions: [{ id: 2, name: 'Used' }],
  makes: [{ id: 4, name: 'Toyota' }],
  transmissions: [{ id: 1, name: 'Automatic' }],
  fuelTypes: [{ id: 1, name: 'Petrol' }],
  towns: [{ id: 9, name: 'Peradeniya', cityId: 3 }],
};

function valueOf(draft: AdDraft, label: string, extras = null) {
  return new Map(reviewRows({ draft, options, extras })).get(label);
}

describe('reviewRows', () => {
  it('shows the price with two decimals, as the spec says', () => {
    const draft = { ...emptyDraft('0712345678'), price: '4250000' };
    expect(valueOf(draft, 'Price')).toBe('Rs. 4,250,000.00');
    expect(valueOf(draft, 'Price')).toBe(formatListingPrice(4_250_000, { twoDecimals: true }));
  });

  // Issue 38: "4999999.50" showed as "Rs. 5,000,000".
  it('keeps the cents typed, never rounding them away', () => {
    const draft = { ...emptyDraft('0712345678'), price: '4999999.50' };
    expect(valueOf(draft, 'Price')).toBe('Rs. 4,999,999.50');
    expect(valueOf({ ...draft, price: '4999999.5' }, 'Price')).toBe('Rs. 4,999,999.50');
  });

  it('says a price left empty is not specified', () => {
    expect(valueOf({ ...emptyDraft(''), price: '  ' }, 'Price')).toBe(NOT_SPECIFIED);
  });

  it('names the chosen options and says which were left out', () => {
    const draft = { ...emptyDraft('0712345678'), cityId: '3', vehicleMakeId: '4' };
    expect(valueOf(draft, 'City')).toBe('Kandy');
    expect(valueOf(draft, 'Make (brand)')).toBe('Toyota');
    expect(valueOf(draft, 'Fuel type')).toBe(NOT_SPECIFIED);
  });

  it('lists the features as YES or NO and the extras only for packages that have them', () => {
    const draft = { ...emptyDraft(''), airCondition: true };
    expect(valueOf(draft, 'Air condition')).toBe('YES');
    expect(valueOf(draft, 'Power mirror')).toBe('NO');
    expect(valueOf(draft, '360 view')).toBeUndefined();
    const withExtras = new Map(
      reviewRows({ draft, options, extras: { threeSixty: true, video: false } }),
    );
    expect(withExtras.get('360 view')).toBe('Uploaded');
    expect(withExtras.get('Video')).toBe('Not Uploaded');
  });

  it('lists the local facts (issue 38), the town by its name, and what was left out', () => {
    const draft: AdDraft = {
      ...emptyDraft('0771234567'),
      cityId: '3',
      registration: 'registered',
      registrationYear: '2017',
      owners: '0',
      townId: '9',
    };
    expect(valueOf(draft, 'Registration')).toBe('Registered');
    expect(valueOf(draft, 'Year of registration')).toBe('2017');
    expect(valueOf(draft, 'Previous owners')).toBe('0');
    expect(valueOf(draft, 'Town')).toBe('Peradeniya');
    const blank = emptyDraft('0771234567');
    for (const label of ['Registration', 'Year of registration', 'Previous owners', 'Town']) {
      expect(valueOf(blank, label), label).toBe(NOT_SPECIFIED);
    }
  });
});
