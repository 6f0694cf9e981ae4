import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithProviders } from '../../../test/render-with-providers';
import { parseSearchState, searchAddress } from '../search-state';
import { Pagination } from './pagination';

/** The results' page links for the search at `address`, as the Buy Car page builds them. */
function ResultPages({ pageCount, onNavigate }: { pageCount: number; onNavigate?: () => void }) {
  const location = useLocation();
  const state = parseSearchState(new URLSearchParams(location.search));
  return (
    <>
      <p data-testid="address">{`${location.pathname}${location.search}`}</p>
      <Pagination
        page={state.page}
        pageCount={pageCount}
        pageHref={(page) => searchAddress({ ...state, page })}
        onNavigate={onNavigate}
      />
    </>
  );
}

function renderPages(path: string, pageCount: number, onNavigate?: () => void) {
  renderWithProviders(
    <Routes>
      <Route
        path="/buy-car"
        element={<ResultPages pageCount={pageCount} onNavigate={onNavigate} />}
      />
    </Routes>,
    { path },
  );
  return screen.getByRole('navigation', { name: 'Pages of results' });
}

describe('Pagination', () => {
  it('links each page to its address with the search kept, page 1 without a page number', () => {
    const nav = renderPages('/buy-car?q=aqua&sort=1&brand=3&page=3', 6);
    const href = (name: string) => within(nav).getByRole('link', { name }).getAttribute('href');
    expect(href('Page 1')).toBe('/buy-car?q=aqua&sort=1&brand=3');
    expect(href('Page 2')).toBe('/buy-car?q=aqua&sort=1&page=2&brand=3');
    expect(href('Page 5')).toBe('/buy-car?q=aqua&sort=1&page=5&brand=3');
    expect(href('Previous')).toBe('/buy-car?q=aqua&sort=1&page=2&brand=3');
    expect(href('Next')).toBe('/buy-car?q=aqua&sort=1&page=4&brand=3');
    expect(within(nav).getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).queryByRole('link', { name: 'Page 6' })).toBeNull();
  });

  it('has no link before the first page or after the last', () => {
    const nav = renderPages('/buy-car', 2);
    expect(within(nav).queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(within(nav).getByText('Previous').getAttribute('aria-disabled')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/buy-car?page=2',
    );
  });

  it('moves to the page in the app, without a reload, and lets the list scroll up', async () => {
    let navigations = 0;
    const nav = renderPages('/buy-car?fuelType=2', 3, () => (navigations += 1));
    await userEvent.click(within(nav).getByRole('link', { name: 'Page 2' }));
    expect(screen.getByTestId('address').textContent).toBe('/buy-car?page=2&fuelType=2');
    expect(navigations).toBe(1);
    await userEvent.click(within(nav).getByRole('link', { name: 'Previous' }));
    expect(screen.getByTestId('address').textContent).toBe('/buy-car?fuelType=2');
  });
});
