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

function ids(value: string | null): number[] {
  if (!value) return [];
  return value
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}

function positive(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

export function parseSearchState(params: URLSearchParams): SearchState {
  const sort = Number(params.get('sort'));
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    sort: Number.isInteger(sort) && sort >= 0 && sort <= 4 ? sort : 0,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    min: positive(params.get('min')),
    max: positive(params.get('max')),
    brand: ids(params.get('brand')),
    condition: ids(params.get('condition')),
    fuelType: ids(params.get('fuelType')),
    types: ids(params.get('types')),
    transmission: ids(params.get('transmission')),
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
