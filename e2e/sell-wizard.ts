import type { Page } from '@playwright/test';
import { photo } from './ads';
import { expect } from './fixtures';

/** What a seller types in step 1 of the wizard; Kandy, Car, Used, Toyota Aqua 2016 unless given. */
export interface WizardAd {
  title: string;
  price: string;
  model?: string;
  /** Typed into the rich-text editor key by key, as a person types (Featured and VIP). */
  richDescription?: string;
}

/** The wizard's step 1 filled the way a seller does, one field after another; ends on step 2. */
export async function fillVehicleDetails(page: Page, ad: WizardAd): Promise<void> {
  const field = (label: string) => page.getByRole('main').getByLabel(label, { exact: true });
  await field('Ad title').fill(ad.title);
  await field('Phone number').fill('0761234567');
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
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Upload Photos' })).toBeVisible();
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
