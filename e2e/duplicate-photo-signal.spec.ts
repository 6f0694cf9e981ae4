import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { apiSession, E2E_PASSWORD, E2E_STAFF, registerAccount, signInAs } from './accounts';
import { uniqueWord } from './ads';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { cameraPhoto } from './photos';
import { fillVehicleDetails } from './sell-wizard';

/** Sell a car through the wizard with this one photo; returns the new pending ad's id. */
async function sellWithPhoto(
  browser: Browser,
  seller: { email: string },
  title: string,
  photo: { name: string; mimeType: string; buffer: Buffer },
): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, seller.email, E2E_PASSWORD);
  await page.goto('/sell-car?step=1');
  await fillVehicleDetails(page, { title, price: '4350000' });
  await page.getByLabel('Add Photo').setInputFiles(photo);
  await expect(page.getByText(/^1 \/ \d+ photos uploaded$/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Review & Submit' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Ad' }).click();
  await expect(page).toHaveURL(/\/listings\?status=pending/);
  const headers = await apiSession(page.request, seller.email, E2E_PASSWORD);
  const mine = await page.request.get('/api/me/listings?status=pending', { headers });
  const { cars } = (await mine.json()) as { cars: Array<{ id: number; title: string }> };
  const ad = cars.find((car) => car.title === title);
  if (!ad) throw new Error(`${title} is not among the seller's pending ads`);
  await context.close();
  return ad.id;
}

/** The staff card of the ad titled `title`, found with the queue's search box. */
async function staffCard(page: Page, title: string) {
  await page.getByRole('searchbox', { name: 'Search ads' }).fill(title);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  return card;
}

test.describe('duplicate-photo signal', () => {
  test("staff see a recycled photo side by side with another seller's earlier ad, and own reuse is not flagged", async ({
    browser,
    request,
  }, testInfo) => {
    test.slow(); // three ads through the wizard, then the staff console at two widths
    const word = uniqueWord();
    const original = await cameraPhoto(Number.parseInt(word.slice(4), 16) % 100_000);
    // What a scammer does: saves the picture from the other ad, smaller and re-compressed.
    const recycled = await sharp(original).resize({ width: 640 }).jpeg({ quality: 60 }).toBuffer();

    const sellerA = { email: await registerAccount(request) };
    const sellerB = { email: await registerAccount(request) };
    const titleA = `Toyota Aqua original ${word}`;
    const titleB = `Toyota Aqua copy ${word}`;
    const titleA2 = `Toyota Aqua again ${word}`;
    const photo = { name: 'aqua.jpg', mimeType: 'image/jpeg', buffer: original };
    const adA = await sellWithPhoto(browser, sellerA, titleA, photo);
    await sellWithPhoto(browser, sellerB, titleB, {
      name: 'aqua-copy.jpg',
      mimeType: 'image/jpeg',
      buffer: recycled,
    });
    await sellWithPhoto(browser, sellerA, titleA2, photo);

    const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await staffContext.newPage();
    await signInAs(page, E2E_STAFF.email, E2E_STAFF.password);
    await page.goto('/admin');

    // B's pending ad: the warning, with both pictures side by side and a link to A's ad.
    const warningText = `Photo matches ad #${adA} by another seller`;
    const cardB = await staffCard(page, titleB);
    const warning = cardB.getByRole('region', { name: warningText });
    await expect(warning.getByRole('heading', { name: warningText })).toBeVisible();
    const mine = warning.getByRole('img', { name: `${titleB}: the photo that matches ad #${adA}` });
    const theirs = warning.getByRole('img', { name: `The matching photo of ad #${adA}` });
    await expect(mine).toBeVisible();
    await expect(theirs).toBeVisible();
    const [left, right] = [await mine.boundingBox(), await theirs.boundingBox()];
    expect(left && right && Math.abs(left.y - right.y) < 2 && left.x + left.width <= right.x).toBe(
      true,
    );
    await expect(warning.getByRole('link', { name: `Open ad #${adA}` })).toHaveAttribute(
      'href',
      `/admin?status=pending&q=${adA}`,
    );
    await expect(cardB.getByText('This number is used by')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const shots = path.join('/tmp', 'signals-shots');
    await mkdir(shots, { recursive: true });
    const save = async (name: string) => {
      const file = testInfo.outputPath(name);
      await cardB.screenshot({ path: file });
      await copyFile(file, path.join(shots, name));
    };
    await save('staff-card-1280.png');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(theirs).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await save('staff-card-390.png');
    await page.setViewportSize({ width: 1280, height: 900 });

    // A posted first: the original is not the copy. A's second ad reuses A's own photo.
    for (const title of [titleA, titleA2]) {
      const card = await staffCard(page, title);
      await expect(card.getByText('This number is used by')).toBeVisible();
      await expect(card.getByText(/Photo matches ad #/)).toHaveCount(0);
    }
    await staffContext.close();
  });
});
