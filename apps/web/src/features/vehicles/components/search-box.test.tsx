import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiFixture, type FixtureRoutes } from '../../../test/api-fixture-server';
import { renderBuyCar } from '../../../test/buy-car-page';
import { SEARCH_ROUTES } from '../../../test/search-answers';

let fixture: Awaited<ReturnType<typeof startApiFixture>> | undefined;
afterEach(async () => {
  // The last search answered first (a change waits 200 ms): it would otherwise meet a closed
  // server.
  const results = document.querySelector('[aria-busy]');
  if (results) await waitFor(() => expect(results.getAttribute('aria-busy')).toBe('false'));
  cleanup();
  await fixture?.close();
});

const BOX_NAMES = { en: 'Search cars', si: 'කාර් සොයන්න' } as const;

/** Buy Car at `path`, its API answering as documented; `asked` lists each `q` suggested for. */
async function openBuyCar(
  path: string,
  { language = 'en', routes = {} }: { language?: 'en' | 'si'; routes?: FixtureRoutes } = {},
) {
  const asked: string[] = [];
  fixture = await startApiFixture({
    ...SEARCH_ROUTES,
    'GET /api/vehicles/suggest': (request, url) => {
      asked.push(url.searchParams.get('q') ?? '');
      return SEARCH_ROUTES['GET /api/vehicles/suggest'](request, url);
    },
    ...routes,
  });
  renderBuyCar(path, language);
  const box = screen.getByRole('combobox', { name: BOX_NAMES[language] }) as HTMLInputElement;
  return { box, asked, address: () => screen.getByTestId('address').textContent };
}

const listbox = () => screen.findByRole('listbox', { name: 'Suggestions' });
const option = (name: string) => screen.getByRole('option', { name });

describe('the search box’s suggestions', () => {
  it('offers the answer’s suggestions as the buyer types, each with its count, and says how many', async () => {
    const { box, asked } = await openBuyCar('/buy-car');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    await userEvent.type(box, 'toy');
    const list = await listbox();
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(list)
        .getAllByRole('option')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual([
      'Toyota, 1,234 cars',
      'Toyota Aqua, 1,200 cars',
      'Toyota Aqua 2016, 95 cars',
      'Toyota Vitz, 34 cars',
    ]);
    expect(within(option('Toyota, 1,234 cars')).getByText('1,234 cars')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('4 suggestions');
    // One letter asks for nothing.
    expect(asked).not.toContain('t');
    expect(asked).toContain('toy');
  });

  it('says the list is open in the same moment the list appears, never a collapsed box beside it', async () => {
    const { box } = await openBuyCar('/buy-car');
    // What the box said each time the page changed, read before anything else can run.
    const saidWithList: (string | null)[] = [];
    const observer = new MutationObserver(() => {
      if (document.querySelector('[role="listbox"]'))
        saidWithList.push(box.getAttribute('aria-expanded'));
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    await userEvent.type(box, 'toy');
    await listbox();
    observer.disconnect();
    expect(saidWithList.length).toBeGreaterThan(0);
    expect(saidWithList).not.toContain('false');
  });

  it('moves the active option with the arrow keys and chooses it with Enter: the filter instead of the words', async () => {
    const { box, address } = await openBuyCar('/buy-car?sort=1&brand=2');
    await userEvent.type(box, 'toy');
    await listbox();
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    const aqua = option('Toyota Aqua, 1,200 cars');
    expect(aqua.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(aqua.id);
    expect(option('Toyota, 1,234 cars').getAttribute('aria-selected')).toBe('false');

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(address()).toBe('/buy-car?sort=1&brand=1&model=7'));
    expect(box.value).toBe('');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(box);
  });

  it('chooses a model year by a click: a one-year range', async () => {
    const { box, address } = await openBuyCar('/buy-car');
    await userEvent.type(box, 'toyota aq');
    await listbox();
    await userEvent.click(option('Toyota Aqua 2016, 95 cars'));
    await waitFor(() => expect(address()).toBe('/buy-car?yomMin=2016&yomMax=2016&brand=1&model=7'));
    expect(box.value).toBe('');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes with Escape and keeps the words; Enter with no active option searches the words', async () => {
    const { box, address } = await openBuyCar('/buy-car?brand=2');
    await userEvent.type(box, 'toy');
    await listbox();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.value).toBe('toy');
    expect(screen.getByRole('status').textContent).toBe('');
    // The arrow key opens it again.
    await userEvent.keyboard('{ArrowDown}');
    expect(option('Toyota, 1,234 cars').getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Escape}');

    await userEvent.type(box, 'o');
    await listbox();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await waitFor(() => expect(address()).toBe('/buy-car?q=toyo&brand=2'));
  });

  it('closes when the buyer leaves the box with Tab', async () => {
    const { box } = await openBuyCar('/buy-car');
    await userEvent.type(box, 'toy');
    await listbox();
    await userEvent.tab();
    expect(document.activeElement).not.toBe(box);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows no list when the request fails, and the words still search', async () => {
    const { box, address } = await openBuyCar('/buy-car', {
      routes: {
        'GET /api/vehicles/suggest': () => ({
          status: 503,
          body: { code: 'UNAVAILABLE', message: 'Try again.' },
        }),
      },
    });
    await userEvent.type(box, 'toy');
    await waitFor(() => expect(address()).toBe('/buy-car?q=toy'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('says the count and the options in Sinhala', async () => {
    const { box, address } = await openBuyCar('/buy-car', { language: 'si' });
    await userEvent.type(box, 'toy');
    const list = await screen.findByRole('listbox', { name: 'යෝජනා' });
    expect(screen.getByRole('status').textContent).toBe('යෝජනා 4 ක්');
    const toyota = within(list).getByRole('option', { name: 'Toyota, කාර් 1,234' });
    expect(within(toyota).getByText('කාර් 1,234')).toBeTruthy();
    await userEvent.click(toyota);
    await waitFor(() => expect(address()).toBe('/buy-car?brand=1'));
  });
});
