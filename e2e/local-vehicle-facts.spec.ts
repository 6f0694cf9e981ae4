import type { Locator, Page } from '@playwright/test';
import { apiSession, E2E_STAFF, signInAs } from './accounts';
import { newSeller, uniqueWord } from './ads';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { expectFitsTheScreen } from './layout';
import { addPhotosAndReview, fillVehicleDetails } from './sell-wizard';

// Issue 38, part 3 (decision 136): a seller gives the local facts in the sell wizard (an
// unregistered reconditioned car, no previous owners, the town Peradeniya in Kandy), staff
// approve it, the ad page shows the facts row, the card says "Unregistered", and Buy Car filters
// by registration and town, the address carrying both. On a 390 px touch phone and at 1280 px,
// with no overflow and no axe violation.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

const fact = (scope: Locator, name: RegExp) => scope.getByRole('combobox', { name });

async function expectCleanAndFitting(page: Page, route: string, width: number) {
  await expectFitsTheScreen(page, route, width);
  expect(await axeViolations(page), route).toEqual([]);
}

for (const [name, device] of [
  ['a 390 px touch phone', PHONE],
  ['a 1280 px screen', DESKTOP],
] as const) {
  test.describe(`local vehicle facts on ${name}`, () => {
    test.use(device);

    test('sold with its facts through the wizard, shown on the page and card, found by registration and town', async ({
      page,
    }) => {
      test.slow(); // the wizard, an upload, moderation and two searches
      const width = device.viewport.width;
      const word = uniqueWord();
      // A long title, as sellers write them: the card and the page must still fit a phone.
      const title = `Toyota Aqua S Reconditioned 2016 fresh import full option ${word}`;
      const seller = await newSeller(page.request);
      await signInAs(page, seller.email, seller.password);

      await page.goto('/sell-car?step=1');
      await expect(page.getByRole('heading', { name: 'Create Your Listing' })).toBeVisible();
      const main = page.getByRole('main');
      // The town is offered within the chosen city only: Kandy's towns.
      await main.getByLabel('City', { exact: true }).selectOption({ label: 'Kandy' });
      const town = fact(main, /^Town/);
      await expect(town.getByRole('option', { name: 'Peradeniya' })).toBeAttached();
      await expect(town.getByRole('option', { name: 'Nugegoda' })).not.toBeAttached();
      // A year of registration is asked only of a registered car.
      await fact(main, /^Registration/).selectOption('registered');
      const registrationYear = main.getByLabel(/^Year of registration/);
      await expect(registrationYear).toBeVisible();
      // Typed key by key, at a person's speed: every key kept.
      await registrationYear.pressSequentially('2019', { delay: 120 });
      await expect(registrationYear).toHaveValue('2019');
      await fact(main, /^Registration/).selectOption('unregistered');
      await expect(main.getByLabel(/^Year of registration/)).toBeHidden();
      const owners = main.getByLabel(/^Previous owners/);
      await owners.pressSequentially('0', { delay: 120 });
      await expect(owners).toHaveValue('0');
      await town.selectOption({ label: 'Peradeniya' });
      await expectCleanAndFitting(page, '/sell-car step 1 with facts', width);

      await fillVehicleDetails(page, { title, price: '5250000' });
      await addPhotosAndReview(page, 1);
      const review = page.getByRole('main');
      await expect(review.getByText('Unregistered', { exact: true })).toBeVisible();
      await expect(review.getByText('Peradeniya', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Submit Ad' }).click();
      await expect(page).toHaveURL(/\/listings\?status=pending&submitted=(\d+)$/);
      const id = Number(/submitted=(\d+)/.exec(page.url())![1]);

      // Staff approve it, as the review queue's Approve does.
      const staffAuth = await apiSession(page.request, E2E_STAFF.email, E2E_STAFF.password);
      const queued = (await (
        await page.request.get('/api/admin/ads?status=pending', { headers: staffAuth })
      ).json()) as { cars: Array<{ id: number; registration: string; town: string }> };
      expect(queued.cars.find((ad) => ad.id === id)).toMatchObject({
        registration: 'unregistered',
        town: 'Peradeniya',
      });
      const approved = await page.request.post(`/api/admin/ads/${id}/approve`, {
        headers: staffAuth,
      });
      expect(approved.status()).toBe(204);

      // The ad page: the facts row, and the town beside the city.
      await page.goto(`/cars/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const facts = page.getByRole('main');
      await expect(facts.getByText('Peradeniya, Kandy')).toBeVisible();
      const term = (label: string) =>
        facts.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=../dd');
      await expect(term('Registration')).toHaveText('Unregistered');
      await expect(term('Previous owners')).toHaveText('0');
      await expect(term('Town')).toHaveText('Peradeniya');
      await expectCleanAndFitting(page, `/cars/${id}`, width);

      // Buy Car: the card says Unregistered; the filters narrow by registration and town.
      await page.goto(`/buy-car?q=${word}&city=0`);
      const card = page.getByRole('article').filter({ hasText: title });
      await expect(card).toBeVisible();
      await expect(card.getByText('Unregistered', { exact: true })).toBeVisible();
      await expectCleanAndFitting(page, '/buy-car with an unregistered car', width);

      let filters: Locator;
      if (device === PHONE) {
        await page.getByRole('button', { name: /^Filters/ }).tap();
        filters = page.getByRole('dialog', { name: 'Filters' });
      } else {
        filters = page.getByRole('complementary', { name: 'Filters' });
      }
      await fact(filters, /^Registration$/).selectOption('registered');
      if (device === PHONE) {
        await filters.getByRole('button', { name: 'Apply Filters' }).tap();
      }
      await expect(page).toHaveURL(/registration=registered/);
      await expect(page.getByText('No cars match your search')).toBeVisible();

      if (device === PHONE) {
        await page.getByRole('button', { name: /^Filters/ }).tap();
        filters = page.getByRole('dialog', { name: 'Filters' });
      }
      await fact(filters, /^Registration$/).selectOption('unregistered');
      // A town is offered within a city: Kandy first, then its town.
      await filters.getByRole('combobox', { name: 'City' }).selectOption({ label: 'Kandy' });
      await fact(filters, /^Town$/).selectOption({ label: 'Peradeniya' });
      if (device === PHONE) {
        await filters.getByRole('button', { name: 'Apply Filters' }).tap();
      }
      await expect(page).toHaveURL(/registration=unregistered/);
      await expect(page).toHaveURL(/townId=\d+/);
      await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();
      await expectCleanAndFitting(page, '/buy-car filtered by registration and town', width);

      // The address alone gives the same search (a link, a reload).
      await page.reload();
      await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();
      await expect(page).toHaveURL(/registration=unregistered/);
      await expect(page).toHaveURL(/townId=\d+/);
    });
  });
}
