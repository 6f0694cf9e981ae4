import { AD_FIELD_NAMES, AdFieldsSchema, type AdFields } from '@carmarket/shared/ad';
import { msg } from '@carmarket/shared/i18n/translate';

/** The features of spec section 3, sent as the text 0 or 1; labels in English, shown through t(). */
export const AD_FLAGS = [
  { name: 'ongoingLease', label: msg('Ongoing lease') },
  { name: 'airCondition', label: msg('Air condition') },
  { name: 'powerMirror', label: msg('Power mirror') },
  { name: 'powerSteering', label: msg('Power steering') },
  { name: 'powerWindow', label: msg('Power window') },
] as const;
export type AdFlag = (typeof AD_FLAGS)[number]['name'];

/** Everything step 1 holds, as the inputs hold it: text, and booleans for the checkboxes. */
export interface AdDraft {
  title: string;
  phone: string;
  cityId: string;
  vehicleTypeId: string;
  conditionId: string;
  vehicleMakeId: string;
  model: string;
  yom: string;
  price: string;
  transmissionId: string;
  fuelTypeId: string;
  engineCapacity: string;
  mileage: string;
  description: string;
  ongoingLease: boolean;
  airCondition: boolean;
  powerMirror: boolean;
  powerSteering: boolean;
  powerWindow: boolean;
  /** Local vehicle facts (issue 38): '' when the seller does not say. */
  registration: string;
  registrationYear: string;
  owners: string;
  townId: string;
}

export function emptyDraft(phone: string): AdDraft {
  return {
    title: '',
    phone,
    cityId: '',
    vehicleTypeId: '',
    conditionId: '',
    vehicleMakeId: '',
    model: '',
    yom: '',
    price: '',
    transmissionId: '',
    fuelTypeId: '',
    engineCapacity: '',
    mileage: '',
    description: '',
    ongoingLease: false,
    airCondition: false,
    powerMirror: false,
    powerSteering: false,
    powerWindow: false,
    registration: '',
    registrationYear: '',
    owners: '',
    townId: '',
  };
}

/** An ad's fields as the API sends them for editing (flags as '0' or '1'), back into a draft. */
export function draftFromFields(fields: Record<string, string>, phone: string): AdDraft {
  const draft = emptyDraft(phone);
  for (const name of AD_FIELD_NAMES) {
    const value = fields[name];
    if (value === undefined) continue;
    if (typeof draft[name] === 'boolean')
      (draft as unknown as Record<string, boolean>)[name] = value === '1';
    else (draft as unknown as Record<string, string>)[name] = value;
  }
  return draft;
}

/** The multipart text parts of POST /api/vehicles/new-ad. */
export function toAdFields(draft: AdDraft): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of AD_FIELD_NAMES) {
    const value = draft[name];
    fields[name] = typeof value === 'boolean' ? (value ? '1' : '0') : value;
  }
  return fields;
}

export type DraftCheck =
  { ok: true; ad: AdFields } | { ok: false; field: keyof AdDraft; message: string };

/**
 * Step 1's Continue: the API's own schema, whose rules run in the spec's order, so the first
 * issue is the message to toast (spec section 5). The message is English: show it through t().
 */
export function checkDraft(draft: AdDraft): DraftCheck {
  const parsed = AdFieldsSchema.safeParse(toAdFields(draft));
  if (parsed.success) return { ok: true, ad: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    field: (issue?.path[0] as keyof AdDraft | undefined) ?? 'title',
    message: issue?.message ?? msg('Please check the details'),
  };
}
