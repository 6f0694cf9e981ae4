import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchState } from './use-search-state';

function wrapper({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/buy-car']}>{children}</MemoryRouter>;
}

describe('useSearchState', () => {
  it('keeps typed words when the sort is chosen before the page has drawn them', () => {
    const { result } = renderHook(() => ({ search: useSearchState(), location: useLocation() }), {
      wrapper,
    });
    // Two changes in one go, as a fast buyer makes them: the words, then the sort.
    act(() => {
      result.current.search.update({ q: 'toyota' }, { replace: true });
      result.current.search.update({ sort: 1 });
    });
    expect(result.current.location.search).toBe('?q=toyota&sort=1');
    expect(result.current.search.state.q).toBe('toyota');
    expect(result.current.search.state.sort).toBe(1);

    act(() => result.current.search.update({ q: 'aqua' }));
    expect(result.current.location.search).toBe('?q=aqua&sort=1');
  });
});
