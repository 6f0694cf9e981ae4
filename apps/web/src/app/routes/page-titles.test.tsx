import { LoadSpecsResponseSchema } from '@carmarket/shared/reference';
import { ModelsResponseSchema } from '@carmarket/shared/vehicle-search';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { AppProvider } from '../provider';
import { startApiFixture } from '../../test/api-fixture-server';
import { useSearchPageTitle } from '../../features/vehicles/hooks/use-search-page-title';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFixedPageTitle } from './fixed-page-title';
import { NotFoundRoute } from './not-found';

// The words the server writes in the head of each address (apps/api modules/pages): after an
// in-app navigation the tab must carry the same ones.

const SERVER_TITLE = 'The title the server wrote';

const specs = LoadSpecsResponseSchema.parse({
  conditions: [],
  fuelTypes: [],
  transmissions: [],
  brands: [
    { id: 1, name: 'Toyota' },
    { id: 2, name: 'Honda' },
  ],
  types: [],
  minPrice: 1_000_000,
  maxPrice: 9_000_000,
});
const models = ModelsResponseSchema.parse({
  models: [
    { id: 7, name: 'Aqua', makeId: 1, count: 3 },
    { id: 8, name: 'Fit', makeId: 2, count: 2 },
  ],
});
const cities = [
  { id: 3, name: 'Kandy' },
  { id: 4, name: 'Colombo' },
];

function Layout() {
  useFixedPageTitle();
  return <Outlet />;
}

function SearchPage() {
  useDocumentTitle(useSearchPageTitle(cities));
  return <h1>Find Your Perfect Car</h1>;
}

/** The app's frame in memory, opened at `/start` (the address the server answered). */
function renderAt(links: string[]) {
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={['/start']}>
        <nav>
          {links.map((to) => (
            <Link key={to} to={to}>
              {to}
            </Link>
          ))}
        </nav>
        <Routes>
          <Route element={<Layout />}>
            <Route path="/start" element={<p>Start</p>} />
            <Route path="/buy-car" element={<SearchPage />} />
            <Route path="*" element={<p>A page</p>} />
            <Route path="/no-such-page" element={<NotFoundRoute />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
}

let fixture: Awaited<ReturnType<typeof startApiFixture>>;
beforeEach(async () => {
  document.title = SERVER_TITLE;
  fixture = await startApiFixture({
    'GET /api/vehicles/load-specs': () => ({ status: 200, body: specs }),
    'GET /api/vehicles/models': () => ({ status: 200, body: models }),
  });
});
afterEach(async () => {
  // Unmounted first: a request still on its way would otherwise meet a closed server.
  cleanup();
  await fixture.close();
});

describe('page titles after an in-app navigation', () => {
  it('keeps the title the server wrote for the first address', () => {
    renderAt([]);
    expect(document.title).toBe(SERVER_TITLE);
  });

  it('names each fixed page in the server words, account pages included', async () => {
    renderAt(['/', '/about', '/login', '/profile-wishlist', '/settings/e-mail', '/no-such-page']);
    const open = (to: string) => userEvent.click(screen.getByRole('link', { name: to }));
    await open('/about');
    expect(document.title).toBe('About us | CarMarket');
    await open('/');
    expect(document.title).toBe('CarMarket — Buy and sell used cars in Sri Lanka');
    await open('/login');
    expect(document.title).toBe('Sign in | CarMarket');
    await open('/profile-wishlist');
    expect(document.title).toBe('My wishlist | CarMarket');
    await open('/settings/e-mail');
    expect(document.title).toBe('E-mail preferences | CarMarket');
    await open('/no-such-page');
    expect(document.title).toBe('Page not found | CarMarket');
  });

  it('names a search by the make, model, city and page of its address', async () => {
    renderAt([
      '/buy-car',
      '/buy-car?brand=1&model=7&city=3&page=2',
      '/buy-car?brand=2&q=red',
      '/buy-car?model=7',
      '/buy-car?brand=1,2',
      '/buy-car?brand=2&model=7',
    ]);
    const open = (to: string) => userEvent.click(screen.getByRole('link', { name: to }));
    await open('/buy-car');
    await waitFor(() => expect(document.title).toBe('Used cars for sale in Sri Lanka | CarMarket'));
    await open('/buy-car?brand=1&model=7&city=3&page=2');
    await waitFor(() =>
      expect(document.title).toBe('Toyota Aqua for sale in Kandy – page 2 | CarMarket'),
    );
    await open('/buy-car?brand=2&q=red');
    await waitFor(() =>
      expect(document.title).toBe('Honda cars for sale in Sri Lanka | CarMarket'),
    );
    await open('/buy-car?model=7');
    await waitFor(() =>
      expect(document.title).toBe('Toyota Aqua for sale in Sri Lanka | CarMarket'),
    );
    // Two makes name no single make; a model of another make is not this page's.
    await open('/buy-car?brand=1,2');
    await waitFor(() => expect(document.title).toBe('Used cars for sale in Sri Lanka | CarMarket'));
    await open('/buy-car?brand=2&model=7');
    await waitFor(() =>
      expect(document.title).toBe('Honda cars for sale in Sri Lanka | CarMarket'),
    );
  });
});
