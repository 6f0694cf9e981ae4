import type { Page } from '@playwright/test';
import { E2E_PASSWORD, registerAccount } from './accounts';
import { newDealer, newSeller, postLiveAds, uniqueWord } from './ads';
import { expect, test } from './fixtures';
import { expectToast } from './toasts';

// Other journeys publish ads while these run, so every count and order asserted here is of ads
// this file posts itself, found by a word only their titles carry.

const countLine = (page: Page) => page.getByText(/^[\d,]+ cars found$/);

const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 });

test.describe('finding a car on Buy Car', () => {
  test('searches by keyword and writes it to the address', async ({ page }) => {
    const word = uniqueWord();
    const title = `Honda Fit 2016 ${word}`;
    await postLiveAds(page.request, await newSeller(page.request), [{ title }]);

    await page.goto('/buy-car');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find Your Perfect Car' }),
    ).toBeVisible();
    await expect(countLine(page)).toBeVisible();
    const search = page.getByRole('combobox', { name: 'Search cars' });
    await expect(search).toHaveAttribute('placeholder', 'Search by make, model, or keyword...');
    await search.fill(word.toLowerCase());
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word.toLowerCase()}`));
    await expect(countLine(page)).toHaveText('1 cars found');
    await expect(cardTitles(page)).toHaveText([title]);
  });

  test('applies and resets filters; the address and the results follow', async ({ page }) => {
    const word = uniqueWord();
    const hybrid = `Honda Fit 2016 ${word}`;
    const petrol = `Honda Fit 2014 ${word}`;
    await postLiveAds(page.request, await newSeller(page.request), [
      { title: hybrid, fuelType: 'Hybrid' },
      { title: petrol, fuelType: 'Petrol' },
    ]);

    await page.goto(`/buy-car?q=${word}`);
    await expect(countLine(page)).toHaveText('2 cars found');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters
      .getByRole('list', { name: 'Fuel Type' })
      .getByRole('button', { name: 'Hybrid' })
      .click();
    await expect(page).toHaveURL(/[?&]fuelType=\d+/);
    await expect(countLine(page)).toHaveText('1 cars found');
    await expect(cardTitles(page)).toHaveText([hybrid]);
    await expect(
      filters.getByRole('list', { name: 'Fuel Type' }).getByRole('button', { name: 'Hybrid' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('article').getByText('Hybrid', { exact: true })).toBeVisible();

    await filters.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(new RegExp(`/buy-car\\?q=${word}$`));
    await expect(countLine(page)).toHaveText('2 cars found');
  });

  test('sorts by price and pages through the results, back and forward included', async ({
    page,
  }) => {
    test.slow(); // thirteen ads, one more than a page, are posted and approved first
    const word = uniqueWord();
    // Cheapest first, so the newest is the dearest: sorting by price must turn the list round.
    const ads = Array.from({ length: 13 }, (_, index) => ({
      title: `Honda Fit ${word} ${index + 1}`,
      price: 3_000_000 + (index + 1) * 10_000,
    }));
    await postLiveAds(page.request, await newDealer(page.request), ads);
    const byPrice = ads.map((ad) => ad.title);

    await page.goto(`/buy-car?q=${word}`);
    await expect(countLine(page)).toHaveText('13 cars found');
    await page
      .getByRole('combobox', { name: 'Sort by' })
      .selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/[?&]sort=1/);
    await expect(cardTitles(page)).toHaveText(byPrice.slice(0, 12));

    await page
      .getByRole('navigation', { name: 'Pages of results' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(cardTitles(page)).toHaveText(byPrice.slice(12));

    await page.goBack();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(cardTitles(page)).toHaveText(byPrice.slice(0, 12));
    await page.goForward();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(cardTitles(page)).toHaveText(byPrice.slice(12));
  });

  test('a filtered address shows the same view after a reload', async ({ page }) => {
    const word = uniqueWord();
    const ads = [3_100_000, 4_200_000, 2_900_000].map((price) => ({
      title: `Honda Fit ${word} at ${price}`,
      price,
    }));
    await postLiveAds(page.request, await newSeller(page.request), ads);
    const dearestFirst = [1, 0, 2].map((index) => ads[index]!.title);

    await page.goto(`/buy-car?q=${word}&sort=2`);
    const search = page.getByRole('combobox', { name: 'Search cars' });
    await expect(search).toHaveValue(word);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('2');
    await expect(countLine(page)).toHaveText('3 cars found');
    await expect(cardTitles(page)).toHaveText(dearestFirst);
    await page.reload();
    await expect(search).toHaveValue(word);
    await expect(countLine(page)).toHaveText('3 cars found');
    await expect(cardTitles(page)).toHaveText(dearestFirst);
  });
});

test.describe('a car', () => {
  test('opens from its card, steps through the gallery, and takes an offer after sign-in', async ({
    page,
  }) => {
    test.slow(); // an ad posted, a search, the gallery, a sign-in and an offer in one journey
    const word = uniqueWord();
    const title = `Honda Fit 2016 ${word}`;
    await postLiveAds(page.request, await newSeller(page.request), [{ title, photos: 2 }]);
    await page.goto(`/buy-car?q=${word}`);
    await page.getByRole('link', { name: `View Details of ${title}` }).click();
    // The card links to the ad's readable address.
    await expect(page).toHaveURL(
      new RegExp(`/cars/\\d+-honda-fit-2016-${word.toLowerCase()}-[a-z-]+$`),
    );
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    const gallery = page.getByRole('region', { name: 'Photos' });
    const counter = gallery.getByText(/^Photo \d+ of \d+$/);
    await expect(counter).toHaveText('Photo 1 of 2');
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter).toHaveText('Photo 2 of 2');
    await gallery.getByRole('button', { name: /^Show photo 1 of/ }).click();
    await expect(counter).toHaveText('Photo 1 of 2');
    await gallery.getByRole('button', { name: 'Previous photo' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('Photo 2 of 2');

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
    await expectToast(page, 'Your offer has been sent to the seller.');
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
    const word = uniqueWord();
    const manual = `Honda Fit 2012 ${word}`;
    await postLiveAds(page.request, await newSeller(page.request), [
      { title: manual, transmission: 'Manual' },
      { title: `Honda Fit 2016 ${word}`, transmission: 'Automatic' },
    ]);

    await page.goto(`/buy-car?q=${word}`);
    await expect(countLine(page)).toHaveText('2 cars found');
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
    await expect(countLine(page)).toHaveText('1 cars found');
    await expect(cardTitles(page)).toHaveText([manual]);
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();

    await page.getByRole('button', { name: 'Filters (1)' }).click();
    await drawer.getByRole('button', { name: 'Reset' }).click();
    await drawer.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(new RegExp(`/buy-car\\?q=${word}$`));
    await expect(countLine(page)).toHaveText('2 cars found');
  });
});
