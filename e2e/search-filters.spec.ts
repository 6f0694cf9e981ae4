import type { Locator, Page } from '@playwright/test';
import { newDealer, newSeller, postLiveAds, uniqueWord } from './ads';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

// Search v2's filters on Buy Car: Model (of the chosen makes), Year, Mileage and City. Other
// journeys publish Honda Fits while these run, so every count asserted is of ads this file posts
// itself, found by a word only their titles carry; a model chip's own count is not asserted.

const countLine = (page: Page) => page.getByText(/^[\d,]+\+? cars found$/);

const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 });

const brandChip = (panel: Locator, make: string) =>
  panel.getByRole('list', { name: 'Brand' }).getByRole('button', { name: make, exact: true });

/** A model chip's name is the model and its count of live ads: "Fit 12 cars" (issue 38: it starts with what the chip shows). */
const modelChip = (panel: Locator, make: string, model: string) =>
  panel
    .getByRole('list', { name: `${make} models` })
    .getByRole('button', { name: new RegExp(`^${model} [\\d,]+ cars?$`) });

test.describe('Search v2 filters on a desktop', () => {
  test('narrow by make, model, year, mileage and city; the address and the results follow', async ({
    page,
  }) => {
    test.slow(); // six ads are posted and approved first
    const word = uniqueWord();
    const fit2016 = `Honda Fit 2016 ${word}`;
    const fitKandy = `Honda Fit 2015 ${word} in Kandy`;
    const vezel = `Honda Vezel 2016 ${word}`;
    const aqua = `Toyota Aqua 2016 ${word}`;
    await postLiveAds(page.request, await newDealer(page.request), [
      { title: fit2016, yom: 2016, mileage: 68_000 },
      { title: `Honda Fit 2012 ${word}`, yom: 2012, mileage: 68_000 },
      { title: `Honda Fit 2017 ${word} well used`, yom: 2017, mileage: 150_000 },
      { title: fitKandy, yom: 2015, mileage: 50_000, city: 'Kandy' },
      { title: vezel, model: 'Vezel', yom: 2016, mileage: 60_000 },
      { title: aqua, make: 'Toyota', model: 'Aqua', yom: 2016, mileage: 60_000 },
    ]);

    await page.goto(`/buy-car?q=${word}`);
    await expect(countLine(page)).toHaveText('6 cars found');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect(filters.getByText('Choose a make to pick models')).toBeVisible();

    await brandChip(filters, 'Honda').click();
    await expect(page).toHaveURL(/[?&]brand=\d+/);
    await expect(countLine(page)).toHaveText('5 cars found');
    // Only the chosen make's models are offered.
    await expect(filters.getByRole('list', { name: 'Toyota models' })).toHaveCount(0);
    await modelChip(filters, 'Honda', 'Fit').click();
    await expect(page).toHaveURL(/[?&]model=\d+/);
    await expect(modelChip(filters, 'Honda', 'Fit')).toHaveAttribute('aria-pressed', 'true');
    await expect(countLine(page)).toHaveText('4 cars found');

    await filters.getByLabel('From year', { exact: true }).selectOption('2014');
    await filters.getByLabel('To year', { exact: true }).selectOption('2018');
    await expect(page).toHaveURL(/[?&]yomMin=2014&yomMax=2018(&|$)/);
    await expect(countLine(page)).toHaveText('3 cars found');

    await filters.getByLabel('Max mileage in miles', { exact: true }).fill('100,000');
    await expect(page).toHaveURL(/[?&]mileageMax=100000(&|$)/);
    await expect(countLine(page)).toHaveText('2 cars found');
    await expect(cardTitles(page)).toHaveText([fitKandy, fit2016]);
    expect(await axeViolations(page)).toEqual([]);

    // Taking the make off takes its models off too; the ranges stay.
    await brandChip(filters, 'Honda').click();
    await expect(page).not.toHaveURL(/[?&](brand|model)=/);
    await expect(filters.getByText('Choose a make to pick models')).toBeVisible();
    await expect(countLine(page)).toHaveText('4 cars found');

    await filters.getByRole('combobox', { name: 'City' }).selectOption({ label: 'Kandy' });
    await expect(page).toHaveURL(/[?&]city=\d+/);
    await expect(countLine(page)).toHaveText('1 cars found');
    await expect(cardTitles(page)).toHaveText([fitKandy]);

    // The address holds the whole search.
    await page.reload();
    await expect(countLine(page)).toHaveText('1 cars found');
    await expect(filters.getByLabel('From year', { exact: true })).toHaveValue('2014');
    await expect(filters.getByLabel('To year', { exact: true })).toHaveValue('2018');
    await expect(filters.getByLabel('Max mileage in miles', { exact: true })).toHaveValue(
      '100,000',
    );
    await expect(filters.getByRole('combobox', { name: 'City' })).toHaveValue(
      new URL(page.url()).searchParams.get('city') ?? '',
    );

    await filters.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(new RegExp(`/buy-car\\?q=${word}$`));
    await expect(countLine(page)).toHaveText('6 cars found');
    await expect(filters.getByLabel('Max mileage in miles', { exact: true })).toHaveValue('');
  });

  test('drops what an address gets wrong and keeps the rest', async ({ page }) => {
    const word = uniqueWord();
    const match = `Honda Fit 2016 ${word}`;
    await postLiveAds(page.request, await newSeller(page.request), [
      { title: match, yom: 2016, mileage: 500 },
      { title: `Honda Fit 2018 ${word}`, yom: 2018, mileage: 500 },
      { title: `Honda Fit 2016 ${word} driven`, yom: 2016, mileage: 5_000 },
    ]);

    // A year before 1950, a lowest mileage above the highest, a model and a city that are no ids.
    await page.goto(
      `/buy-car?q=${word}&yomMin=1800&yomMax=2016&mileageMin=90000&mileageMax=1000&model=fit&city=nowhere`,
    );
    await expect(countLine(page)).toHaveText('1 cars found');
    await expect(cardTitles(page)).toHaveText([match]);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect(filters.getByLabel('From year', { exact: true })).toHaveValue('');
    await expect(filters.getByLabel('To year', { exact: true })).toHaveValue('2016');
    await expect(filters.getByLabel('Min mileage in miles', { exact: true })).toHaveValue('');
    await expect(filters.getByLabel('Max mileage in miles', { exact: true })).toHaveValue('1,000');
    await expect(filters.getByRole('combobox', { name: 'City' })).toHaveValue('0');

    // The next change writes only what applies.
    await page
      .getByRole('combobox', { name: 'Sort by' })
      .selectOption({ label: 'Newest Listings' });
    await expect(page).toHaveURL(/[?&]sort=3/);
    expect(new URL(page.url()).searchParams.toString()).toBe(
      `q=${word}&sort=3&yomMax=2016&mileageMax=1000`,
    );

    // A box the search would refuse says why and changes nothing.
    const lowest = filters.getByLabel('Min mileage in miles', { exact: true });
    await lowest.fill('lots');
    await expect(
      filters.getByText('The lowest mileage must be a whole number of miles from 0 to 9,999,999'),
    ).toBeVisible();
    await expect(lowest).toHaveAttribute('aria-invalid', 'true');
    await lowest.fill('2000');
    await expect(
      filters.getByText('The lowest mileage cannot be above the highest mileage'),
    ).toBeVisible();
    await expect(page).not.toHaveURL(/mileageMin=/);
    await expect(cardTitles(page)).toHaveText([match]);
    await lowest.fill('200');
    await expect(page).toHaveURL(/[?&]mileageMin=200(&|$)/);
    await expect(lowest).toHaveAttribute('aria-invalid', 'false');
    await expect(countLine(page)).toHaveText('1 cars found');
  });

  test('a city chosen in the top bar replaces the city the address named', async ({ page }) => {
    const word = uniqueWord();
    const inKandy = `Honda Fit 2016 ${word} Kandy`;
    const inColombo = `Honda Fit 2016 ${word} Colombo`;
    await postLiveAds(page.request, await newSeller(page.request), [
      { title: inKandy, city: 'Kandy' },
      { title: inColombo, city: 'Colombo' },
    ]);

    await page.goto(`/buy-car?q=${word}`);
    await expect(countLine(page)).toHaveText('2 cars found');
    const city = page.getByRole('complementary', { name: 'Filters' }).getByRole('combobox', {
      name: 'City',
    });
    await expect(city).toHaveValue('0');
    await city.selectOption({ label: 'Kandy' });
    await expect(page).toHaveURL(/[?&]city=\d+/);
    await expect(cardTitles(page)).toHaveText([inKandy]);

    await page.getByRole('button', { name: 'Choose city: All Cities' }).click();
    await page
      .getByRole('listbox', { name: 'Cities' })
      .getByRole('option', { name: 'Colombo' })
      .click();
    await expect(page).not.toHaveURL(/[?&]city=/);
    await expect(cardTitles(page)).toHaveText([inColombo]);
    await expect(city.locator('option:checked')).toHaveText('Colombo');
  });
});

test.describe('Search v2 filters on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('make, model, year and mileage in the drawer apply with Apply Filters', async ({ page }) => {
    const word = uniqueWord();
    const match = `Honda Fit 2016 ${word}`;
    const vezel = `Honda Vezel 2016 ${word}`;
    await postLiveAds(page.request, await newSeller(page.request), [
      { title: match, yom: 2016, mileage: 68_000 },
      { title: `Honda Fit 2010 ${word}`, yom: 2010, mileage: 68_000 },
      { title: vezel, model: 'Vezel', yom: 2016, mileage: 40_000 },
    ]);
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    const viewportWidth = page.viewportSize()?.width ?? 0;

    // A still page: the drawer would otherwise slide in while axe reads colours.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/buy-car?q=${word}`);
    await expect(countLine(page)).toHaveText('3 cars found');
    await page.getByRole('button', { name: /^Filters/ }).tap();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer.getByText('Choose a make to pick models')).toBeVisible();

    await brandChip(drawer, 'Honda').tap();
    await modelChip(drawer, 'Honda', 'Fit').tap();
    await expect(modelChip(drawer, 'Honda', 'Fit')).toHaveAttribute('aria-pressed', 'true');
    await drawer.getByLabel('From year', { exact: true }).selectOption('2014');
    await drawer.getByLabel('To year', { exact: true }).selectOption('2018');
    await drawer.getByLabel('Max mileage in miles', { exact: true }).fill('100000');
    expect(await pageWidth()).toBeLessThanOrEqual(viewportWidth);
    expect(await axeViolations(page)).toEqual([]);
    // Nothing applies before Apply Filters.
    await expect(page).toHaveURL(new RegExp(`/buy-car\\?q=${word}$`));

    await drawer.getByRole('button', { name: 'Apply Filters' }).tap();
    await expect(drawer).toBeHidden();
    const applied = new URL(page.url()).searchParams;
    expect(applied.get('brand')).toMatch(/^\d+$/);
    expect(applied.get('model')).toMatch(/^\d+$/);
    expect([applied.get('yomMin'), applied.get('yomMax'), applied.get('mileageMax')]).toEqual([
      '2014',
      '2018',
      '100000',
    ]);
    await expect(countLine(page)).toHaveText('1 cars found');
    await expect(cardTitles(page)).toHaveText([match]);
    await expect(page.getByRole('button', { name: 'Filters (5)' })).toBeVisible();
    expect(await pageWidth()).toBeLessThanOrEqual(viewportWidth);

    // Taking the make off in the drawer takes its model off; the ranges stay.
    await page.getByRole('button', { name: 'Filters (5)' }).tap();
    await brandChip(drawer, 'Honda').tap();
    await expect(drawer.getByText('Choose a make to pick models')).toBeVisible();
    await drawer.getByRole('button', { name: 'Apply Filters' }).tap();
    await expect(page).not.toHaveURL(/[?&](brand|model)=/);
    await expect(cardTitles(page)).toHaveText([vezel, match]);
    await expect(page.getByRole('button', { name: 'Filters (3)' })).toBeVisible();
  });
});
