import { ALL_CITIES } from '@carmarket/shared/all-cities';
import type { IdName } from '@carmarket/shared/reference';
import { useId } from 'react';
import { inputStyles } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

interface CityFilterProps {
  /** Sorted by name; empty while they load or when they could not be loaded. */
  cities: IdName[];
  /** The city the search runs in; 0 for All Cities. */
  value: number;
  onChange: (cityId: number) => void;
}

/** A select of the cities, All Cities first (spec section 3). */
export function CityFilter({ cities, value, onChange }: CityFilterProps) {
  const { t } = useT();
  const id = useId();
  const known = value === ALL_CITIES.id || cities.some((city) => city.id === value);
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {t('City')}
      </label>
      <select
        id={id}
        name="city"
        value={value}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        className={cn(inputStyles, 'h-11 py-2 pr-8 pl-3')}
      >
        <option value={ALL_CITIES.id}>{t(ALL_CITIES.name)}</option>
        {/* The list has not come (yet): the chosen city still shows as chosen. */}
        {!known && <option value={value}>{t('Chosen city')}</option>}
        {cities.map((city) => (
          <option key={city.id} value={city.id}>
            {t(city.name)}
          </option>
        ))}
      </select>
    </div>
  );
}
