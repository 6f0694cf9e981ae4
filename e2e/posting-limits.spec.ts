import type { Page } from '@playwright/test';
import {
  apiSession,
  E2E_PASSWORD,
  onOwnNetwork,
  registerAccount,
  setPackageAsStaff,
  signInAs,
} from './accounts';
import { newSeller, postLiveAds, postPendingAds, uniqueWord } from './ads';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

/** The sell wizard of a signed-in seller, with the package they hold. */
async function openWizard(page: Page) {
  await page.goto('/sell-car?step=1');
  await expect(page.getByRole('heading', { name: 'Create Your Listing' })).toBeVisible();
}

async function pageOverflows(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}

test.describe('new ads a day (decision 098)', () => {
  test('the wizard says the limit on step 1, counts down, and says so up front when none are left', async ({
    page,
  }) => {
    test.slow(); // three ads are posted through the API while the wizard is reloaded
    const seller = await newSeller(page.request);
    await signInAs(page, seller.email, seller.password);
    const main = page.getByRole('main');

    await openWizard(page);
    await expect(page.getByRole('heading', { name: 'Vehicle Details' })).toBeVisible();
    await expect(
      main.getByText('Member package: you can post 3 new ads a day. 3 left today.'),
    ).toBeVisible();

    // Deleting an ad does not give its place back.
    const word = uniqueWord();
    const [first] = await postPendingAds(page.request, seller, [
      { title: `Honda Fit ${word} one` },
      { title: `Honda Fit ${word} two` },
    ]);
    const deleted = await page.request.delete(`/api/me/listings/${first}`, {
      headers: await apiSession(page.request, seller.email, seller.password),
    });
    expect(deleted.status()).toBe(204);

    await openWizard(page);
    await expect(
      main.getByText('Member package: you can post 3 new ads a day. 1 left today.'),
    ).toBeVisible();

    await postPendingAds(page.request, seller, [{ title: `Honda Fit ${word} three` }]);
    await openWizard(page);
    await expect(
      page.getByRole('heading', { name: 'You have posted all your new ads for today' }),
    ).toBeVisible();
    await expect(
      main.getByText(
        'You can post 3 new ads a day with the Member package. You can post again after midnight (Sri Lanka time).',
      ),
    ).toBeVisible();
    // No steps to fill in: the wizard is not there at all.
    await expect(page.getByRole('heading', { name: 'Vehicle Details' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Go to My Listings' })).toHaveAttribute(
      'href',
      '/listings',
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a VIP seller is told the higher number', async ({ page }) => {
    const seller = await newSeller(page.request);
    await setPackageAsStaff(page.request, seller.email, 'vip');
    await signInAs(page, seller.email, seller.password);
    await openWizard(page);
    await expect(
      page
        .getByRole('main')
        .getByText('VIP package: you can post 25 new ads a day. 25 left today.'),
    ).toBeVisible();
  });

  test.describe('on a touch phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('step 1 with the limit line fits the screen and passes axe', async ({ page }) => {
      const seller = await newSeller(page.request);
      await signInAs(page, seller.email, seller.password);
      await openWizard(page);
      await expect(
        page
          .getByRole('main')
          .getByText('Member package: you can post 3 new ads a day. 3 left today.'),
      ).toBeVisible();
      expect(await pageOverflows(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});

const REMINDER = 'Never pay an advance before you’ve seen the car and its papers.';

test.describe('the safety reminder where buyers reach a seller', () => {
  // A visitor's numbers a day are counted per address (issue 36): this one's are its own.
  test.use(onOwnNetwork());
  test('Make an Offer and Contact Seller remind the buyer, and the link opens the safety tips', async ({
    page,
  }) => {
    test.slow(); // an ad posted and approved, two dialogs and a second tab
    const title = `Honda Fit ${uniqueWord()}`;
    const [carId] = await postLiveAds(page.request, await newSeller(page.request), [{ title }]);
    await signInAs(page, await registerAccount(page.request), E2E_PASSWORD);
    await page.goto(`/cars/${carId}`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

    const offerButton = page.getByRole('button', { name: 'Make an Offer' });
    await offerButton.click();
    const dialog = page.getByRole('dialog', { name: 'Make an Offer' });
    await expect(dialog.getByText(REMINDER)).toBeVisible();
    const link = dialog.getByRole('link', { name: 'Safety tips (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', '/safety-tips');
    expect(await axeViolations(page)).toEqual([]);

    const [tips] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect(tips.getByRole('heading', { name: 'Safety Tips', level: 1 })).toBeVisible();
    await expect(tips.getByRole('heading', { name: 'Know the advance scam' })).toBeVisible();
    await expect(tips.getByText(/Never pay a “reservation advance”/)).toBeVisible();
    await expect(tips.getByRole('heading', { name: 'Check the CR book' })).toBeVisible();
    await expect(tips.getByRole('heading', { name: 'Check for a lease or loan' })).toBeVisible();
    await expect(tips.getByRole('heading', { name: 'Report an ad' })).toBeVisible();
    await tips.close();

    // The offer being typed is still there, and Escape gives focus back to the button.
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(offerButton).toBeFocused();

    // A Member ad shows no number: Contact Seller opens the same form, with the reminder.
    await page.getByRole('button', { name: 'Contact Seller' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Make an Offer' }).getByText(REMINDER),
    ).toBeVisible();
  });

  test('a visitor is reminded in the sign-in dialog, and beside a VIP seller’s number', async ({
    page,
  }) => {
    const seller = await newSeller(page.request);
    await setPackageAsStaff(page.request, seller.email, 'vip');
    const title = `Toyota Aqua ${uniqueWord()}`;
    const [carId] = await postLiveAds(page.request, seller, [
      { title, make: 'Toyota', model: 'Aqua' },
    ]);
    await page.goto(`/cars/${carId}`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Make an Offer' }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign in to make an offer' });
    await expect(signIn.getByText(REMINDER)).toBeVisible();
    await expect(
      signIn.getByRole('link', { name: 'Safety tips (opens in a new tab)' }),
    ).toHaveAttribute('href', '/safety-tips');
    await page.keyboard.press('Escape');
    await expect(signIn).toHaveCount(0);

    await page.getByRole('button', { name: 'Contact Seller' }).click();
    await expect(page.getByRole('link', { name: /^Call / })).toBeVisible();
    await expect(page.getByRole('main').getByText(REMINDER)).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Safety tips (opens in a new tab)' }),
    ).toHaveAttribute('href', '/safety-tips');
  });

  test('the ad page’s safety box links to the safety tips', async ({ page }) => {
    await page.goto('/buy-car?sort=3');
    await page
      .getByRole('article')
      .first()
      .getByRole('link', { name: /^View Details of / })
      .click();
    const box = page.getByRole('complementary', { name: 'Safety tips' });
    await expect(box.getByText(/reservation advance/)).toBeVisible();
    await box.getByRole('link', { name: 'Read all safety tips' }).click();
    await expect(page).toHaveURL(/\/safety-tips$/);
    await expect(page.getByRole('heading', { name: 'See the car before you pay' })).toBeVisible();
  });
});
