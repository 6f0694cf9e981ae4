import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContextOptions, Locator, Page } from '@playwright/test';
import { apiSession, E2E_STAFF, signInAs } from './accounts';
import { newSeller, photo, postLiveAds, uniqueWord } from './ads';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { expectToast } from './toasts';

/** The demo sellers' shared password (README, "Quick start"). */
const DEMO_PASSWORD = 'carmarket-demo';

test('a seller edits a live ad; buyers see the old one until staff approve, then the new title and the price drop', async ({
  page,
  browser,
}) => {
  const seller = await newSeller(page.request);
  const word = uniqueWord();
  const oldTitle = `Honda Fit ${word} first`;
  const newTitle = `Honda Fit ${word} fresh`;
  const [id] = await postLiveAds(page.request, seller, [{ title: oldTitle, price: 3_950_000 }]);

  await signInAs(page, seller.email, seller.password);
  await page.goto('/listings');
  await page.getByRole('link', { name: `Edit ${oldTitle}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Your Listing' })).toBeVisible();
  const field = (label: string) => page.getByRole('main').getByLabel(label, { exact: true });
  await expect(field('Ad title')).toHaveValue(oldTitle);
  await field('Ad title').fill(newTitle);
  await field('Price (Rs.)').fill('3800000');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Your changes will go live once staff approve them');
  const card = page.getByRole('article', { name: oldTitle });
  await expect(card.getByText('Edit waiting for review.')).toBeVisible();

  // Buyers still see the live version.
  await page.goto(`/cars/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: oldTitle })).toBeVisible();
  await expect(page.getByText(/Price reduced by/)).toHaveCount(0);

  // Staff approve the edit in the moderation page.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signInAs(staffPage, E2E_STAFF.email, E2E_STAFF.password);
  await staffPage.goto('/admin');
  const edit = staffPage.getByRole('article', { name: oldTitle });
  await expect(edit.getByText('Edit of a live ad')).toBeVisible();
  await expect(edit.getByRole('row', { name: /Price/ })).toContainText('Rs. 3,800,000');
  await edit.getByRole('button', { name: `Approve Edit of ${oldTitle}` }).click();
  await expectToast(staffPage, 'The edit is live.');
  await staffContext.close();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  await expect(
    page.getByText(/^Price reduced by Rs\. 150,000 on \d{1,2} [A-Z][a-z]{2}$/),
  ).toBeVisible();
});

/** The phone at 390 px with touch, and the desktop at 1280 px (decision 062). */
const SCREENS: Array<{ name: string; context: BrowserContextOptions }> = [
  {
    name: 'phone',
    context: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  },
  { name: 'desktop', context: { viewport: { width: 1280, height: 800 } } },
];

/** Nothing wider than the screen, and no axe violation. */
async function expectTidy(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  expect(await axeViolations(page)).toEqual([]);
}

for (const screen of SCREENS) {
  test(`a seller changes the model of a live ad; it waits for staff, who see it old → new (${screen.name})`, async ({
    browser,
    request,
  }, testInfo) => {
    test.slow(); // two people at one width, each page checked with axe
    const word = uniqueWord();
    const title = `Toyota Aqua ${word} model`;
    const oldModel = `Aqua ${word}`;
    // As long as a model may be (60 characters), so the review and the card must wrap it.
    const newModel = `Aqua Crossover G Limited Hybrid Premium Edition ${word}`.slice(0, 60);
    const seller = await newSeller(request);
    const [id] = await postLiveAds(request, seller, [{ title, make: 'Toyota', model: oldModel }]);
    const shots = path.join('/tmp', 'edits-shots');
    await mkdir(shots, { recursive: true });
    const save = async (target: Locator, name: string) => {
      const file = testInfo.outputPath(`${name}-${screen.name}.png`);
      await target.screenshot({ path: file });
      await copyFile(file, path.join(shots, `${name}-${screen.name}.png`));
    };
    const modelOnPage = (page: Page) =>
      page
        .getByRole('region', { name: 'Specifications' })
        .getByRole('definition')
        .filter({ hasText: /^Aqua / });

    const sellerContext = await browser.newContext(screen.context);
    const page = await sellerContext.newPage();
    await signInAs(page, seller.email, seller.password);
    await page.goto('/listings');
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    const field = (label: string) => page.getByRole('main').getByLabel(label, { exact: true });
    await expect(field('Model')).toHaveValue(oldModel);
    await field('Model').fill(newModel);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Your changes will go live once staff approve them');
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText('Edit waiting for review.')).toBeVisible();
    await expectTidy(page);
    await save(card, 'my-listing-edit-waiting');

    // Buyers still read the approved model.
    await page.goto(`/cars/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(modelOnPage(page)).toHaveText(oldModel);

    const staffContext = await browser.newContext(screen.context);
    const staffPage = await staffContext.newPage();
    await signInAs(staffPage, E2E_STAFF.email, E2E_STAFF.password);
    await staffPage.goto('/admin');
    const edit = staffPage.getByRole('article', { name: title });
    await expect(edit.getByText('Edit of a live ad')).toBeVisible();
    const row = edit.getByRole('row', { name: /^Model/ });
    await expect(row.getByRole('cell').first()).toHaveText(oldModel);
    await expect(row.getByRole('cell').last()).toHaveText(newModel);
    await expect(edit.getByRole('row')).toHaveCount(2); // the header and the model: nothing else
    // Every journey's ads share one number, so only the sentence is certain here.
    await expect(edit.getByText(/The phone number after this edit is used by \d+/)).toBeVisible();
    await edit.scrollIntoViewIfNeeded();
    await expectTidy(staffPage);
    await save(edit, 'staff-edit-review');
    await edit.getByRole('button', { name: `Approve Edit of ${title}` }).click();
    await expectToast(staffPage, 'The edit is live.');
    await staffContext.close();

    await page.reload();
    await expect(modelOnPage(page)).toHaveText(newModel);
    await expectTidy(page);
    await sellerContext.close();
  });
}

test('a seller changes the photos of a live ad; buyers see the old ones until staff approve', async ({
  page,
  browser,
}) => {
  const seller = await newSeller(page.request);
  const title = `Suzuki Swift ${uniqueWord()} photos`;
  const [id] = await postLiveAds(page.request, seller, [{ title, price: 4_200_000, photos: 2 }]);
  const galleryOf = async () => {
    const response = await page.request.get(`/api/vehicles/${id}`);
    expect(response.status()).toBe(200);
    return ((await response.json()) as { images: Array<{ path: string }> }).images.map(
      (image) => image.path,
    );
  };
  const oldGallery = await galleryOf();
  expect(oldGallery).toHaveLength(2);

  await signInAs(page, seller.email, seller.password);
  await page.goto('/listings');
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByText('2 / 5 photos uploaded')).toBeVisible();
  await page.getByRole('button', { name: 'Remove photo 1' }).click();
  await page.getByLabel('Add Photo').setInputFiles({
    name: 'new-front.png',
    mimeType: 'image/png',
    buffer: await photo('#bb3311'),
  });
  await expect(page.getByText('2 / 5 photos uploaded')).toBeVisible();
  // The new photo becomes the cover.
  await page.getByRole('button', { name: 'Make cover (photo 2)' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Your changes will go live once staff approve them');

  // Buyers still see the live photos, on the ad page too.
  expect(await galleryOf()).toEqual(oldGallery);
  await page.goto(`/cars/${id}`);
  await expect(page.locator(`img[src="${oldGallery[0]}"]`).first()).toBeVisible();

  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signInAs(staffPage, E2E_STAFF.email, E2E_STAFF.password);
  await staffPage.goto('/admin');
  const edit = staffPage.getByRole('article', { name: title });
  await expect(edit.getByRole('img', { name: 'Live now, photo 1 (cover)' })).toBeVisible();
  await expect(edit.getByRole('img', { name: 'Edited, photo 2' })).toBeVisible();
  await edit.getByRole('button', { name: `Approve Edit of ${title}` }).click();
  await expectToast(staffPage, 'The edit is live.');
  await staffContext.close();

  const newGallery = await galleryOf();
  expect(newGallery).toHaveLength(2);
  // The new photo is the cover, the old second one follows; the old cover is gone.
  expect(oldGallery).not.toContain(newGallery[0]);
  expect(newGallery[1]).toBe(oldGallery[1]);
  await page.reload();
  await expect(page.locator(`img[src="${newGallery[0]}"]`).first()).toBeVisible();
  await expect(page.locator(`img[src="${oldGallery[0]}"]`)).toHaveCount(0);
});

test('a seller renews an expired ad from My Listings and it is back in search', async ({
  page,
}) => {
  // Demo data holds expired ads; staff find one and its seller signs in.
  const staff = await apiSession(page.request, E2E_STAFF.email, E2E_STAFF.password);
  const expired = await page.request.get('/api/admin/ads?status=expired', { headers: staff });
  expect(expired.status()).toBe(200);
  const { cars } = (await expired.json()) as {
    cars: Array<{ id: number; title: string; seller: { email: string } }>;
  };
  const ad = cars[0];
  if (!ad) throw new Error('the demo data has no expired ad');

  await signInAs(page, ad.seller.email, DEMO_PASSWORD);
  await page.goto('/listings?status=expired');
  const card = page.getByRole('article', { name: ad.title }).first();
  await card.getByRole('button', { name: `Renew ${ad.title}` }).click();
  await expectToast(page, `${ad.title} is live until`);

  await page.goto(`/cars/${ad.id}`);
  await expect(page.getByRole('heading', { level: 1, name: ad.title })).toBeVisible();
  const search = await page.request.get(
    `/api/vehicles/search?query=${encodeURIComponent(ad.title)}`,
  );
  const found = (await search.json()) as { cars: Array<{ id: number }> };
  expect(found.cars.map((car) => car.id)).toContain(ad.id);
});
