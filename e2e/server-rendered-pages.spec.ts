import { newDealer, newSeller, postLiveAds, uniqueWord } from './ads';
import { refuseClipboardWrites } from './clipboard';
import { expect, test } from './fixtures';
import { holdRequests } from './held-requests';
import { expectToast } from './toasts';

/**
 * The public pages arrive as HTML (issue 31, decision 116): read with JavaScript off as a link
 * previewer, a crawler or a phone still downloading the script would, and hydrated with it on
 * without asking the API again or changing what is on screen.
 */

test.describe('with JavaScript off', () => {
  // The browser logs the 404 page's status as a failed load.
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: [/status of 404/] });

  test('a buyer reads the home page, searches, moves between result pages and opens a car', async ({
    page,
  }) => {
    test.slow(); // thirteen ads posted and reviewed
    // A dealer: more new ads in a day than a Member may post.
    const seller = await newDealer(page.request);
    const word = uniqueWord();
    const titles = Array.from({ length: 13 }, (_, i) => `Toyota Aqua ${word} number ${i + 1}`);
    await postLiveAds(
      page.request,
      seller,
      titles.map((title, i) => ({
        title,
        make: 'Toyota',
        model: 'Aqua',
        price: 5_000_000 + i * 10_000,
        description: `<p>Serviced at the agent, ${word} kept.</p>`,
      })),
    );

    await page.goto('/');
    for (const name of ['Recommended For You', 'Recently Added']) {
      const section = page
        .locator('section')
        .filter({ has: page.getByText(name, { exact: true }) });
      await expect(section.getByRole('article').first()).toBeVisible();
    }
    const makes = page.getByRole('region', { name: 'Find cars by make' });
    await expect(makes.getByRole('link').first()).toHaveAttribute('href', /^\/buy-car\?brand=\d+$/);

    // Twelve cards a page: the thirteenth is on page 2, reached by a real link.
    await page.goto(`/buy-car?q=${word}&sort=1`);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(12);
    await expect(cards.first()).toContainText(titles[0]!);
    await expect(cards.first()).toContainText('Rs. 5,000,000');
    await page
      .getByRole('link', { name: /^(Page 2|2|Next)/ })
      .first()
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText(titles[12]!);

    // The filters are an ordinary form: a make chosen and applied is a new address.
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('button', { name: 'Toyota', exact: true }).click();
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/[?&]brand=\d+/);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
    await expect(page).toHaveTitle(/^Toyota cars for sale in Sri Lanka/);
    await expect(page.getByRole('article')).toHaveCount(12);

    await page.goto(`/buy-car?q=${word}&sort=1&page=2`);
    await page.getByRole('link', { name: titles[12]! }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: titles[12]! })).toBeVisible();
    await expect(page.getByText('Rs. 5,120,000').first()).toBeVisible();
    await expect(page.getByText(`Serviced at the agent, ${word} kept.`)).toBeVisible();
    const specifications = page.getByRole('region', { name: 'Specifications' });
    await expect(specifications).toContainText('Toyota');
    await expect(specifications).toContainText('Aqua');
  });

  test('a broken or hostile search address is rendered as text, never a server error', async ({
    page,
  }) => {
    const hostile = [
      `q=${encodeURIComponent('"><script>window.hacked=1</script>')}`,
      'page=-1&sort=99&brand=abc&min=-5&unknown=1',
      `q=${'x'.repeat(10_000)}`,
      'q=%00&brand=%00&city=1%00',
      'brand=%E0%A4%A',
    ];
    for (const query of hostile) {
      const answer = await page.request.get(`/buy-car?${query}`);
      expect(answer.status(), query).toBe(200);
      const html = await answer.text();
      expect(html, query).toMatch(/<h1[^>]*>Find Your Perfect Car<\/h1>/);
      expect(html, query).not.toContain('<script>window.hacked');
    }
  });

  test('an address that is no page shows the not-found page with its status', async ({ page }) => {
    const answer = await page.goto('/cars/999999999');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Car not found' })).toBeVisible();
  });
});

test.describe('with JavaScript on', () => {
  test('the page hydrates from the answers it came with: no second search, nothing redrawn', async ({
    page,
  }) => {
    // The app's scripts wait until the server's page has been read as it arrived.
    const scripts = await holdRequests(page, '**/assets/*.js');
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/vehicles')) asked.push(url.pathname);
    });

    const loaded = page.goto('/buy-car?sort=1');
    await expect(page.getByRole('article')).toHaveCount(12);
    const serverText = await page.locator('main').innerText();
    scripts.release();
    await loaded;
    await page.waitForLoadState('networkidle');

    // The app is running: the sort answers a choice.
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    expect(asked.filter((path) => path === '/api/vehicles/search')).toEqual([]);
    expect(await page.locator('main').innerText()).toBe(serverText);
  });

  test('a toast fired before the toaster has arrived shows once it does, and nothing is redrawn', async ({
    page,
    pageErrors,
  }) => {
    // A slow phone network: the toaster, a chunk of its own after the first screen, lags behind
    // the page, and the buyer acts before it is here (a copy the browser refuses says so).
    const toaster = await holdRequests(page, /\/assets\/toaster-[\w-]+\.js$/);
    await refuseClipboardWrites(page);
    const seller = await newSeller(page.request);
    const title = `Toyota Aqua ${uniqueWord()} toaster late`;
    const [id] = await postLiveAds(page.request, seller, [{ title, price: 3_900_000 }]);

    await page.goto(`/cars/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('textbox', { name: 'Link to this car' })).toBeFocused();
    expect(toaster.wasAsked(), 'the toaster is asked for and held').toBe(true);

    toaster.release();
    await expectToast(page, 'Your browser did not let us copy the link. Copy it from the field.');
    // React found the page as the server drew it: no hydration error (#418) was reported.
    expect(pageErrors).toEqual([]);
  });

  test('the title follows the page when the app moves to another', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('About us | CarMarket');
    await page.getByRole('link', { name: 'Car Financing' }).click();
    await expect(page).toHaveTitle('Car loan calculator | CarMarket');
    await page.goBack();
    await expect(page).toHaveTitle('About us | CarMarket');
  });
});
