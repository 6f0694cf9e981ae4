import { formatListingPrice, formatMileage } from '@carmarket/shared/format';
import { ALL_CITIES } from '@carmarket/shared/all-cities';
import { createTranslator, msg, type Translator } from '@carmarket/shared/i18n/translate';
import type { IdName } from '@carmarket/shared/reference';
import { SAVED_SEARCH_LIMITS } from '@carmarket/shared/saved-search-limits';
import type { SavedSearchParams } from '@carmarket/shared/saved-search';
import { paths } from '../../config/paths';
import { searchVehiclesQuery } from './api/search-vehicles';
import {
  parseSearchState,
  serialiseSearchState,
  toSearchParams,
  type SearchState,
} from './search-state';

/**
 * A saved search is the API's search parameters (api.md); the Buy Car page keeps its own names in
 * the address bar (search-state.ts). These turn one into the other, so saving a search and
 * opening it again show the same cars.
 */

/** What the page searches now, as a saved search keeps it: no page, the city in effect. */
export function savedSearchParamsOf(state: SearchState, topBarCityId: number): SavedSearchParams {
  const query = searchVehiclesQuery({ ...toSearchParams(state, topBarCityId), page: undefined });
  const params: SavedSearchParams = {};
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    if (name === 'sort' && value === 0) continue;
    params[name as keyof SavedSearchParams] = String(value);
  }
  return params;
}

const LISTED_IN_THE_LAST = msg('Listed in the last {count, plural, one {day} other {# days}}');
const CONFIRMED_THIS_WEEK = msg('Confirmed this week');

/** The address bar's names for the API's (search-state.ts), reversed. */
const URL_NAMES: Record<keyof SavedSearchParams, string> = {
  query: 'q',
  sort: 'sort',
  min: 'min',
  max: 'max',
  brands: 'brand',
  models: 'model',
  conditions: 'condition',
  fuelTypes: 'fuelType',
  vehicleTypes: 'types',
  transmissions: 'transmission',
  yomMin: 'yomMin',
  yomMax: 'yomMax',
  mileageMin: 'mileageMin',
  mileageMax: 'mileageMax',
  cityId: 'city',
  verifiedOnly: 'verifiedOnly',
  listedWithinDays: 'listedWithinDays',
  confirmedWithinDays: 'confirmedWithinDays',
  registration: 'registration',
  townId: 'townId',
};

/**
 * The search of a saved search as the page reads it. A search without a city is of all cities
 * (`city=0`), whatever city the top bar holds now.
 */
export function searchStateOf(params: SavedSearchParams): SearchState {
  const url = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    const urlName = URL_NAMES[name as keyof SavedSearchParams];
    if (urlName && value !== undefined) url.set(urlName, value);
  }
  if (!url.has('city')) url.set('city', String(ALL_CITIES.id));
  return parseSearchState(url);
}

/** `/buy-car?…`: the page showing a saved search. */
export function buyCarHrefOf(params: SavedSearchParams): string {
  return `${paths.buyCar}?${serialiseSearchState(searchStateOf(params)).toString()}`;
}

/** The names of what a search's ids stand for. */
export interface SearchNames {
  brands: IdName[];
  models: IdName[];
  conditions: IdName[];
  fuelTypes: IdName[];
  types: IdName[];
  transmissions: IdName[];
  cities: IdName[];
}

const nameOf = (list: IdName[], id: number) => list.find((item) => item.id === id)?.name;
const namesOf = (list: IdName[], ids: number[]) =>
  ids.map((id) => nameOf(list, id)).filter((name): name is string => name !== undefined);

/** Describes a search in English when no page's language is given. */
const ENGLISH: Pick<Translator, 't'> = createTranslator('en', {});

function range(
  t: Translator['t'],
  min: number | undefined,
  max: number | undefined,
  format: (n: number) => string,
) {
  if (min !== undefined && max !== undefined) {
    return t('{from} to {to}', { from: format(min), to: format(max) });
  }
  if (min !== undefined) return t('from {from}', { from: format(min) });
  if (max !== undefined) return t('up to {to}', { to: format(max) });
  return undefined;
}

/**
 * What a search looks for, in a few words: "Toyota Aqua, Hybrid, 2015 to 2018 in Kandy", in the
 * language of `translator` (a component's `useT()`); makes and models keep their own names.
 */
export function describeSearch(
  params: SavedSearchParams,
  names: SearchNames,
  { t }: Pick<Translator, 't'> = ENGLISH,
): string {
  const state = searchStateOf(params);
  const models = namesOf(names.models, state.model);
  // A make whose model is chosen is said by the model's own words ("Toyota Aqua").
  const makes = namesOf(names.brands, state.brand);
  const what = [
    state.q.trim() ? `“${state.q.trim()}”` : undefined,
    makes.length > 0 ? [orList(t, makes), orList(t, models)].filter(Boolean).join(' ') : undefined,
    // Reference labels (Hybrid, Automatic, Kandy) arrive in English; the catalogs translate them.
    ...namesOf(names.conditions, state.condition).map((name) => t(name)),
    ...namesOf(names.fuelTypes, state.fuelType).map((name) => t(name)),
    ...namesOf(names.types, state.types).map((name) => t(name)),
    ...namesOf(names.transmissions, state.transmission).map((name) => t(name)),
    range(t, state.yomMin, state.yomMax, String),
    range(t, state.min, state.max, formatListingPrice),
    range(t, state.mileageMin, state.mileageMax, formatMileage),
    state.verifiedOnly ? t('Verified sellers') : undefined,
    state.listedWithinDays !== undefined
      ? t(LISTED_IN_THE_LAST, { count: state.listedWithinDays })
      : undefined,
    state.confirmedWithinDays !== undefined ? t(CONFIRMED_THIS_WEEK) : undefined,
  ].filter((part): part is string => Boolean(part));
  const city = state.city ? nameOf(names.cities, state.city) : undefined;
  const described = what.length > 0 ? what.join(', ') : t('All cars');
  return city ? t('{search} in {city}', { search: described, city: t(city) }) : described;
}

/** "Toyota or Honda": names joined by the language's "or". */
function orList(t: Translator['t'], names: string[]): string {
  const [first, ...rest] = names;
  return rest.reduce((list, name) => t('{list} or {name}', { list, name }), first ?? '');
}

/** A name to offer when saving: the description, cut to fit the name's limit. */
export function suggestedName(
  params: SavedSearchParams,
  names: SearchNames,
  translator: Pick<Translator, 't'> = ENGLISH,
): string {
  const text = describeSearch(params, names, translator).replaceAll('“', '').replaceAll('”', '');
  const max = SAVED_SEARCH_LIMITS.nameLength;
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
