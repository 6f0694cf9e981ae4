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
