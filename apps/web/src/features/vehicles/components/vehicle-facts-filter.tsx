import { REGISTRATIONS, VEHICLE_FACT_LABELS } from '@carmarket/shared/vehicle-facts';
import { useId } from 'react';
import { inputStyles } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useTowns } from '../api/get-towns';
import type { FilterState } from '../search-state';

interface VehicleFactsFilterProps {
  registration: FilterState['registration'];
  townId: number | undefined;
  /** The city the search runs in (0: all cities): a town is chosen within one city. */
  cityId: number;
  onChange: (change: Pick<Partial<FilterState>, 'registration' | 'townId'>) => void;
}

const selectStyles = cn(inputStyles, 'h-11 py-2 pr-8 pl-3');

/**
 * Issue 38: registered or unregistered cars (reconditioned imports are unregistered), and the
 * town within the city, as the address writes them (`registration=unregistered`, `townId=12`), so
 * the plain form sends the same. In the filter panel's own chunk: Buy Car's first load pays
 * nothing for it. A town named as its district reads in the page's language, as cities do.
 */
export function VehicleFactsFilter({
  registration,
  townId: town,
  cityId,
  onChange,
}: VehicleFactsFilterProps) {
  const { t } = useT();
  const registrationId = useId();
  const townSelectId = useId();
  const towns = useTowns().data ?? [];
  const offered = towns.filter((row) => row.cityId === cityId);
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={registrationId} className="mb-1 block text-sm text-slate-700">
          {t(VEHICLE_FACT_LABELS.registration)}
        </label>
        <select
          id={registrationId}
          name="registration"
          value={registration ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onChange({ registration: REGISTRATIONS.find((option) => option === value) });
          }}
          className={selectStyles}
        >
          <option value="">{t('Any')}</option>
          {REGISTRATIONS.map((option) => (
            <option key={option} value={option}>
              {t(VEHICLE_FACT_LABELS[option])}
            </option>
          ))}
        </select>
      </div>
      {/* A town is within a city: chosen once the search has one (or the address names one). */}
      {(cityId > 0 || town !== undefined) && (
        <div>
          <label htmlFor={townSelectId} className="mb-1 block text-sm text-slate-700">
            {t(VEHICLE_FACT_LABELS.town)}
          </label>
          <select
            id={townSelectId}
            name="townId"
            value={town ?? ''}
            onChange={(event) => {
              const value = Number(event.currentTarget.value);
              onChange({ townId: value > 0 ? value : undefined });
            }}
            className={selectStyles}
          >
            <option value="">{t('All towns')}</option>
            {/* The list has not come (yet): the chosen town still shows as chosen. */}
            {town !== undefined && !offered.some((row) => row.id === town) && (
              <option value={town}>{t('Chosen town')}</option>
            )}
            {offered.map((row) => (
              <option key={row.id} value={row.id}>
                {t(row.name)}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
