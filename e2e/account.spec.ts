import type { Page } from '@playwright/test';
import { E2E_PASSWORD as PASSWORD, newEmail, registerAccount, reissued } from './accounts';
import { expect, test } from './fixtures';
import { expectToast } from './toasts';

async function signInThroughForm(page: Page, email: string) {
  // After a registration the register page stays on screen until the sign-in page's code has
  // arrived (a transition): type only into the sign-in form.
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectToast(page, 'Login success');
}

test.describe('an account', () => {
  test('register, sign in, stay signed in across a reload, edit the profile, sign out', async ({
    page,
  }) => {
    test.slow(); // the longest journey of the suite: two reloads and two saves
    const email = newEmail();
    await page.goto('/register');
    await page.getByLabel('Full name').fill('Dilani Fernando');
    await page.getByLabel('Mobile number').fill('0761234567');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill('a different passphrase');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Show password' }).first().click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Register success');
    await expect(page).toHaveURL(/\/login$/);

    await signInThroughForm(page, email);
    await expect(page).toHaveURL(/\/$/);
    const account = page.getByRole('banner').getByRole('link', { name: 'Account' });
    await expect(account).toBeVisible();
    // Storage holds only the hint; the session is a cookie no script can read (decision 101).
    expect(await page.evaluate(() => localStorage.getItem('carmarket.signedIn'))).toBe('1');
    const sessionCookie = (await page.context().cookies()).find(
      (cookie) => cookie.name === 'carmarket_session',
    );
    expect(sessionCookie).toMatchObject({ httpOnly: true, path: '/api/auth', sameSite: 'Strict' });
    expect(await page.evaluate(() => document.cookie)).toBe('');

    await page.reload();
    await expect(account).toBeVisible();
    await account.click();
    await expect(page).toHaveURL(/\/profile$/);

    const form = page.getByRole('main');
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await expect(form.getByLabel('Email')).toHaveAttribute('readonly', '');
    await form.getByLabel('Phone').fill('0731234567');
    await form.getByLabel('Address line 1').fill('21 Temple Road');
    await form.getByLabel('City').selectOption({ label: 'Kandy' });
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Invalid phone number');

    await form.getByLabel('Phone').fill('0771234567');
    await form.getByLabel('Upload photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await expect(form.getByRole('img', { name: /new profile photo/ })).toBeVisible();
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Your data saved success');
    await expect(form.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
      'src',
      /^\/media\/avatars\/.+\.webp$/,
    );

    await page.reload();
    await expect(form.getByLabel('Phone')).toHaveValue('0771234567');
    await expect(form.getByLabel('Address line 1')).toHaveValue('21 Temple Road');
    await expect(form.getByLabel('City')).toHaveValue(/\d+/);
    await expect(form.getByLabel('City').locator('option:checked')).toHaveText('Kandy');

    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('button', { name: 'Sign Out' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('carmarket.signedIn'))).toBeNull();
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
      'carmarket_session',
    );

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('every account route sends a visitor to /login', async ({ page }) => {
    for (const path of ['/profile', '/package', '/listings', '/profile-wishlist', '/settings']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    }
  });

  test('sign-in continues where a state parameter says', async ({ page, request }) => {
    const email = await registerAccount(request);
    await page.goto('/login?state=sell-car');
    await signInThroughForm(page, email);
    await expect(page).toHaveURL(/\/sell-car\?step=1$/);
  });

  test('settings: toggles are saved, the password changes, all devices sign out', async ({
    page,
    request,
  }) => {
    const email = await registerAccount(request);
    await page.goto('/login');
    await signInThroughForm(page, email);
    await page.goto('/settings');

    // SMS and push are not built: locked, off (decision 083).
    await expect(page.getByRole('switch', { name: 'SMS notifications' })).toBeDisabled();
    await expect(page.getByRole('switch', { name: 'Push notifications' })).toBeDisabled();
    const contact = page.getByRole('switch', { name: 'Show my contact information' });
    await expect(contact).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('switch', { name: 'Email notifications' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await contact.click();
    await expectToast(page, 'Settings saved');
    await page.reload();
    await expect(contact).toHaveAttribute('aria-checked', 'true');

    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByLabel('Current password')).toBeFocused();
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('my new passphrase');
    await page.getByLabel('Confirm new password').fill('my new passphrase');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectToast(page, 'Your password has been changed');
    await expect(page.getByRole('button', { name: 'Two-Factor Authentication' })).toBeDisabled();

    const opener = page.getByRole('button', { name: 'Sign out of all devices' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Sign out of all devices?' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expectToast(page, 'You have been signed out of all devices.');
    expect(await page.evaluate(() => localStorage.getItem('carmarket.signedIn'))).toBeNull();

    const oldPassword = await request.post('/api/auth/login', {
      data: { email, password: PASSWORD },
    });
    expect(oldPassword.status()).toBe(401);
  });
});

test.describe('an expired access token', () => {
  // The refresh is visible in the console as the 403 that triggers it; the live event stream,
  // when it opens before the refresh with the same aged token, is refused with 401 and
  // refreshes the same way (as in sessions.spec.ts).
  test.use({ expectedConsoleErrors: [/status of 40[13]/] });

  test('is refreshed without the user noticing', async ({ page, request }) => {
    const email = await registerAccount(request);
    // The app keeps the access token of the sign-in answer in memory. Rather than wait out its
    // lifetime, this sign-in answer carries the same token as if issued 20 minutes ago: signed
    // with the server's key, so the server refuses it for its age alone. The rest is real.
    let issued = '';
    await page.route(
      '**/api/auth/login',
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { accessToken: string };
        issued = body.accessToken;
        const accessToken = await reissued(issued, -20 * 60);
        await route.fulfill({ response, json: { ...body, accessToken } });
      },
      { times: 1 },
    );
    // Every answer the page receives, read at the end: a refusal of the planted token, then a
    // refresh. (Listening for the whole test rather than racing one response at a time.)
    const answers: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/api/')) answers.push(`${response.status()} ${url.pathname}`);
    });
    await page.goto('/login');
    await signInThroughForm(page, email);
    // The sign-in leads home; the Account link is followed once the home page is drawn. (Once,
    // in about one run in ten with two workers, a click while the home page's code was still
    // arriving left the sign-in form on screen at /profile: see the issue 33 note.)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sri Lanka’s used-car marketplace' }),
    ).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
    await expect(page.getByRole('main').getByLabel('Full name')).toHaveValue('Dilani Fernando');
    await expect(page).toHaveURL(/\/profile$/);
    // A call refused the planted token, and a refresh followed it.
    await expect
      .poll(() => answers.slice(answers.findIndex((answer) => answer.startsWith('403 '))))
      .toEqual(expect.arrayContaining([expect.stringMatching(/^403 /), '200 /api/auth/refresh']));

    // The planted token differs from a good one only in its times: dated now, it is accepted.
    const getUser = async (token: string) => {
      const headers = { authorization: `Bearer ${token}` };
      return (await request.get('/api/users/get-user', { headers })).status();
    };
    expect(await getUser(await reissued(issued, 0))).toBe(200);
    expect(await getUser(await reissued(issued, -20 * 60))).toBe(403);
  });
});

test.describe('a failed sign-in', () => {
  // The refused sign-in shows in the console as the browser's note about the 401.
  test.use({ expectedConsoleErrors: [/status of 401/] });

  test('a wrong password is an error toast and the form keeps what was typed', async ({
    page,
    request,
  }) => {
    const email = await registerAccount(request);
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not my password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, 'Invalid email or password');
    await expect(page.getByLabel('Email')).toHaveValue(email);
  });
});
