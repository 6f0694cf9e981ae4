import type { APIRequestContext, Page } from '@playwright/test';
import { apiSession, E2E_STAFF, registerAccount, E2E_PASSWORD, signInAs } from './accounts';
import { newSeller, postLiveAds, uniqueWord } from './ads';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

/** Ids of the live ads a keyword search finds, as Buy Car asks for them. */
async function searchIds(request: APIRequestContext, word: string): Promise<number[]> {
  const response = await request.get(`/api/vehicles/search?query=${word}`);
  expect(response.status()).toBe(200);
  const { cars } = (await response.json()) as { cars: Array<{ id: number }> };
  return cars.map((car) => car.id);
}

/** A signed-in buyer's report, sent through the API as the dialog sends it. */
async function reportAsNewUser(request: APIRequestContext, adId: number, reason: string) {
  const email = await registerAccount(request);
  const headers = await apiSession(request, email, E2E_PASSWORD);
  const response = await request.post(`/api/vehicles/${adId}/reports`, {
    headers,
    data: { reason, details: '' },
  });
  expect(response.status()).toBe(201);
}

/** Opens the ad's Report this ad dialog, once the button has arrived after the page. */
async function openReportDialog(page: Page, adId: number) {
  await page.goto(`/cars/${adId}`);
  const button = page.getByRole('button', { name: 'Report this ad' });
  await expect(button).toBeVisible();
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Report this ad' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a visitor reports an ad; three people hide it; staff dismiss one report and remove another ad', async ({
  page,
  browser,
}) => {
  test.slow(); // a visitor's dialog, three reporters, the owner's listings and two staff decisions
  const seller = await newSeller(page.request);
  const word = uniqueWord();
  const reportedTitle = `Reported Toyota Aqua ${word}`;
  const scamTitle = `Recycled Honda Fit ${word}`;
  const [reportedId, scamId] = await postLiveAds(page.request, seller, [
    { title: reportedTitle },
    { title: scamTitle },
  ]);
  if (!reportedId || !scamId) throw new Error('ads not posted');

  // A visitor, not signed in, reports the ad.
  const dialog = await openReportDialog(page, reportedId);
  await expect(dialog.getByRole('radio', { name: 'Sold already' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Please choose why you are reporting this ad')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Other' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(
    dialog.getByText('Please tell us in a sentence what is wrong with this ad.'),
  ).toBeVisible();
  const details = dialog.getByRole('textbox', { name: 'Details' });
  await details.fill('The seller asked me for a reservation advance by bank transfer.');
  await expect(dialog.getByText('63 of 1,000 characters')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank you for your report' });
  await expect(thanks).toContainText('Thank you. Our team will look at this ad.');
  await thanks.getByRole('button', { name: 'Done' }).click();
  await expect(thanks).toBeHidden();
  await expect(page.getByRole('button', { name: 'Report this ad' })).toBeFocused();

  // One visitor is one reporter: the ad stays in search until two more people report it.
  expect(await searchIds(page.request, word)).toContain(reportedId);
  await reportAsNewUser(page.request, reportedId, 'scam');
  expect(await searchIds(page.request, word)).toContain(reportedId);
  await reportAsNewUser(page.request, reportedId, 'wrong-details');
  expect(await searchIds(page.request, word)).not.toContain(reportedId);

  // Its owner sees it under review in My Listings.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signInAs(ownerPage, seller.email, seller.password);
  await ownerPage.goto('/listings?status=pending');
  const ownCard = ownerPage.getByRole('article', { name: reportedTitle });
  await expect(ownCard).toContainText('Under review');
  await ownerContext.close();

  // The other ad gets one report from the visitor.
  const other = await page.request.post(`/api/vehicles/${scamId}/reports`, {
    data: { reason: 'duplicate', details: 'The same photos are on another ad.' },
  });
  expect(other.status()).toBe(201);

  // Staff see both in the Reports queue, the most recently reported first.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signInAs(staffPage, E2E_STAFF.email, E2E_STAFF.password);
  await staffPage.goto('/admin/reports');
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const consoleNav = staffPage.getByRole('navigation', { name: 'Staff console' });
  await expect(consoleNav.getByRole('link', { name: /^Reports/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const reportedCard = staffPage.getByRole('article', { name: reportedTitle });
  const scamCard = staffPage.getByRole('article', { name: scamTitle });
  await expect(reportedCard).toContainText('Held: out of search');
  await expect(reportedCard).toContainText('Suspected scam× 1');
  await expect(reportedCard).toContainText('3 reports');
  await expect(reportedCard).toContainText(
    'The seller asked me for a reservation advance by bank transfer.',
  );
  const titles = await staffPage
    .getByRole('article')
    .getByRole('heading', { level: 2 })
    .allTextContents();
  expect(titles.indexOf(scamTitle)).toBeLessThan(titles.indexOf(reportedTitle));
  expect(await axeViolations(staffPage)).toEqual([]);

  // Dismiss: confirmed in a dialog, and the ad is back in search.
  await reportedCard
    .getByRole('button', { name: `Dismiss the reports of ${reportedTitle}` })
    .click();
  const confirm = staffPage.getByRole('dialog', { name: 'Dismiss these reports?' });
  await expect(confirm).toContainText('goes back into search');
  expect(await axeViolations(staffPage)).toEqual([]);
  await confirm.getByRole('button', { name: 'Dismiss reports' }).click();
  await expect(reportedCard).toBeHidden();
  expect(await searchIds(page.request, word)).toContain(reportedId);

  // Remove the other ad, with the reason its seller reads.
  await scamCard.getByRole('button', { name: `Remove ad ${scamTitle}` }).click();
  const remove = staffPage.getByRole('dialog', { name: 'Remove this ad?' });
  await remove.getByRole('button', { name: 'Remove ad' }).click();
  await expect(remove.getByText('Please give the seller a reason for the removal')).toBeVisible();
  await remove
    .getByRole('textbox', { name: 'Reason for the seller' })
    .fill('The photos belong to another seller’s ad.');
  await remove.getByRole('button', { name: 'Remove ad' }).click();
  await expect(scamCard).toBeHidden();
  const removed = await page.request.get(`/api/vehicles/${scamId}`);
  expect(removed.status()).toBe(404);

  // Both decisions are in the audit log.
  const headers = await apiSession(page.request, E2E_STAFF.email, E2E_STAFF.password);
  const audit = await page.request.get('/api/admin/audit', { headers });
  const { entries } = (await audit.json()) as {
    entries: Array<{ action: string; target: { id: number }; reason: string | null }>;
  };
  expect(entries).toContainEqual(
    expect.objectContaining({
      action: 'dismiss-reports',
      target: expect.objectContaining({ id: reportedId }),
    }),
  );
  expect(entries).toContainEqual(
    expect.objectContaining({
      action: 'remove-ad',
      target: expect.objectContaining({ id: scamId }),
      reason: 'The photos belong to another seller’s ad.',
    }),
  );
  await staffContext.close();
});

test.describe('suspending the seller from the queue', () => {
  // The browser notes the refused suspension without a reason (400) in the console.
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test('staff suspend the seller of a reported ad: their ads leave search', async ({ page }) => {
    const seller = await newSeller(page.request);
    const word = uniqueWord();
    const title = `Suspicious Nissan Leaf ${word}`;
    const [adId] = await postLiveAds(page.request, seller, [{ title }]);
    if (!adId) throw new Error('ad not posted');
    const reported = await page.request.post(`/api/vehicles/${adId}/reports`, {
      data: { reason: 'scam', details: 'Asked for an advance to hold the car.' },
    });
    expect(reported.status()).toBe(201);

    await signInAs(page, E2E_STAFF.email, E2E_STAFF.password);
    await page.goto('/admin/reports');
    const card = page.getByRole('article', { name: title });
    await card.getByRole('button', { name: /^Suspend seller/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspend the seller?' });
    await dialog.getByRole('button', { name: 'Suspend seller' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please give a reason for the suspension');
    await dialog
      .getByRole('textbox', { name: 'Reason for the suspension' })
      .fill('Scam ads asking buyers for advances.');
    await dialog.getByRole('button', { name: 'Suspend seller' }).click();
    await expect(dialog).toBeHidden();
    // Suspending is the decision on the seller's reports: the ad leaves the open queue.
    await expect(card).toBeHidden();
    expect(await searchIds(page.request, word)).not.toContain(adId);
    await page
      .getByRole('group', { name: 'Reports to show' })
      .getByRole('button', { name: 'Decided' })
      .click();
    await expect(page.getByRole('article', { name: title })).toContainText('Seller suspended');
  });
});

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    // The browser notes the refused report of the seller's own ad (400) in the console.
    expectedConsoleErrors: [/status of 400/],
  });

  test('the report dialog fits the screen, works by touch and passes axe', async ({ page }) => {
    const seller = await newSeller(page.request);
    const title = `Phone reported Suzuki Alto ${uniqueWord()}`;
    const [adId] = await postLiveAds(page.request, seller, [{ title }]);
    if (!adId) throw new Error('ad not posted');

    await page.goto(`/cars/${adId}`);
    const button = page.getByRole('button', { name: 'Report this ad' });
    await expect(button).toBeVisible();
    await button.tap();
    const dialog = page.getByRole('dialog', { name: 'Report this ad' });
    await expect(dialog).toBeVisible();
    await dialog.getByText('Sold already').tap();
    await expect(dialog.getByRole('radio', { name: 'Sold already' })).toBeChecked();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    const box = await dialog.boundingBox();
    expect(box && box.width <= 390).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // Escape closes it without sending, and focus goes back to the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    // The seller cannot report their own ad: the server's sentence shows in the dialog.
    await signInAs(page, seller.email, seller.password);
    const own = await openReportDialog(page, adId);
    await own.getByText('Sold already').tap();
    await own.getByRole('button', { name: 'Send report' }).tap();
    await expect(own.getByRole('alert')).toHaveText("You can't report your own ad.");
  });
});
