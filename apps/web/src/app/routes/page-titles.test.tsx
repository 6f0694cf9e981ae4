import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Link, MemoryRouter, Outlet, Route, Routes, useNavigate } from 'react-router';
import { AppProvider } from '../provider';
import { startApiFixture } from '../../test/api-fixture-server';
import { CITIES, SEARCH_ROUTES } from '../../test/search-answers';
import { useSearchPageTitle } from '../../features/vehicles/hooks/use-search-page-title';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FixedPageTitle } from './fixed-page-title';
import { NotFoundRoute } from './not-found';

// The words the server writes in the head of each address (apps/api modules/pages): after an
// in-app navigation the tab must carry the same ones.

const SERVER_TITLE = 'The title the server wrote';

function Layout() {
  return (
    <>
      <Outlet />
      <FixedPageTitle />
    </>
  );
}

function SearchPage() {
  useDocumentTitle(useSearchPageTitle(CITIES));
  return <h1>Find Your Perfect Car</h1>;
}

/** The browser's Back button. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

/** The app's frame in memory, opened at `/start` (the address the server answered). */
function renderAt(links: string[]) {
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={['/start']}>
        <BackButton />
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

/** Opens each address in turn, in the app, and waits for the tab to carry its title. */
async function expectTitlesInTurn(titles: Record<string, string>) {
  renderAt(Object.keys(titles));
  for (const [to, title] of Object.entries(titles)) {
    await userEvent.click(screen.getByRole('link', { name: to }));
    await waitFor(() => expect(document.title, to).toBe(title));
  }
}

let fixture: Awaited<ReturnType<typeof startApiFixture>>;
beforeEach(async () => {
  document.title = SERVER_TITLE;
  fixture = await startApiFixture(SEARCH_ROUTES);
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

  it("gives the first address the server's title again when Back returns to it", async () => {
    renderAt(['/about']);
    await userEvent.click(screen.getByRole('link', { name: '/about' }));
    await waitFor(() => expect(document.title).toBe('About us | CarMarket'));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(document.title).toBe(SERVER_TITLE));
  });

  it('names each fixed page in the server words, account pages included', async () => {
    const titles = {
      '/about': 'About us | CarMarket',
      '/': 'CarMarket — Buy and sell used cars in Sri Lanka',
      '/login': 'Sign in | CarMarket',
      '/profile-wishlist': 'My wishlist | CarMarket',
      '/settings/e-mail': 'E-mail preferences | CarMarket',
      '/no-such-page': 'Page not found | CarMarket',
    };
    await expectTitlesInTurn(titles);
  });

  it('names a search by the make, model, city and page of its address', async () => {
    const titles = {
      '/buy-car': 'Used cars for sale in Sri Lanka | CarMarket',
      '/buy-car?brand=1&model=7&city=3&page=2':
        'Toyota Aqua for sale in Kandy – page 2 | CarMarket',
      '/buy-car?brand=2&q=red': 'Honda cars for sale in Sri Lanka | CarMarket',
      '/buy-car?model=7': 'Toyota Aqua for sale in Sri Lanka | CarMarket',
      // Two makes name no single make; a model of another make is not this page's.
      '/buy-car?brand=1,2': 'Used cars for sale in Sri Lanka | CarMarket',
      '/buy-car?brand=2&model=7': 'Honda cars for sale in Sri Lanka | CarMarket',
    };
    await expectTitlesInTurn(titles);
  });
});
