import { E2E_STAFF, signInAs } from './accounts';
import { newSeller, postLiveAds, uniqueWord } from './ads';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { linkIn, waitForMail } from './mailbox';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test.describe('e-mail notices', () => {
  test('the seller hears that the ad is live, and stops notices from the e-mail without signing in', async ({
    page,
    baseURL,
  }) => {
    const seller = await newSeller(page.request, { confirmed: true });
    const title = `Toyota Aqua ${uniqueWord()}`;
    const [adId] = await postLiveAds(page.request, seller, [{ title }]);

    const live = await waitForMail(seller.email, /^Your ad is live/);
    expect(live.subject).toBe(`Your ad is live: ${title}`);
    // The ad's readable address (shared/listing-url), as its card links to it.
    expect(linkIn(live, `${baseURL}/cars/`)).toMatch(
      new RegExp(`^${baseURL}/cars/${adId}-toyota-aqua-[a-z0-9-]+$`),
    );
    expect(live.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // The e-mail's "Stop these e-mails" link, opened in a browser that is not signed in.
    await page.goto(linkIn(live, `${baseURL}/unsubscribe?token=`));
    await expect(page.getByRole('heading', { name: 'Stop e-mail notices' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Stop e-mail notices' }).click();
    await expect(page.getByRole('status')).toContainText(
      'You will no longer get e-mail notices from CarMarket.',
    );

    await signInAs(page, seller.email, seller.password);
    await page.goto('/settings');
    await expect(page.getByRole('switch', { name: /Email notifications/ })).not.toBeChecked();
  });

  test.describe('on a phone', () => {
    test.use(PHONE);

    test('an unsubscribe link that was cut short says so, and the page fits the screen', async ({
      page,
    }) => {
      await page.goto('/unsubscribe?token=cut-short');
      await expect(page.getByRole('alert')).toContainText('This unsubscribe link is not valid.');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test('staff see that no e-mail is waiting for a retry', async ({ page }) => {
    await signInAs(page, E2E_STAFF.email, E2E_STAFF.password);
    await page.goto('/admin');
    const panel = page.getByRole('region', { name: 'Failed e-mails and jobs' });
    await expect(panel).toContainText('Nothing has failed. Every e-mail went out.');
  });
});
