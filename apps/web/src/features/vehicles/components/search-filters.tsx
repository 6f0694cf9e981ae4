import type { LoadSpecsResponse } from '@carmarket/shared/reference';
import type { FilterState } from '../search-state';
import { ChipFilter } from './chip-filter';
import { FilterSection } from './filter-section';
import { PriceRangeFilter, priceBounds } from './price-range-filter';

interface SearchFiltersProps {
  specs: LoadSpecsResponse;
  value: FilterState;
  onChange: (change: Partial<FilterState>) => void;
}

/** The filter panel's sections, in the spec's order. */
export function SearchFilters({ specs, value, onChange }: SearchFiltersProps) {
  const chips = [
    { title: 'Brand', key: 'brand', options: specs.brands },
    { title: 'Condition', key: 'condition', options: specs.conditions },
    { title: 'Fuel Type', key: 'fuelType', options: specs.fuelTypes },
    { title: 'Vehicle Type', key: 'types', options: specs.types },
    { title: 'Transmission', key: 'transmission', options: specs.transmissions },
  ] as const;
  return (
    <div>
      <FilterSection title="Price Range">
        <PriceRangeFilter
          bounds={priceBounds(specs.minPrice, specs.maxPrice)}
          min={value.min}
          max={value.max}
          onChange={onChange}
        />
      </FilterSection>
      {chips.map(({ title, key, options }) => (
        <FilterSection key={key} title={title}>
          <ChipFilter
            label={title}
            options={options}
            selected={value[key]}
            onChange={(selected) => onChange({ [key]: selected })}
          />
        </FilterSection>
      ))}
    </div>
  );
}
