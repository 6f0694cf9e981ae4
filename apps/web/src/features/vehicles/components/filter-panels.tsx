/**
 * The Buy Car filters (the side panel and the phone's drawer) and the page links, as one module
 * that loads after the page's first paint (decision 091): the filters show only once their
 * choices have arrived, on a phone they stay closed until asked for, and the page links sit
 * below the results.
 */
export { FilterDrawer } from './filter-drawer';
export { NoResults } from './no-results';
export { SearchFailed } from './search-failed';
export { Pagination } from './pagination';
export { SearchFilters } from './search-filters';
