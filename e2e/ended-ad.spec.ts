import { signInAs } from './accounts';
import { newSeller, postLiveAds, uniqueWord } from './ads';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { expectToast } from './toasts';

/** The 410 of an ended ad shows in the console like any failed request. */
test.use({ expectedConsoleErrors: [/status of 410/] });

test('a seller marks their ad sold; a visitor opening its address is told it is no longer for sale and sees similar cars', async ({
  page,
  browser,
}) => {
  test.slow(); // two ads posted, one marked sold, then the page at two sizes with axe each time
  const seller = await newSeller(page.request);
  const word = uniqueWord();
  const soldTitle = `Honda Fit ${word} sold one`;
  const otherTitle = `Honda Fit ${word} still for sale`;
  // Prices nobody else uses, so the other ad is the closest Honda and leads Similar cars.
  const [soldId] = await postLiveAds(page.request, seller, [
    { title: soldTitle, price: 3_987_650 },
    { title: otherTitle, price: 3_987_600 },
  ]);

  await signInAs(page, seller.email, seller.password);
  await page.goto('/listings');
  await page.getByRole('button', { name: `Mark as Sold: ${soldTitle}` }).click();
  // Issue 37: the dialog asks what it sold for, which the seller may leave empty.
  await page
    .getByRole('dialog', { name: 'Mark this ad as sold?' })
    .getByRole('button', { name: 'Mark as Sold' })
    .click();
  await expectToast(page, `${soldTitle} is marked as sold.`);
  // The seller still sees their own ad.
  await page.goto(`/cars/${soldId}`);
  await expect(page.getByRole('heading', { level: 1, name: soldTitle })).toBeVisible();

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const phone = viewport.width < 500;
    const visitor = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/cars/${soldId}`);
    await expect(
      visitorPage.getByRole('heading', { level: 1, name: 'This car is no longer for sale' }),
    ).toBeVisible();
    await expect(visitorPage.getByText(/It was sold, or its ad has ended\./)).toBeVisible();
    await expect(visitorPage.getByRole('link', { name: 'Browse all cars' })).toHaveAttribute(
      'href',
      '/buy-car',
    );
    const similar = visitorPage.getByRole('region', { name: 'Similar cars for sale' });
    await expect(similar.getByRole('article').first().getByRole('heading')).toHaveText(otherTitle);
    await expect(visitorPage.getByRole('heading', { name: soldTitle })).toHaveCount(0);
    expect(
      await visitorPage.evaluate(() => document.documentElement.scrollWidth),
      `fits ${viewport.width} px`,
    ).toBeLessThanOrEqual(viewport.width);
    expect(await axeViolations(visitorPage), `axe at ${viewport.width} px`).toEqual([]);
    await visitor.close();
  }
});

test.describe('an id with no ad', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });
  test('still shows Car not found', async ({ page }) => {
    await page.goto('/cars/99999998');
    await expect(page.getByRole('heading', { level: 1, name: 'Car not found' })).toBeVisible();
  });
});
