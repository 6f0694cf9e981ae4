import type { Page } from '@playwright/test';
import { E2E_PASSWORD, newEmail, registerAccount, signInAs } from './accounts';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { pressUntilFocused } from './keyboard';
import { waitForMail, waitForMails, type ReceivedMail } from './mailbox';
import { expectToast } from './toasts';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const CONFIRMED =
  'Your e-mail address is confirmed. CarMarket can now send you notices and alerts.';
const CHANGED =
  'Your e-mail address is changed. Every other device signed in to your account was signed out.';

/** A long address, as some people have: the pages must wrap it, not scroll sideways. */
function longEmail(): string {
  return `dilani.fernando.with.a.very.long.address.${newEmail()}`.replace('visitor-', '');
}

/** The path and query of the first link in `mail` to `path` (the e-mails name the server's URL). */
function linkTo(mail: ReceivedMail, path: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.includes(`${path}?token=`));
  if (!link) throw new Error(`No ${path} link in "${mail.subject}"`);
  const url = new URL(link);
  return url.pathname + url.search;
}

async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

for (const [device, use] of [
  ['a phone (390 px, touch)', PHONE],
  ['a desktop (1280 px)', DESKTOP],
] as const) {
  test.describe(`confirming the e-mail on ${device}`, () => {
    test.use(use);

    test('register, see "Confirm your e-mail" with Resend, open the e-mailed link, confirm with the button', async ({
      page,
    }) => {
      test.slow(); // waits for the mail queue twice
      const email = longEmail();
      await page.goto('/register');
      await page.getByLabel('Full name').fill('Dilani Fernando');
      await page.getByLabel('Mobile number').fill('0761234567');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
      await page.getByLabel('Confirm password').fill(E2E_PASSWORD);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expectToast(page, 'Register success');
      await expect(page).toHaveURL(/\/login$/);
      // The register page stays on screen until the sign-in page's code has arrived (a
      // transition): type only into the sign-in form.
      await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page).toHaveURL(/\/$/);

      await page.goto('/profile');
      const banner = page.getByRole('region', { name: 'Confirm your e-mail' });
      await expect(banner).toContainText(email);
      await fitsTheScreen(page);
      expect(await axeViolations(page)).toEqual([]);

      // Resend from the keyboard: the sentence is announced in place.
      const resend = banner.getByRole('button', { name: 'Resend' });
      await resend.focus();
      await page.keyboard.press('Enter');
      await expect(banner.getByRole('status')).toHaveText(
        `We sent a confirmation link to ${email}. It works once, for 24 hours.`,
      );

      // Only the newest link works; open it as the mail program would.
      const mails = await waitForMails(email, /^Confirm your e-mail address/, 2);
      await page.goto(linkTo(mails[1]!, '/confirm-email'));
      await expect(
        page.getByRole('heading', { level: 1, name: 'Confirm your e-mail' }),
      ).toBeVisible();
      await fitsTheScreen(page);
      expect(await axeViolations(page)).toEqual([]);
      const confirm = page.getByRole('button', { name: 'Confirm my e-mail' });
      await pressUntilFocused(page, confirm, 40);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: CONFIRMED })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Go to My Account' }).click();
      await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Confirm your e-mail' })).toHaveCount(0);
    });

    test('a used or cut-short link says so, with the way to a new one', async ({ page }) => {
      await page.goto('/confirm-email?token=cut-short');
      await expect(page.getByRole('alert')).toContainText(
        'This confirmation link is not valid. Please ask for a new one.',
      );
      await expect(page.getByRole('link', { name: 'Sign in to send a new link' })).toBeVisible();
      await fitsTheScreen(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe('changing the e-mail', () => {
  // The other device's session ends: its refresh is refused (401) and its token too (403).
  test.use({ expectedConsoleErrors: [/status of 40[013]/] });

  for (const [device, use] of [
    ['a phone (390 px, touch)', PHONE],
    ['a desktop (1280 px)', DESKTOP],
  ] as const) {
    test(`on ${device}: the password, a notice with undo to the old address, the confirmation to the new one; confirming signs out the other devices`, async ({
      browser,
      baseURL,
    }) => {
      test.slow(); // two browsers and the mail queue
      const context = await browser.newContext({ ...use, baseURL });
      const otherDevice = await browser.newContext({ baseURL });
      try {
        const page = await context.newPage();
        const other = await otherDevice.newPage();
        const oldEmail = await registerAccount(page.request, '', { confirmed: true });
        await signInAs(page, oldEmail, E2E_PASSWORD);
        await signInAs(other, oldEmail, E2E_PASSWORD);
        await other.goto('/settings');
        await expect(other.getByText(oldEmail)).toBeVisible();

        await page.goto('/settings');
        const security = page.getByRole('region', { name: 'Security' });
        await expect(security.getByText(oldEmail)).toBeVisible();
        await security.getByRole('button', { name: 'Change e-mail' }).click();
        const form = page.getByRole('form', { name: 'Change e-mail' });
        const newAddress = longEmail();
        // The form takes focus; the keyboard fills it in.
        await expect(form.getByLabel('New e-mail address')).toBeFocused();
        await page.keyboard.type(newAddress);
        await page.keyboard.press('Tab');
        await page.keyboard.type('not my password');
        await page.keyboard.press('Enter');
        await expectToast(page, 'Your current password is not correct');
        await form.getByLabel('Current password').fill(E2E_PASSWORD);
        await fitsTheScreen(page);
        expect(await axeViolations(page)).toEqual([]);
        await form.getByRole('button', { name: 'Send confirmation link' }).click();
        await expect(security.getByRole('status')).toHaveText(
          `We sent a confirmation link to ${newAddress}. Your e-mail changes when you open it; until then you sign in with your current address.`,
        );
        await expect(security.getByRole('button', { name: 'Change e-mail' })).toBeFocused();
        await fitsTheScreen(page);
        expect(await axeViolations(page)).toEqual([]);

        const notice = await waitForMail(
          oldEmail,
          /^Your CarMarket e-mail address is being changed$/,
        );
        expect(notice.text).toContain(newAddress);
        expect(linkTo(notice, '/undo-email-change')).toMatch(/^\/undo-email-change\?token=/);
        const confirmation = await waitForMail(newAddress, /^Confirm your new e-mail address/);
        // Not switched yet.
        await page.reload();
        await expect(security.getByText(oldEmail)).toBeVisible();

        await page.goto(linkTo(confirmation, '/confirm-email'));
        await page.getByRole('button', { name: 'Confirm my e-mail' }).click();
        await expect(page.getByRole('status').filter({ hasText: CHANGED })).toBeVisible();

        // This device stays signed in and shows the new address; the other one is signed out.
        await page.goto('/settings');
        await expect(security.getByText(newAddress)).toBeVisible();
        await other.reload();
        await expect(other).toHaveURL(/\/login$/);
      } finally {
        await context.close();
        await otherDevice.close();
      }
    });
  }

  test('the undo link from the old address puts it back and signs every device out', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const oldEmail = await registerAccount(page.request, '', { confirmed: true });
    const login = await page.request.post('/api/auth/login', {
      data: { email: oldEmail, password: E2E_PASSWORD },
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const newAddress = newEmail();
    const asked = await page.request.post('/api/me/email', {
      headers: { authorization: `Bearer ${accessToken}` },
      data: { email: newAddress, currentPassword: E2E_PASSWORD },
    });
    expect(asked.status()).toBe(202);
    const notice = await waitForMail(oldEmail, /^Your CarMarket e-mail address is being changed$/);

    await signInAs(page, oldEmail, E2E_PASSWORD, baseURL);
    await page.goto(linkTo(notice, '/undo-email-change'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Undo an e-mail change' }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Undo the change' }).click();
    await expect(page.getByRole('status')).toContainText('Please choose a new password now');
    await expect(page.getByRole('link', { name: 'Choose a new password' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login$/);
  });
});
