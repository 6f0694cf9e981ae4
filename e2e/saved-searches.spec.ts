import type { Page } from '@playwright/test';
import { E2E_PASSWORD, registerAccount, signInAsNewUser } from './accounts';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { expectToast } from './toasts';

/** Issue 16: save a Buy Car search, then find, rename, re-time, open and delete it. */

const SCREENS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
];

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const { name, viewport, isMobile, hasTouch } of SCREENS) {
  test.describe(`saved searches on a ${name}`, () => {
    test.use({ viewport, isMobile, hasTouch });

    test('save a search, rename it, change its e-mails, open it and delete it', async ({
      page,
    }) => {
      test.slow(); // a whole journey with axe checks on two pages and three dialogs
      await signInAsNewUser(page);
      await page.goto('/buy-car');
      await page.getByLabel('Search cars').fill('toyota');
      // Tab leaves the box and closes its suggestions, which cover what is below it on a phone.
      await page.keyboard.press('Tab');
      await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
      await expect(page).toHaveURL(/q=toyota/);
      await expect(page).toHaveURL(/sort=1/);

      // The dialog, by keyboard: the name first, then the frequency, then Save.
      const save = page.getByRole('button', { name: 'Save this search' });
      await save.click();
      const dialog = page.getByRole('dialog', { name: 'Save this search' });
      const nameField = dialog.getByLabel('Name');
      await expect(nameField).toBeFocused();
      await expect(nameField).toHaveValue('toyota');
      expect(await axeViolations(page)).toEqual([]);
      await expectNoSidewaysScroll(page);

      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('Cheap Toyotas');
      await page.keyboard.press('Tab');
      const daily = dialog.getByRole('radio', { name: /Once a day/ });
      await expect(daily).toBeFocused();
      await expect(daily).toBeChecked();
      await page.keyboard.press('ArrowUp');
      await expect(dialog.getByRole('radio', { name: /Instantly/ })).toBeChecked();
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: 'Save', exact: true })).toBeFocused();
      // Tab stays in the dialog: from Save it goes round to Close.
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await expectToast(page, 'Search saved.');
      await expect(dialog).toBeHidden();
      await expect(save).toBeFocused();

      // The Saved Searches page, from the account menu.
      await page.goto('/profile');
      await page
        .getByRole('navigation', { name: 'Account' })
        .getByRole('link', { name: 'Saved Searches' })
        .click();
      await expect(page).toHaveURL(/\/saved-searches$/);
      const row = page.getByRole('listitem').filter({ hasText: 'Cheap Toyotas' });
      await expect(row.getByRole('heading', { name: 'Cheap Toyotas' })).toBeVisible();
      await expect(row.getByText('“toyota”')).toBeVisible();
      await expect(row.getByText('No new cars')).toBeVisible();
      await expect(row.getByLabel('E-mails for Cheap Toyotas')).toHaveValue('instant');
      expect(await axeViolations(page)).toEqual([]);
      await expectNoSidewaysScroll(page);

      // Rename.
      await row.getByRole('button', { name: 'Rename Cheap Toyotas' }).click();
      const rename = page.getByRole('dialog', { name: 'Rename saved search' });
      expect(await axeViolations(page)).toEqual([]);
      await rename.getByLabel('Name').fill('Toyotas under budget');
      await rename.getByRole('button', { name: 'Save name' }).click();
      await expect(rename).toBeHidden();
      const renamed = page.getByRole('listitem').filter({ hasText: 'Toyotas under budget' });
      await expect(renamed.getByRole('heading', { name: 'Toyotas under budget' })).toBeVisible();

      // Frequency.
      await renamed.getByLabel('E-mails for Toyotas under budget').selectOption('daily');
      await expectToast(page, 'Toyotas under budget: once a day.');
      await page.reload();
      await expect(page.getByLabel('E-mails for Toyotas under budget')).toHaveValue('daily');

      // Open: the same search on Buy Car.
      await page.getByRole('link', { name: 'Open Toyotas under budget' }).click();
      await expect(page).toHaveURL(/\/buy-car\?q=toyota&sort=1&city=0$/);
      await expect(page.getByLabel('Search cars')).toHaveValue('toyota');
      await expect(page.getByLabel('Sort by')).toHaveValue('1');

      // Delete, after saying yes.
      await page.goto('/saved-searches');
      await page.getByRole('button', { name: 'Delete Toyotas under budget' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this saved search?' });
      expect(await axeViolations(page)).toEqual([]);
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(page.getByText('No saved searches yet')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Find cars' })).toHaveAttribute(
        'href',
        '/buy-car',
      );
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test('a visitor who saves a search signs in and comes back to it', async ({ page }) => {
  const email = await registerAccount(page.request);
  // A list of ids has commas, which a return path may not hold as they are.
  await page.goto('/buy-car?q=honda%20fit&sort=3&brand=1,2');
  await page.getByRole('link', { name: 'Save this search' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/buy-car\?q=honda%20fit&sort=3&brand=1%2C2$/);
  await expect(page.getByLabel('Search cars')).toHaveValue('honda fit');
  await expect(page.getByRole('button', { name: 'Save this search' })).toBeVisible();
});
