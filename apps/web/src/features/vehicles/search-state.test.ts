import {
  latestModelYear,
  SEARCH_LIMITS,
  SearchQuerySchema,
  type SearchQuery,
} from '@carmarket/shared/vehicle-search';
import { describe, expect, it } from 'vitest';
import { searchVehiclesQuery } from './api/search-vehicles';
import {
  countActiveFilters,
  DEFAULT_SEARCH,
  EMPTY_FILTERS,
  parseSearchState,
  serialiseSearchState,
  toSearchParams,
  type SearchState,
} from './search-state';
import { keepModelsOfMakes } from './keep-models-of-makes';

const parse = (query: string) => parseSearchState(new URLSearchParams(query));

const DEFAULTS: SearchState = DEFAULT_SEARCH;

describe('parseSearchState', () => {
  it('reads an empty address as the first page of everything', () => {
    expect(parse('')).toEqual(DEFAULTS);
  });

  it('reads every parameter of a valid address', () => {
    expect(
      parse(
        'q=toyota+axio&sort=2&page=3&min=1000000&max=4250000.5&brand=3,7&model=12,40&condition=1&fuelType=2,4&types=5&transmission=1&yomMin=2012&yomMax=2018&mileageMin=10000&mileageMax=90000&city=5&verifiedOnly=true&listedWithinDays=7&confirmedWithinDays=7',
      ),
    ).toEqual({
      q: 'toyota axio',
      sort: 2,
      page: 3,
      min: 1_000_000,
      max: 4_250_000.5,
      brand: [3, 7],
      model: [12, 40],
      condition: [1],
      fuelType: [2, 4],
      types: [5],
      transmission: [1],
      yomMin: 2012,
      yomMax: 2018,
      mileageMin: 10_000,
      mileageMax: 90_000,
      city: 5,
      verifiedOnly: true,
      listedWithinDays: 7,
      confirmedWithinDays: 7,
    });
  });

  it('keeps the search text as typed, spaces included, so the box does not lose them', () => {
    expect(parse('q=corolla+').q).toBe('corolla ');
    expect(parse('q=+').q).toBe(' ');
  });

  it('drops a sort outside the five options and keeps the rest', () => {
    expect(parse('sort=5&q=vitz')).toEqual({ ...DEFAULTS, q: 'vitz' });
    expect(parse('sort=cheap')).toEqual(DEFAULTS);
  });

  it('drops a page that is not a whole number from 1', () => {
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=-2').page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=two').page).toBe(1);
  });

  it('drops a page past the last one the API serves', () => {
    expect(parse(`page=${SEARCH_LIMITS.maxPage}`).page).toBe(SEARCH_LIMITS.maxPage);
    expect(parse(`page=${SEARCH_LIMITS.maxPage + 1}&sort=1`)).toEqual({ ...DEFAULTS, sort: 1 });
  });

  it('drops a search text longer than the API accepts', () => {
    const long = 'a'.repeat(SEARCH_LIMITS.queryLength + 1);
    expect(parse(`q=${long}&sort=1`)).toEqual({ ...DEFAULTS, sort: 1 });
  });

  it('drops a price that is not a plain amount with at most 2 decimals', () => {
    expect(parse('min=1e6&max=2000000')).toEqual({ ...DEFAULTS, max: 2_000_000 });
    expect(parse('min=100.123').min).toBeUndefined();
    expect(parse('max=-5').max).toBeUndefined();
  });

  it('keeps a good end of a range whose other end is refused', () => {
    expect(parse('min=5000&max=cheap')).toEqual({ ...DEFAULTS, min: 5000 });
    expect(parse('yomMin=2010&yomMax=20x')).toEqual({ ...DEFAULTS, yomMin: 2010 });
    expect(parse('mileageMin=90000&mileageMax=5000x')).toEqual({ ...DEFAULTS, mileageMin: 90_000 });
  });

  it('drops a minimum above the maximum, keeping the maximum', () => {
    expect(parse('min=5000000&max=1000000')).toEqual({ ...DEFAULTS, max: 1_000_000 });
  });

  it('drops an id list with anything but ids in it, and keeps the other lists', () => {
    expect(parse('brand=3,x,7&fuelType=2')).toEqual({ ...DEFAULTS, fuelType: [2] });
    expect(parse('condition=0').condition).toEqual([]);
  });

  it('drops an id list longer than the API accepts, and reads repeated ids once', () => {
    const many = Array.from({ length: SEARCH_LIMITS.maxIds + 1 }, (_, index) => index + 1);
    expect(parse(`types=${many.join(',')}`).types).toEqual([]);
    expect(parse('types=4,4,2').types).toEqual([4, 2]);
  });

  it('drops a model list with anything but ids in it, and keeps the makes', () => {
    expect(parse('brand=3&model=12,fit')).toEqual({ ...DEFAULTS, brand: [3] });
    expect(parse('model=0').model).toEqual([]);
    expect(parse('model=12,12,40').model).toEqual([12, 40]);
  });

  it('reads years from 1950 to next year and drops any other', () => {
    const next = latestModelYear();
    expect(parse(`yomMin=1950&yomMax=${next}`)).toMatchObject({ yomMin: 1950, yomMax: next });
    expect(parse('yomMin=1949&yomMax=2015')).toEqual({ ...DEFAULTS, yomMax: 2015 });
    expect(parse(`yomMax=${next + 1}&yomMin=2015`)).toEqual({ ...DEFAULTS, yomMin: 2015 });
    expect(parse('yomMin=15').yomMin).toBeUndefined();
    expect(parse('yomMin=2015.5').yomMin).toBeUndefined();
    expect(parse('yomMax=last').yomMax).toBeUndefined();
  });

  it('drops an earliest year after the latest, keeping the latest', () => {
    expect(parse('yomMin=2020&yomMax=2012')).toEqual({ ...DEFAULTS, yomMax: 2012 });
    expect(parse('yomMin=2015&yomMax=2015')).toMatchObject({ yomMin: 2015, yomMax: 2015 });
  });

  it('reads mileage as whole miles and drops anything else', () => {
    expect(parse('mileageMin=0&mileageMax=150000')).toMatchObject({
      mileageMin: 0,
      mileageMax: 150_000,
    });
    expect(parse('mileageMin=-1').mileageMin).toBeUndefined();
    expect(parse('mileageMin=1.5').mileageMin).toBeUndefined();
    expect(parse('mileageMax=50,x00').mileageMax).toBeUndefined();
    expect(parse(`mileageMax=${SEARCH_LIMITS.maxMileage + 1}`).mileageMax).toBeUndefined();
  });

  it('drops a lowest mileage above the highest, keeping the highest', () => {
    expect(parse('mileageMin=90000&mileageMax=10000&sort=4')).toEqual({
      ...DEFAULTS,
      sort: 4,
      mileageMax: 10_000,
    });
  });

  it('reads a city id, city 0 as All Cities, and drops anything else', () => {
    expect(parse('city=5').city).toBe(5);
    expect(parse('city=0').city).toBe(0);
    expect(parse('').city).toBeUndefined();
    expect(parse('city=').city).toBeUndefined();
    expect(parse('city=colombo&brand=2')).toEqual({ ...DEFAULTS, brand: [2] });
    expect(parse('city=-3').city).toBeUndefined();
  });
});

describe('the Verified sellers filter in the address (issue 36)', () => {
  it('reads verifiedOnly=true as on, false or nothing as off, and drops anything else', () => {
    expect(parse('verifiedOnly=true').verifiedOnly).toBe(true);
    expect(parse('verifiedOnly=+true+').verifiedOnly).toBe(true);
    expect(parse('verifiedOnly=false').verifiedOnly).toBe(false);
    expect(parse('verifiedOnly=yes&brand=3')).toEqual({ ...DEFAULTS, brand: [3] });
  });

  it('writes verifiedOnly=true only when on, and round-trips', () => {
    expect(serialiseSearchState({ ...DEFAULTS, verifiedOnly: true }).toString()).toBe(
      'verifiedOnly=true',
    );
    expect(serialiseSearchState(parse('verifiedOnly=false')).toString()).toBe('');
    expect(parseSearchState(serialiseSearchState({ ...DEFAULTS, verifiedOnly: true }))).toEqual({
      ...DEFAULTS,
      verifiedOnly: true,
    });
  });

  it('asks the API for verified sellers only when on', () => {
    expect(apiReads({ ...DEFAULTS, verifiedOnly: true }, 0).verifiedOnly).toBe(true);
    expect(searchVehiclesQuery(toSearchParams(DEFAULTS, 0)).verifiedOnly).toBeUndefined();
  });

  it('counts as one active filter, and Reset’s empty filters turn it off', () => {
    expect(countActiveFilters({ ...EMPTY_FILTERS, verifiedOnly: true }, 0)).toBe(1);
    expect(countActiveFilters({ ...EMPTY_FILTERS, verifiedOnly: true, brand: [1] }, 0)).toBe(2);
    expect(EMPTY_FILTERS.verifiedOnly).toBe(false);
  });
});

describe('the Listed in the last and Confirmed this week filters in the address (issue 37)', () => {
  it('reads the days the API takes and drops any other, keeping the rest', () => {
    for (const days of [1, 3, 7, 14, 30]) {
      expect(parse(`listedWithinDays=${days}`).listedWithinDays).toBe(days);
    }
    expect(parse('confirmedWithinDays=7').confirmedWithinDays).toBe(7);
    expect(parse('listedWithinDays=2&brand=3')).toEqual({ ...DEFAULTS, brand: [3] });
    expect(parse('listedWithinDays=-7').listedWithinDays).toBeUndefined();
    expect(parse('confirmedWithinDays=14&brand=3')).toEqual({ ...DEFAULTS, brand: [3] });
    // The plain form sends an empty choice for "Any time".
    expect(parse('listedWithinDays=')).toEqual(DEFAULTS);
  });

  it('writes them only when chosen, and round-trips', () => {
    const chosen = { ...DEFAULTS, listedWithinDays: 14, confirmedWithinDays: 7 };
    expect(serialiseSearchState(chosen).toString()).toBe(
      'listedWithinDays=14&confirmedWithinDays=7',
    );
    expect(serialiseSearchState(DEFAULTS).toString()).toBe('');
    expect(parseSearchState(serialiseSearchState(chosen))).toEqual(chosen);
  });

  it('asks the API with the same names', () => {
    const query = searchVehiclesQuery(
      toSearchParams({ ...DEFAULTS, listedWithinDays: 3, confirmedWithinDays: 7 }, 0),
    );
    expect(query.listedWithinDays).toBe(3);
    expect(query.confirmedWithinDays).toBe(7);
    expect(searchVehiclesQuery(toSearchParams(DEFAULTS, 0)).listedWithinDays).toBeUndefined();
  });

  it('counts each as an active filter, and Reset’s empty filters clear them', () => {
    expect(countActiveFilters({ ...EMPTY_FILTERS, listedWithinDays: 7 }, 0)).toBe(1);
    expect(
      countActiveFilters({ ...EMPTY_FILTERS, listedWithinDays: 7, confirmedWithinDays: 7 }, 0),
    ).toBe(2);
    expect(EMPTY_FILTERS.listedWithinDays).toBeUndefined();
    expect(EMPTY_FILTERS.confirmedWithinDays).toBeUndefined();
  });
});

describe('parseSearchState reading the filter form sent without JavaScript', () => {
  // The panel is an ordinary GET form (car-search.tsx): a chip group sends one value per chosen
  // chip, an empty box or "Any" sends an empty value, and a box sends the digits as it shows them.
  it('reads a list sent one value at a time as the same list written with commas', () => {
    expect(parse('brand=3&brand=7&model=12&fuelType=2&fuelType=4')).toEqual(
      parse('brand=3,7&model=12&fuelType=2,4'),
    );
    expect(parse('brand=3&brand=7').brand).toEqual([3, 7]);
    expect(parse('types=4&types=4&types=2').types).toEqual([4, 2]);
    expect(parse('brand=3&brand=x').brand).toEqual([]);
  });

  it('reads an empty box or "Any" as no limit, and keeps the rest', () => {
    expect(parse('q=&min=&max=5000000&yomMin=&yomMax=2018&mileageMin=&mileageMax=&city=0')).toEqual(
      { ...DEFAULTS, max: 5_000_000, yomMax: 2018, city: 0 },
    );
  });

  it('reads a price or mileage with the thousands separators its box shows', () => {
    expect(parse('min=2%2C000%2C000&max=8,000,000&mileageMax=100,000')).toMatchObject({
      min: 2_000_000,
      max: 8_000_000,
      mileageMax: 100_000,
    });
  });
});

describe('serialiseSearchState', () => {
  it('writes nothing for the defaults', () => {
    expect(serialiseSearchState(DEFAULTS).toString()).toBe('');
  });

  it('round-trips a valid address', () => {
    const query =
      'q=honda+fit&sort=3&page=2&min=500000&max=900000&yomMin=2010&yomMax=2016&mileageMin=0&mileageMax=80000&brand=4,9&model=31&condition=2&fuelType=1&types=3,6&transmission=2&city=7';
    expect(serialiseSearchState(parse(query)).toString()).toBe(
      new URLSearchParams(query).toString(),
    );
  });

  it('round-trips a state', () => {
    const state: SearchState = {
      ...DEFAULTS,
      q: 'alto',
      page: 4,
      max: 2_000_000,
      brand: [2],
      model: [14, 15],
      transmission: [1, 2],
      yomMin: 2011,
      mileageMax: 120_000,
      city: 0,
    };
    expect(parseSearchState(serialiseSearchState(state))).toEqual(state);
  });
});

/** What the API reads from the query string the page sends (api.md: GET /api/vehicles/search). */
const apiReads = (state: SearchState, topBarCityId: number): SearchQuery => {
  const query = searchVehiclesQuery(toSearchParams(state, topBarCityId));
  const sent = Object.fromEntries(
    Object.entries(query).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, String(value)]],
    ),
  );
  return SearchQuerySchema.parse(sent);
};

describe('toSearchParams', () => {
  it('asks the API for exactly what the address says', () => {
    const state = parse(
      'q=+fit+&sort=1&page=2&min=500000&max=900000&brand=4,9&model=31,33&condition=2&fuelType=1&types=3&transmission=2&yomMin=2010&yomMax=2016&mileageMin=1000&mileageMax=80000&city=7',
    );
    expect(apiReads(state, 0)).toEqual({
      query: 'fit',
      sort: 1,
      page: 2,
      min: 500_000,
      max: 900_000,
      brands: [4, 9],
      models: [31, 33],
      conditions: [2],
      fuelTypes: [1],
      vehicleTypes: [3],
      transmissions: [2],
      yomMin: 2010,
      yomMax: 2016,
      mileageMin: 1000,
      mileageMax: 80_000,
      cityId: 7,
    });
  });

  it('sends nothing but the first page for a fresh search', () => {
    const query = searchVehiclesQuery(toSearchParams(DEFAULTS, 0));
    expect(Object.entries(query).filter(([, value]) => value !== undefined)).toEqual([
      ['sort', 0],
      ['page', 1],
    ]);
  });

  it("searches the top bar's city unless the address names one; city 0 searches every city", () => {
    expect(apiReads(DEFAULTS, 4).cityId).toBe(4);
    expect(apiReads({ ...DEFAULTS, city: 9 }, 4).cityId).toBe(9);
    expect(apiReads({ ...DEFAULTS, city: 0 }, 4).cityId).toBeUndefined();
    expect(apiReads(DEFAULTS, 0).cityId).toBeUndefined();
  });
});

describe('countActiveFilters', () => {
  it('counts each chosen id, each range end and a city other than the top bar’s', () => {
    expect(countActiveFilters(EMPTY_FILTERS, 3)).toBe(0);
    expect(
      countActiveFilters(
        { ...EMPTY_FILTERS, brand: [1, 2], model: [7], yomMin: 2010, mileageMax: 5000 },
        0,
      ),
    ).toBe(5);
    expect(countActiveFilters({ ...EMPTY_FILTERS, city: 3 }, 3)).toBe(0);
    expect(countActiveFilters({ ...EMPTY_FILTERS, city: 0 }, 3)).toBe(1);
    expect(countActiveFilters({ ...EMPTY_FILTERS, city: 5 }, 0)).toBe(1);
  });
});

describe('keepModelsOfMakes', () => {
  // Honda (1): Fit 10, Vezel 11; Toyota (2): Aqua 20.
  const catalogue = [
    { id: 10, makeId: 1 },
    { id: 11, makeId: 1 },
    { id: 20, makeId: 2 },
  ];

  it('keeps the models of makes still chosen and drops those of a make taken off', () => {
    expect(keepModelsOfMakes([10, 20], [1], catalogue)).toEqual([10]);
    expect(keepModelsOfMakes([10, 11, 20], [1, 2, 3], catalogue)).toEqual([10, 11, 20]);
  });

  it('drops every model when no make is left', () => {
    expect(keepModelsOfMakes([10, 20], [], catalogue)).toEqual([]);
    expect(keepModelsOfMakes([10], [], undefined)).toEqual([]);
  });

  it('drops a model the catalogue does not place under a chosen make', () => {
    expect(keepModelsOfMakes([10, 99], [1], catalogue)).toEqual([10]);
  });

  it('keeps the models while the catalogue has not answered yet', () => {
    expect(keepModelsOfMakes([10, 20], [1], undefined)).toEqual([10, 20]);
  });
});

describe('the registration and town filters in the address (issue 38)', () => {
  it('reads registration and town, drops anything else and keeps the rest', () => {
    expect(parse('registration=unregistered&townId=12')).toEqual({
      ...DEFAULTS,
      registration: 'unregistered',
      townId: 12,
    });
    expect(parse('registration=registered').registration).toBe('registered');
    expect(parse('registration=recon&brand=3')).toEqual({ ...DEFAULTS, brand: [3] });
    expect(parse('townId=Nugegoda&brand=3')).toEqual({ ...DEFAULTS, brand: [3] });
    expect(parse('townId=0').townId).toBeUndefined();
  });

  it('writes them under their address names, round-trips, and asks the API by its names', () => {
    const state: SearchState = { ...DEFAULTS, registration: 'unregistered', townId: 12 };
    expect(serialiseSearchState(state).toString()).toBe('registration=unregistered&townId=12');
    expect(parseSearchState(serialiseSearchState(state))).toEqual(state);
    expect(apiReads(state, 0)).toMatchObject({ registration: 'unregistered', townId: 12 });
    expect(searchVehiclesQuery(toSearchParams(DEFAULTS, 0))).toMatchObject({
      registration: undefined,
      townId: undefined,
    });
  });

  it('counts each as an active filter, and Reset’s empty filters clear them', () => {
    expect(countActiveFilters({ ...EMPTY_FILTERS, registration: 'registered', townId: 4 }, 0)).toBe(
      2,
    );
    expect(EMPTY_FILTERS).toMatchObject({ registration: undefined, townId: undefined });
  });
});
