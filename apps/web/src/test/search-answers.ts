import { LoadSpecsResponseSchema } from '@carmarket/shared/reference';
import { ModelsResponseSchema, SearchResponseSchema } from '@carmarket/shared/vehicle-search';
import { SuggestResponseSchema } from '@carmarket/shared/vehicle-suggest';

/**
 * The search answers the Buy Car components read, as the API documents them (api.md), checked
 * against the shared schemas: the filter choices, the model catalogue with its live-ad counts
 * (Lada has none), and a search that finds nothing.
 */
export const FILTER_SPECS = LoadSpecsResponseSchema.parse({
  conditions: [
    { id: 1, name: 'New' },
    { id: 2, name: 'Used' },
  ],
  fuelTypes: [
    { id: 1, name: 'Petrol' },
    { id: 2, name: 'Hybrid' },
  ],
  transmissions: [{ id: 1, name: 'Automatic' }],
  brands: [
    { id: 1, name: 'Toyota' },
    { id: 2, name: 'Honda' },
    { id: 3, name: 'Lada' },
  ],
  types: [{ id: 1, name: 'Car' }],
  minPrice: 1_000_000,
  maxPrice: 20_000_000,
});

export const MODEL_CATALOGUE = ModelsResponseSchema.parse({
  models: [
    { id: 7, name: 'Aqua', makeId: 1, count: 1200 },
    { id: 9, name: 'Vitz', makeId: 1, count: 34 },
    { id: 8, name: 'Fit', makeId: 2, count: 1 },
    { id: 10, name: 'Niva', makeId: 3, count: 0 },
  ],
});

export const NO_CARS = SearchResponseSchema.parse({
  cars: [],
  carsCount: 0,
  carsCountExact: true,
  limit: 12,
  pageCount: 0,
});

export const CITIES = [
  { id: 3, name: 'Kandy' },
  { id: 4, name: 'Colombo' },
];

/** What the search box offers for "toy": the make, its models and a model year, best first. */
export const TOYOTA_SUGGESTIONS = SuggestResponseSchema.parse({
  suggestions: [
    { kind: 'make', label: 'Toyota', count: 1234, filter: { brands: [1] } },
    { kind: 'model', label: 'Toyota Aqua', count: 1200, filter: { brands: [1], models: [7] } },
    {
      kind: 'modelYear',
      label: 'Toyota Aqua 2016',
      count: 95,
      filter: { brands: [1], models: [7], yomMin: 2016, yomMax: 2016 },
    },
    { kind: 'model', label: 'Toyota Vitz', count: 34, filter: { brands: [1], models: [9] } },
  ],
});

/** The fixture's table for these answers (test/api-fixture-server.ts). */
export const SEARCH_ROUTES = {
  'GET /api/vehicles/load-specs': () => ({ status: 200, body: FILTER_SPECS }),
  'GET /api/vehicles/models': () => ({ status: 200, body: MODEL_CATALOGUE }),
  'GET /api/vehicles/search': () => ({ status: 200, body: NO_CARS }),
  'GET /api/vehicles/suggest': (_request: unknown, url: URL) => ({
    status: 200,
    body: url.searchParams.get('q')?.toLowerCase().startsWith('toy')
      ? TOYOTA_SUGGESTIONS
      : { suggestions: [] },
  }),
};
