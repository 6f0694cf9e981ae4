import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import {
  apiSession,
  demoAccount,
  E2E_PASSWORD,
  E2E_STAFF,
  registerAccount,
  reportFrom,
  signInAs,
} from './accounts';
import { newSeller, postLiveAds, postPendingAds, uniqueWord } from './ads';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { cameraPhoto } from './photos';

/** Ids of the live ads a keyword search finds. */
async function searchIds(request: APIRequestContext, word: string): Promise<number[]> {
  const response = await request.get(`/api/vehicles/search?query=${word}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { cars: Array<{ id: number }> }).cars.map((car) => car.id);
}

const jpeg = (buffer: Buffer, name: string) => ({ name, mimeType: 'image/jpeg', buffer });

// Issue 18's "done when", as one story: a scammer's bait ad is reported by buyers, three of them
// established (decision 109), and leaves search, staff see the recycled photo on the scammer's
// next ad, suspend the scammer from the Reports queue, the scammer cannot sign in and has nothing
// left in search, and the audit log shows every staff step.
test('a scam ad: three established reporters hide it, staff see the recycled photo, suspend the seller, and the audit log shows it all', async ({
  page,
  browser,
}) => {
  test.slow();
  const word = uniqueWord();
  const seed = Number.parseInt(word.slice(4), 16) % 100_000;
  const original = await cameraPhoto(seed);
  const baitPhoto = await cameraPhoto(seed + 1);
  // What a scammer does: saves the honest seller's picture, smaller and re-compressed.
  const recycled = await sharp(original).resize({ width: 640 }).jpeg({ quality: 60 }).toBuffer();

  const honest = await newSeller(page.request);
  const scammer = await newSeller(page.request);
  const honestTitle = `Toyota Premio honest ${word}`;
  const baitTitle = `Toyota Premio bargain ${word}`;
  const copyTitle = `Toyota Premio again ${word}`;
  const [honestId] = await postLiveAds(page.request, honest, [
    { title: honestTitle, photoFiles: [jpeg(original, 'premio.jpg')] },
  ]);
  const [baitId] = await postLiveAds(page.request, scammer, [
    { title: baitTitle, price: 2_150_000, photoFiles: [jpeg(baitPhoto, 'bargain.jpg')] },
  ]);
  const [copyId] = await postPendingAds(page.request, scammer, [
    { title: copyTitle, price: 2_250_000, photoFiles: [jpeg(recycled, 'premio-copy.jpg')] },
  ]);
  if (!honestId || !baitId || !copyId) throw new Error('ads not posted');
  expect(await searchIds(page.request, word)).toEqual(expect.arrayContaining([honestId, baitId]));

  // A buyer, signed in, reports the bait ad from its page.
  const buyer = await registerAccount(page.request);
  await signInAs(page, buyer, E2E_PASSWORD);
  await page.goto(`/cars/${baitId}`);
  await page.getByRole('button', { name: 'Report this ad' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this ad' });
  await dialog.getByRole('radio', { name: 'Suspected scam' }).check();
  await dialog
    .getByRole('textbox', { name: 'Details' })
    .fill('Asked for a Rs. 50,000 reservation advance before I could see the car.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you for your report' })).toBeVisible();

  // Reporting twice is refused with a sentence.
  const buyerAuth = await apiSession(page.request, buyer, E2E_PASSWORD);
  const again = await page.request.post(`/api/vehicles/${baitId}/reports`, {
    headers: buyerAuth,
    data: { reason: 'scam', details: '' },
  });
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({ message: expect.any(String) });

  // A new account's report reaches staff but holds nothing (decision 109): the ad is still live.
  expect(await searchIds(page.request, word)).toContain(baitId);

  // Three established buyers (accounts the seed dates months back), each on an address of their
  // own, report it: the third takes it out of search.
  const reporters = [
    { name: 'ruwan.bandara', address: '198.51.100.21', reason: 'scam' },
    { name: 'fathima.nazeer', address: '198.51.100.22', reason: 'scam' },
    { name: 'chaminda.wickramasinghe', address: '198.51.100.23', reason: 'wrong-details' },
  ];
  for (const { name, address, reason } of reporters) {
    await reportFrom(page.request, {
      adId: baitId,
      address,
      reason,
      account: demoAccount(name),
    });
  }
  expect(await searchIds(page.request, word)).not.toContain(baitId);
  expect((await page.request.get(`/api/vehicles/${baitId}`)).status()).toBe(404);

  // The scammer sees it under review.
  const scammerContext = await browser.newContext();
  const scammerPage = await scammerContext.newPage();
  await signInAs(scammerPage, scammer.email, scammer.password);
  await scammerPage.goto('/listings?status=pending');
  await expect(scammerPage.getByRole('article', { name: baitTitle })).toContainText('Under review');

  // Staff: the recycled photo is flagged on the scammer's pending ad; they reject it.
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  await signInAs(staff, E2E_STAFF.email, E2E_STAFF.password);
  await staff.goto('/admin');
  await staff.getByRole('searchbox', { name: 'Search ads' }).fill(copyTitle);
  const copyCard = staff.getByRole('article', { name: copyTitle });
  await expect(copyCard.getByText(`Photo matches ad #${honestId} by another seller`)).toBeVisible();
  await copyCard.getByRole('button', { name: `Reject ${copyTitle}` }).click();
  await copyCard
    .getByLabel('Reason for the seller')
    .fill(`The photo is from ad #${honestId} by another seller.`);
  await copyCard.getByRole('button', { name: 'Reject Ad' }).click();
  await expect(copyCard).toBeHidden();

  // The Reports queue: the bait ad, held, with its reasons; staff suspend its seller.
  await staff
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: /^Reports/ })
    .click();
  const baitCard = staff.getByRole('article', { name: baitTitle });
  await expect(baitCard).toContainText('Held: out of search');
  await expect(baitCard).toContainText('4 reports · 3 of 3 trusted reports needed to hold');
  await expect(baitCard.getByText('Not counted: e-mail address not confirmed')).toBeVisible();
  await expect(baitCard).toContainText('reservation advance');
  expect(await axeViolations(staff)).toEqual([]);
  await baitCard.getByRole('button', { name: /^Suspend seller/ }).click();
  const suspend = staff.getByRole('dialog', { name: 'Suspend the seller?' });
  await suspend
    .getByRole('textbox', { name: 'Reason for the suspension' })
    .fill('Scam: asks buyers for reservation advances on recycled photos.');
  await suspend.getByRole('button', { name: 'Suspend seller' }).click();
  await expect(suspend).toBeHidden();

  // The scammer's session is over and signing in again is refused with the reason why.
  await scammerPage.reload();
  await expect(scammerPage).toHaveURL(/\/login/);
  await scammerPage.getByLabel('Email').fill(scammer.email);
  await scammerPage.getByLabel('Password', { exact: true }).fill(scammer.password);
  await scammerPage.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(
    scammerPage.getByRole('alert').filter({ hasText: 'This account is suspended.' }),
  ).toBeVisible();
  await scammerContext.close();

  // Nothing of the scammer's is in search; the honest seller's ad still is.
  const found = await searchIds(page.request, word);
  expect(found).toContain(honestId);
  expect(found).not.toContain(baitId);
  expect(found).not.toContain(copyId);

  // The audit log shows each staff step, newest first, with who and why.
  await staff
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const entries = staff.getByRole('main').getByRole('listitem');
  const suspended = entries.filter({ hasText: scammer.email }).filter({ hasText: 'suspended' });
  await expect(suspended).toContainText(
    'Reason: Scam: asks buyers for reservation advances on recycled photos.',
  );
  await expect(suspended).toContainText(E2E_STAFF.email);
  const rejected = entries.filter({ hasText: `ad #${copyId} “${copyTitle}”` });
  await expect(rejected).toContainText(`rejected ad #${copyId}`);
  await expect(rejected).toContainText(`Reason: The photo is from ad #${honestId}`);
  const texts = await entries.allTextContents();
  expect(texts.findIndex((text) => text.includes(scammer.email))).toBeLessThan(
    texts.findIndex((text) => text.includes(copyTitle)),
  );
  expect(await axeViolations(staff)).toEqual([]);
  await staffContext.close();
});
