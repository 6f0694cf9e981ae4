import { msg } from './i18n/translate';

/**
 * Local vehicle facts (issue 38): the names and labels the card, the ad page and Buy Car's
 * address need on the first screen, without zod (decision 091); vehicle-facts.ts has the rules.
 */
export const REGISTRATIONS = ['registered', 'unregistered'] as const;
export type Registration = (typeof REGISTRATIONS)[number];

export const VEHICLE_FACT_LIMITS = { ownersMax: 20 } as const;

/** The labels of the ad page's facts row, the wizard and the filters. */
export const VEHICLE_FACT_LABELS = {
  registration: msg('Registration'),
  registrationYear: msg('Year of registration'),
  owners: msg('Previous owners'),
  town: msg('Town'),
  registered: msg('Registered'),
  unregistered: msg('Unregistered'),
} as const;
