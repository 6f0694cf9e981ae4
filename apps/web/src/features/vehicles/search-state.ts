import { SearchQuerySchema, type SearchQueryInput } from '@carmarket/shared/vehicle-search';

/**
 * The Buy Car page's state lives in the address bar (spec section 2: q, sort, page, min, max,
 * brand, condition, fuelType, types, transmission), so a link or a reload shows the same view
 * and back and forward step through changes.
 */
export interface SearchState {
  q: string;
  sort: number;
  page: number;
  min: number | undefined;
  max: number | undefined;
  brand: number[];
  condition: number[];
  fuelType: number[];
  types: number[];
  transmission: number[];
}

export type FilterState = Pick<
  SearchState,
  'min' | 'max' | 'brand' | 'condition' | 'fuelType' | 'types' | 'transmission'
>;

export const EMPTY_FILTERS: FilterState = {
  min: undefined,
  max: undefined,
  brand: [],
  condition: [],
  fuelType: [],
  types: [],
  transmission: [],
};

const ID_KEYS = ['brand', 'condition', 'fuelType', 'types', 'transmission'] as const;

/** The address bar's names for the API's search parameters (api.md). */
const API_NAMES = {
  q: 'query',
  sort: 'sort',
  page: 'page',
  min: 'min',
  max: 'max',
  brand: 'brands',
  condition: 'conditions',
  fuelType: 'fuelTypes',
  types: 'vehicleTypes',
  transmission: 'transmissions',
} as const satisfies Record<keyof SearchState, keyof SearchQueryInput>;

/**
 * Reads the address with the API's own search schema, so the page never asks for what the API
 * would refuse. An address is typed or pasted by people: a parameter the schema refuses is
 * dropped (a minimum above the maximum drops the minimum) and the rest still apply.
 */
export function parseSearchState(params: URLSearchParams): SearchState {
  const input: Record<string, string> = {};
  for (const [urlName, apiName] of Object.entries(API_NAMES)) {
    const value = params.get(urlName);
    if (value !== null) input[apiName] = value;
  }
  let parsed = SearchQuerySchema.safeParse(input);
  while (!parsed.success) {
    const refused = parsed.error.issues
      .map((issue) => String(issue.path[0]))
      .filter((name) => name in input);
    // Every refusal names its parameter; should one not, nothing is safe to keep.
    if (refused.length === 0) return { q: '', sort: 0, page: 1, ...EMPTY_FILTERS };
    for (const name of refused) delete input[name];
    parsed = SearchQuerySchema.safeParse(input);
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
    condition: query.conditions ?? [],
    fuelType: query.fuelTypes ?? [],
    types: query.vehicleTypes ?? [],
    transmission: query.transmissions ?? [],
  };
}

export function serialiseSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.sort !== 0) params.set('sort', String(state.sort));
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.min !== undefined) params.set('min', String(state.min));
  if (state.max !== undefined) params.set('max', String(state.max));
  for (const key of ID_KEYS) if (state[key].length) params.set(key, state[key].join(','));
  return params;
}
