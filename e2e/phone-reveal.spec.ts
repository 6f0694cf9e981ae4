import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiSession,
  E2E_PASSWORD,
  mobileOf,
  onOwnNetwork,
  registerAccount,
  setPackageAsStaff,
  signInAs,
} from './accounts';
import { newSeller, postLiveAds, uniqueWord } from './ads';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * Issue 29, decision 107: a VIP seller's number is not in the car page or its API answer; the
 * buyer taps Contact Seller to reveal it (counted), a visitor past their day's numbers is asked
 * to sign in, and the seller sees on My Listings how many people viewed it.
 */

const REMINDER = 'Never pay an advance before you’ve seen the car and its papers.';

async function vipAds(request: APIRequestContext, count: number) {
  const seller = await newSeller(request);
  await setPackageAsStaff(request, seller.email, 'vip');
  const titles = Array.from({ length: count }, () => `Toyota Aqua ${uniqueWord()}`);
  const ids = await postLiveAds(
    request,
    seller,
    titles.map((title) => ({ title, make: 'Toyota', model: 'Aqua' })),
  );
  // e2e/ads.ts posts every ad with the seller's own verified number (issue 36).
  const phone = mobileOf(seller.email);
  return { seller, phone, ads: ids.map((id, i) => ({ id, title: titles[i]! })) };
}

async function pageOverflows(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}

for (const [device, options] of [
  ['a touch phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
  ['a computer', { viewport: { width: 1280, height: 900 } }],
] as const) {
  test.describe(`the seller’s number on ${device}`, () => {
    test.use({ ...options, ...onOwnNetwork() });

    test('is not in the page until Contact Seller is tapped, then is a call link beside the safety reminder', async ({
      page,
    }) => {
      const { seller, phone: AD_PHONE, ads } = await vipAds(page.request, 1);
      const [ad] = ads;
      // The page arrives rendered with the answer it was drawn from (decision 116): neither holds
      // the number, and nor does the detail answer the app asks for after a move inside it.
      const pageHtml = await (await page.request.get(`/cars/${ad!.id}`)).text();
      expect(pageHtml).toContain(ad!.title);
      expect(pageHtml).not.toContain(AD_PHONE);
      const detailAnswer = await page.request.get(`/api/vehicles/${ad!.id}`);
      expect(await detailAnswer.text()).not.toContain(AD_PHONE);

      await page.goto(`/cars/${ad!.id}`);
      await expect(page.getByRole('heading', { name: ad!.title, level: 1 })).toBeVisible();
      await expect(page.getByText(AD_PHONE)).toHaveCount(0);

      const contact = page.getByRole('button', { name: 'Contact Seller' });
      if (options.viewport.width < 500) await contact.tap();
      else {
        // Keyboard: Enter on the button, and focus lands on the number that replaced it.
        await contact.focus();
        await page.keyboard.press('Enter');
      }
      const call = page.getByRole('link', { name: `Call ${AD_PHONE}` });
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute('href', `tel:${AD_PHONE}`);
      if (options.viewport.width >= 500) await expect(call).toBeFocused();
      await expect(page.getByRole('main').getByText(REMINDER)).toBeVisible();
      expect(await pageOverflows(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);

      // The seller sees that one person viewed it.
      const sellerPage = await page.context().browser()!.newPage({ viewport: options.viewport });
      await signInAs(sellerPage, seller.email, seller.password);
      await sellerPage.goto('/listings');
      const card = sellerPage.getByRole('article', { name: ad!.title });
      await expect(card.getByText('1 person viewed your number')).toBeVisible();
      await sellerPage.close();
    });
  });
}

test.describe('a visitor past their numbers for the day', () => {
  test.use({
    // Their own address: its day for unverified numbers (issue 36) is theirs alone.
    ...onOwnNetwork(),
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    // The refused reveal is a 429, which the browser reports on its console.
    expectedConsoleErrors: [/status of 429/],
  });

  test('is asked to sign in, comes back to the car, and sees the number', async ({ page }) => {
    test.slow(); // eleven ads posted and approved, and a sign-in
    const { phone: AD_PHONE, ads } = await vipAds(page.request, 11);
    // Ten numbers revealed in this browser (page.request shares its cookies).
    for (const ad of ads.slice(0, 10)) {
      const answer = await page.request.post(`/api/vehicles/${ad.id}/phone`);
      expect(answer.status()).toBe(200);
    }

    const last = ads[10]!;
    await page.goto(`/cars/${last.id}`);
    await expect(page.getByRole('heading', { name: last.title, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Contact Seller' }).tap();
    await expect(
      page.getByRole('alert').filter({ hasText: 'You have seen 10 sellers’ numbers today.' }),
    ).toBeVisible();
    const signIn = page.getByRole('link', { name: 'Sign in to see more numbers' });
    await expect(signIn).toBeVisible();
    await expect(signIn).toBeFocused();
    await expect(page.getByText(AD_PHONE)).toHaveCount(0);
    expect(await pageOverflows(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    // Signing in brings the buyer back to this car, where the number is theirs to see.
    const email = await registerAccount(page.request);
    await signIn.tap();
    await expect(page).toHaveURL(/\/login\?next=/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).tap();
    await expect(page.getByRole('heading', { name: last.title, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Contact Seller' }).tap();
    await expect(page.getByRole('link', { name: `Call ${AD_PHONE}` })).toBeVisible();
  });
});

test('a Member ad’s Contact Seller opens the offer form and asks for no number', async ({
  page,
}) => {
  const seller = await newSeller(page.request);
  const title = `Honda Fit ${uniqueWord()}`;
  const [id] = await postLiveAds(page.request, seller, [{ title }]);
  const reveals: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/phone')) reveals.push(request.url());
  });
  const headers = await apiSession(page.request, seller.email, seller.password);
  expect((await page.request.post(`/api/vehicles/${id}/phone`, { headers })).status()).toBe(404);
  await page.goto(`/cars/${id}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Contact Seller' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in to make an offer' })).toBeVisible();
  expect(reveals).toEqual([]);
});
