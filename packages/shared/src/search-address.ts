import type { SearchQueryInput } from './vehicle-search';

/**
 * The Buy Car page's address names (`/buy-car?brand=3&page=2`) and the search API's name for
 * each (api.md): the web app reads its address with them, and the server reads the same address
 * to know a page's status before it renders (decision 117).
 */
export const SEARCH_ADDRESS_NAMES = {
  q: 'query',
  sort: 'sort',
  page: 'page',
  min: 'min',
  max: 'max',
  brand: 'brands',
  model: 'models',
  condition: 'conditions',
  fuelType: 'fuelTypes',
  types: 'vehicleTypes',
  transmission: 'transmissions',
  yomMin: 'yomMin',
  yomMax: 'yomMax',
  mileageMin: 'mileageMin',
  mileageMax: 'mileageMax',
  city: 'cityId',
  verifiedOnly: 'verifiedOnly',
  listedWithinDays: 'listedWithinDays',
  confirmedWithinDays: 'confirmedWithinDays',
  registration: 'registration',
  townId: 'townId',
} as const satisfies Record<string, keyof SearchQueryInput>;
