import type { Page } from '@playwright/test';
import { photo } from './ads';
import { expect } from './fixtures';
import { lastSmsTo, readSmsCode } from './sms';

/** What a seller types in step 1 of the wizard; Kandy, Car, Used, Toyota Aqua 2016 unless given. */
export interface WizardAd {
  title: string;
  price: string;
  model?: string;
  /** Typed into the rich-text editor key by key, as a person types (Featured and VIP). */
  richDescription?: string;
  /** The ad's phone; the seller's own mobile number (the wizard fills it in) unless given. */
  phone?: string;
}

/**
 * The verification panel (issue 36) where it asks for a code: "Send code", the code read from
 * the text message the e2e server wrote to DATA_DIR/sms, typed in, "Verify".
 */
export async function verifyPhoneInPanel(page: Page, phone: string): Promise<void> {
  const panel = page.getByRole('region', { name: 'Verify your mobile number' });
  const before = await lastSmsTo(phone);
  await panel.getByRole('button', { name: 'Send code' }).click();
  const code = await readSmsCode(phone, before);
  await panel.getByLabel('6-digit code').fill(code);
  await panel.getByRole('button', { name: 'Verify' }).click();
  // Verified: the panel goes (the wizard moves on) or says so in place (My Profile).
  await expect(page.getByLabel('6-digit code')).toBeHidden();
}

const detailField = (page: Page, label: string) =>
  page.getByRole('main').getByLabel(label, { exact: true });

/** The wizard's step 1 fields filled the way a seller does, one after another; no Continue. */
export async function fillDetailFields(page: Page, ad: WizardAd): Promise<void> {
  const field = (label: string) => detailField(page, label);
  await field('Ad title').fill(ad.title);
  if (ad.phone !== undefined) await field('Phone number').fill(ad.phone);
  await field('City').selectOption({ label: 'Kandy' });
  await field('Vehicle type').selectOption({ label: 'Car' });
  await field('Condition').selectOption({ label: 'Used' });
  await field('Make (brand)').selectOption({ label: 'Toyota' });
  await field('Model').fill(ad.model ?? 'Aqua');
  await field('Year of manufacture').fill('2016');
  await field('Price (Rs.)').fill(ad.price);
  await field('Transmission').selectOption({ label: 'Automatic' });
  await field('Fuel type').selectOption({ label: 'Hybrid' });
  await field('Engine capacity (cc)').fill('1500');
  await field('Mileage (miles)').fill('45000');
  if (ad.richDescription) {
    await page.getByRole('textbox', { name: /Description/ }).click();
    await page.keyboard.type(ad.richDescription);
  }
}

/** The wizard's step 1 filled in and left with Continue; ends on step 2. */
export async function fillVehicleDetails(page: Page, ad: WizardAd): Promise<void> {
  await fillDetailFields(page, ad);
  await page.getByRole('button', { name: 'Continue' }).click();
  // A seller whose number is not verified yet (registered through the form) is asked for the
  // code on step 1, then goes on to the photos.
  const photos = page.getByRole('heading', { name: 'Upload Photos' });
  const panel = page.getByRole('region', { name: 'Verify your mobile number' });
  await expect(photos.or(panel)).toBeVisible();
  if (await panel.isVisible()) {
    await verifyPhoneInPanel(page, await detailField(page, 'Phone number').inputValue());
  }
  await expect(photos).toBeVisible();
}

/** Step 2 with `count` photos, then on to the review. */
export async function addPhotosAndReview(page: Page, count: number): Promise<void> {
  const colours = ['#2255aa', '#aa3322', '#227755', '#886611'];
  for (let index = 0; index < count; index += 1) {
    await page.getByLabel('Add Photo').setInputFiles({
      name: `photo-${index + 1}.png`,
      mimeType: 'image/png',
      buffer: await photo(colours[index % colours.length]),
    });
  }
  await expect(page.getByText(new RegExp(`^${count} / \\d+ photos uploaded$`))).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Review & Submit' })).toBeVisible();
}
