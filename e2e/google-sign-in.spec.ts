import type { Page } from '@playwright/test';
import type { RefreshResponse } from '@carmarket/shared/account';
import { E2E_PASSWORD, newEmail, newMobile, registerAccount } from './accounts';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { expectFitsTheScreen } from './layout';

/**
 * Sign in with Google against the local OpenID provider e2e/run.mjs starts (oidc-provider, its
 * development login page standing in for Google's; decision 135): the button, the provider's
 * page, the callback's code exchange and ID token check, and the app signed in or asking for what
 * a new account needs.
 */

const SCREENS = [
  { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
];

/** At the provider's login page: the login is the person's e-mail, any password will do. */
async function signInAtProvider(page: Page, login: string) {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password at the provider');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

/** The session the browser now holds, asked of the API as the app asks it. */
async function signedInEmail(page: Page): Promise<string> {
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('carmarket.signedIn')))
    .toBe('1');
  const refreshed = await page.request.post('/api/auth/refresh');
  expect(refreshed.status()).toBe(200);
  return ((await refreshed.json()) as RefreshResponse).user.email;
}

test.skip(
  !process.env.E2E_GOOGLE_ISSUER,
  'needs the local OpenID provider that e2e/run.mjs starts',
);

for (const { viewport, isMobile, hasTouch } of SCREENS) {
  test.describe(`Sign in with Google at ${viewport.width} px`, () => {
    // Signing out by dropping the session cookie under a running page: its next refresh is 401.
    test.use({ viewport, isMobile, hasTouch, expectedConsoleErrors: [/status of 401/] });
    // The provider's development page asks a web font of Google's, which this machine may not reach.
    test.beforeEach(async ({ page }) => {
      await page.route(/fonts\.googleapis\.com/, (route) =>
        route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
      );
    });

    test('a new person: Continue with Google, the mobile number, signed in where they were going', async ({
      page,
    }) => {
      const email = newEmail();
      await page.goto('/register?next=%2Ffinance');
      const google = page.getByRole('link', { name: 'Sign in with Google' });
      await expect(google).toBeVisible();
      await google.click();
      await signInAtProvider(page, email);

      await expect(page).toHaveURL(/\/login\?google=continue$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Finish creating your account' }),
      ).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();
      await expectFitsTheScreen(page, '/login?google=continue', viewport.width);
      expect(await axeViolations(page)).toEqual([]);

      // The sign-up form's rules and sentences.
      // Typed key by key, fast and then at a person's speed: every key kept.
      const mobile = page.getByLabel('Mobile number');
      await mobile.pressSequentially('0731234567', { delay: 30 });
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Invalid phone number')).toBeVisible();
      await mobile.clear();
      const number = newMobile();
      await mobile.pressSequentially(number, { delay: 120 });
      await expect(mobile).toHaveValue(number);
      await page.getByRole('button', { name: 'Create Account' }).click();

      await expect(page).toHaveURL(/\/finance$/);
      expect(await signedInEmail(page)).toBe(email);

      // Next time the same Google account signs straight in.
      await page.context().clearCookies({ name: 'carmarket_session' });
      await page.evaluate(() => localStorage.clear());
      await page.goto('/login');
      await page.getByRole('link', { name: 'Sign in with Google' }).click();
      // The provider remembers the browser: no login page the second time.
      await expect(page).toHaveURL(/\/$/);
      expect(await signedInEmail(page)).toBe(email);
    });

    test('an account with the same e-mail, not confirmed: its password links Google to it', async ({
      page,
    }) => {
      const email = await registerAccount(page.request, '', { confirmed: false });
      await page.goto('/login');
      await page.getByRole('link', { name: 'Sign in with Google' }).click();
      await signInAtProvider(page, email);

      await expect(
        page.getByRole('heading', { level: 1, name: 'Link your Google account' }),
      ).toBeVisible();
      await expectFitsTheScreen(page, '/login?google=continue', viewport.width);
      expect(await axeViolations(page)).toEqual([]);
      await page
        .getByLabel('Password', { exact: true })
        .pressSequentially(E2E_PASSWORD, { delay: 30 });
      await page.getByRole('button', { name: 'Link and sign in' }).click();
      await expect(page).toHaveURL(/\/$/);
      expect(await signedInEmail(page)).toBe(email);
    });

    test('a cancelled or forged return: back at sign-in with a sentence', async ({ page }) => {
      await page.goto('/api/auth/google/callback?code=forged&state=forged');
      await expect(page).toHaveURL(/\/login\?google=expired$/);
      await expect(page.getByRole('alert')).toHaveText(
        'Your sign-in with Google took too long. Please start again.',
      );
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
