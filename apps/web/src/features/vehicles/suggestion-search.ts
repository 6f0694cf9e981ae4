import type { SuggestionFilter } from '@carmarket/shared/vehicle-suggest';
import type { SearchState } from './search-state';

/**
 * The change to the Buy Car search that choosing a suggestion makes: the filters it names, set as
 * the filter panel holds them (search-state.ts), and no typed text. A suggestion replaces the
 * choices of the filters it names, so "Toyota · 1,234 cars" shows Toyotas rather than adding them
 * to the makes already chosen; a make or a model replaces both the makes and the models (a model
 * narrows its make). The filters it does not name (price, mileage, sort…) stay as they are.
 */
export function searchOfSuggestion(filter: SuggestionFilter): Partial<SearchState> {
  const change: Partial<SearchState> = { q: '' };
  if (filter.brands || filter.models) {
    change.brand = filter.brands ?? [];
    change.model = filter.models ?? [];
  }
  if (filter.yomMin !== undefined || filter.yomMax !== undefined) {
    change.yomMin = filter.yomMin;
    change.yomMax = filter.yomMax;
  }
  if (filter.cityId !== undefined) change.city = filter.cityId;
  if (filter.fuelTypes) change.fuelType = filter.fuelTypes;
  return change;
}
