import type { Page } from '@playwright/test';
import { newDealer, postLiveAds, uniqueWord } from './ads';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { expectFitsTheScreen } from './layout';

// Issue 37 in the browser: a car with ten comparable cars gets a band when it is approved; its
// page shows the typical price with a marker, the days on market and the originality panel; its
// card carries the deal badge; Buy Car filters by how recently ads were listed. Checked on a
// 390 px touch phone and at 1280 px, with no overflow and no axe violation.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

/**
 * Ten comparable Toyota Allions (no other journey posts that model), then the target, priced
 * below all of them: approved last, it gets its band from the ten (decision 133).
 */
async function postCarWithBand(page: Page) {
  const word = uniqueWord();
  const dealer = await newDealer(page.request);
  const car = { make: 'Toyota', model: 'Allion', yom: 2014, mileage: 80_000 };
  const comparables = Array.from({ length: 10 }, (_, index) => ({
    ...car,
    title: `Toyota Allion A15 2014 ${word} ${index + 1}`,
    price: 9_000_000 + index * 200_000,
  }));
  const ids = await postLiveAds(page.request, dealer, [
    ...comparables,
    // A long title, as sellers write them: the card and page must still fit a phone.
    {
      ...car,
      title: `Toyota Allion A15 G Plus 2014 first owner full option ${word} target`,
      price: 8_000_000,
    },
  ]);
  const id = ids.at(-1)!;
  // The approval queued the ad's band job; it runs a moment after the answer.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/vehicles/${id}`)).json()) as { priceBand: unknown })
          .priceBand,
      { message: 'the band job for the new ad', timeout: 30_000 },
    )
    .not.toBeNull();
  return { word, id };
}

for (const [name, device] of [
  ['a 390 px touch phone', PHONE],
  ['a 1280 px screen', DESKTOP],
] as const) {
  test.describe(`market insights on ${name}`, () => {
    test.use(device);

    test('the ad shows its typical price, days on market and originality; the card its badge', async ({
      page,
    }) => {
      test.slow(); // eleven ads posted and approved
      const { word, id } = await postCarWithBand(page);

      await page.goto(`/cars/${id}`);
      const market = page.getByRole('region', { name: 'Market price' });
      await expect(
        market.getByText(/^Typical price Rs\. \d+(\.\d)?M – \d+(\.\d)?M$/),
      ).toBeVisible();
      await expect(market.getByText(/^\(based on \d+ similar cars\)$/)).toBeVisible();
      await expect(market.getByText('Great price')).toBeVisible();
      await expect(market.getByText('This price is below the typical range.')).toBeVisible();
      await expect(page.getByText(/^Listed (today|yesterday|\d+ days ago)$/)).toBeVisible();
      const about = page.getByRole('region', { name: 'About this ad' });
      await expect(about.getByText(/^Phone used on \d+ ads$/)).toBeVisible();
      await expect(about.getByText('Price within the market band')).toHaveCount(0);
      await expectFitsTheScreen(page, `/cars/${id}`, device.viewport.width);
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(`/buy-car?q=${word}&city=0`);
      const target = page.getByRole('article').filter({ hasText: 'target' });
      await expect(target.getByText('Great price')).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(11);
      await expectFitsTheScreen(page, '/buy-car', device.viewport.width);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe('Buy Car filters by freshness', () => {
  test.use(DESKTOP);

  test('Listed in the last … and Confirmed this week are in the address and counted', async ({
    page,
  }) => {
    test.slow();
    const { word } = await postCarWithBand(page);
    await page.goto(`/buy-car?q=${word}&city=0`);
    await expect(page.getByRole('article')).toHaveCount(11);

    await page.getByLabel('Listed in the last').selectOption({ label: '1 day' });
    await expect(page).toHaveURL(/listedWithinDays=1/);
    // Approved moments ago: all still listed within the last day.
    await expect(page.getByRole('article')).toHaveCount(11);

    await page.getByRole('button', { name: 'Confirmed this week' }).click();
    await expect(page).toHaveURL(/confirmedWithinDays=7/);
    // No seller has answered a weekly check yet.
    await expect(page.getByText('No cars match your search')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
