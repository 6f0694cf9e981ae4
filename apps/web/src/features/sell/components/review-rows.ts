import type { AddVehicleDataResponse } from '@carmarket/shared/ad';
import { formatListingPrice } from '@carmarket/shared/format';
import { createTranslator, msg, type Translator } from '@carmarket/shared/i18n/translate';
import type { IdName } from '@carmarket/shared/reference';
import { VEHICLE_FACT_LABELS } from '@carmarket/shared/vehicle-facts';
import { AD_FLAGS, type AdDraft } from './ad-draft';

export const NOT_SPECIFIED = msg('Not specified');
const wholeNumber = new Intl.NumberFormat('en-US');
const english = createTranslator('en', {}).t;

/**
 * Step 3's table: every value of step 1 as it will be sent, in the form's order, with names for
 * the chosen ids, in the page's language (`t`; English when none is given). Makes stay as named.
 */
export function reviewRows({
  draft,
  options,
  extras,
  t = english,
}: {
  draft: AdDraft;
  options: AddVehicleDataResponse;
  /** Featured and VIP: whether the 360° view and video were added. */
  extras: { threeSixty: boolean; video: boolean } | null;
  t?: Translator['t'];
}): Array<[label: string, value: string]> {
  const notSpecified = t(NOT_SPECIFIED);
  // Reference rows (cities, types…) arrive in English and read in the page's language.
  const nameOf = (choices: IdName[], id: string, translate = true): string => {
    const name = choices.find((choice) => String(choice.id) === id)?.name;
    if (name === undefined) return notSpecified;
    return translate ? t(name) : name;
  };
  const orNotSpecified = (value: string, format: (text: string) => string = (text) => text) =>
    value.trim() === '' ? notSpecified : format(value.trim());
  const uploaded = (done: boolean) => (done ? t('Uploaded') : t('Not Uploaded'));

  return [
    [t('Ad title'), orNotSpecified(draft.title)],
    [t('Phone number'), orNotSpecified(draft.phone)],
    [t('City'), nameOf(options.cities, draft.cityId)],
    [t('Vehicle type'), nameOf(options.vehicleTypes, draft.vehicleTypeId)],
    [t('Condition'), nameOf(options.conditions, draft.conditionId)],
    [t('Make (brand)'), nameOf(options.makes, draft.vehicleMakeId, false)],
    [t('Model'), orNotSpecified(draft.model)],
    [t('Year of manufacture'), orNotSpecified(draft.yom)],
    // Spec: "price with two decimals".
    [
      t('Price'),
      orNotSpecified(draft.price, (price) =>
        formatListingPrice(Number(price), { twoDecimals: true }),
      ),
    ],
    [t('Transmission'), nameOf(options.transmissions, draft.transmissionId)],
    [t('Fuel type'), nameOf(options.fuelTypes, draft.fuelTypeId)],
    [
      t('Engine capacity'),
      orNotSpecified(draft.engineCapacity, (cc) => `${wholeNumber.format(Number(cc))} cc`),
    ],
    [
      t('Mileage'),
      orNotSpecified(draft.mileage, (miles) =>
        t('{miles} miles', { miles: wholeNumber.format(Number(miles)) }),
      ),
    ],
    ...AD_FLAGS.map(({ name, label }): [string, string] => [
      t(label),
      draft[name] ? t('YES') : t('NO'),
    ]),
    // Local vehicle facts (issue 38); towns keep their names, as makes do.
    [
      t(VEHICLE_FACT_LABELS.registration),
      draft.registration === 'registered' || draft.registration === 'unregistered'
        ? t(VEHICLE_FACT_LABELS[draft.registration])
        : notSpecified,
    ],
    [t(VEHICLE_FACT_LABELS.registrationYear), orNotSpecified(draft.registrationYear)],
    [t(VEHICLE_FACT_LABELS.owners), orNotSpecified(draft.owners)],
    [t(VEHICLE_FACT_LABELS.town), nameOf(options.towns, draft.townId, false)],
    ...(extras
      ? ([
          [t('360 view'), uploaded(extras.threeSixty)],
          [t('Video'), uploaded(extras.video)],
        ] as Array<[string, string]>)
      : []),
  ];
}
