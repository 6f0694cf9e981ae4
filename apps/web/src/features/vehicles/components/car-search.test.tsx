import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTranslator } from '@carmarket/shared/i18n/translate';
import si from '../../../i18n/si';
import ta from '../../../i18n/ta';
import { startApiFixture } from '../../../test/api-fixture-server';
import { renderBuyCar } from '../../../test/buy-car-page';
import { SEARCH_ROUTES } from '../../../test/search-answers';
import { parseSearchState } from '../search-state';
import { carsCountLine } from './car-search';

/** What a browser without JavaScript would load on submitting `form` with `submitter`. */
function sentAddress(form: HTMLFormElement, submitter?: HTMLElement) {
  const data = new FormData(form, submitter);
  const query = new URLSearchParams(
    [...data].map(([name, value]) => [name, String(value)] as [string, string]),
  );
  return { action: new URL(form.action).pathname, method: form.method, query };
}

const filterForm = async () => {
  const panel = screen.getByRole('complementary', { name: 'Filters' });
  await within(panel).findByRole('list', { name: 'Brand' });
  const form = panel.querySelector('form');
  expect(form).not.toBeNull();
  return { panel, form: form! };
};

let fixture: Awaited<ReturnType<typeof startApiFixture>>;
/** The query of each search the page asked the API for. */
const searched: URLSearchParams[] = [];
/** The query of each nearby search it asked for. */
const askedNearby: URLSearchParams[] = [];
beforeEach(async () => {
  searched.length = 0;
  askedNearby.length = 0;
  fixture = await startApiFixture({
    ...SEARCH_ROUTES,
    'GET /api/vehicles/search': (_request, url) => {
      searched.push(url.searchParams);
      return SEARCH_ROUTES['GET /api/vehicles/search']();
    },
    // The same search without its fuel has cars; nothing nearer helps a search with no filter.
    // The API writes every parameter the search has, the default sort too.
    'GET /api/vehicles/search/nearby': (_request, url) => {
      askedNearby.push(url.searchParams);
      return {
        status: 200,
        body: {
          searches: url.searchParams.get('fuelTypes')
            ? [{ dropped: 'fuelType', params: { q: 'aqua', sort: '0', brand: '1' }, count: 12 }]
            : [],
        },
      };
    },
  });
});
afterEach(async () => {
  // The last search answered and unmounted first: one still on its way (they wait 200 ms after
  // a change) would otherwise meet a closed server.
  const results = document.querySelector('[aria-busy]');
  if (results) await waitFor(() => expect(results.getAttribute('aria-busy')).toBe('false'));
  cleanup();
  await fixture.close();
});

const ADDRESS =
  '/buy-car?q=aqua&sort=1&page=3&max=8000000&brand=1&model=7&fuelType=2&yomMin=2015&mileageMax=100000&city=3';

describe('the Buy Car filters as a plain GET form', () => {
  it('sends the search the page shows, at the page’s own address names, back to page 1', async () => {
    renderBuyCar(ADDRESS);
    const { form } = await filterForm();
    await screen.findByRole('list', { name: 'Toyota models' });
    const sent = sentAddress(form);
    expect(sent.action).toBe('/buy-car');
    expect(sent.method).toBe('get');
    const shown = parseSearchState(new URL(ADDRESS, 'http://x').searchParams);
    expect(parseSearchState(sent.query)).toEqual({ ...shown, page: 1 });
    expect(sent.query.getAll('brand')).toEqual(['1']);
    expect(sent.query.get('max')).toBe('8,000,000');
  });

  it('sends what the buyer changed without the app: a chip ticked, a box typed', async () => {
    renderBuyCar('/buy-car?brand=1');
    const { panel, form } = await filterForm();
    // What a browser does on its own when no script answers: the box ticks, the text changes.
    const honda = within(panel).getByRole('button', { name: 'Honda' }) as HTMLInputElement;
    honda.checked = true;
    const min = within(panel).getByRole('textbox', {
      name: 'Min price in rupees',
    }) as HTMLInputElement;
    min.value = '2000000';
    const apply = within(panel).getByRole('button', { name: 'Apply Filters', hidden: true });
    const sent = sentAddress(form, apply);
    expect(parseSearchState(sent.query)).toMatchObject({ brand: [1, 2], min: 2_000_000, page: 1 });
  });

  it('with JavaScript filters at once and never sends the form', async () => {
    renderBuyCar('/buy-car?q=aqua');
    const { panel, form } = await filterForm();
    await userEvent.click(
      within(within(panel).getByRole('list', { name: 'Fuel Type' })).getByRole('button', {
        name: 'Hybrid',
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('/buy-car?q=aqua&fuelType=2'),
    );
    expect(within(panel).getByRole('button', { name: 'Hybrid' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(fireEvent.submit(form)).toBe(false); // default prevented: no page load
  });

  it('keeps the filters when the search box is sent on its own', async () => {
    renderBuyCar('/buy-car?brand=1&fuelType=2&city=3&page=2');
    const search = screen.getByRole('search');
    const box = within(search).getByRole('combobox', { name: 'Search cars' }) as HTMLInputElement;
    box.value = 'aqua';
    const sent = sentAddress(search as HTMLFormElement);
    expect(sent.action).toBe('/buy-car');
    expect(parseSearchState(sent.query)).toMatchObject({
      q: 'aqua',
      brand: [1],
      fuelType: [2],
      city: 3,
      page: 1,
    });
  });
});

describe('the Verified sellers filter (issue 36)', () => {
  const chip = (panel: HTMLElement, name = 'Verified sellers') =>
    within(panel).getByRole('button', { name }) as HTMLInputElement;

  it('keeps the search to verified sellers in the address, counted, and Reset clears it', async () => {
    renderBuyCar('/buy-car?q=aqua');
    const { panel } = await filterForm();
    expect(chip(panel).getAttribute('aria-pressed')).toBe('false');
    expect(chip(panel).getAttribute('aria-describedby')).toBeTruthy();

    await userEvent.click(chip(panel));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('/buy-car?q=aqua&verifiedOnly=true'),
    );
    expect(chip(panel).getAttribute('aria-pressed')).toBe('true');
    // The phone's Filters button counts it.
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeTruthy();
    await waitFor(() => expect(searched.at(-1)?.get('verifiedOnly')).toBe('true'));

    await userEvent.click(within(panel).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/buy-car?q=aqua'));
    expect(chip(panel).getAttribute('aria-pressed')).toBe('false');
  });

  it('asks the API for verified sellers only', async () => {
    renderBuyCar('/buy-car?verifiedOnly=true');
    await screen.findByText('0 cars found');
    expect(searched.at(-1)?.get('verifiedOnly')).toBe('true');
  });

  it('is sent as verifiedOnly=true by the plain form, and kept by the search box’s', async () => {
    renderBuyCar('/buy-car?verifiedOnly=true');
    const { panel, form } = await filterForm();
    expect(sentAddress(form).query.getAll('verifiedOnly')).toEqual(['true']);
    chip(panel).checked = false;
    expect(sentAddress(form).query.has('verifiedOnly')).toBe(false);
    const search = screen.getByRole('search') as HTMLFormElement;
    expect(parseSearchState(sentAddress(search).query).verifiedOnly).toBe(true);
  });

  it('is in the phone’s drawer, applied with the rest, and Reset there turns it off', async () => {
    renderBuyCar('/buy-car');
    await filterForm();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = screen.getByRole('dialog', { name: 'Filters' });
    await userEvent.click(chip(drawer));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Reset' }));
    expect(chip(drawer).getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(chip(drawer));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('/buy-car?verifiedOnly=true'),
    );
  });

  it('is named in Sinhala and Tamil', async () => {
    const { unmount } = renderBuyCar('/buy-car', 'si');
    let panel = screen.getByRole('complementary', { name: 'පෙරහන්' });
    await within(panel).findByRole('list', { name: 'වෙළඳ නාමය' });
    expect(chip(panel, 'තහවුරු කළ විකුණුම්කරුවන්')).toBeTruthy();
    unmount();
    renderBuyCar('/buy-car', 'ta');
    panel = screen.getByRole('complementary', { name: 'வடிகட்டிகள்' });
    await waitFor(() => expect(chip(panel, 'சரிபார்க்கப்பட்ட விற்பனையாளர்கள்')).toBeTruthy());
  });
});

describe('the Buy Car page in Sinhala and Tamil', () => {
  it('says the count, the sort, the filters and the empty state in Sinhala', async () => {
    renderBuyCar('/buy-car?brand=1', 'si');
    expect(await screen.findByText('කාර් 0 ක් හමු විය')).toBeTruthy();
    expect(screen.getByText('ඔබගේ සෙවුමට ගැළපෙන කාර් නැත')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'මිල: අඩු සිට වැඩි' })).toBeTruthy();
    const panel = screen.getByRole('complementary', { name: 'පෙරහන්' });
    await within(panel).findByRole('list', { name: 'වෙළඳ නාමය' });
    expect(within(panel).getByRole('button', { name: 'යළි සකසන්න' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'කාර් සොයන්න' })).toBeTruthy();
  });
});

// Issue 38: "No cars match your search" was a bold paragraph with no way out.
describe('no results', () => {
  it('is a heading and offers Clear filters, which clears them', async () => {
    renderBuyCar('/buy-car?q=aqua&brand=1&fuelType=2');
    expect(await screen.findByRole('heading', { name: 'No cars match your search' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => {
      const last = searched.at(-1);
      expect(last?.get('brand') ?? null).toBeNull();
      expect(last?.get('fuelType') ?? null).toBeNull();
    });
  });

  it('offers the nearest search that has cars, with its count, as a link to its one address', async () => {
    renderBuyCar('/buy-car?q=aqua&brand=1&fuelType=2');
    const nearby = await screen.findByRole('link', { name: 'Any fuel: 12 cars' });
    expect(nearby.getAttribute('href')).toBe('/buy-car?q=aqua&brand=1');
    expect(
      screen.getByRole('heading', { name: 'Searches close to yours that have cars' }),
    ).toBeTruthy();
  });

  it('offers no Clear filters when no filter is on', async () => {
    renderBuyCar('/buy-car?q=aqua');
    expect(await screen.findByRole('heading', { name: 'No cars match your search' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await waitFor(() => expect(askedNearby.map((query) => query.get('query'))).toEqual(['aqua']));
  });

  it('asks for no nearby searches when the search has nothing to leave out, its order alone', async () => {
    renderBuyCar('/buy-car?sort=2');
    expect(await screen.findByRole('heading', { name: 'No cars match your search' })).toBeTruthy();
    // Then words: the first nearby question is the one with them.
    const box = screen.getByRole('combobox', { name: 'Search cars' });
    await userEvent.type(box, 'aqua{Enter}');
    await waitFor(() => expect(askedNearby.length).toBeGreaterThan(0));
    expect(askedNearby.map((query) => query.get('query'))).toEqual(['aqua']);
  });
});

describe('the count line', () => {
  const en = createTranslator('en', {}).t;
  it('keeps the spec\u2019s English words for every count', () => {
    expect(carsCountLine(en, 1, true)).toBe('1 cars found');
    expect(carsCountLine(en, 1234, true)).toBe('1,234 cars found');
    expect(carsCountLine(en, 1000, false)).toBe('1,000+ cars found');
  });

  it('uses the language\u2019s own plural forms', () => {
    const t = createTranslator('ta', ta).t;
    expect(carsCountLine(t, 1, true)).toBe('1 கார் கிடைத்தது');
    expect(carsCountLine(t, 1234, true)).toBe('1,234 கார்கள் கிடைத்தன');
    expect(carsCountLine(createTranslator('si', si).t, 1000, false)).toBe('කාර් 1,000+ ක් හමු විය');
  });
});
