import type { Page } from '@playwright/test';
import { E2E_PASSWORD, registerAccount, signInAs } from './accounts';
import { newSeller, postLiveAds, uniqueWord } from './ads';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { expectHydrated } from './hydration';

/** A 390 px phone with a touch screen, and the desktop the other projects use. */
const SIZES = [
  {
    name: '390 px phone',
    use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  },
  { name: '1280 px desktop', use: { viewport: { width: 1280, height: 800 } } },
] as const;

/** The page is no wider than its screen (the comparison scrolls inside its own box). */
async function expectNoPageOverflow(page: Page, what: string) {
  const { scroll, screen } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    screen: window.screen.width < window.innerWidth ? window.screen.width : window.innerWidth,
  }));
  expect.soft(scroll, `${what} is wider than the screen`).toBeLessThanOrEqual(screen);
}

/**
 * Opens a car's page and waits until its view is recorded: the control and the recording come in
 * one chunk after the page has hydrated (its server-drawn button is on screen before that). A
 * visitor's view lands in local storage, a signed-in user's with PUT /api/me/recently-viewed.
 */
async function openCar(page: Page, id: number, title: string, signedIn = false) {
  const recorded = signedIn
    ? page.waitForResponse(
        (response) =>
          response.request().method() === 'PUT' &&
          response.url().endsWith(`/api/me/recently-viewed/${id}`),
      )
    : null;
  await page.goto(`/cars/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  if (recorded) expect((await recorded).status()).toBe(204);
  else {
    await expect
      .poll(() =>
        page.evaluate(
          () => JSON.parse(localStorage.getItem('carmarket.recentlyViewed') ?? '[]')[0] as number,
        ),
      )
      .toBe(id);
  }
}

function recentlyViewedTitles(page: Page) {
  return page
    .getByRole('region', { name: 'Cars you looked at' })
    .getByRole('article')
    .getByRole('heading');
}

for (const size of SIZES) {
  test.describe(`recently viewed and compare on a ${size.name}`, () => {
    test.use(size.use);

    test('a visitor’s cars come back on the home page, side by side, and follow them into their account', async ({
      page,
    }) => {
      test.slow(); // three ads posted and approved, and a dozen pages
      const seller = await newSeller(page.request);
      const word = uniqueWord();
      const titles = [
        `Toyota Aqua 2016 ${word}`,
        `Honda Fit 2015 ${word}`,
        `Suzuki Alto 2018 ${word}`,
      ];
      const ids = await postLiveAds(
        page.request,
        seller,
        titles.map((title, i) => ({ title, price: 4_000_000 + i * 500_000 })),
      );

      for (const [i, id] of ids.entries()) await openCar(page, id, titles[i]!);
      await page.goto('/');
      await expect(recentlyViewedTitles(page)).toHaveText([titles[2]!, titles[1]!, titles[0]!]);
      await expectNoPageOverflow(page, 'the home page');
      expect(await axeViolations(page)).toEqual([]);

      // Two cars into the comparison, from their pages.
      await openCar(page, ids[2]!, titles[2]!);
      const addToCompare = page.getByRole('button', { name: 'Add to compare' });
      await expectHydrated(addToCompare);
      await addToCompare.click();
      await expect(page.getByRole('button', { name: 'Remove from compare' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await openCar(page, ids[1]!, titles[1]!);
      await expectHydrated(addToCompare);
      await addToCompare.click();
      await page.getByRole('link', { name: 'Compare (2)' }).click();
      await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${ids[2]},${ids[1]}$`));
      const table = page.getByRole('region', { name: 'Cars side by side' });
      await expect(table.getByRole('columnheader')).toHaveCount(2);
      await expect(table.getByRole('link', { name: titles[2] })).toBeVisible();
      await expect(table.getByRole('link', { name: titles[1] })).toBeVisible();
      for (const row of [
        'Price',
        'Year',
        'Mileage',
        'Engine',
        'Fuel type',
        'Transmission',
        'Features',
        'Price band',
      ]) {
        await expect(table.getByRole('rowheader', { name: row, exact: true })).toBeVisible();
      }
      await expect(table.getByRole('cell', { name: 'Rs. 5,000,000' })).toBeVisible();
      await expectNoPageOverflow(page, '/compare');
      expect(await axeViolations(page)).toEqual([]);

      // Removing a car changes the address, so what is shared is what is shown.
      await table.getByRole('button', { name: `Remove ${titles[1]}` }).click();
      await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${ids[2]}$`));
      await expect(table.getByRole('columnheader')).toHaveCount(1);

      // A shared link with a car that is not there: the others and a sentence.
      await page.goto(`/compare?ids=${ids[0]},999999999`);
      await expect(page.getByRole('status')).toHaveText(
        'Some of the cars you asked for are no longer listed.',
      );
      await expect(table.getByRole('link', { name: titles[0] })).toBeVisible();
      await expect(table.getByRole('columnheader')).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);

      // Signed in, the browser's list moves into the account, in its order.
      const email = await registerAccount(page.request);
      await signInAs(page, email, E2E_PASSWORD);
      await page.goto('/');
      await expect(recentlyViewedTitles(page)).toHaveText([titles[1]!, titles[2]!, titles[0]!]);
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('carmarket.recentlyViewed')))
        .toBeNull();
      // Now on the server: a car opened signed in goes to the top there.
      await openCar(page, ids[0]!, titles[0]!, true);
      await page.goto('/');
      await expect(recentlyViewedTitles(page)).toHaveText([titles[0]!, titles[1]!, titles[2]!]);
    });
  });
}
