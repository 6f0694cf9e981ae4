import type { Page } from '@playwright/test';
import { E2E_PASSWORD, newEmail, registerAccount, signInAs } from './accounts';
import { newSeller, postLiveAds, uniqueWord } from './ads';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { waitForMail } from './mailbox';
import { expectToast } from './toasts';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const WARNING = 'Message from a buyer (CarMarket never asks for bank details)';
const REFUSAL =
  'Please use your own name. Names like CarMarket, Support, Admin or Security could be mistaken for our team.';

async function fitsTheScreen(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

test.describe('mail cannot be used as a relay (issue 29)', () => {
  test('a link a buyer writes in an offer reaches the seller as plain text with its domain, under the warning', async ({
    page,
    baseURL,
  }) => {
    test.slow(); // an ad posted and approved, an offer through the page, an e-mail read back
    const seller = await newSeller(page.request, { confirmed: true });
    const title = `Toyota Aqua ${uniqueWord()}`;
    const [carId] = await postLiveAds(page.request, seller, [{ title }]);

    const buyerEmail = await registerAccount(page.request);
    await signInAs(page, buyerEmail, E2E_PASSWORD);
    await page.goto(`/cars/${carId}`);
    await page.getByRole('button', { name: 'Make an Offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make an Offer' });
    await dialog.getByLabel('Your offer (Rs.)').fill('3700000');
    await dialog
      .getByLabel('Message')
      .fill(
        'Your listing is suspended. Verify your details at https://carmarket-verify.example/login',
      );
    await dialog.getByRole('button', { name: 'Send Offer' }).click();
    await expectToast(page, 'Your offer has been sent');

    const mail = await waitForMail(seller.email, new RegExp(`^New offer of .* for ${title}$`));
    expect(mail.text).toContain(
      `${WARNING}:\n> Your listing is suspended. Verify your details at [link to carmarket-verify[.]example removed]`,
    );
    expect(mail.text).not.toContain('https://carmarket-verify');
    expect(mail.html).toContain(WARNING);
    expect(mail.html).not.toContain('carmarket-verify.example');

    // The HTML part as a mail program shows it: the quote is there, and no link leads off the site.
    await page.setContent(mail.html);
    await expect(page.getByText('[link to carmarket-verify[.]example removed]')).toBeVisible();
    const hrefs = await page
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href.startsWith(`${baseURL}/`), href).toBe(true);
  });

  for (const [device, options, width] of [
    ['on a phone', PHONE, 390],
    ['on a laptop', { viewport: { width: 1280, height: 800 } }, 1280],
  ] as const) {
    test.describe(device, () => {
      test.use(options);

      test('registering as "CarMarket Support" is refused with a sentence a person understands', async ({
        page,
      }) => {
        await page.goto('/register');
        await page.getByLabel('Full name').fill('CarMarket Support');
        await page.getByLabel('Mobile number').fill('0761234567');
        await page.getByLabel('Email').fill(newEmail());
        await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
        await page.getByLabel('Confirm password').fill(E2E_PASSWORD);
        await page.getByRole('button', { name: 'Create Account' }).click();
        const name = page.getByLabel('Full name');
        await expect(name).toHaveAttribute('aria-invalid', 'true');
        await expect(name).toHaveAccessibleDescription(REFUSAL);
        await expect(page.getByText(REFUSAL)).toBeVisible();
        await expect(page).toHaveURL(/\/register$/);
        await fitsTheScreen(page, width);
        expect(await axeViolations(page)).toEqual([]);

        await name.fill('Dilani Fernando');
        await page.getByRole('button', { name: 'Create Account' }).click();
        await expectToast(page, 'Register success');
      });

      test('saving the profile as "Admin" is refused with the same sentence', async ({ page }) => {
        const email = await registerAccount(page.request);
        await signInAs(page, email, E2E_PASSWORD);
        await page.goto('/profile');
        const form = page.getByRole('main');
        await form.getByLabel('Full name').fill('Admin');
        await form.getByLabel('Address line 1').fill('21 Temple Road');
        await form.getByLabel('City').selectOption({ label: 'Kandy' });
        await form.getByRole('button', { name: 'Save Changes' }).click();
        await expectToast(page, REFUSAL);
        await expect(form.getByText(REFUSAL)).toBeVisible();
        await fitsTheScreen(page, width);
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }
});
