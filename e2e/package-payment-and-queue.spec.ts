import type { Page } from '@playwright/test';
import { apiSession, E2E_PASSWORD, E2E_STAFF, registerAccount, signInAs } from './accounts';
import { postPendingAds, uniqueWord } from './ads';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { expectToast } from './toasts';

interface PaymentInstructions {
  bankName: string;
  accountName: string;
  accountNumber: string;
  branch: string;
  confirmationTime: string;
}

/** The bank details a signed-in seller is given now (GET /api/me/package). */
async function currentInstructions(page: Page, email: string): Promise<PaymentInstructions> {
  const headers = await apiSession(page.request, email, E2E_PASSWORD);
  const response = await page.request.get('/api/me/package', { headers });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    package: { paymentInstructions: PaymentInstructions | null };
  };
  if (!body.package.paymentInstructions) throw new Error('the e2e server has no payment details');
  return body.package.paymentInstructions;
}

async function expectBankDetails(page: Page, details: PaymentInstructions) {
  const panel = page.getByRole('region', { name: /^Upgrade to/ });
  for (const value of [details.bankName, details.accountName, details.accountNumber]) {
    await expect(panel.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(panel.getByText(details.branch, { exact: true })).toBeVisible();
  await expect(panel.getByText(details.confirmationTime, { exact: false })).toBeVisible();
}

test.describe('paying for a package, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  // The second journey changes the bank details the first one reads.
  test.describe.configure({ mode: 'serial' });

  test('a Member picks VIP: price, bank details, reference and waiting time, then posts as Member meanwhile', async ({
    page,
  }) => {
    const email = await registerAccount(page.request);
    const details = await currentInstructions(page, email);
    await signInAs(page, email, E2E_PASSWORD);

    await page.goto('/sell-car');
    await page
      .getByRole('article', { name: 'VIP' })
      .getByRole('button', { name: 'Select Plan' })
      .tap();

    const panel = page.getByRole('region', { name: 'Upgrade to VIP' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText('$59.99')).toBeVisible();
    await expectBankDetails(page, details);
    await expect(panel.getByText('Ask for the upgrade below to get your reference.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await panel.getByRole('button', { name: 'Ask for VIP' }).tap();
    await expectToast(page, 'Your request is in.');
    const reference = panel.getByText(/^CM-PKG-\d{6}$/);
    await expect(reference).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Ask for VIP' })).toHaveCount(0);
    const quoted = await reference.textContent();
    expect(await axeViolations(page)).toEqual([]);

    // My Package shows the same panel and the same reference.
    await page.goto('/package');
    await expect(page.getByText(`reference ${quoted}`, { exact: false }).first()).toBeVisible();
    await expectBankDetails(page, details);
    expect(await axeViolations(page)).toEqual([]);

    await page.goBack();
    await page.getByRole('button', { name: 'Continue as Member now' }).tap();
    await expect(page).toHaveURL(/\/sell-car\?step=1&package=member$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create Your Listing' }),
    ).toBeVisible();
    await expect(page.getByText(/Package: Member\. Up to 5 photos/)).toBeVisible();
    await expect(page.getByRole('main').getByLabel('Ad title', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });

  test('staff change the bank details in /admin/packages and a seller sees the new ones', async ({
    browser,
    page,
  }) => {
    const marker = uniqueWord();
    const changed: PaymentInstructions = {
      bankName: `Sampath Bank ${marker}`,
      accountName: 'CarMarket (Pvt) Ltd',
      accountNumber: '0029-1000-4321',
      branch: `Kandy ${marker}`,
      confirmationTime: 'usually within 2 working days',
    };
    await signInAs(page, E2E_STAFF.email, E2E_STAFF.password);
    await page.goto('/admin/packages');
    const form = page.getByRole('form', { name: 'Payment details' });
    await form.getByLabel('Account number', { exact: true }).fill('12ab');
    await form.getByRole('button', { name: 'Save payment details' }).tap();
    await expect(
      form.getByText('The account number should be 6 to 20 digits', { exact: false }),
    ).toBeVisible();
    await form.getByLabel('Bank', { exact: true }).fill(changed.bankName);
    await form.getByLabel('Account name', { exact: true }).fill(changed.accountName);
    await form.getByLabel('Account number', { exact: true }).fill(changed.accountNumber);
    await form.getByLabel('Branch', { exact: true }).fill(changed.branch);
    await form
      .getByLabel('How long confirming takes', { exact: true })
      .fill(changed.confirmationTime);
    await form.getByRole('button', { name: 'Save payment details' }).tap();
    await expectToast(page, 'Payment details saved.');
    expect(await axeViolations(page)).toEqual([]);

    const sellerContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const seller = await sellerContext.newPage();
    const email = await registerAccount(seller.request);
    await signInAs(seller, email, E2E_PASSWORD);
    await seller.goto('/package');
    await seller
      .getByRole('article', { name: 'Featured' })
      .getByRole('button', { name: 'Select Plan' })
      .tap();
    await expect(seller.getByRole('region', { name: 'Upgrade to Featured' })).toBeVisible();
    await expectBankDetails(seller, changed);
    await sellerContext.close();
  });
});

test.describe('the staff queue', () => {
  test('typing narrows the queue on the server, and the account menu counts the waiting ads', async ({
    page,
  }) => {
    const seller = { email: await registerAccount(page.request), password: E2E_PASSWORD };
    const marker = uniqueWord();
    const [aquaId, vitzId] = await postPendingAds(page.request, seller, [
      { title: `Toyota Aqua ${marker}`, make: 'Toyota', model: 'Aqua' },
      { title: `Toyota Vitz ${marker}`, make: 'Toyota', model: 'Vitz' },
    ]);

    await signInAs(page, E2E_STAFF.email, E2E_STAFF.password);
    await page.goto('/profile');
    const moderation = page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: /^Moderation.*\d+ ads? waiting for review$/ });
    await expect(moderation).toBeVisible();
    const waiting = Number(/(\d+) ads? waiting/.exec((await moderation.textContent()) ?? '')?.[1]);
    expect(waiting).toBeGreaterThanOrEqual(2);

    await moderation.click();
    const queue = page.getByRole('region', { name: 'Ads' });
    const search = queue.getByRole('searchbox', { name: 'Search ads' });
    await search.fill(marker);
    await expect(queue.getByRole('article')).toHaveCount(2);
    await expect(queue.getByText('2 ads', { exact: true })).toBeVisible();
    // Oldest first: the Aqua was posted first.
    await expect(queue.getByRole('article').first()).toHaveAccessibleName(`Toyota Aqua ${marker}`);

    await search.fill(seller.email);
    await expect(queue.getByRole('article')).toHaveCount(2);

    await search.fill(String(vitzId));
    await expect(queue.getByRole('article')).toHaveCount(1);
    await expect(queue.getByRole('article')).toHaveAccessibleName(`Toyota Vitz ${marker}`);

    await search.fill(`${marker}nothing`);
    await expect(queue.getByText(`No ad matches “${marker}nothing”.`)).toBeVisible();
    expect(aquaId).toBeLessThan(vitzId!);
    expect(await axeViolations(page)).toEqual([]);
  });
});
