import type { CitiesResponse, LoadSpecsResponse } from '@carmarket/shared/reference';
import type { TownsResponse } from '@carmarket/shared/vehicle-facts';
import type { ReferenceRepository } from './reference.repository';

export async function listCities(options: {
  repository: ReferenceRepository;
}): Promise<CitiesResponse> {
  return { cities: await options.repository.listCities() };
}

/** Each district's main towns (issue 38): Buy Car's town filter. */
export async function listTowns(options: {
  repository: ReferenceRepository;
}): Promise<TownsResponse> {
  return { towns: await options.repository.listTowns() };
}

/** The search page's facets (spec section 3, "Filter specs") and the live price range. */
export async function loadFilterSpecs(options: {
  repository: ReferenceRepository;
  now?: Date;
}): Promise<LoadSpecsResponse> {
  const { repository } = options;
  const [conditions, fuelTypes, transmissions, brands, types, priceRange] = await Promise.all([
    repository.listConditions(),
    repository.listFuelTypes(),
    repository.listTransmissions(),
    repository.listMakes(),
    repository.listVehicleTypes(),
    repository.livePriceRange(options.now ?? new Date()),
  ]);
  return { conditions, fuelTypes, transmissions, brands, types, ...priceRange };
}
