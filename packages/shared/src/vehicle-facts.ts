import { z } from 'zod';
import { msg } from './i18n/translate';
import { REGISTRATIONS, type Registration, VEHICLE_FACT_LIMITS } from './vehicle-facts-text';

/**
 * Local vehicle facts (issue 38, docs/decisions/136-local-vehicle-facts.md): what Sri Lankan
 * buyers ask first. Whether the car is registered (a reconditioned import is sold unregistered),
 * the year it was first registered, how many people owned it before, and the town within the
 * ad's district. All optional: ads posted before keep working with none of them.
 */

// The names and labels the first screens need live without zod (decision 091).
export * from './vehicle-facts-text';

/** One sentence per field, the same in the wizard and from POST /api/vehicles/new-ad. */
export const VEHICLE_FACT_MESSAGES = {
  registrationInvalid: msg('Registration must be registered or unregistered'),
  registrationYearInvalid: msg(
    'The year of registration must be a year from the year of manufacture to this year',
  ),
  registrationYearUnregistered: msg('An unregistered vehicle has no year of registration'),
  ownersInvalid: msg('Previous owners must be a whole number from 0 to 20'),
  townInvalid: msg('Please select a town in the chosen city'),
} as const;

/** A form's text: '' (or left out) is "not given". */
const blankAsNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;

const optionalWhole = (message: string, min: number, max: number) =>
  z.preprocess(
    blankAsNull,
    z
      .string({ error: message })
      .trim()
      .regex(/^\d{1,9}$/, message)
      .transform(Number)
      .pipe(z.number().int().min(min, message).max(max, message))
      .nullable(),
  );

/** The four facts as a multipart form sends them (text); each '' or left out is null. */
export const VehicleFactFieldsShape = {
  registration: z.preprocess(
    blankAsNull,
    z.enum(REGISTRATIONS, { error: VEHICLE_FACT_MESSAGES.registrationInvalid }).nullable(),
  ),
  registrationYear: optionalWhole(VEHICLE_FACT_MESSAGES.registrationYearInvalid, 1900, 9_999),
  owners: optionalWhole(VEHICLE_FACT_MESSAGES.ownersInvalid, 0, VEHICLE_FACT_LIMITS.ownersMax),
  townId: optionalWhole(VEHICLE_FACT_MESSAGES.townInvalid, 1, 999_999_999),
};

/**
 * The rules between the facts and the year of manufacture: a year of registration only for a
 * registered car, not before it was made, not after this year (read when parsing: a server runs
 * across New Year). The first broken rule's sentence, or null.
 */
export function registrationYearProblem(
  facts: { registration: Registration | null; registrationYear: number | null; yom: number },
  now = new Date(),
): string | null {
  if (facts.registrationYear === null) return null;
  if (facts.registration !== 'registered')
    return VEHICLE_FACT_MESSAGES.registrationYearUnregistered;
  if (facts.registrationYear < facts.yom || facts.registrationYear > now.getFullYear())
    return VEHICLE_FACT_MESSAGES.registrationYearInvalid;
  return null;
}

/** A town of the reference data, under its city (district). */
export const TownSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  cityId: z.number().int(),
});
export type Town = z.infer<typeof TownSchema>;

/** GET /api/towns: every district's main towns, by name. */
export const TownsResponseSchema = z.object({ towns: z.array(TownSchema) });
export type TownsResponse = z.infer<typeof TownsResponseSchema>;

/** What answers say of an ad's facts (GET /api/vehicles/:id; null when the seller did not say). */
export const VehicleFactsSchema = z.object({
  registration: z.enum(REGISTRATIONS).nullable(),
  registrationYear: z.number().int().nullable(),
  owners: z.number().int().nullable(),
  townId: z.number().int().nullable(),
  /** The town's name, as `city` is the district's; null without a town. */
  town: z.string().nullable(),
});
export type VehicleFacts = z.infer<typeof VehicleFactsSchema>;
