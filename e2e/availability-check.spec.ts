import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContextOptions, Page } from '@playwright/test';
import { apiSession, signInAs } from './accounts';
import { newSeller, postLiveAds, uniqueWord } from './ads';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { expectToast } from './toasts';

/**
 * Issue 37: the seller's side of "still available — confirmed". The weekly e-mail comes from an
 * hourly job a week after an ad goes live; the journeys cannot move the server's clock, so the
 * e-mail, its Still available tap and a reused link are the API suite's
 * (apps/api/src/modules/listings/availability-checks.test.ts). Here: the link page for a check
 * link that does not work, and Mark as sold with the price it went for, in the browser at both
 * widths.
 */

/** The phone at 390 px with touch, and the desktop at 1280 px (decision 062). */
const SCREENS: Array<{ name: string; context: BrowserContextOptions }> = [
  {
    name: 'phone',
    context: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  },
  { name: 'desktop', context: { viewport: { width: 1280, height: 800 } } },
];

/** Nothing wider than the screen, and no axe violation. */
async function expectTidy(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  expect(await axeViolations(page)).toEqual([]);
}

/** A check link's token with a changed signature: the page must say it does not work. */
function changedCheckToken(adId: number): string {
  const payload = Buffer.from(
    JSON.stringify({ a: 'available', ad: adId, u: 1, v: null, exp: Date.now() + 86_400_000, c: 1 }),
  ).toString('base64url');
  return `${payload}.${Buffer.alloc(32, 7).toString('base64url')}`;
}

for (const screen of SCREENS) {
  test(`a changed "still available" link says it does not work; a seller marks a car sold with its price (${screen.name})`, async ({
    browser,
    request,
  }, testInfo) => {
    test.slow(); // two pages checked with axe
    const shots = path.join('/tmp', 'availability-shots');
    await mkdir(shots, { recursive: true });
    const save = async (page: Page, name: string) => {
      const file = testInfo.outputPath(`${name}-${screen.name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await copyFile(file, path.join(shots, `${name}-${screen.name}.png`));
    };
    const seller = await newSeller(request);
    const title = `Toyota Aqua ${uniqueWord()} sold`;
    const [id] = await postLiveAds(request, seller, [{ title }]);
    const context = await browser.newContext(screen.context);
    const page = await context.newPage();

    await page.goto(`/listing-action?token=${changedCheckToken(id!)}`);
    await expect(page.getByRole('alert')).toContainText(
      'This link does not work. It may be old, or it was changed.',
    );
    await expectTidy(page);
    await save(page, 'changed-link');

    await signInAs(page, seller.email, seller.password);
    await page.goto('/listings');
    await page.getByRole('button', { name: `Mark as Sold: ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark this ad as sold?' });
    const price = dialog.getByRole('textbox', { name: /What did it sell for/ });
    await price.fill('4.5 million');
    await dialog.getByRole('button', { name: 'Mark as Sold' }).click();
    await expect(
      dialog.getByText('Enter the price it sold for in rupees, like 4500000, or leave it empty'),
    ).toBeVisible();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expectTidy(page);
    await save(page, 'sold-price-refused');
    await price.fill('4450000');
    await dialog.getByRole('button', { name: 'Mark as Sold' }).click();
    await expectToast(page, `${title} is marked as sold.`);

    const auth = await apiSession(request, seller.email, seller.password);
    const sold = await request.get('/api/me/listings?status=sold', { headers: auth });
    const { cars } = (await sold.json()) as { cars: Array<{ id: number }> };
    expect(cars.map((car) => car.id)).toContain(id);
    await context.close();
  });
}
