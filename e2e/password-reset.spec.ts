import type { Page } from '@playwright/test';
import { E2E_PASSWORD, apiSession, registerAccount } from './accounts';
import { newSeller, postLiveAds, uniqueWord } from './ads';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { expectToast } from './toasts';
import { pressUntilFocused } from './keyboard';
import { linkIn, waitForMail } from './mailbox';

const NEW_PASSWORD = 'a fresh passphrase for e2e';
const LINK_SENT =
  'If an account uses that e-mail, we have sent it a link to choose a new password. The link works for 30 minutes.';
const LINK_EXPIRED = 'This reset link has expired or was already used.';
const LINK_MALFORMED = 'This reset link is not valid. Please ask for a new one.';

/** The path and query of the reset link mailed to `email`, once the queue has sent it. */
async function resetLinkMailedTo(email: string, baseURL: string): Promise<string> {
  const mail = await waitForMail(email, /^Choose a new CarMarket password$/);
  const link = new URL(linkIn(mail, `${baseURL}/reset-password?token=`));
  return link.pathname + link.search;
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function hasNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

test.describe('a forgotten password', () => {
  test.use({ expectedConsoleErrors: [/status of 40[01]/] });

  test('Forgot password?, the e-mailed link, a new password; the old one stops working and the link works once', async ({
    page,
    baseURL,
  }) => {
    test.slow(); // waits for the mail queue and hashes three passwords
    const email = await registerAccount(page.request);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: LINK_SENT })).toBeVisible();

    const link = await resetLinkMailedTo(email, baseURL ?? '');
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill('not the same words');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Show password' }).first().click();
    await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expectToast(page, 'Your password is changed');
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, email, E2E_PASSWORD);
    await expectToast(page, 'Invalid email or password');
    await signIn(page, email, NEW_PASSWORD);
    await expectToast(page, 'Login success');

    // The same link a second time: said on the page, with the way to a new one.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('another passphrase');
    await page.getByLabel('Confirm new password').fill('another passphrase');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toContainText(LINK_EXPIRED);
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
});

const SCREENS = [
  { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
];

for (const { viewport, isMobile, hasTouch } of SCREENS) {
  test.describe(`the reset pages at ${viewport.width} px`, () => {
    test.use({ viewport, isMobile, hasTouch, expectedConsoleErrors: [/status of 400/] });

    test('forgot password: no axe violations, no sideways scroll, sent by keyboard', async ({
      page,
    }) => {
      await page.goto('/forgot-password');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await hasNoSidewaysScroll(page);

      const field = page.getByLabel('Email');
      await field.focus();
      await page.keyboard.type(`nobody-${uniqueWord()}@example.lk`);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: LINK_SENT })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await hasNoSidewaysScroll(page);
    });

    test('reset password: no axe violations in the form and its error states, keyboard only', async ({
      page,
    }) => {
      await page.goto('/reset-password?token=not-a-token');
      await expect(page.getByRole('alert')).toContainText(LINK_MALFORMED);
      expect(await axeViolations(page)).toEqual([]);

      // A well-formed token no link ever had: the server's answer is the used-link sentence.
      await page.goto(`/reset-password?token=${'A'.repeat(43)}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await hasNoSidewaysScroll(page);

      const password = page.getByLabel('New password', { exact: true });
      await pressUntilFocused(page, password, 40);
      await page.keyboard.type(NEW_PASSWORD);
      await pressUntilFocused(page, page.getByLabel('Confirm new password'), 3);
      await page.keyboard.type(NEW_PASSWORD);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alert')).toContainText(LINK_EXPIRED);
      expect(await axeViolations(page)).toEqual([]);
      await hasNoSidewaysScroll(page);
    });
  });
}

test('a seller who hides their profile is "Private seller" on their car page', async ({ page }) => {
  const seller = await newSeller(page.request);
  const title = `Toyota Aqua ${uniqueWord()}`;
  const [adId] = await postLiveAds(page.request, seller, [{ title }]);
  const headers = await apiSession(page.request, seller.email, seller.password);
  const saved = await page.request.put('/api/me/settings', {
    headers,
    data: {
      emailNotifications: true,
      smsNotifications: false,
      pushNotifications: true,
      showContactInfo: false,
      profileVisible: false,
    },
  });
  expect(saved.status()).toBe(200);

  await page.goto(`/cars/${adId}`);
  const sellerCard = page.getByRole('region', { name: 'Seller' });
  await expect(sellerCard.getByText('Private seller')).toBeVisible();
  await expect(sellerCard).not.toContainText('Dilani Fernando');
  await expect(sellerCard).not.toContainText('Member since');
  expect(await axeViolations(page)).toEqual([]);
});
