import type { IdName } from '@carmarket/shared/reference';
import type { Translator } from '@carmarket/shared/i18n/translate';
import { SEARCH_PAGE_SIZE, SEARCH_SORTS } from '@carmarket/shared/search-limits';
import type { SearchResultCar } from '@carmarket/shared/vehicle-search';
import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { buttonStyles } from '../../../components/ui/button-styles';
import { inputStyles } from '../../../components/ui/input-styles';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useFilterSpecs } from '../api/get-filter-specs';
import { useSearchVehicles } from '../api/search-vehicles';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useSearchState } from '../hooks/use-search-state';
import {
  countActiveFilters,
  DEFAULT_SEARCH,
  EMPTY_FILTERS,
  searchAddress,
  serialiseSearchState,
  toSearchParams,
  type FilterState,
  type SearchState,
} from '../search-state';
import { lazyModule } from '../../../lib/lazy-module';
import { paths } from '../../../config/paths';
import { ListingGrid, ListingGridSkeleton } from './listing-grid';
import { SearchBox } from './search-box';
import {
  blockWithoutScripts,
  buttonWithoutScripts,
  hiddenWithoutScripts,
} from './scripting-classes';

/**
 * The filter panel and drawer, and the page links: fetched as the page mounts, beside the filter
 * choices and the results they wait for.
 */
const filterPanels = lazyModule(() => import('./filter-panels'));

/**
 * Loads the filter panels before a server-rendered search page is drawn or hydrated (decision
 * 116), so the server writes the filter form (it works without JavaScript) and the browser's
 * first render matches it.
 */
export function loadFilterPanels(): Promise<unknown> {
  return filterPanels.load();
}

/** Spec section 9: the search waits this long after the last change. */
export const SEARCH_DELAY_MS = 200;

interface CarSearchProps {
  /**
   * The city chosen in the top bar (0 for All Cities): the search's city unless the address
   * names one.
   */
  topBarCityId: number;
  /** The City filter's choices, sorted by name (the top bar's list). */
  cities: IdName[];
  renderCardAction?: (car: SearchResultCar) => ReactNode;
  /**
   * Beside the count line: an action on the whole search (Save this search), given what the page
   * searches now. The action turns it into a saved search's params and a name to offer
   * (saved-search-params.ts) only when it is used, so that code is not in the page's first load.
   */
  renderSearchAction?: (search: SearchOnPage) => ReactNode;
}

/** The search a page shows, as an action on the whole search receives it. */
export interface SearchOnPage {
  state: SearchState;
  /** The top bar's city: the search's city unless the address names one. */
  topBarCityId: number;
  /** The cities by name: the dialog names the search's ids with them (and the filter lists). */
  cities: IdName[];
}

/** The Buy Car page below its title (spec section 2, "Buy car"). */
export function CarSearch({
  topBarCityId,
  cities,
  renderCardAction,
  renderSearchAction,
}: CarSearchProps) {
  const { t } = useT();
  const { state, update } = useSearchState();
  const specs = useFilterSpecs();
  const [panels, setPanels] = useState(filterPanels.current);
  useEffect(() => {
    // Offline, the panel keeps saying "Loading filters…"; the next visit to the page tries again.
    if (!panels) filterPanels.load().then(setPanels, () => undefined);
  }, [panels]);
  const sortId = useId();

  // A city chosen in the top bar is the buyer's latest word on where to look: it replaces the
  // city the address named (decisions/051-buy-car-filters.md).
  const seenTopBarCityId = useRef(topBarCityId);
  useEffect(() => {
    if (seenTopBarCityId.current === topBarCityId) return;
    seenTopBarCityId.current = topBarCityId;
    update({ city: undefined }, { replace: true });
  }, [topBarCityId, update]);

  const params = useMemo(() => toSearchParams(state, topBarCityId), [state, topBarCityId]);
  const debouncedParams = useDebouncedValue(params, SEARCH_DELAY_MS);
  const search = useSearchVehicles(debouncedParams);
  useEffect(() => {
    // Spec section 8: a failed search is only logged.
    if (search.error) console.warn('Search failed:', search.error.message);
  }, [search.error]);

  const { q: _q, sort: _sort, page: _page, ...filters } = state;
  const [draft, setDraft] = useState<FilterState | null>(null);
  const activeFilters = countActiveFilters(filters, topBarCityId);

  const searchOnPage = useMemo(
    () => ({ state, topBarCityId, cities }),
    [state, topBarCityId, cities],
  );

  const data = search.data;
  // Without JavaScript each form sends its own fields, so each carries the other's as they are.
  const filtersAsFields = serialiseSearchState({ ...state, q: '', sort: 0, page: 1 });
  const searchAsFields = serialiseSearchState({ ...DEFAULT_SEARCH, q: state.q, sort: state.sort });
  const isUpdating = search.isFetching || params !== debouncedParams;

  return (
    // Reading and Tab order: the search box, the results, then the filters (a landmark of their
    // own); on wide screens the filters still sit to the left of the results.
    <div className="mt-8 grid gap-x-8 lg:grid-cols-[18rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr]">
      <div className="min-w-0 lg:col-start-2 lg:row-start-1">
        {/* A plain GET form too: without JavaScript, Enter or Search loads its address. */}
        <form
          role="search"
          method="get"
          action={paths.buyCar}
          onSubmit={(event) => event.preventDefault()}
          className="flex flex-col gap-3 xl:flex-row"
        >
          <HiddenFields params={filtersAsFields} />
          <SearchBox
            q={state.q}
            // Typing replaces the history entry instead of adding one per key.
            onType={(q) => update({ q }, { replace: true })}
            onChoose={update}
          />
          <div className="flex gap-3">
            <button
              type="button"
              onClick={() => setDraft(filters)}
              className={buttonStyles({
                variant: 'secondary',
                className: cn('h-12 shrink-0 px-4 lg:hidden', hiddenWithoutScripts),
              })}
            >
              <SlidersHorizontal aria-hidden className="size-4" />
              {activeFilters > 0 ? t('Filters ({count})', { count: activeFilters }) : t('Filters')}
            </button>
            {/* On a phone the sort takes what the Filters button leaves, so "Price: High to Low"
                fits. */}
            <div className="min-w-0 flex-1 sm:flex-none">
              <label htmlFor={sortId} className="sr-only">
                {t('Sort by')}
              </label>
              <select
                id={sortId}
                name="sort"
                value={state.sort}
                onChange={(event) => update({ sort: Number(event.currentTarget.value) })}
                className={cn(inputStyles, 'h-12 pr-2 sm:w-56 sm:pr-10')}
              >
                {SEARCH_SORTS.map((sort) => (
                  <option key={sort.value} value={sort.value}>
                    {t(sort.label)}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="submit"
              className={buttonStyles({
                className: cn('h-12 shrink-0 px-5', buttonWithoutScripts),
              })}
            >
              {t('Search')}
            </button>
          </div>
        </form>
      </div>

      <div id="results" className="min-w-0 lg:col-start-2 lg:row-start-2">
        <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
          {/* On a phone the count has its own line, before and after the results arrive, so the
              search action below it never jumps between lines (issue 17's layout shift). */}
          <div
            className="flex flex-wrap items-baseline gap-x-4 gap-y-1 max-sm:basis-full"
            aria-live="polite"
            aria-busy={isUpdating}
          >
            <p className="text-base font-semibold text-slate-900">
              {data ? carsCountLine(t, data.carsCount, data.carsCountExact) : t('Searching…')}
            </p>
            {data && data.pageCount > 0 && (
              <p className="text-sm text-slate-600">
                {t('Page {page} of {pageCount}', {
                  page: Math.min(state.page, Math.max(data.pageCount, 1)),
                  pageCount: data.pageCount,
                })}
              </p>
            )}
          </div>
          {renderSearchAction?.(searchOnPage)}
        </div>

        <div className={cn('mt-5 transition-opacity', isUpdating && data && 'opacity-70')}>
          {!data && !search.isError && (
            <ListingGridSkeleton count={SEARCH_PAGE_SIZE} columns={3} label={t('Loading cars')} />
          )}
          {data && data.cars.length > 0 && (
            <ListingGrid cars={data.cars} renderAction={renderCardAction} columns={3} />
          )}
          {/* With the filter panels (loaded before a server-rendered page is drawn): out of Buy
              Car's first load (issue 38). */}
          {data && data.cars.length === 0 && panels && (
            <panels.NoResults
              params={debouncedParams}
              onClearFilters={activeFilters > 0 ? () => update(EMPTY_FILTERS) : undefined}
            />
          )}
          {search.isError && !data && panels && <panels.SearchFailed />}
        </div>

        {data && panels && (
          <panels.Pagination
            page={state.page}
            pageCount={data.pageCount}
            pageHref={(page) => searchAddress({ ...state, page })}
            onNavigate={() => window.scrollTo({ top: 0 })}
          />
        )}
      </div>

      {/* On a phone without JavaScript there is no drawer: the panel shows below the results. */}
      <aside
        aria-label={t('Filters')}
        className="mt-10 hidden lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:mt-0 lg:block [@media(scripting:none)]:block"
      >
        {/* Taller than the window with every section open: beside the results the panel scrolls
            on its own; below them (a phone without JavaScript) it is as long as it is. */}
        <div className="rounded-(--radius-card) bg-white px-5 py-2 shadow-(--shadow-card) ring-1 ring-slate-200/70 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto">
          <div className="flex items-center justify-between pt-3">
            <h2 className="text-lg font-bold text-slate-900">{t('Filters')}</h2>
            {activeFilters > 0 && (
              <button
                type="button"
                onClick={() => update(EMPTY_FILTERS)}
                className={buttonStyles({
                  variant: 'ghost',
                  className: cn('h-9 px-3', hiddenWithoutScripts),
                })}
              >
                {t('Reset')}
              </button>
            )}
          </div>
          {specs.data && panels ? (
            // The filters are an ordinary GET form of the address's own parameters, so they work
            // before and without JavaScript; with it every change applies at once and the form is
            // never sent.
            <form method="get" action={paths.buyCar} onSubmit={(event) => event.preventDefault()}>
              <HiddenFields params={searchAsFields} />
              <panels.SearchFilters
                specs={specs.data}
                cities={cities}
                topBarCityId={topBarCityId}
                value={filters}
                onChange={(change, options) =>
                  update(change, { replace: options?.typing ?? false })
                }
                skipTo="results"
              />
              <div className={cn('pt-2 pb-4', blockWithoutScripts)}>
                <button type="submit" className={buttonStyles({ className: 'w-full' })}>
                  {t('Apply Filters')}
                </button>
              </div>
            </form>
          ) : (
            <p className="py-6 text-sm text-slate-600">{t('Loading filters…')}</p>
          )}
        </div>
      </aside>

      {draft && specs.data && panels && (
        <panels.FilterDrawer
          onClose={() => setDraft(null)}
          onReset={() => setDraft(EMPTY_FILTERS)}
          onApply={() => {
            update(draft);
            setDraft(null);
          }}
        >
          <panels.SearchFilters
            specs={specs.data}
            cities={cities}
            topBarCityId={topBarCityId}
            value={draft}
            onChange={(change) => setDraft((current) => ({ ...(current ?? draft), ...change }))}
          />
        </panels.FilterDrawer>
      )}
    </div>
  );
}

/**
 * "1,234 cars found", or "1,000+ cars found" when the count is a lower bound: the spec's count
 * line is '{n} cars found' in English whatever n is ("1 cars found"); other languages use their
 * own plural forms.
 */
export function carsCountLine(t: Translator['t'], count: number, exact: boolean): string {
  return exact
    ? t('{count, plural, other {# cars found}}', { count })
    : t('{count, plural, other {#+ cars found}}', { count });
}

/** The address's other parameters, sent along with a form's own fields. */
function HiddenFields({ params }: { params: URLSearchParams }) {
  return [...params].map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}
