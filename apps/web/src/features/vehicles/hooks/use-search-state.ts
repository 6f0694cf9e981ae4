import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseSearchState, serialiseSearchState, type SearchState } from '../search-state';

/** The Buy Car page's search, read from and written to the address bar (see search-state.ts). */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearchState(params), [params]);

  /** Anything but the page goes back to page 1: the old page may not exist any more. */
  const update = useCallback(
    (change: Partial<SearchState>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = { ...parseSearchState(current), page: 1, ...change };
          return serialiseSearchState(next);
        },
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [setParams],
  );

  return { state, update };
}
