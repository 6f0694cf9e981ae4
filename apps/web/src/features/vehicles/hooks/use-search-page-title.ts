import { searchPageIds, searchPageSubject, searchPageTitle } from '@carmarket/shared/page-titles';
import type { IdName } from '@carmarket/shared/reference';
import { useSearchParams } from 'react-router';
import { useFilterSpecs } from '../api/get-filter-specs';
import { useVehicleModels } from '../api/get-vehicle-models';

/**
 * The Buy Car page's title for its address, in the server's words: "Toyota Aqua for sale in
 * Kandy" from the one make, model and city the address names (shared/page-titles reads them as
 * the server does). `undefined` until every name it needs has arrived.
 *
 * @param cities The top bar's city list; undefined while it loads.
 */
export function useSearchPageTitle(cities: IdName[] | undefined): string | undefined {
  const [params] = useSearchParams();
  const ids = searchPageIds(params);
  const specs = useFilterSpecs();
  // A model alone names its make too, so without a make the whole catalogue is asked (the Model
  // filter asks the same for a model chosen alone, so it is one request).
  const models = useVehicleModels(ids.make === undefined ? [] : [ids.make], {
    enabled: ids.model !== undefined,
  });
  // The makes' names come with the filter choices; a model's make is named there too.
  if ((ids.make !== undefined || ids.model !== undefined) && !specs.data) return undefined;
  if (ids.model !== undefined && !models.data) return undefined;
  if (ids.city !== undefined && !cities) return undefined;

  const make = specs.data?.brands.find((brand) => brand.id === ids.make)?.name;
  const model = models.data?.find((candidate) => candidate.id === ids.model);
  const modelMake = model && specs.data?.brands.find((brand) => brand.id === model.makeId)?.name;
  return searchPageTitle(
    searchPageSubject({
      make,
      model: model && modelMake ? { make: modelMake, model: model.name } : undefined,
      city: cities?.find((city) => city.id === ids.city)?.name,
    }),
    ids.page,
  );
}
