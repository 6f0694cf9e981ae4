import { expect, test } from './fixtures';
import { expectToast } from './toasts';

test.describe('the contact page', () => {
  test('shows the shared validation messages and sends a message', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    const send = form.getByRole('button', { name: 'Send Message' });
    await send.click();
    await expect(form.getByText('Please enter your name')).toBeVisible();
    await expect(form.getByText('Please enter your email')).toBeVisible();
    await expect(form.getByText('Please enter your message')).toBeVisible();

    await form.getByLabel('Full name').fill('Kasun Silva');
    await expect(form.getByText('Please enter your name')).toBeHidden();

    await form.getByLabel('Email').fill('kasun@example');
    await form.getByLabel(/Phone/).fill('call me');
    await send.click();
    await expect(form.getByText('Invalid email address')).toBeVisible();
    await expect(form.getByText('Invalid phone number')).toBeVisible();

    await form.getByLabel('Email').fill('kasun@example.lk');
    await form.getByLabel(/Phone/).fill('077 123 4567');
    await form.getByLabel('Subject').selectOption({ label: 'Technical Support' });
    await form.getByLabel('Message').fill('I cannot upload photos of my car from my phone.');
    await send.click();

    await expectToast(page, /Thank you for your message/);
    await expect(form.getByLabel('Full name')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
  });

  test('Apply Now on the finance page presets the Billing subject', async ({ page }) => {
    await page.goto('/finance');
    await page
      .getByRole('link', { name: /Apply Now/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/contact\?subject=billing$/);
    await expect(page.getByLabel('Subject')).toHaveValue('billing');
    await expect(page.getByLabel('Subject').locator('option:checked')).toHaveText('Billing');
  });

  test('shows the details, a local map with a Google Maps link, and an FAQ', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByText('No. 42, Galle Road').first()).toBeVisible();
    await expect(page.getByRole('img', { name: /Galle Road, Colombo 03/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\//,
    );
    const question = page.getByRole('button', { name: 'How do I delete my account?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/within 30 days/)).toBeVisible();
  });
});

test.describe('the about and privacy pages', () => {
  test('about shows the numbers, the team and the values', async ({ page }) => {
    await page.goto('/about');
    for (const stat of ['50K+', '100K+', '95%', '24/7']) {
      await expect(page.getByText(stat, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Portrait of / })).toHaveCount(3);
    for (const value of ['Trust & Transparency', 'Customer First', 'Continuous Innovation']) {
      await expect(page.getByRole('heading', { name: value })).toBeVisible();
    }
  });

  test('privacy explains the storage keys and how to delete an account', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Last updated: 27 November 2026')).toBeVisible();
    await expect(page.getByText('carmarket_session', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('carmarket.signedIn', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('carmarket.cityId', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'privacy@carmarket.lk' }).first()).toBeVisible();
  });
});

test.describe('when the message cannot be sent', () => {
  // The browser reports the dropped request itself; that console line is expected here.
  test.use({ expectedConsoleErrors: [/Failed to load resource/] });

  test('says so in an error toast and keeps what was typed', async ({ page }) => {
    await page.goto('/contact');
    // The connection drops: the request never reaches the server.
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Full name').fill('Kasun Silva');
    await form.getByLabel('Email').fill('kasun@example.lk');
    await form.getByLabel('Message').fill('Is the Aqua in Kandy still available?');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expectToast(page, /could not reach CarMarket/);
    await expect(form.getByLabel('Full name')).toHaveValue('Kasun Silva');
    await expect(form.getByLabel('Message')).toHaveValue('Is the Aqua in Kandy still available?');
  });
});
