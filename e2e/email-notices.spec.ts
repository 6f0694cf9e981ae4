import type { APIRequestContext, Page } from '@playwright/test';
import { apiSession, E2E_STAFF, signInAs } from './accounts';
import { newSeller, postLiveAds, uniqueWord } from './ads';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { linkIn, waitForMail, type ReceivedMail } from './mailbox';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The two accounts of the journey, each address confirmed: notices wait for that (decision 103). */
async function sellerAndBuyer(request: APIRequestContext) {
  const seller = await newSeller(request, { confirmed: true });
  const buyer = await newSeller(request, { confirmed: true });
  return { seller, buyer };
}

async function offer(
  request: APIRequestContext,
  buyer: { email: string; password: string },
  adId: number,
  amount: number,
) {
  const made = await request.post(`/api/vehicles/${adId}/offers`, {
    headers: await apiSession(request, buyer.email, buyer.password),
    data: { amount },
  });
  expect(made.status()).toBe(201);
}

/** The List-Unsubscribe header's URL (what a mail program shows as "Unsubscribe"). */
function listUnsubscribeUrl(mail: ReceivedMail): string {
  const url = /^<(.+)>$/.exec(mail.headers.get('list-unsubscribe') ?? '')?.[1];
  if (!url) throw new Error(`"${mail.subject}" has no List-Unsubscribe`);
  return url;
}

async function fitsTheScreen(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

test.describe('e-mail notices', () => {
  for (const [device, options, width] of [
    ['on a phone', PHONE, 390],
    ['on a laptop', { viewport: { width: 1280, height: 800 } }, 1280],
  ] as const) {
    test.describe(device, () => {
      test.use(options);

      test('an offer notice’s unsubscribe link stops offer e-mails only: the next offer is not mailed, an approval still is', async ({
        page,
        baseURL,
      }) => {
        const { seller, buyer } = await sellerAndBuyer(page.request);
        const title = `Toyota Aqua ${uniqueWord()}`;
        const [adId] = await postLiveAds(page.request, seller, [{ title }]);
        await offer(page.request, buyer, adId!, 5_800_000);

        const received = await waitForMail(seller.email, /^New offer of/);
        expect(received.text).toContain('This is one of your offer e-mails.');
        expect(received.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
        const pageLink = linkIn(received, `${baseURL}/unsubscribe?token=`);

        // The header's URL opened in a browser that is not signed in: 303 to the page.
        await page.goto(listUnsubscribeUrl(received));
        await expect(page).toHaveURL(pageLink);
        await expect(page.getByRole('heading', { name: 'E-mail preferences' })).toBeVisible();
        await expect(page.getByRole('switch', { name: 'Offers' })).toBeChecked();
        await fitsTheScreen(page, width);
        expect(await axeViolations(page)).toEqual([]);

        // Keyboard: the button is reached with Tab and pressed with Enter.
        const button = page.getByRole('button', { name: 'Unsubscribe from offer e-mails' });
        await button.focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('status').filter({ hasText: 'offer e-mails' })).toHaveText(
          'You will no longer get offer e-mails from CarMarket. Your other e-mails are as you chose them.',
        );
        await expect(page.getByRole('switch', { name: 'Offers' })).not.toBeChecked();
        await expect(page.getByRole('switch', { name: 'Ad updates' })).toBeChecked();
        expect(await axeViolations(page)).toEqual([]);

        // A second offer is not mailed; an approval after it still is.
        await offer(page.request, buyer, adId!, 6_000_000);
        const [second] = await postLiveAds(page.request, seller, [{ title: `${title} II` }]);
        const approved = await waitForMail(
          seller.email,
          new RegExp(`^Your ad is live: ${title} II$`),
        );
        expect(approved.text).toContain(`/cars/${second}-`);
        const offers = await waitForMail(seller.email, /^New offer of/);
        expect(offers.subject).toBe(received.subject);
      });
    });
  }

  test('a link that is not valid says why and leads to the preferences after signing in', async ({
    page,
  }) => {
    const { seller } = await sellerAndBuyer(page.request);
    await page.goto('/unsubscribe?token=cut-short');
    await expect(page.getByRole('alert')).toContainText('This unsubscribe link is not valid.');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Sign in to choose your e-mails' }).click();
    await page.getByLabel('Email').fill(seller.email);
    await page.getByLabel('Password', { exact: true }).fill(seller.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/settings\/e-mail$/);
    await expect(page.getByRole('heading', { name: 'E-mail preferences' })).toBeVisible();
  });

  test.describe('the signed-in preferences', () => {
    for (const [device, options, width] of [
      ['on a phone', PHONE, 390],
      ['on a laptop', { viewport: { width: 1280, height: 800 } }, 1280],
    ] as const) {
      test.describe(device, () => {
        test.use(options);

        test('open from Settings; "All e-mail notices" is the Email notifications switch', async ({
          page,
        }) => {
          const { seller } = await sellerAndBuyer(page.request);
          await signInAs(page, seller.email, seller.password);
          await page.goto('/settings');
          await page.getByRole('link', { name: /E-mail preferences/ }).click();
          await expect(page.getByRole('heading', { name: 'E-mail preferences' })).toBeVisible();
          await fitsTheScreen(page, width);
          expect(await axeViolations(page)).toEqual([]);

          const alerts = page.getByRole('switch', { name: 'Saved-search alerts' });
          await alerts.focus();
          await page.keyboard.press('Space');
          await expect(alerts).not.toBeChecked();
          await page.getByRole('switch', { name: 'All e-mail notices' }).click();
          await expect(page.getByRole('switch', { name: 'Offers' })).toBeDisabled();
          expect(await axeViolations(page)).toEqual([]);

          await page.reload();
          await expect(page.getByRole('switch', { name: 'Saved-search alerts' })).not.toBeChecked();
          await page.goto('/settings');
          await expect(page.getByRole('switch', { name: /Email notifications/ })).not.toBeChecked();
        });
      });
    }
  });

  test('staff see that no e-mail is waiting for a retry', async ({ page }) => {
    await signInAs(page, E2E_STAFF.email, E2E_STAFF.password);
    await page.goto('/admin');
    const panel = page.getByRole('region', { name: 'Failed e-mails and jobs' });
    await expect(panel).toContainText('Nothing has failed. Every e-mail went out.');
  });
});
