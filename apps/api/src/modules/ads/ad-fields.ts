import { AD_MESSAGES, AdFieldsSchema, type AdFields } from '@carmarket/shared/ad';
import { VEHICLE_FACT_MESSAGES } from '@carmarket/shared/vehicle-facts';
import { issueMessage } from '@carmarket/shared/i18n/message';
import { msg } from '@carmarket/shared/i18n/translate';
import { AppError } from '../../lib/app-error';
import type { AdChanges, AdsRepository } from './ads.repository';

/**
 * The wizard's step 1 as the server reads it, for a new ad and an edit alike: both are held to
 * the same schema, the same references and the same columns, so neither can drift.
 */

/** The vehicle columns of the wizard's fields: what a new ad stores and an edit changes. */
export function adColumns(fields: AdFields, description: string): Omit<AdChanges, 'makeName'> {
  return {
    title: fields.title,
    phone: fields.phone,
    cityId: fields.cityId,
    vehicleTypeId: fields.vehicleTypeId,
    conditionId: fields.conditionId,
    makeId: fields.vehicleMakeId,
    model: fields.model,
    yom: fields.yom,
    price: fields.price,
    transmissionId: fields.transmissionId,
    fuelTypeId: fields.fuelTypeId,
    engineCapacity: fields.engineCapacity,
    mileage: fields.mileage,
    description,
    ongoingLease: fields.ongoingLease,
    airCondition: fields.airCondition,
    powerMirror: fields.powerMirror,
    powerSteering: fields.powerSteering,
    powerWindow: fields.powerWindow,
    registration: fields.registration,
    registrationYear: fields.registrationYear,
    owners: fields.owners,
    townId: fields.townId,
  };
}

export function parseAdFields(fields: unknown): AdFields {
  const parsed = AdFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  throw AppError.badRequest(
    first ? issueMessage(first, msg('The ad is not valid.')) : msg('The ad is not valid.'),
    first?.path.join('.') || undefined,
  );
}

/** The first reference that does not exist, in the spec's order, refused with its own message. */
export async function checkReferences(ads: AdsRepository, fields: AdFields): Promise<string> {
  const found = await ads.findReferences({
    cityId: fields.cityId,
    vehicleTypeId: fields.vehicleTypeId,
    conditionId: fields.conditionId,
    makeId: fields.vehicleMakeId,
    transmissionId: fields.transmissionId,
    fuelTypeId: fields.fuelTypeId,
    townId: fields.townId,
  });
  const checks: Array<[boolean, string, string]> = [
    [found.city, AD_MESSAGES.cityRequired, 'cityId'],
    [found.vehicleType, AD_MESSAGES.vehicleTypeRequired, 'vehicleTypeId'],
    [found.condition, AD_MESSAGES.conditionRequired, 'conditionId'],
    [found.makeName !== null, AD_MESSAGES.makeRequired, 'vehicleMakeId'],
    [found.transmission, AD_MESSAGES.transmissionRequired, 'transmissionId'],
    [found.fuelType, AD_MESSAGES.fuelTypeRequired, 'fuelTypeId'],
    // A town the reference data does not hold, or one outside the chosen city (issue 38).
    [found.town, VEHICLE_FACT_MESSAGES.townInvalid, 'townId'],
  ];
  for (const [ok, message, field] of checks) {
    if (!ok) throw AppError.badRequest(message, field);
  }
  return found.makeName ?? '';
}
