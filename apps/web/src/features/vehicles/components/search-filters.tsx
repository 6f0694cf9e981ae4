import type { IdName, LoadSpecsResponse } from '@carmarket/shared/reference';
import { msg } from '@carmarket/shared/i18n/translate';
import { useT } from '../../../lib/i18n';
import { useVehicleModels } from '../api/get-vehicle-models';
import { keepModelsOfMakes } from '../keep-models-of-makes';
import { searchCityId, type FilterState } from '../search-state';
import { ChipFilter } from './chip-filter';
import { CityFilter } from './city-filter';
import { FilterSection } from './filter-section';
import { FreshnessFilter } from './freshness-filter';
import { ModelFilter } from './model-filter';
import { PriceRangeFilter, priceBounds } from './price-range-filter';
import { RangeFields } from './range-fields';
import { VehicleFactsFilter } from './vehicle-facts-filter';
import { VerifiedSellersFilter } from './verified-sellers-filter';
import { YearRangeFilter } from './year-range-filter';

export interface FilterChangeOptions {
  /** The change is a key typed into a box: it replaces the history entry instead of adding one. */
  typing?: boolean;
}

interface SearchFiltersProps {
  specs: LoadSpecsResponse;
  cities: IdName[];
  /** The city chosen in the top bar; the search uses it unless the address names another. */
  topBarCityId: number;
  value: FilterState;
  onChange: (change: Partial<FilterState>, options?: FilterChangeOptions) => void;
  /** The results' id, for each section's "Skip to results" link (the panel beside them). */
  skipTo?: string;
}

/**
 * The filter panel's sections: the spec's, with Model, Year and Mileage after Brand and City
 * last; issue 36's Seller section first, one chip a buyer finds without scrolling the drawer,
 * then issue 37's Listing section: how new the ad is and whether it was confirmed this week.
 */
export function SearchFilters({
  specs,
  cities,
  topBarCityId,
  value,
  onChange,
  skipTo,
}: SearchFiltersProps) {
  const { t } = useT();
  const chosenMakes = specs.brands.filter((make) => value.brand.includes(make.id));
  const listed = useVehicleModels(value.brand, { enabled: value.brand.length > 0 });
  // Chosen models outside the chosen makes (a link may name models alone) are named from the
  // whole catalogue, so they can be seen and taken off.
  const unplaced = value.model.filter((id) => !listed.data?.some((model) => model.id === id));
  const catalogue = useVehicleModels([], {
    enabled: unplaced.length > 0 && (value.brand.length === 0 || listed.isSuccess),
  });
  const others = catalogue.data?.filter((model) => unplaced.includes(model.id)) ?? [];
  const known =
    listed.data || catalogue.data ? [...(listed.data ?? []), ...(catalogue.data ?? [])] : undefined;

  const chips = [
    { title: msg('Condition'), key: 'condition', options: specs.conditions },
    { title: msg('Fuel Type'), key: 'fuelType', options: specs.fuelTypes },
    { title: msg('Vehicle Type'), key: 'types', options: specs.types },
    { title: msg('Transmission'), key: 'transmission', options: specs.transmissions },
  ] as const;
  return (
    <div>
      <FilterSection skipTo={skipTo} title={t('Seller')}>
        <VerifiedSellersFilter
          checked={value.verifiedOnly}
          onChange={(verifiedOnly) => onChange({ verifiedOnly })}
        />
      </FilterSection>
      <FilterSection skipTo={skipTo} title={t('Listing')}>
        <FreshnessFilter
          listedWithinDays={value.listedWithinDays}
          confirmedWithinDays={value.confirmedWithinDays}
          onChange={onChange}
        />
      </FilterSection>
      <FilterSection skipTo={skipTo} title={t('Price Range')}>
        <PriceRangeFilter
          bounds={priceBounds(specs.minPrice, specs.maxPrice)}
          min={value.min}
          max={value.max}
          onChange={onChange}
        />
      </FilterSection>
      <FilterSection skipTo={skipTo} title={t('Brand')}>
        <ChipFilter
          label={t('Brand')}
          name="brand"
          options={specs.brands}
          selected={value.brand}
          onChange={(brand) =>
            onChange({ brand, model: keepModelsOfMakes(value.model, brand, known) })
          }
        />
      </FilterSection>
      <FilterSection skipTo={skipTo} title={t('Model')}>
        <ModelFilter
          makes={chosenMakes}
          models={listed.data}
          failed={listed.isError}
          others={others}
          makeNames={specs.brands}
          selected={value.model}
          onChange={(model) => onChange({ model })}
        />
      </FilterSection>
      <FilterSection skipTo={skipTo} title={t('Year')}>
        <YearRangeFilter from={value.yomMin} to={value.yomMax} onChange={onChange} />
      </FilterSection>
      <FilterSection skipTo={skipTo} title={t('Mileage')}>
        <RangeFields
          keys={{ min: 'mileageMin', max: 'mileageMax' }}
          hiddenName={t('mileage in miles')}
          unit="mi"
          min={value.mileageMin}
          max={value.mileageMax}
          onChange={(range) =>
            onChange({ mileageMin: range.min, mileageMax: range.max }, { typing: true })
          }
        />
      </FilterSection>
      {chips.map(({ title, key, options }) => (
        <FilterSection key={key} skipTo={skipTo} title={t(title)}>
          <ChipFilter
            label={t(title)}
            name={key}
            options={options.map((option) => ({ ...option, name: t(option.name) }))}
            selected={value[key]}
            onChange={(selected) => onChange({ [key]: selected })}
          />
        </FilterSection>
      ))}
      <FilterSection skipTo={skipTo} title={t('City')}>
        <CityFilter
          cities={cities}
          value={searchCityId(value, topBarCityId)}
          // A town belongs to its city (issue 38): another city lets it go.
          onChange={(city) => onChange({ city, townId: undefined })}
        />
      </FilterSection>
      <FilterSection skipTo={skipTo} title={t('Registration and town')}>
        <VehicleFactsFilter
          registration={value.registration}
          townId={value.townId}
          cityId={searchCityId(value, topBarCityId)}
          onChange={onChange}
        />
      </FilterSection>
    </div>
  );
}
