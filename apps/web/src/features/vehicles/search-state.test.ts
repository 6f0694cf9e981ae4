import { SEARCH_LIMITS } from '@carmarket/shared/vehicle-search';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  parseSearchState,
  serialiseSearchState,
  type SearchState,
} from './search-state';

const parse = (query: string) => parseSearchState(new URLSearchParams(query));

const DEFAULTS: SearchState = { q: '', sort: 0, page: 1, ...EMPTY_FILTERS };

describe('parseSearchState', () => {
  it('reads an empty address as the first page of everything', () => {
    expect(parse('')).toEqual(DEFAULTS);
  });

  it('reads every parameter of a valid address', () => {
    expect(
      parse(
        'q=toyota+axio&sort=2&page=3&min=1000000&max=4250000.5&brand=3,7&condition=1&fuelType=2,4&types=5&transmission=1',
      ),
    ).toEqual({
      q: 'toyota axio',
      sort: 2,
      page: 3,
      min: 1_000_000,
      max: 4_250_000.5,
      brand: [3, 7],
      condition: [1],
      fuelType: [2, 4],
      types: [5],
      transmission: [1],
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
});

describe('serialiseSearchState', () => {
  it('writes nothing for the defaults', () => {
    expect(serialiseSearchState(DEFAULTS).toString()).toBe('');
  });

  it('round-trips a valid address', () => {
    const query =
      'q=honda+fit&sort=3&page=2&min=500000&max=900000&brand=4,9&condition=2&fuelType=1&types=3,6&transmission=2';
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
      transmission: [1, 2],
    };
    expect(parseSearchState(serialiseSearchState(state))).toEqual(state);
  });
});
