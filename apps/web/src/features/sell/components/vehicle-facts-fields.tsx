import type { Town } from '@carmarket/shared/vehicle-facts';
import { VEHICLE_FACT_LABELS } from '@carmarket/shared/vehicle-facts';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import type { AdDraft } from './ad-draft';

type FactField = 'registration' | 'registrationYear' | 'owners' | 'townId';

interface VehicleFactsFieldsProps {
  draft: AdDraft;
  onChange: (changes: Partial<AdDraft>) => void;
  towns: Town[];
  invalidField: keyof AdDraft | null;
}

/**
 * Local vehicle facts (issue 38, decision 136), each optional: registered or not, the year of
 * registration (asked only for a registered car), previous owners and the town within the chosen
 * city. Town names stay as the reference data writes them, as makes do.
 */
export function VehicleFactsFields({
  draft,
  onChange,
  towns,
  invalidField,
}: VehicleFactsFieldsProps) {
  const { t } = useT();
  const cityTowns = towns.filter((town) => String(town.cityId) === draft.cityId);
  const registered = draft.registration === 'registered';
  const control = (name: FactField) => ({
    'aria-invalid': invalidField === name,
    className: inputStyles,
  });

  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-3 text-sm font-semibold text-slate-800">
        {t('Registration and ownership')}
      </legend>
      <FormField label={t(VEHICLE_FACT_LABELS.registration)} optional>
        {(field) => (
          <select
            {...field}
            {...control('registration')}
            className={cn(inputStyles, 'pr-10')}
            value={draft.registration}
            onChange={(event) =>
              onChange({
                registration: event.target.value,
                // Only a registered car has a year of registration.
                ...(event.target.value === 'registered' ? {} : { registrationYear: '' }),
              })
            }
          >
            <option value="">{t('Not specified')}</option>
            <option value="registered">{t(VEHICLE_FACT_LABELS.registered)}</option>
            <option value="unregistered">{t('Unregistered (reconditioned or brand new)')}</option>
          </select>
        )}
      </FormField>
      {registered && (
        <FormField label={t(VEHICLE_FACT_LABELS.registrationYear)} optional>
          {(field) => (
            <input
              {...field}
              {...control('registrationYear')}
              type="text"
              inputMode="numeric"
              placeholder={t('e.g. {example}', { example: '2019' })}
              value={draft.registrationYear}
              onChange={(event) => onChange({ registrationYear: event.target.value })}
            />
          )}
        </FormField>
      )}
      <FormField label={t(VEHICLE_FACT_LABELS.owners)} hint={t('0 to 20')} optional>
        {(field) => (
          <input
            {...field}
            {...control('owners')}
            type="text"
            inputMode="numeric"
            placeholder={t('e.g. {example}', { example: '1' })}
            value={draft.owners}
            onChange={(event) => onChange({ owners: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        label={t(VEHICLE_FACT_LABELS.town)}
        hint={draft.cityId === '' ? t('Choose the city first') : undefined}
        optional
      >
        {(field) => (
          <select
            {...field}
            {...control('townId')}
            className={cn(inputStyles, 'pr-10')}
            disabled={cityTowns.length === 0}
            value={cityTowns.some((town) => String(town.id) === draft.townId) ? draft.townId : ''}
            onChange={(event) => onChange({ townId: event.target.value })}
          >
            <option value="">{t('Select town')}</option>
            {cityTowns.map((town) => (
              <option key={town.id} value={town.id}>
                {t(town.name)}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </fieldset>
  );
}
