import { describe, expect, it } from 'vitest';
import { createTranslator } from '@carmarket/shared/i18n/translate';
import { CreateSavedSearchSchema } from '@carmarket/shared/saved-search';
import ta from '../../i18n/ta';
import {
  buyCarHrefOf,
  describeSearch,
  savedSearchParamsOf,
  searchStateOf,
  suggestedName,
  type SearchNames,
} from './saved-search-params';
import { DEFAULT_SEARCH, parseSearchState } from './search-state';

const names: SearchNames = {
  brands: [
    { id: 3, name: 'Toyota' },
    { id: 7, name: 'Honda' },
  ],
  models: [{ id: 41, name: 'Aqua' }],
  conditions: [{ id: 1, name: 'Used' }],
  fuelTypes: [{ id: 2, name: 'Hybrid' }],
  types: [{ id: 5, name: 'Car' }],
  transmissions: [{ id: 1, name: 'Automatic' }],
  cities: [
    { id: 9, name: 'Kandy' },
    { id: 4, name: 'Colombo' },
  ],
};

const page = (query: string) => parseSearchState(new URLSearchParams(query));

describe('savedSearchParamsOf', () => {
  it('keeps what the page searches by the API’s names, without the page', () => {
    const state = page('q=aqua&sort=3&page=4&brand=3&model=41&min=1000000&yomMin=2015&city=9');
    expect(savedSearchParamsOf(state, 0)).toEqual({
      query: 'aqua',
      sort: '3',
      brands: '3',
      models: '41',
      min: '1000000',
      yomMin: '2015',
      cityId: '9',
    });
  });

  it('takes the top bar’s city when the address names none, and none for All Cities', () => {
    expect(savedSearchParamsOf(page('brand=3'), 4)).toEqual({ brands: '3', cityId: '4' });
    expect(savedSearchParamsOf(page('brand=3&city=0'), 4)).toEqual({ brands: '3' });
    expect(savedSearchParamsOf(DEFAULT_SEARCH, 0)).toEqual({});
  });

  it('is what the API accepts as a saved search’s params', () => {
    const params = savedSearchParamsOf(page('q=aqua&brand=3,7&max=5000000&mileageMax=80000'), 9);
    const parsed = CreateSavedSearchSchema.parse({ name: 'x', frequency: 'daily', params });
    expect(parsed.params).toEqual(params);
  });
});

describe('opening a saved search', () => {
  it('shows the same search it was saved from', () => {
    const state = page('q=aqua&sort=1&brand=3&model=41&fuelType=2&yomMax=2019&city=9');
    const params = savedSearchParamsOf(state, 0);
    expect(searchStateOf(params)).toEqual({ ...state, page: 1 });
    expect(buyCarHrefOf(params)).toBe(
      '/buy-car?q=aqua&sort=1&yomMax=2019&brand=3&model=41&fuelType=2&city=9',
    );
  });

  it('keeps Verified sellers through saving and opening (issue 36)', () => {
    const params = savedSearchParamsOf(page('brand=3&verifiedOnly=true'), 0);
    expect(params).toEqual({ brands: '3', verifiedOnly: 'true' });
    const parsed = CreateSavedSearchSchema.parse({ name: 'x', frequency: 'daily', params });
    expect(parsed.params).toEqual(params);
    expect(buyCarHrefOf(params)).toBe('/buy-car?brand=3&city=0&verifiedOnly=true');
    expect(describeSearch(params, names)).toBe('Toyota, Verified sellers');
  });

  it('keeps Listed in the last and Confirmed this week through saving and opening (issue 37)', () => {
    const params = savedSearchParamsOf(page('brand=3&listedWithinDays=7&confirmedWithinDays=7'), 0);
    expect(params).toEqual({ brands: '3', listedWithinDays: '7', confirmedWithinDays: '7' });
    const parsed = CreateSavedSearchSchema.parse({ name: 'x', frequency: 'daily', params });
    expect(parsed.params).toEqual(params);
    expect(buyCarHrefOf(params)).toBe(
      '/buy-car?listedWithinDays=7&confirmedWithinDays=7&brand=3&city=0',
    );
    expect(describeSearch(params, names)).toBe(
      'Toyota, Listed in the last 7 days, Confirmed this week',
    );
    expect(describeSearch({ listedWithinDays: '1' }, names)).toBe('Listed in the last day');
  });

  it('searches all cities when the saved search names none, whatever the top bar says', () => {
    expect(buyCarHrefOf({ brands: '3' })).toBe('/buy-car?brand=3&city=0');
  });
});

describe('describeSearch and suggestedName', () => {
  it('says what the search looks for in a few words', () => {
    expect(describeSearch({ brands: '3', models: '41', cityId: '9' }, names)).toBe(
      'Toyota Aqua in Kandy',
    );
    expect(
      describeSearch(
        { query: 'g grade', fuelTypes: '2', yomMin: '2015', yomMax: '2018', max: '6000000' },
        names,
      ),
    ).toBe('“g grade”, Hybrid, 2015 to 2018, up to Rs. 6,000,000');
    expect(describeSearch({}, names)).toBe('All cars');
  });

  it('offers a name within 60 characters', () => {
    expect(suggestedName({ brands: '3', models: '41', cityId: '9' }, names)).toBe(
      'Toyota Aqua in Kandy',
    );
    const long = suggestedName({ query: 'x'.repeat(80), brands: '3,7' }, names);
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('describeSearch in Tamil', () => {
  it('says the words in Tamil and keeps makes, models and prices as they are', () => {
    const translator = createTranslator('ta', ta);
    expect(
      describeSearch({ brands: '3,7', yomMin: '2015', yomMax: '2018' }, names, translator),
    ).toBe('Toyota அல்லது Honda, 2015 முதல் 2018 வரை');
    expect(describeSearch({}, names, translator)).toBe('எல்லா கார்களும்');
    expect(describeSearch({ max: '5000000' }, names, translator)).toBe('Rs. 5,000,000 வரை');
  });
});
