import type { Page } from '@playwright/test';
import {
  apiSession,
  E2E_PASSWORD,
  E2E_STAFF,
  registerAccount,
  setPackageAsStaff,
  signInAs,
} from './accounts';
import { newDealer, postLiveAds, uniqueWord } from './ads';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { pressUntilFocused } from './keyboard';
import { expectFitsTheScreen } from './layout';

// Issue 38, the walk's defects: each journey measures what the walk found.

const SIZES = [
  { width: 360, height: 740, phone: true },
  { width: 390, height: 844, phone: true },
  { width: 768, height: 1024, phone: true },
  { width: 1024, height: 768, phone: false },
  { width: 1280, height: 900, phone: false },
  { width: 1366, height: 768, phone: false },
  { width: 1440, height: 900, phone: false },
  { width: 1920, height: 1080, phone: false },
];

/**
 * The card texts, links and buttons the Need Help? button overlaps at this scroll position (those
 * under the sticky top bar are hidden by it anyway and not counted).
 */
function coveredByHelp(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const help = Array.from(document.querySelectorAll('button')).find((button) =>
      button.textContent?.includes('Need Help?'),
    );
    if (!help) return ['no Need Help? button'];
    const box = help.getBoundingClientRect();
    const barBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const covered: string[] = [];
    for (const card of Array.from(document.querySelectorAll('main article'))) {
      const parts = Array.from(card.querySelectorAll('a, button, h2, h3, p, span, dd, dt, li'));
      for (const part of parts) {
        const r = part.getBoundingClientRect();
        // Only the part below the top bar shows; the bar hides the rest.
        const top = Math.max(r.top, barBottom);
        if (r.width === 0 || r.height === 0 || r.bottom <= top) continue;
        const overlaps =
          r.left < box.right && r.right > box.left && top < box.bottom && r.bottom > box.top;
        if (overlaps) covered.push((part.textContent ?? '').trim().slice(0, 40));
      }
    }
    return covered;
  });
}

test.describe("the walk's defects (issue 38)", () => {
  test('Need Help? never covers a card’s text or controls, from 360 to 1920 px', async ({
    browser,
    baseURL,
    page,
  }) => {
    test.setTimeout(240_000); // eight screen sizes, each scrolled through the grid
    const word = uniqueWord();
    await postLiveAds(
      page.request,
      await newDealer(page.request),
      Array.from({ length: 9 }, (_, index) => ({ title: `Toyota Allion ${word} ${index}` })),
    );
    for (const size of SIZES) {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: size.width, height: size.height },
        ...(size.phone ? { isMobile: true, hasTouch: true } : {}),
      });
      const sized = await context.newPage();
      await sized.goto(`/buy-car?q=${word}`);
      await expect(sized.getByRole('article')).toHaveCount(9);
      await expect(sized.getByRole('button', { name: 'Need Help?' })).toBeAttached();
      const height = await sized.evaluate(() => document.documentElement.scrollHeight);
      for (let top = 0; top <= height; top += Math.floor(size.height / 3)) {
        await sized.evaluate((y) => window.scrollTo(0, y), top);
        await sized.evaluate(() => new Promise(requestAnimationFrame));
        expect(await coveredByHelp(sized), `${size.width}×${size.height} at ${top} px`).toEqual([]);
      }
      await context.close();
    }
  });

  test('axe with every rule on: model chips, no results, the wizard’s editor at 16 px', async ({
    browser,
    baseURL,
    page,
  }) => {
    test.setTimeout(180_000); // axe with every rule on, three pages at two sizes
    const word = uniqueWord();
    const dealer = await newDealer(page.request);
    await setPackageAsStaff(page.request, dealer.email, 'vip');
    await postLiveAds(page.request, dealer, [{ title: `Toyota Allion ${word}` }]);
    for (const options of [
      { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      { viewport: { width: 1280, height: 900 } },
    ]) {
      const context = await browser.newContext({ ...options, baseURL });
      const tab = await context.newPage();
      await tab.goto('/buy-car?brand=1');
      await expect(tab.getByText(/cars found$/)).toBeVisible();
      expect(await axeViolations(tab, { allRules: true })).toEqual([]);
      await expectFitsTheScreen(tab, '/buy-car?brand=1', options.viewport.width);

      // Nothing under one mile: no results, with a filter on to clear.
      await tab.goto(`/buy-car?q=${word}&mileageMax=1`);
      await expect(tab.getByRole('heading', { name: 'No cars match your search' })).toBeVisible();
      await expect(tab.getByRole('button', { name: 'Clear filters' })).toBeVisible();
      // The nearest search that has cars: the same words at any mileage, with its count.
      const anyMileage = tab.getByRole('link', { name: 'Any mileage: 1 car' });
      await expect(anyMileage).toBeVisible();
      expect(await axeViolations(tab, { allRules: true })).toEqual([]);
      await expectFitsTheScreen(tab, `/buy-car?q=${word}&mileageMax=1`, options.viewport.width);
      await ('hasTouch' in options ? anyMileage.tap() : anyMileage.click());
      await expect(tab).toHaveURL(new RegExp(`/buy-car\\?q=${word}$`));
      await expect(tab.getByRole('article')).toHaveCount(1);
      await expect(tab.getByRole('article')).toContainText(`Toyota Allion ${word}`);

      await signInAs(tab, dealer.email, dealer.password, baseURL);
      await tab.goto('/sell-car?step=1');
      const editor = tab.getByRole('textbox', { name: /Description/ });
      await expect(editor).toBeVisible();
      const size = await editor.evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
      expect(size, 'the editor writes at 16 px or more').toBeGreaterThanOrEqual(16);
      await context.close();
    }
  });

  test('after a filter chip at 1280 px focus stays on it and the first result is ≤ 10 Tabs away', async ({
    page,
  }) => {
    const word = uniqueWord();
    const title = `Toyota Allion ${word}`;
    await postLiveAds(page.request, await newDealer(page.request), [
      { title, make: 'Toyota', model: 'Allion' },
    ]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/buy-car?q=${word}`);
    await expect(page.getByText('1 cars found')).toBeVisible();
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const chip = filters
      .getByRole('list', { name: 'Brand' })
      .getByRole('button', { name: 'Toyota', exact: true });
    await chip.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/[?&]brand=\d+/);
    await expect(chip).toBeFocused();

    const skip = filters.getByRole('link', { name: 'Skip to results' }).nth(3);
    const toSkip = await pressUntilFocused(page, skip, 10);
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    const result = page.getByRole('link', { name: `View Details of ${title}` });
    const toResult = await pressUntilFocused(
      page,
      page.getByRole('main').getByRole('article').getByRole('link').first(),
      10,
    );
    expect(toSkip + toResult, 'Tab presses from the chip to the first result').toBeLessThanOrEqual(
      10,
    );
    await expect(result).toBeAttached();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('on a phone the staff console shows Packages and its count in the first screen, and a request whole', async ({
    browser,
    baseURL,
    page,
  }) => {
    const email = await registerAccount(page.request);
    const asked = await page.request.post('/api/me/package-requests', {
      headers: await apiSession(page.request, email, E2E_PASSWORD),
      data: { package: 'featured' },
    });
    expect(asked.status()).toBe(201);

    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const staff = await context.newPage();
    await signInAs(staff, E2E_STAFF.email, E2E_STAFF.password, baseURL);
    await staff.goto('/admin');
    const packages = staff
      .getByRole('navigation', { name: 'Staff console' })
      .getByRole('link', { name: /^Packages\b.*\d+ package requests?$/ });
    await expect(packages).toBeInViewport({ ratio: 1 });
    await expectFitsTheScreen(staff, '/admin', 390);
    await packages.tap();
    await expect(staff).toHaveURL(/\/admin\/packages$/);
    const request = staff.getByRole('listitem').filter({ hasText: email });
    await expect(request.getByText(/ · asked \S/)).toBeVisible();
    await expectFitsTheScreen(staff, '/admin/packages', 390);
    expect(await axeViolations(staff)).toEqual([]);
    await context.close();
  });
});
