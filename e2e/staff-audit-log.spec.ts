import { E2E_STAFF, signInAs } from './accounts';
import { newSeller, postPendingAds, uniqueWord } from './ads';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { expectToast } from './toasts';

test('staff approve and reject ads, and the audit log shows who did what, when and why', async ({
  page,
}) => {
  const seller = await newSeller(page.request);
  const word = uniqueWord();
  const approvedTitle = `Audited Toyota Aqua ${word}`;
  const rejectedTitle = `Audited Honda Fit ${word}`;
  const [approvedId, rejectedId] = await postPendingAds(page.request, seller, [
    { title: approvedTitle },
    { title: rejectedTitle },
  ]);

  await signInAs(page, E2E_STAFF.email, E2E_STAFF.password);
  await page.goto(`/admin`);
  const console = page.getByRole('navigation', { name: 'Staff console' });
  await expect(console.getByRole('link', { name: /^Ads/ })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('searchbox', { name: 'Search ads' }).fill(word);
  const approvedCard = page.getByRole('article', { name: approvedTitle });
  await approvedCard.getByRole('button', { name: `Approve ${approvedTitle}` }).click();
  await expectToast(page, `${approvedTitle} is live.`);

  const rejectedCard = page.getByRole('article', { name: rejectedTitle });
  await rejectedCard.getByRole('button', { name: `Reject ${rejectedTitle}` }).click();
  await rejectedCard.getByLabel('Reason for the seller').fill('The photos show a different car.');
  await rejectedCard.getByRole('button', { name: 'Reject Ad' }).click();
  await expect(rejectedCard).toBeHidden();

  // The audit log, reached from the console's navigation by keyboard.
  await console.getByRole('link', { name: 'Audit log' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const entries = page.getByRole('main').getByRole('listitem');
  const rejected = entries.filter({ hasText: `ad #${rejectedId} “${rejectedTitle}”` });
  await expect(rejected).toContainText(`rejected ad #${rejectedId}`);
  await expect(rejected).toContainText('Reason: The photos show a different car.');
  await expect(rejected).toContainText(E2E_STAFF.email);
  const approved = entries.filter({ hasText: `ad #${approvedId} “${approvedTitle}”` });
  await expect(approved).toContainText(`approved ad #${approvedId}`);
  // Newest first: the rejection came after the approval.
  const order = await entries.allTextContents();
  expect(order.findIndex((text) => text.includes(rejectedTitle))).toBeLessThan(
    order.findIndex((text) => text.includes(approvedTitle)),
  );
  // Read-only: nothing on the page edits or removes an entry.
  await expect(
    page.getByRole('main').getByRole('button', { name: /edit|delete|remove/i }),
  ).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // The ad link opens the ad for staff.
  await approved.getByRole('link', { name: new RegExp(approvedTitle) }).click();
  await expect(page.getByRole('heading', { level: 1, name: approvedTitle })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the console and its audit log fit the screen', async ({ page }) => {
    await signInAs(page, E2E_STAFF.email, E2E_STAFF.password);
    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Staff console' })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a seller opening the console sees a not-found page, not the log', async ({ page }) => {
    const seller = await newSeller(page.request);
    await signInAs(page, seller.email, seller.password);
    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toHaveCount(0);
    await expect(page.getByText(/not found|could not find/i).first()).toBeVisible();
  });
});
