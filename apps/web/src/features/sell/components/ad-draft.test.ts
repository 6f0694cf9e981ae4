import { AD_FIELD_NAMES, AD_MESSAGES } from '@carmarket/shared/ad';
import { describe, expect, it } from 'vitest';
import { checkDraft, emptyDraft, toAdFields, type AdDraft } from './ad-draft';

const complete: AdDraft = {
  ...emptyDraft('0712345678'),
  title: 'Toyota Aqua 2018',
  cityId: '3',
  vehicleTypeId: '1',
  conditionId: '2',
  vehicleMakeId: '4',
  model: 'Aqua',
  yom: '2018',
  price: '4250000.5',
  transmissionId: '1',
  fuelTypeId: '3',
  engineCapacity: '1500',
  mileage: '45000',
  description: 'One owner.',
  airCondition: true,
  powerSteering: true,
};

describe('toAdFields', () => {
  it('sends every field the API reads, and only those', () => {
    expect(Object.keys(toAdFields(complete)).sort()).toEqual([...AD_FIELD_NAMES].sort());
  });

  it('sends the text as typed and each checkbox as 1 or 0', () => {
    const fields = toAdFields(complete);
    expect(fields).toMatchObject({
      title: 'Toyota Aqua 2018',
      phone: '0712345678',
      price: '4250000.5',
      description: 'One owner.',
      airCondition: '1',
      powerSteering: '1',
      ongoingLease: '0',
      powerMirror: '0',
      powerWindow: '0',
    });
  });
});

describe('checkDraft', () => {
  it('accepts a complete draft with the values the API will store', () => {
    const check = checkDraft(complete);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.ad).toMatchObject({ cityId: 3, price: 4_250_000.5, airCondition: true });
  });

  it('names the first field to fix, in the spec order, with its message', () => {
    expect(checkDraft(emptyDraft('0712345678'))).toEqual({
      ok: false,
      field: 'title',
      message: AD_MESSAGES.titleRequired,
    });
    expect(checkDraft({ ...complete, mileage: '' })).toEqual({
      ok: false,
      field: 'mileage',
      message: AD_MESSAGES.mileageRequired,
    });
  });
});
