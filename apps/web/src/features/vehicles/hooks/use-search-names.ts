import type { IdName } from '@carmarket/shared/reference';
import { useMemo } from 'react';
import { useFilterSpecs } from '../api/get-filter-specs';
import { useVehicleModels } from '../api/get-vehicle-models';
import type { SearchNames } from '../saved-search-params';

/** The names of a search's ids (makes, models, types…, cities); undefined until they load. */
export function useSearchNames(cities: IdName[]): SearchNames | undefined {
  const specs = useFilterSpecs();
  const models = useVehicleModels([]);
  return useMemo(() => {
    if (!specs.data) return undefined;
    const { brands, conditions, fuelTypes, types, transmissions } = specs.data;
    return {
      brands,
      models: models.data ?? [],
      conditions,
      fuelTypes,
      types,
      transmissions,
      cities,
    };
  }, [specs.data, models.data, cities]);
}
