import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { parseSearchState, serialiseSearchState, type SearchState } from '../search-state';

/** The Buy Car page's search, read from and written to the address bar (see search-state.ts). */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearchState(params), [params]);

  // Addresses written that the page has not drawn yet: the router moves inside a transition, so
  // a sort chosen right after the last key would otherwise be built on the address before the
  // typed words, and lose them. Each change builds on the newest address written.
  const written = useRef<string[]>([]);
  const shown = params.toString();
  useEffect(() => {
    // The page drew one of them (those before it landed or were replaced), or another address
    // came from outside (Back, a link): nothing written is still on its way.
    const landed = written.current.indexOf(shown);
    written.current = landed === -1 ? [] : written.current.slice(landed + 1);
  }, [shown]);

  /** Anything but the page goes back to page 1: the old page may not exist any more. */
  const update = useCallback(
    (change: Partial<SearchState>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const newest = written.current.at(-1);
          const base = newest === undefined ? current : new URLSearchParams(newest);
          const next = serialiseSearchState({ ...parseSearchState(base), page: 1, ...change });
          written.current.push(next.toString());
          return next;
        },
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [setParams],
  );

  return { state, update };
}
