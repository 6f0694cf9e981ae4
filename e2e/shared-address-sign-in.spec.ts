import { E2E_PASSWORD, registerAccount } from './accounts';
import { expect, test } from './fixtures';
import { expectToast, toastsShown } from './toasts';

// Every browser in this suite reaches the server from 127.0.0.1: one address, as a carrier NAT
// makes whole towns (decision 070).
test.describe('two people behind one carrier address', () => {
  // The refused sign-ins show in the console as the browser's notes about the 401s and the 429.
  test.use({ expectedConsoleErrors: [/status of 401/, /status of 429/] });

  test('a stranger guessing one account does not lock the neighbour out of theirs', async ({
    browser,
    request,
  }) => {
    const victim = await registerAccount(request);
    const neighbour = await registerAccount(request);

    const strangerPhone = await browser.newPage();
    await strangerPhone.goto('/login');
    await strangerPhone.getByLabel('Email').fill(victim);
    const password = strangerPhone.getByLabel('Password', { exact: true });
    const signIn = strangerPhone.getByRole('button', { name: 'Sign In', exact: true });
    for (let guess = 1; guess <= 10; guess += 1) {
      const answered = strangerPhone.waitForResponse('**/api/auth/login');
      await password.fill(`guess number ${guess}`);
      await signIn.click();
      expect((await answered).status()).toBe(401);
    }
    // The same refusal ten times is one message, not a stack of them over the form: the page's
    // record of its toasts holds it once.
    await expectToast(strangerPhone, 'Invalid email or password');
    expect(
      (await toastsShown(strangerPhone)).filter((text) => text === 'Invalid email or password'),
    ).toHaveLength(1);
    await password.fill(E2E_PASSWORD);
    await signIn.click();
    await expectToast(strangerPhone, 'Too many failed sign-in attempts');
    await strangerPhone.close();

    // The neighbour, on the same address a moment later, signs in as usual.
    const neighbourPhone = await browser.newPage();
    await neighbourPhone.goto('/login');
    await neighbourPhone.getByLabel('Email').fill(neighbour);
    await neighbourPhone.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await neighbourPhone.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(neighbourPhone).toHaveURL(/\/$/);
    await expect(
      neighbourPhone.getByRole('banner').getByRole('link', { name: 'Account' }),
    ).toBeVisible();
    await neighbourPhone.close();
  });
});
