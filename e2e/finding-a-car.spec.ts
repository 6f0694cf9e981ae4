import type { Page } from '@playwright/test';
import { E2E_PASSWORD, registerAccount } from './accounts';
import { expect, test } from './fixtures';

const countLine = (page: Page) => page.getByText(/^[\d,]+ cars found$/);

async function carsFound(page: Page): Promise<number> {
  await expect(countLine(page)).toBeVisible();
  return Number((await countLine(page).innerText()).replace(/\D/g, ''));
}

const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 });

async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page
    .getByRole('article')
    .getByText(/^Rs\. /)
    .allInnerTexts();
  return texts.map((text) => Number(text.replace(/\D/g, '')));
}

test.describe('finding a car on Buy Car', () => {
  test('searches by keyword and writes it to the address', async ({ page }) => {
    await page.goto('/buy-car');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find Your Perfect Car' }),
    ).toBeVisible();
    const all = await carsFound(page);
    const search = page.getByRole('searchbox', { name: 'Search cars' });
    await expect(search).toHaveAttribute('placeholder', 'Search by make, model, or keyword...');
    await search.fill('toyota');
    await expect(page).toHaveURL(/[?&]q=toyota/);
    await expect.poll(() => carsFound(page)).toBeLessThan(all);
    for (const title of await cardTitles(page).allInnerTexts()) expect(title).toMatch(/toyota/i);
  });

  test('applies and resets filters; the address and the results follow', async ({ page }) => {
    await page.goto('/buy-car');
    const all = await carsFound(page);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters
      .getByRole('list', { name: 'Fuel Type' })
      .getByRole('button', { name: 'Hybrid' })
      .click();
    await expect(page).toHaveURL(/[?&]fuelType=\d+/);
    await expect.poll(() => carsFound(page)).toBeLessThan(all);
    await expect(
      filters.getByRole('list', { name: 'Fuel Type' }).getByRole('button', { name: 'Hybrid' }),
    ).toHaveAttribute('aria-pressed', 'true');
    for (const card of await page.getByRole('article').all()) {
      await expect(card.getByText('Hybrid', { exact: true })).toBeVisible();
    }

    await filters.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/buy-car$/);
    await expect.poll(() => carsFound(page)).toBe(all);
  });

  test('sorts by price and pages through the results, back and forward included', async ({
    page,
  }) => {
    await page.goto('/buy-car');
    await page
      .getByRole('combobox', { name: 'Sort by' })
      .selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/[?&]sort=1/);
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length > 1 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
      })
      .toBe(true);
    const firstPage = await cardTitles(page).allInnerTexts();

    await page
      .getByRole('navigation', { name: 'Pages of results' })
      .getByRole('button', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect.poll(() => cardTitles(page).first().innerText()).not.toBe(firstPage[0]);

    await page.goBack();
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expect.poll(() => cardTitles(page).allInnerTexts()).toEqual(firstPage);
    await page.goForward();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  });

  test('a filtered address shows the same view after a reload', async ({ page }) => {
    await page.goto('/buy-car?q=toyota&sort=2');
    const search = page.getByRole('searchbox', { name: 'Search cars' });
    await expect(search).toHaveValue('toyota');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('2');
    const count = await carsFound(page);
    const titles = await cardTitles(page).allInnerTexts();
    await page.reload();
    await expect(search).toHaveValue('toyota');
    await expect.poll(() => carsFound(page)).toBe(count);
    await expect.poll(() => cardTitles(page).allInnerTexts()).toEqual(titles);
  });
});

test.describe('a car', () => {
  test('opens from its card, steps through the gallery, and takes an offer after sign-in', async ({
    page,
  }) => {
    test.slow(); // a search, the gallery, a sign-in and an offer in one journey
    await page.goto('/buy-car?sort=2');
    const title = await cardTitles(page).first().innerText();
    await page.getByRole('link', { name: `View Details of ${title}` }).click();
    await expect(page).toHaveURL(/\/cars\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    const gallery = page.getByRole('region', { name: 'Photos' });
    const counter = gallery.getByText(/^Photo \d+ of \d+$/);
    await expect(counter).toHaveText(/^Photo 1 of /);
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter).toHaveText(/^Photo 2 of /);
    await gallery.getByRole('button', { name: /^Show photo 1 of/ }).click();
    await expect(counter).toHaveText(/^Photo 1 of /);
    await gallery.getByRole('button', { name: 'Previous photo' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(/^Photo 2 of /);

    await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read all safety tips' })).toHaveAttribute(
      'href',
      '/safety-tips',
    );

    const price = (
      await page
        .getByText(/^Rs\. [\d,]+$/)
        .first()
        .innerText()
    ).replace(/\D/g, '');
    // A visitor is asked to sign in first and comes back to the car.
    const carUrl = page.url();
    const email = await registerAccount(page.request);
    await page.getByRole('button', { name: 'Make an Offer' }).click();
    const signInFirst = page.getByRole('dialog', { name: 'Sign in to make an offer' });
    await signInFirst.getByRole('link', { name: 'Sign In' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(carUrl);

    await page.getByRole('button', { name: 'Make an Offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make an Offer' });
    await expect(dialog.getByLabel('Your offer (Rs.)')).toHaveValue(price);
    await dialog.getByLabel('Your offer (Rs.)').fill('0');
    await dialog.getByRole('button', { name: 'Send Offer' }).click();
    await expect(dialog.getByText('Your offer must be at least 1')).toBeVisible();
    await dialog.getByLabel('Your offer (Rs.)').fill(String(Math.round(Number(price) * 0.9)));
    await dialog.getByLabel('Message').fill('Could I see it on Saturday morning?');
    await dialog.getByRole('button', { name: 'Send Offer' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your offer has been sent to the seller.' }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test.describe('that does not exist', () => {
    test.use({ expectedConsoleErrors: [/status of 404/] });
    test('shows a not-found page', async ({ page }) => {
      await page.goto('/cars/99999999');
      await expect(page.getByRole('heading', { level: 1, name: 'Car not found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Browse all cars' })).toBeVisible();
    });
  });
});

test('the home page lists recommended and recent cars from live ads', async ({ page }) => {
  await page.goto('/');
  for (const name of ['Recommended For You', 'Recently Added']) {
    const section = page.locator('section').filter({ has: page.getByText(name, { exact: true }) });
    await expect(section.getByRole('article').first()).toBeVisible();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('filters in the slide-in drawer apply only with Apply Filters, and Reset clears them', async ({
    page,
  }) => {
    await page.goto('/buy-car');
    const all = await carsFound(page);
    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer
      .getByRole('list', { name: 'Transmission' })
      .getByRole('button', { name: 'Manual' })
      .click();
    await expect(page).not.toHaveURL(/transmission=/);
    await drawer.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/[?&]transmission=\d+/);
    await expect.poll(() => carsFound(page)).toBeLessThan(all);
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();

    await page.getByRole('button', { name: 'Filters (1)' }).click();
    await drawer.getByRole('button', { name: 'Reset' }).click();
    await drawer.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/\/buy-car$/);
    await expect.poll(() => carsFound(page)).toBe(all);
  });
});
