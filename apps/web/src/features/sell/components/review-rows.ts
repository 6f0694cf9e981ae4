import type { AddVehicleDataResponse } from '@carmarket/shared/ad';
import { formatListingPrice } from '@carmarket/shared/format';
import type { IdName } from '@carmarket/shared/reference';
import { AD_FLAGS, type AdDraft } from './ad-draft';

export const NOT_SPECIFIED = 'Not specified';
const wholeNumber = new Intl.NumberFormat('en-US');

function nameOf(choices: IdName[], id: string): string {
  return choices.find((choice) => String(choice.id) === id)?.name ?? NOT_SPECIFIED;
}

function orNotSpecified(value: string, format: (text: string) => string = (text) => text) {
  return value.trim() === '' ? NOT_SPECIFIED : format(value.trim());
}

/**
 * Step 3's table: every value of step 1 as it will be sent, in the form's order, with names for
 * the chosen ids.
 */
export function reviewRows({
  draft,
  options,
  extras,
}: {
  draft: AdDraft;
  options: AddVehicleDataResponse;
  /** Featured and VIP: whether the 360° view and video were added. */
  extras: { threeSixty: boolean; video: boolean } | null;
}): Array<[label: string, value: string]> {
  return [
    ['Ad title', orNotSpecified(draft.title)],
    ['Phone number', orNotSpecified(draft.phone)],
    ['City', nameOf(options.cities, draft.cityId)],
    ['Vehicle type', nameOf(options.vehicleTypes, draft.vehicleTypeId)],
    ['Condition', nameOf(options.conditions, draft.conditionId)],
    ['Make (brand)', nameOf(options.makes, draft.vehicleMakeId)],
    ['Model', orNotSpecified(draft.model)],
    ['Year of manufacture', orNotSpecified(draft.yom)],
    // As the listing cards will show it once the ad is live.
    ['Price', orNotSpecified(draft.price, (price) => formatListingPrice(Number(price)))],
    ['Transmission', nameOf(options.transmissions, draft.transmissionId)],
    ['Fuel type', nameOf(options.fuelTypes, draft.fuelTypeId)],
    [
      'Engine capacity',
      orNotSpecified(draft.engineCapacity, (cc) => `${wholeNumber.format(Number(cc))} cc`),
    ],
    [
      'Mileage',
      orNotSpecified(draft.mileage, (miles) => `${wholeNumber.format(Number(miles))} miles`),
    ],
    ...AD_FLAGS.map(({ name, label }): [string, string] => [label, draft[name] ? 'YES' : 'NO']),
    ...(extras
      ? ([
          ['360 view', extras.threeSixty ? 'Uploaded' : 'Not Uploaded'],
          ['Video', extras.video ? 'Uploaded' : 'Not Uploaded'],
        ] as Array<[string, string]>)
      : []),
  ];
}
