import { SuggestionSchema, type Suggestion } from '@carmarket/shared/vehicle-suggest';
import { describe, expect, it } from 'vitest';
import { parseSearchState, serialiseSearchState } from './search-state';
import { searchOfSuggestion } from './suggestion-search';

/** The address Buy Car shows after choosing `suggestion` on the page at `address`. */
function addressAfterChoosing(address: string, suggestion: Suggestion): string {
  const state = parseSearchState(new URLSearchParams(address));
  const next = { ...state, page: 1, ...searchOfSuggestion(suggestion.filter) };
  // What the page writes is what it reads back: the change is a state the address can hold.
  expect(parseSearchState(serialiseSearchState(next))).toEqual(next);
  return serialiseSearchState(next).toString();
}

const suggestion = (input: unknown) => SuggestionSchema.parse(input);

const TOYOTA = suggestion({ kind: 'make', label: 'Toyota', count: 1234, filter: { brands: [1] } });
const AQUA = suggestion({
  kind: 'model',
  label: 'Toyota Aqua',
  count: 820,
  filter: { brands: [1], models: [7] },
});
const AQUA_2016 = suggestion({
  kind: 'modelYear',
  label: 'Toyota Aqua 2016',
  count: 95,
  filter: { brands: [1], models: [7], yomMin: 2016, yomMax: 2016 },
});
const KANDY = suggestion({ kind: 'city', label: 'Kandy', count: 310, filter: { cityId: 3 } });
const HYBRID = suggestion({
  kind: 'fuelType',
  label: 'Hybrid',
  count: 2040,
  filter: { fuelTypes: [2] },
});

describe('searchOfSuggestion', () => {
  it('turns the typed text into the make, back to page 1, the sort kept', () => {
    expect(addressAfterChoosing('q=toyt&sort=1&page=3', TOYOTA)).toBe('sort=1&brand=1');
  });

  it('sets a model with its make, and a model year as a one-year range', () => {
    expect(addressAfterChoosing('q=aqua', AQUA)).toBe('brand=1&model=7');
    expect(addressAfterChoosing('q=aqua+2016', AQUA_2016)).toBe(
      'yomMin=2016&yomMax=2016&brand=1&model=7',
    );
  });

  it('replaces the makes and models chosen before, and keeps the other filters', () => {
    expect(addressAfterChoosing('q=toyota&brand=2&model=8&max=5000000&yomMin=2012', TOYOTA)).toBe(
      'max=5000000&yomMin=2012&brand=1',
    );
  });

  it('sets the city over the top bar’s, and the fuel type, leaving the make alone', () => {
    expect(addressAfterChoosing('q=kan&brand=1', KANDY)).toBe('brand=1&city=3');
    expect(addressAfterChoosing('q=hyb&brand=1&fuelType=1', HYBRID)).toBe('brand=1&fuelType=2');
  });
});
