import { ALL_CITIES } from '@carmarket/shared/all-cities';
import { SEARCH_ADDRESS_NAMES } from '@carmarket/shared/search-address';
import type { Registration } from '@carmarket/shared/vehicle-facts-text';
import type { SearchQueryInput } from '@carmarket/shared/vehicle-search';
import { paths } from '../../config/paths';
import type { SearchVehiclesParams } from './api/search-vehicles';
import { withoutSeparators } from './number-text';
import { parseSearchQuery } from './search-query';

/**
 * The Buy Car page's state lives in the address bar (spec section 2: q, sort, page, min, max,
 * brand, condition, fuelType, types, transmission; api.md adds model, yomMin, yomMax,
 * mileageMin, mileageMax and city; issue 36 verifiedOnly; issue 37 listedWithinDays and confirmedWithinDays), so a link or a reload shows the same view and back and
 * forward step through changes.
 */
export interface SearchState {
  q: string;
  sort: number;
  page: number;
  min: number | undefined;
  max: number | undefined;
  brand: number[];
  /** Catalogue model ids; each narrows its own make (api.md). */
  model: number[];
  condition: number[];
  fuelType: number[];
  types: number[];
  transmission: number[];
  yomMin: number | undefined;
  yomMax: number | undefined;
  mileageMin: number | undefined;
  mileageMax: number | undefined;
  /**
   * The city this search names; 0 is All Cities. Undefined when the address names none: the
   * search then uses the city chosen in the top bar (decisions/051-buy-car-filters.md).
   */
  city: number | undefined;
  /** "Verified sellers": only ads whose seller verified their phone number (`verifiedOnly=true`). */
  verifiedOnly: boolean;
  /** Issue 37, "Listed in the last …": 1, 3, 7, 14 or 30 days (`listedWithinDays`). */
  listedWithinDays: number | undefined;
  /** Issue 37, "Confirmed this week": `confirmedWithinDays=7`. */
  confirmedWithinDays: number | undefined;
  /** Issue 38: registered or unregistered cars only (`registration=unregistered`). */
  registration: Registration | undefined;
  /** Issue 38: one town's cars (`townId=12`). */
  townId: number | undefined;
}

export type FilterState = Omit<SearchState, 'q' | 'sort' | 'page'>;

export const EMPTY_FILTERS: FilterState = {
  min: undefined,
  max: undefined,
  brand: [],
  model: [],
  condition: [],
  fuelType: [],
  types: [],
  transmission: [],
  yomMin: undefined,
  yomMax: undefined,
  mileageMin: undefined,
  mileageMax: undefined,
  city: undefined,
  verifiedOnly: false,
  listedWithinDays: undefined,
  confirmedWithinDays: undefined,
  registration: undefined,
  townId: undefined,
};

export const DEFAULT_SEARCH: SearchState = { q: '', sort: 0, page: 1, ...EMPTY_FILTERS };

const ID_KEYS = ['brand', 'model', 'condition', 'fuelType', 'types', 'transmission'] as const;
const NUMBER_KEYS = ['min', 'max', 'yomMin', 'yomMax', 'mileageMin', 'mileageMax'] as const;
/** Numbers written as they are: the ranges' ends and issue 37's days. */
const VALUE_KEYS = [
  ...NUMBER_KEYS,
  'listedWithinDays',
  'confirmedWithinDays',
  'registration',
  'townId',
] as const;

/** The address bar's names for the API's search parameters (api.md), one for each of the state's. */
const API_NAMES = SEARCH_ADDRESS_NAMES satisfies Record<keyof SearchState, keyof SearchQueryInput>;

const LIST_NAMES: ReadonlySet<string> = new Set(ID_KEYS);
const NUMBER_NAMES: ReadonlySet<string> = new Set(NUMBER_KEYS);

/**
 * One parameter of the address as the search rules read it. The filter panel is also an ordinary
 * GET form for browsers without JavaScript (car-search.tsx), which writes what the page's own
 * links write differently: a list one value at a time (`brand=3&brand=7` for `brand=3,7`), and a
 * price or mileage as its box shows it (`8,000,000`).
 */
function addressValue(params: URLSearchParams, name: string): string | null {
  if (LIST_NAMES.has(name)) {
    const values = params.getAll(name);
    return values.length ? values.join(',') : null;
  }
  const value = params.get(name);
  return value !== null && NUMBER_NAMES.has(name) ? withoutSeparators(value) : value;
}

/**
 * Reads the address with the API's own search rules (SearchQuerySchema's, by hand), so the page never asks for what the API
 * would refuse. An address is typed or pasted by people: a parameter the schema refuses is
 * dropped (a minimum above the maximum drops the minimum, an earliest year after the latest
 * drops the earliest) and the rest still apply.
 */
export function parseSearchState(params: URLSearchParams): SearchState {
  const input: Record<string, string> = {};
  for (const [urlName, apiName] of Object.entries(API_NAMES)) {
    const value = addressValue(params, urlName);
    if (value !== null) input[apiName] = value;
  }
  // Each value on its own first: the schema also checks a range whose other end is refused, and
  // would then refuse this good end too ("min=5000&max=x" would lose the 5000).
  for (const name of Object.keys(input)) {
    if (!parseSearchQuery({ [name]: input[name] }).success) delete input[name];
  }
  // Then the pairs: a minimum above the maximum drops the minimum.
  let parsed = parseSearchQuery(input);
  while (!parsed.success) {
    const refused = parsed.issues
      .map((issue) => String(issue.path[0]))
      .filter((name) => name in input);
    // Every refusal names its parameter; should one not, nothing is safe to keep.
    if (refused.length === 0) return DEFAULT_SEARCH;
    for (const name of refused) delete input[name];
    parsed = parseSearchQuery(input);
  }
  const query = parsed.data;
  return {
    // As typed, not trimmed (the schema checked it): the search box shows it while typing.
    q: input.query ?? '',
    sort: query.sort ?? 0,
    page: query.page ?? 1,
    min: query.min,
    max: query.max,
    brand: query.brands ?? [],
    model: query.models ?? [],
    condition: query.conditions ?? [],
    fuelType: query.fuelTypes ?? [],
    types: query.vehicleTypes ?? [],
    transmission: query.transmissions ?? [],
    yomMin: query.yomMin,
    yomMax: query.yomMax,
    mileageMin: query.mileageMin,
    mileageMax: query.mileageMax,
    // The schema reads city 0 as "no city"; here it is All Cities chosen over the top bar's.
    city: query.cityId ?? (input.cityId?.trim() ? ALL_CITIES.id : undefined),
    verifiedOnly: query.verifiedOnly ?? false,
    listedWithinDays: query.listedWithinDays,
    confirmedWithinDays: query.confirmedWithinDays,
    registration: query.registration,
    townId: query.townId,
  };
}

export function serialiseSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.sort !== 0) params.set('sort', String(state.sort));
  if (state.page !== 1) params.set('page', String(state.page));
  for (const key of VALUE_KEYS) {
    const value = state[key];
    if (value !== undefined) params.set(key, String(value));
  }
  for (const key of ID_KEYS) if (state[key].length) params.set(key, state[key].join(','));
  if (state.city !== undefined) params.set('city', String(state.city));
  if (state.verifiedOnly) params.set('verifiedOnly', 'true');
  return params;
}

/**
 * The Buy Car address of a search: `/buy-car?brand=3&page=2`, or `/buy-car` for a fresh one. Page
 * links, the make index and the car page's breadcrumbs link here, so each view has one address.
 */
export function searchAddress(state: SearchState): string {
  const query = serialiseSearchState(state).toString();
  return query ? `${paths.buyCar}?${query}` : paths.buyCar;
}

/** The city a search runs in: the one its address names, else the top bar's (0: all). */
export function searchCityId(state: Pick<SearchState, 'city'>, topBarCityId: number): number {
  return state.city ?? topBarCityId;
}

/** How many filters differ from a fresh search: the Filters button and Reset show it. */
export function countActiveFilters(filters: FilterState, topBarCityId: number): number {
  const numbers = VALUE_KEYS.filter((key) => filters[key] !== undefined).length;
  const ids = ID_KEYS.reduce((total, key) => total + filters[key].length, 0);
  const city = searchCityId(filters, topBarCityId) !== topBarCityId ? 1 : 0;
  return numbers + ids + city + Number(filters.verifiedOnly);
}

/** The API's search parameters for what the page shows. */
export function toSearchParams(state: SearchState, topBarCityId: number): SearchVehiclesParams {
  return {
    query: state.q.trim() || undefined,
    sort: state.sort,
    page: state.page,
    min: state.min,
    max: state.max,
    brands: state.brand,
    models: state.model,
    conditions: state.condition,
    fuelTypes: state.fuelType,
    vehicleTypes: state.types,
    transmissions: state.transmission,
    yomMin: state.yomMin,
    yomMax: state.yomMax,
    mileageMin: state.mileageMin,
    mileageMax: state.mileageMax,
    cityId: searchCityId(state, topBarCityId),
    // Every seller is what the API takes as given, as a search without a city is all cities.
    verifiedOnly: state.verifiedOnly || undefined,
    listedWithinDays: state.listedWithinDays,
    confirmedWithinDays: state.confirmedWithinDays,
    registration: state.registration,
    townId: state.townId,
  };
}
