import { describe, expect, it } from 'vitest';
import {
  AD_FIELD_NAMES,
  AD_MESSAGES,
  AD_UPLOAD_HINTS,
  AdFieldsSchema,
  latestModelYear,
  withBreakableSpaces,
} from './ad';
import { formatMegabytes } from './media';
import { VALID_AD_FIELDS } from './test/valid-ad-fields';
import { VEHICLE_FACT_MESSAGES } from './vehicle-facts';

const valid = VALID_AD_FIELDS;

function firstMessage(input: Record<string, unknown>): string | undefined {
  const parsed = AdFieldsSchema.safeParse(input);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

describe('AdFieldsSchema (sell wizard step 1)', () => {
  it('reads the text a form sends: ids and numbers, flags as booleans, description optional', () => {
    expect(AdFieldsSchema.parse({ ...valid, airCondition: '1', powerWindow: '0' })).toEqual({
      ...valid,
      cityId: 3,
      vehicleTypeId: 1,
      conditionId: 2,
      vehicleMakeId: 4,
      yom: 2015,
      price: 2_450_000,
      transmissionId: 1,
      fuelTypeId: 1,
      engineCapacity: 800,
      mileage: 40_000,
      description: '',
      ongoingLease: false,
      airCondition: true,
      powerMirror: false,
      powerSteering: false,
      powerWindow: false,
      registration: null,
      registrationYear: null,
      owners: null,
      townId: null,
    });
  });

  it('checks the fields in the spec order, year after make and model', () => {
    expect(AD_FIELD_NAMES.slice(0, 13)).toEqual([
      'title',
      'phone',
      'cityId',
      'vehicleTypeId',
      'conditionId',
      'vehicleMakeId',
      'model',
      'yom',
      'price',
      'transmissionId',
      'fuelTypeId',
      'engineCapacity',
      'mileage',
    ]);
    // Blank the fields one by one from the end: each time the first blank one speaks.
    const expected = [
      AD_MESSAGES.titleRequired,
      AD_MESSAGES.phoneRequired,
      AD_MESSAGES.cityRequired,
      AD_MESSAGES.vehicleTypeRequired,
      AD_MESSAGES.conditionRequired,
      AD_MESSAGES.makeRequired,
      AD_MESSAGES.modelRequired,
      AD_MESSAGES.yomRequired,
      AD_MESSAGES.priceRequired,
      AD_MESSAGES.transmissionRequired,
      AD_MESSAGES.fuelTypeRequired,
      AD_MESSAGES.engineCapacityRequired,
      AD_MESSAGES.mileageRequired,
    ];
    const names = AD_FIELD_NAMES.slice(0, 13);
    names.forEach((name, index) => {
      const blanked = Object.fromEntries(
        Object.entries(valid).map(([key, value]) => [
          key,
          names.indexOf(key as (typeof names)[number]) >= index ? '' : value,
        ]),
      );
      expect(firstMessage(blanked)).toBe(expected[index]);
    });
  });

  it('keeps the spec wording', () => {
    expect(AD_MESSAGES.makeRequired).toBe('Please select vehicle make (brand)');
    expect(AD_MESSAGES.photoRequired).toBe('Please select minimun 1 image');
    expect(AD_MESSAGES.priceInvalid).toBe('Invalid price format');
  });

  it('accepts prices with up to 2 decimals and years up to next year', () => {
    expect(firstMessage({ ...valid, price: '2450000.5' })).toBeUndefined();
    expect(firstMessage({ ...valid, price: '2450000.55' })).toBeUndefined();
    expect(firstMessage({ ...valid, price: '2450000.555' })).toBe(AD_MESSAGES.priceInvalid);
    expect(firstMessage({ ...valid, yom: String(latestModelYear()) })).toBeUndefined();
    expect(firstMessage({ ...valid, yom: '1950' })).toBeUndefined();
  });
});

describe('formatMegabytes', () => {
  it('shows whole megabytes of 1024 × 1024 bytes', () => {
    expect(formatMegabytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatMegabytes(200 * 1024 * 1024)).toBe('200 MB');
  });
});

describe('AD_UPLOAD_HINTS', () => {
  it('states the upload limits the server applies', () => {
    expect(AD_UPLOAD_HINTS).toEqual({
      photo: 'JPEG, PNG or WebP, up to 15 MB each.',
      threeSixty: 'One panoramic JPEG, up to 25 MB.',
      video: 'MP4, WebM or MOV, up to 200 MB.',
    });
  });
});

describe('withBreakableSpaces', () => {
  it("makes Quill's non-breaking spaces plain, so a paragraph can wrap on a phone", () => {
    expect(
      withBreakableSpaces('<p>One&nbsp;owner,&nbsp;full&#160;service&#xA0;history\u00a0kept.</p>'),
    ).toBe('<p>One owner, full service history kept.</p>');
  });

  it('leaves other entities and text alone', () => {
    const html = '<p>Rs. 7,450,000 &amp; &lt;b&gt; &#8211; 4&nbsp</p>';
    expect(withBreakableSpaces(html)).toBe(html);
  });
});

describe('local vehicle facts (issue 38)', () => {
  const thisYear = new Date().getFullYear();
  const issueOf = (input: Record<string, unknown>) => {
    const parsed = AdFieldsSchema.safeParse({ ...valid, ...input });
    return parsed.success ? undefined : parsed.error.issues[0];
  };

  it('reads the four facts as text, each optional: left out or blank is null', () => {
    expect(AdFieldsSchema.parse(valid)).toMatchObject({
      registration: null,
      registrationYear: null,
      owners: null,
      townId: null,
    });
    expect(
      AdFieldsSchema.parse({
        ...valid,
        registration: '',
        registrationYear: ' ',
        owners: '',
        townId: '',
      }),
    ).toMatchObject({ registration: null, registrationYear: null, owners: null, townId: null });
    expect(
      AdFieldsSchema.parse({
        ...valid,
        registration: 'registered',
        registrationYear: '2016',
        owners: '2',
        townId: '17',
      }),
    ).toMatchObject({ registration: 'registered', registrationYear: 2016, owners: 2, townId: 17 });
    expect(
      AdFieldsSchema.parse({ ...valid, registration: 'unregistered', owners: '0' }),
    ).toMatchObject({ registration: 'unregistered', registrationYear: null, owners: 0 });
  });

  it('refuses an impossible year of registration with its own sentence', () => {
    const before = issueOf({ registration: 'registered', registrationYear: '2014' });
    expect(before).toMatchObject({
      message: VEHICLE_FACT_MESSAGES.registrationYearInvalid,
      path: ['registrationYear'],
    });
    expect(
      issueOf({
        registration: 'registered',
        registrationYear: String(thisYear + 1),
        yom: String(thisYear),
      })?.message,
    ).toBe(VEHICLE_FACT_MESSAGES.registrationYearInvalid);
    expect(issueOf({ registration: 'registered', registrationYear: 'soon' })?.message).toBe(
      VEHICLE_FACT_MESSAGES.registrationYearInvalid,
    );
    expect(issueOf({ registration: 'unregistered', registrationYear: '2016' })).toMatchObject({
      message: VEHICLE_FACT_MESSAGES.registrationYearUnregistered,
      path: ['registrationYear'],
    });
    expect(issueOf({ registrationYear: '2016' })?.message).toBe(
      VEHICLE_FACT_MESSAGES.registrationYearUnregistered,
    );
    expect(
      issueOf({
        registration: 'registered',
        registrationYear: String(thisYear),
        yom: String(thisYear),
      }),
    ).toBeUndefined();
  });

  it('refuses owners outside 0–20, an unknown registration and a town that is not an id', () => {
    for (const owners of ['21', '-1', '1.5', 'two']) {
      expect(issueOf({ owners })?.message, owners).toBe(VEHICLE_FACT_MESSAGES.ownersInvalid);
    }
    expect(issueOf({ owners: '20' })).toBeUndefined();
    expect(issueOf({ registration: 'recon' })?.message).toBe(
      VEHICLE_FACT_MESSAGES.registrationInvalid,
    );
    expect(issueOf({ townId: 'Nugegoda' })?.message).toBe(VEHICLE_FACT_MESSAGES.townInvalid);
    expect(issueOf({ townId: '0' })?.message).toBe(VEHICLE_FACT_MESSAGES.townInvalid);
  });
});
