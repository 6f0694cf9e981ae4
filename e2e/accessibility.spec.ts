import { E2E_STAFF, signInAs, signInAsNewUser } from './accounts';
import { newSeller, postLiveAds, uniqueWord } from './ads';
import { openCarPageThatFailsToRender, RENDER_ERROR_LOGS } from './broken-car-page';
import { expect, test } from './fixtures';
import { axeViolations } from './axe';

/**
 * Every public page, on a touch phone and at a desktop width, against every axe rule of any
 * impact (WCAG 2.1 A and AA: labels, names, contrast; best practices: landmarks, heading order),
 * then the account pages a signed-in user sees.
 */
const PAGES = [
  '/',
  '/buy-car',
  '/sell-car',
  '/finance',
  '/about',
  '/contact',
  '/privacy',
  '/safety-tips',
  '/buy-car?q=toyota&sort=1',
  '/login',
  '/register',
  '/saved-cars',
];

/** A 390 px phone with a touch screen, and a desktop. */
const SCREENS = [
  { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
];

for (const { viewport, isMobile, hasTouch } of SCREENS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, isMobile, hasTouch });

    for (const path of PAGES) {
      test(`${path} has no axe violations`, async ({ page }) => {
        // A still page: the hero would otherwise fade between slides while axe reads colours.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test.describe('an address that is no page', () => {
      // The browser logs the document's own 404.
      test.use({ expectedConsoleErrors: [/status of 404/] });
      test('/no-such-page has no axe violations', async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto('/no-such-page');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    });

    test.describe('the error page', () => {
      test.use({ expectedConsoleErrors: RENDER_ERROR_LOGS });
      test('has no axe violations', async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await openCarPageThatFailsToRender(page);
        await expect(
          page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
        ).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    });

    test("a car's page has no axe violations", async ({ page }) => {
      // Its own ad, with a gallery: no demo listing is sure to keep its id or stay for sale.
      const seller = await newSeller(page.request);
      const title = `Honda Fit 2016 ${uniqueWord()}`;
      const [id] = await postLiveAds(page.request, seller, [{ title, photos: 2 }]);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`/cars/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe('open panels', () => {
  test.use(SCREENS[0]!);

  test('the mobile menu with its city list has no axe violations', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .locator('#mobile-menu')
      .getByRole('button', { name: /Choose city/ })
      .click();
    await expect(page.getByRole('listbox')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the pre-order modal showing its errors has no axe violations', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Pre-order a car' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Send pre-order request' }).click();
    await expect(dialog.getByText('Car name is required')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the filter drawer has no axe violations', async ({ page }) => {
    await page.goto('/buy-car');
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the help panel has no axe violations', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Need Help/ }).click();
    await expect(page.getByRole('link', { name: /WhatsApp/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

const ACCOUNT_PAGES = [
  '/profile',
  '/settings',
  '/listings',
  '/package',
  '/offers',
  '/profile-wishlist',
];

for (const { viewport, isMobile, hasTouch } of SCREENS) {
  test.describe(`signed in, at ${viewport.width} px`, () => {
    test.use({ viewport, isMobile, hasTouch });

    for (const path of ACCOUNT_PAGES) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await signInAsNewUser(page);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
        await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test.describe('selling, signed in', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`the wizard's first step has no axe violations at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await signInAsNewUser(page);
      await page.goto('/sell-car?step=1');
      await expect(page.getByRole('heading', { name: 'Vehicle Details' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('moderation, as staff', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`/admin has no axe violations at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signInAs(page, E2E_STAFF.email, E2E_STAFF.password);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
      await expect(page.getByText(/^\d+ ads?$/)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
