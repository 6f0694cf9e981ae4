import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiSession, E2E_STAFF, newEmail, signInAs } from './accounts';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { expectToast } from './toasts';
import { waitForMail } from './mailbox';

/** The New tab's count pill: the number the console menu shows too. */
async function newCount(page: Page): Promise<number> {
  const tab = page.getByRole('tab', { name: /^New/ });
  await expect(tab).toHaveText(/New\s*\d+/);
  return Number(/(\d+)/.exec((await tab.textContent()) ?? '')?.[1]);
}

/** The staff console's Messages link, whose name ends with its count of new messages. */
function consoleLink(page: Page, count: number) {
  return page
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: new RegExp(`^Messages\\W+${count} new messages?$`) });
}

/** A contact message sent and answered through the API, as an earlier day's work. */
async function replyThroughApi(page: Page, name: string) {
  const sent = await page.request.post('/api/contact', {
    data: { name, email: newEmail(), subject: 'general', message: 'Hello.' },
  });
  expect(sent.status()).toBe(201);
  const headers = await apiSession(page.request, E2E_STAFF.email, E2E_STAFF.password);
  const inbox = await page.request.get('/api/admin/messages?status=new', { headers });
  const { messages } = (await inbox.json()) as {
    messages: Array<{ kind: string; id: number; from: { name: string | null } }>;
  };
  const message = messages.find((candidate) => candidate.from.name === name)!;
  const reply = await page.request.post(`/api/admin/messages/${message.kind}/${message.id}/reply`, {
    headers,
    data: { body: 'Answered by e-mail.' },
  });
  expect(reply.status()).toBe(204);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
}

test.describe('the staff inbox', () => {
  test('a contact message and a pre-order reach staff, who reply to one and handle the other', async ({
    page,
  }) => {
    test.slow(); // two forms sent, then the inbox at two sizes with axe each time, a reply and its e-mail
    const run = randomUUID().slice(0, 8);
    const sender = { name: `Kasun Inbox ${run}`, email: newEmail() };
    const buyerEmail = newEmail();
    const carName = `Toyota Aqua ${run}`;
    // A long word with no break: the card must wrap it, not scroll sideways on a phone.
    const longWord = `https://example.lk/${'photos-of-my-car-'.repeat(8)}${run}`;

    // A visitor writes through the contact form…
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Full name').fill(sender.name);
    await form.getByLabel('Email').fill(sender.email);
    await form.getByLabel('Subject').selectOption({ label: 'Technical Support' });
    await form.getByLabel('Message').fill(`My photos do not upload. See ${longWord}`);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, /Thank you for your message/);

    // …and asks for a car that is not on sale.
    await page.goto('/');
    await page.getByRole('button', { name: 'Pre-order a car' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pre-order a car' });
    await expect(dialog.getByLabel('Car name')).toBeFocused();
    await dialog.getByLabel('Car name').fill(carName);
    await dialog.getByLabel('Contact email').fill(buyerEmail);
    await dialog.getByLabel(/Description/).fill('Silver, under 80,000 km');
    await dialog.getByLabel(/Expected price/).fill('18500');
    await dialog.getByRole('button', { name: 'Send pre-order request' }).click();
    await expect(dialog.getByText('Request received')).toBeVisible();

    // Another message answered earlier (staff answer many): each message's replies are named
    // apart, so two answered cards on one screen are no two landmarks of one name.
    await replyThroughApi(page, `Earlier ${run}`);

    // Staff open the inbox: both are there, new.
    await signInAs(page, E2E_STAFF.email, E2E_STAFF.password);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^New/ })).toHaveAttribute('aria-selected', 'true');
    const contactCard = page.getByRole('article').filter({ hasText: sender.name });
    const preOrderCard = page.getByRole('article', { name: `Pre-order: ${carName}` });
    await expect(contactCard).toBeVisible();
    await expect(contactCard.getByRole('heading', { name: 'Technical Support' })).toBeVisible();
    await expect(contactCard.getByText(longWord)).toBeVisible();
    await expect(preOrderCard).toBeVisible();
    await expect(preOrderCard.getByText('Expected price: $18,500')).toBeVisible();
    await expect(preOrderCard.getByRole('link', { name: buyerEmail })).toBeVisible();
    const before = await newCount(page);
    expect(before).toBeGreaterThanOrEqual(2);
    await expect(consoleLink(page, before)).toHaveAttribute('aria-current', 'page');
    await expectNoSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);

    // Reply to the contact message, by keyboard.
    await contactCard.getByRole('button', { name: /^Reply/ }).click();
    const replyBox = contactCard.getByLabel('Your reply');
    await expect(replyBox).toBeFocused();
    await contactCard.getByRole('button', { name: /^Send reply/ }).click();
    await expect(contactCard.getByText('Please write your reply')).toBeVisible();
    await replyBox.fill('Thank you. Please try again with photos under 10 MB each.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(contactCard.getByRole('button', { name: /^Send reply/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectToast(page, /Your reply is on its way/);
    await expect(contactCard).toBeHidden();
    await expect(page.getByText(/^\d+ messages?$/)).toBeFocused();

    const mail = await waitForMail(sender.email, /^Re: Technical Support$/);
    expect(mail.text).toContain(`Hello ${sender.name},`);
    expect(mail.text).toContain('Please try again with photos under 10 MB each.');
    expect(mail.text).toContain('> My photos do not upload.');

    // Mark the pre-order handled: the new count drops by both.
    await preOrderCard.getByRole('button', { name: /^Mark handled/ }).click();
    await expect(preOrderCard).toBeHidden();
    await expect.poll(() => newCount(page)).toBe(before - 2);
    if (before > 2) await expect(consoleLink(page, before - 2)).toBeVisible();

    // Handled: both, the reply under the message; the arrow keys move between the tabs.
    await page.getByRole('tab', { name: /^New/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: /^Handled/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const answered = page.getByRole('article').filter({ hasText: sender.name });
    await expect(
      answered.getByText('Please try again with photos under 10 MB each.'),
    ).toBeVisible();
    await expect(answered.getByText(/^Reply by /)).toBeVisible();
    await expect(answered.getByText(/^Handled by /)).toBeVisible();
    await expect(preOrderCard.getByRole('button', { name: /^Reopen/ })).toBeVisible();
    await expect(
      page
        .getByRole('article')
        .filter({ hasText: `Earlier ${run}` })
        .getByText('Answered by e-mail.'),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // On a phone: nothing scrolls sideways, the long word wraps.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(answered).toBeVisible();
    await expectNoSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);

    // Reopen puts the pre-order back among the new.
    await preOrderCard.getByRole('button', { name: /^Reopen/ }).click();
    await expect(preOrderCard).toBeHidden();
    await page.getByRole('tab', { name: /^New/ }).click();
    await expect(preOrderCard).toBeVisible();
    await expect.poll(() => newCount(page)).toBe(before - 1);
  });

  test('sends a visitor to sign in, and the API answers them 401', async ({ page }) => {
    await page.goto('/admin/messages');
    await expect(page).toHaveURL(/\/login$/);
    const response = await page.request.get('/api/admin/messages');
    expect(response.status()).toBe(401);
  });
});
