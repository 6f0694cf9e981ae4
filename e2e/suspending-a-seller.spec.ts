import type { Page } from '@playwright/test';
import { E2E_STAFF, signInAs } from './accounts';
import { newSeller, postLiveAds, uniqueWord } from './ads';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

const SIGN_IN_REFUSED = 'This account is suspended. Contact us if you think this is a mistake.';
const REASON = 'Posted the same photos under three phone numbers.';

const countLine = (page: Page) => page.getByText(/^[\d,]+ cars found$/);
const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 });

// The seller's page meets the end of its session (403, then the refused refresh 401), the
// refused sign-in (403) and the ad's page while it is held (404).
test.use({ expectedConsoleErrors: [/status of 40[134]/] });

test('staff suspend a seller from Users: the seller is signed out and refused, the ad leaves search; lifting it brings the ad back', async ({
  page,
  browser,
}) => {
  test.slow(); // two browsers, a suspension and its lifting, search and the audit log in one story
  const seller = await newSeller(page.request);
  const word = uniqueWord();
  const title = `Toyota Aqua ${word}`;
  const [id] = await postLiveAds(page.request, seller, [{ title }]);

  // The seller is signed in, looking at their ads.
  await signInAs(page, seller.email, seller.password);
  await page.goto('/listings');
  await expect(page.getByRole('article', { name: title })).toBeVisible();

  // Staff find the account on Users and suspend it with a reason.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signInAs(staffPage, E2E_STAFF.email, E2E_STAFF.password);
  await staffPage.goto('/admin');
  const console = staffPage.getByRole('navigation', { name: 'Staff console' });
  await console.getByRole('link', { name: 'Users' }).click();
  await expect(staffPage).toHaveURL(/\/admin\/users$/);
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await staffPage.getByLabel('E-mail address starts with').fill(seller.email);
  await staffPage.getByRole('button', { name: 'Find', exact: true }).click();
  const account = staffPage.getByRole('listitem', { name: seller.email });
  await expect(account.getByText('Active account')).toBeVisible();
  await expect(account.getByText('1 live ad')).toBeVisible();

  await account.getByRole('button', { name: `Suspend ${seller.email}` }).click();
  const dialog = staffPage.getByRole('dialog', { name: 'Suspend Dilani Fernando?' });
  await expect(dialog).toBeVisible();
  const reason = dialog.getByLabel('Reason for the suspension');
  await expect(reason).toBeFocused();
  // The reason is required, with the API's own sentence.
  await dialog.getByRole('button', { name: 'Suspend account' }).click();
  await expect(dialog.getByText('Please give a reason for the suspension')).toBeVisible();
  await expect(reason).toBeFocused();
  await reason.fill(REASON);
  expect(await axeViolations(staffPage)).toEqual([]);
  await dialog.getByRole('button', { name: 'Suspend account' }).click();
  await expect(dialog).toBeHidden();
  await expect(account.getByText(/^Suspended on \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
  await expect(account).toContainText(REASON);
  await expect(account.getByText('1 ad held out of search')).toBeVisible();

  // The seller's next step finds the session over and leads to the sign-in page.
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page).toHaveURL(/\/login$/);

  // Signing in with the right password tells them why, and keeps them out.
  await page.getByLabel('Email').fill(seller.email);
  await page.getByLabel('Password', { exact: true }).fill(seller.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: SIGN_IN_REFUSED })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The ad is gone from search and from its page.
  await page.goto(`/buy-car?q=${word}`);
  await expect(page.getByText('No cars match your search')).toBeVisible();
  await expect(cardTitles(page)).toHaveCount(0);
  const held = await page.request.get(`/api/vehicles/${id}`);
  expect(held.status()).toBe(404);

  // Staff lift the suspension; the ad is back.
  await account.getByRole('button', { name: `Lift suspension of ${seller.email}` }).click();
  const confirm = staffPage.getByRole('dialog', {
    name: 'Lift the suspension of Dilani Fernando?',
  });
  await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Lift suspension', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(account.getByText('Active account')).toBeVisible();

  // Both steps are in the audit log, with who and why.
  await console.getByRole('link', { name: 'Audit log' }).click();
  const entries = staffPage
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: seller.email });
  await expect(entries.filter({ hasText: 'lifted the suspension of' })).toHaveCount(1);
  const suspension = entries.filter({ hasText: 'suspended' }).filter({ hasText: REASON });
  await expect(suspension).toHaveCount(1);
  await expect(suspension).toContainText(E2E_STAFF.email);
  await staffContext.close();

  await page.goto(`/buy-car?q=${word}`);
  await expect(countLine(page)).toHaveText('1 cars found');
  await expect(cardTitles(page)).toHaveText([title]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the Users page and its dialogs fit the screen, pass axe and keep the keyboard inside', async ({
    page,
  }) => {
    const seller = await newSeller(page.request);
    await postLiveAds(page.request, seller, [{ title: `Honda Fit ${uniqueWord()}` }]);
    await signInAs(page, E2E_STAFF.email, E2E_STAFF.password);
    await page.goto('/admin/users');
    await page.getByLabel('E-mail address starts with').fill(seller.email);
    await page.getByRole('button', { name: 'Find', exact: true }).tap();
    const account = page.getByRole('listitem', { name: seller.email });
    await expect(account.getByText('Active account')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const opener = account.getByRole('button', { name: `Suspend ${seller.email}` });
    await opener.tap();
    const dialog = page.getByRole('dialog', { name: 'Suspend Dilani Fernando?' });
    await expect(dialog.getByLabel('Reason for the suspension')).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    // Tab stays in the dialog; Escape closes it and gives focus back to the opener.
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // A reason over the limit is refused with the API's sentence, before anything is sent.
    await opener.tap();
    await dialog.getByLabel('Reason for the suspension').fill('x'.repeat(501));
    await dialog.getByRole('button', { name: 'Suspend account' }).tap();
    await expect(dialog.getByText('The reason is too long (500 characters at most)')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).tap();
    await expect(account.getByText('Active account')).toBeVisible();
  });
});
