import type { Browser, Page } from '@playwright/test';
import { apiSession, E2E_PASSWORD, registerAccount, signInAs } from './accounts';
import { newSeller, postLiveAds, uniqueWord } from './ads';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

/** A 390 px phone with a touch screen, as most of our buyers and sellers hold. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function phoneSignedInAs(browser: Browser, email: string, password: string) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await signInAs(page, email, password);
  return { page, close: () => context.close() };
}

/** The page is no wider than the phone: a long title or word wraps instead of pushing it out. */
async function expectFitsThePhone(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.viewport.width);
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** The composer's field and its Send button under a conversation. */
function composer(page: Page) {
  return {
    field: page.getByRole('textbox', { name: 'Message' }),
    send: page.getByRole('button', { name: 'Send', exact: true }),
  };
}

test.describe('buyer and seller chat on two phones (issue 35)', () => {
  test.use(PHONE);

  test('a visitor asked to sign in comes back to the ad', async ({ page }) => {
    const seller = await newSeller(page.request);
    const [carId] = await postLiveAds(page.request, seller, [
      { title: `Honda Fit 2016 ${uniqueWord()}` },
    ]);
    const buyer = await registerAccount(page.request);
    await page.goto(`/cars/${carId}`);
    await page.getByRole('button', { name: 'Chat with seller' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Sign in to chat with the seller' });
    await dialog.getByRole('link', { name: 'Sign In' }).tap();
    await page.getByLabel('Email').fill(buyer);
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).tap();
    await expect(page).toHaveURL(new RegExp(`/cars/${carId}`));
    await expect(page.getByRole('button', { name: 'Chat with seller' })).toBeVisible();
  });

  test('ask, answer live, offer and accept in the thread, Seen, a scam warning, report and block', async ({
    browser,
    page,
  }) => {
    test.slow(); // two people, an ad posted and approved, and a whole conversation
    const seller = await newSeller(page.request);
    // A long unbroken word in the title, as sellers paste model codes.
    const title = `Toyota Aqua ${uniqueWord()}HybridGSportsPackageSafetyEdition`;
    const [carId] = await postLiveAds(page.request, seller, [{ title, price: 5_200_000 }]);
    const buyerEmail = await registerAccount(page.request);
    const buyer = await phoneSignedInAs(browser, buyerEmail, E2E_PASSWORD);
    const sellerPhone = await phoneSignedInAs(browser, seller.email, seller.password);

    // The seller waits in an empty inbox; the buyer's question arrives there without a reload.
    await sellerPhone.page.goto('/messages');
    await expect(sellerPhone.page.getByText(/No messages yet/)).toBeVisible();

    await buyer.page.goto(`/cars/${carId}`);
    await buyer.page.getByRole('button', { name: 'Chat with seller' }).tap();
    const ask = buyer.page.getByRole('dialog', { name: 'Chat with seller' });
    await ask.getByRole('button', { name: 'Is it still available?' }).tap();
    await expect(ask.getByLabel('Your message')).toHaveValue('Is it still available?');
    await ask.getByRole('button', { name: 'Send message' }).tap();
    await expect(buyer.page).toHaveURL(/\/messages\/\d+$/);
    const thread = buyer.page.getByRole('region', { name: 'Messages' });
    await expect(thread.getByText('Is it still available?')).toBeVisible();
    await expect(buyer.page.getByText(/Never pay an advance/)).toBeVisible();
    await expectFitsThePhone(buyer.page);

    const row = sellerPhone.page.getByRole('link', { name: new RegExp(title) });
    await expect(row).toBeVisible();
    await expect(row.getByText('Is it still available?')).toBeVisible();
    await expect(sellerPhone.page.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
    await expectNoAxeViolations(sellerPhone.page);

    // The seller opens it: the buyer's message shows Seen; the seller answers, live on the buyer's.
    await row.tap();
    const sellerThread = sellerPhone.page.getByRole('region', { name: 'Messages' });
    await expect(sellerThread.getByText('Is it still available?')).toBeVisible();
    await expect(thread.getByText('Seen', { exact: true })).toBeVisible();
    const longWord = `Yes${'x'.repeat(80)}`;
    const sellerComposer = composer(sellerPhone.page);
    await sellerComposer.field.fill(`Yes, it is. ${longWord}`);
    await sellerComposer.send.tap();
    await expect(sellerComposer.field).toHaveValue('');
    await expect(thread.getByText(/Yes, it is\./)).toBeVisible();
    await expectFitsThePhone(buyer.page);
    await expectFitsThePhone(sellerPhone.page);

    // A scam phrase: the buyer, its recipient, is warned; the seller who wrote it is not.
    await sellerComposer.field.fill('Please send an advance to reserve the car');
    await sellerComposer.send.tap();
    await expect(thread.getByText('Please send an advance to reserve the car')).toBeVisible();
    await expect(
      thread.getByText('Never pay before you have seen the car and its papers'),
    ).toBeVisible();
    await expect(thread.getByText(/This message asks for money up front/)).toBeVisible();
    await expect(
      sellerThread.getByText('Never pay before you have seen the car and its papers'),
    ).toHaveCount(0);
    await expectNoAxeViolations(buyer.page);

    // The buyer makes an offer in the thread; the seller accepts it there.
    await buyer.page.getByRole('button', { name: 'Make an offer' }).tap();
    const offerDialog = buyer.page.getByRole('dialog', { name: 'Make an Offer' });
    await offerDialog.getByLabel('Your offer (Rs.)').fill('5000000');
    await offerDialog.getByRole('button', { name: 'Send Offer' }).tap();
    await expect(offerDialog).toHaveCount(0);
    await expect(thread.getByText('Rs. 5,000,000', { exact: true })).toBeVisible();
    await expect(sellerThread.getByText('Rs. 5,000,000', { exact: true })).toBeVisible();
    await sellerThread.getByRole('button', { name: /^Accept/ }).tap();
    await expect(thread.getByText('Accepted').first()).toBeVisible();

    // The seller takes the long answer back within its ten minutes: gone on both phones.
    await sellerThread
      .getByRole('button', { name: /^Delete/ })
      .first()
      .tap();
    const confirmDelete = sellerPhone.page.getByRole('dialog', { name: 'Delete this message?' });
    await confirmDelete.getByRole('button', { name: 'Delete', exact: true }).tap();
    await expect(thread.getByText(longWord)).toHaveCount(0);
    await expect(thread.getByText('Message deleted')).toBeVisible();

    // Report, then block: the composer gives way to why the conversation is closed.
    await buyer.page.getByRole('button', { name: 'Report' }).tap();
    const report = buyer.page.getByRole('dialog', { name: 'Report this conversation' });
    await report.getByLabel('What happened? (optional)').fill('Asked for an advance.');
    await report.getByRole('button', { name: 'Send report' }).tap();
    const thanks = buyer.page.getByRole('dialog', { name: 'Thank you for telling us' });
    await thanks.getByRole('button', { name: 'Close' }).first().tap();
    await buyer.page.getByRole('button', { name: 'Block' }).tap();
    const block = buyer.page.getByRole('dialog', { name: /^Block / });
    await block.getByRole('button', { name: 'Block', exact: true }).tap();
    await expect(buyer.page.getByText(/you blocked this person/)).toBeVisible();
    await expect(composer(buyer.page).field).toHaveCount(0);

    await buyer.close();
    await sellerPhone.close();
  });
});

test.describe('the composer on a computer', () => {
  test('Enter sends, Shift+Enter starts a new line, and the keyboard reaches every action', async ({
    page,
  }) => {
    const seller = await newSeller(page.request);
    const [carId] = await postLiveAds(page.request, seller, [
      { title: `Honda Fit 2016 ${uniqueWord()}` },
    ]);
    const buyer = await registerAccount(page.request);
    const started = await page.request.post(`/api/vehicles/${carId}/conversations`, {
      headers: await apiSession(page.request, buyer, E2E_PASSWORD),
      data: { text: 'Any accidents?' },
    });
    const { conversationId } = (await started.json()) as { conversationId: number };
    await signInAs(page, buyer, E2E_PASSWORD);
    await page.goto(`/messages/${conversationId}`);
    const { field } = composer(page);
    await field.focus();
    await page.keyboard.type('First line');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('second line');
    await expect(field).toHaveValue('First line\nsecond line');
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue('');
    const thread = page.getByRole('region', { name: 'Messages' });
    await expect(thread.getByText(/First line\s+second line/)).toBeVisible();
    await expectNoAxeViolations(page);

    // Report opens from the keyboard, keeps focus inside, and gives it back on Escape.
    const report = page.getByRole('button', { name: 'Report', exact: true });
    await report.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Report this conversation' });
    await expect(dialog.getByLabel('What happened? (optional)')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(report).toBeFocused();
  });
});
