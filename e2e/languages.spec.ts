import type { Page } from '@playwright/test';
import { paths, staffPaths } from '@carmarket/shared/site-paths';
import { E2E_STAFF, signInAs, signInAsNewUser } from './accounts';
import { newSeller, postLiveAds } from './ads';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { at, englishLeftOn, tr } from './languages';
import { watchNetwork } from './quiet-network';

/**
 * Issue 32: every page in Sinhala and Tamil, as a visitor, a member and staff see it, at a
 * phone's width and a desktop's; no word of the interface left in English, nothing wider than
 * the screen, axe clean (its `html-has-lang` and `valid-lang` rules included).
 */
const VISITOR_PAGES = [
  paths.home,
  `${paths.buyCar}?sort=1`,
  paths.sellCar,
  paths.finance,
  paths.about,
  paths.contact,
  paths.privacy,
  paths.safetyTips,
  paths.login,
  paths.register,
  paths.forgotPassword,
  `${paths.resetPassword}?token=not-a-real-token`,
  paths.savedCars,
  '/no-such-page',
];
const MEMBER_PAGES = [
  paths.profile,
  paths.package,
  paths.listings,
  paths.wishlist,
  paths.savedSearches,
  paths.offers,
  paths.settings,
  paths.mailPreferences,
];
const STAFF_PAGES = [paths.admin, ...Object.values(staffPaths)];

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  { name: 'desktop', viewport: { width: 1280, height: 900 }, hasTouch: false, isMobile: false },
] as const;

async function checkPage(page: Page, language: 'si' | 'ta', path: string) {
  const network = watchNetwork(page);
  await page.goto(at(language, path));
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  // Lists and the account pages fill in after their answers arrive.
  await network.settled();
  expect(await englishLeftOn(page, language), `English left on ${path}`).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    `${path} is no wider than the screen`,
  ).toBe(true);
  expect(await axeViolations(page), `axe on ${path}`).toEqual([]);
}

for (const language of ['si', 'ta'] as const) {
  for (const { name, ...device } of VIEWPORTS) {
    test.describe(`every page in ${language} on a ${name}`, () => {
      test.use(device);
      test.use({ expectedConsoleErrors: [/status of 40[134]/] });

      test('a visitor reads no English interface', async ({ page, request }) => {
        test.slow();
        const seller = await newSeller(request);
        const [id] = await postLiveAds(request, seller, [
          { title: 'Toyota Aqua S 2016', make: 'Toyota', model: 'Aqua' },
        ]);
        for (const path of [...VISITOR_PAGES, `/cars/${id}`]) {
          await checkPage(page, language, path);
        }
      });

      test('a member reads no English interface on their pages', async ({ page }) => {
        test.slow();
        await signInAsNewUser(page);
        for (const path of MEMBER_PAGES) await checkPage(page, language, path);
      });

      test('staff read no English interface in the console', async ({ page }) => {
        test.slow();
        await signInAs(page, E2E_STAFF.email, E2E_STAFF.password);
        for (const path of STAFF_PAGES) await checkPage(page, language, path);
      });
    });
  }
}

test.describe('choosing a language', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });
  test('the switch opens this page in the language chosen, and the choice is remembered', async ({
    page,
  }) => {
    await page.goto(`${paths.buyCar}?sort=1`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.locator('header summary').click();
    await page.getByRole('link', { name: 'සිංහල' }).click();
    await expect(page).toHaveURL(/\/si\/buy-car\?sort=1$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'si');
    await expect(page.getByRole('link', { name: tr('si', 'Sell Car') }).first()).toBeVisible();

    // Links inside the app stay in Sinhala.
    await page
      .getByRole('link', { name: tr('si', 'Finance') })
      .first()
      .click();
    await expect(page).toHaveURL(/\/si\/finance$/);

    // An English address now opens in the language chosen.
    await page.goto(paths.about);
    await expect(page).toHaveURL(/\/si\/about$/);

    // Back to English, by the same switch.
    await page.locator('header summary').click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto(paths.finance);
    await expect(page).toHaveURL(/\/finance$/);
  });

  test('a first visit follows the browser’s language; a shared address keeps its own', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'ta-LK' });
    const page = await context.newPage();
    await page.goto(paths.home);
    await expect(page).toHaveURL(/\/ta$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await page.goto(at('si', paths.safetyTips));
    await expect(page.locator('html')).toHaveAttribute('lang', 'si');
    await context.close();
  });

  test('on a phone the menu offers the three languages', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(at('ta', paths.home));
    await page.getByRole('button', { name: tr('ta', 'Open menu') }).click();
    const languages = page.getByRole('navigation', { name: tr('ta', 'Language') });
    await expect(languages.getByRole('link')).toHaveText(['English', 'සිංහල', 'தமிழ்']);
    await languages.getByRole('link', { name: 'සිංහල' }).click();
    await expect(page).toHaveURL(/\/si$/);
    await context.close();
  });

  test('an unknown language in the address is the not-found page', async ({ page }) => {
    const response = await page.goto('/xx/buy-car');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
