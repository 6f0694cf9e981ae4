import { newSeller, postLiveAds, uniqueWord } from './ads';
import { axeViolations } from './axe';
import { refuseClipboardWrites } from './clipboard';
import { expect, test } from './fixtures';
import { expectToast, toastsShown } from './toasts';

/** One live ad with a long title, shared by the journeys below. */
async function liveAd(request: Parameters<typeof newSeller>[0]) {
  const seller = await newSeller(request);
  const title = `Honda Fit ${uniqueWord()} Hybrid Navigation Premium Package, one owner, full service record`;
  const [id] = await postLiveAds(request, seller, [
    { title, price: 4_250_000, yom: 2016, city: 'Kandy' },
  ]);
  return { id: id!, title };
}

test.describe('sharing an ad on a computer', () => {
  test.use({
    viewport: { width: 1280, height: 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });

  test('the Share menu offers WhatsApp, Facebook and Copy link with the ad’s canonical address', async ({
    page,
  }) => {
    const { id, title } = await liveAd(page.request);
    await page.goto(`/cars/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The address bar settles on the readable address: that is what is shared.
    await expect(page).toHaveURL(new RegExp(`/cars/${id}-honda-fit-`));
    const canonical = page.url();

    const share = page.getByRole('button', { name: 'Share', exact: true });
    await expect(share).toHaveAttribute('aria-expanded', 'false');
    await share.click();
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('list', { name: 'Share this car' });
    const whatsapp = menu.getByRole('link', { name: 'WhatsApp' });
    const facebook = menu.getByRole('link', { name: 'Facebook' });
    const waHref = new URL((await whatsapp.getAttribute('href'))!);
    expect(waHref.origin + waHref.pathname).toBe('https://wa.me/');
    expect(waHref.searchParams.get('text')).toBe(`${title} – Rs. 4,250,000 ${canonical}`);
    const fbHref = new URL((await facebook.getAttribute('href'))!);
    expect(fbHref.origin + fbHref.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(fbHref.searchParams.get('u')).toBe(canonical);
    for (const link of [whatsapp, facebook]) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(await axeViolations(page), 'axe with the menu open').toEqual([]);

    await menu.getByRole('button', { name: 'Copy link' }).click();
    await expectToast(page, 'Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
    await expect(menu).toBeHidden();

    // Click outside closes it.
    await share.click();
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { level: 1, name: title }).click();
    await expect(menu).toBeHidden();
    await expect(share).toHaveAttribute('aria-expanded', 'false');
  });

  test('the Share menu works from the keyboard', async ({ page }) => {
    const { id, title } = await liveAd(page.request);
    await page.goto(`/cars/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const share = page.getByRole('button', { name: 'Share', exact: true });
    await share.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('list', { name: 'Share this car' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'WhatsApp' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(share).toBeFocused();
    await expect(share).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('sharing an ad where the browser refuses the clipboard', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('says so and shows the link selected in a field to copy by hand', async ({ page }) => {
    await refuseClipboardWrites(page);
    const { id, title } = await liveAd(page.request);
    await page.goto(`/cars/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/cars/${id}-honda-fit-`));
    const canonical = page.url();
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expectToast(page, 'Your browser did not let us copy the link.');
    const field = page.getByRole('textbox', { name: 'Link to this car' });
    await expect(field).toHaveValue(canonical);
    await expect(field).toBeFocused();
    expect(
      await field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd]),
    ).toEqual([0, canonical.length]);
    expect(await toastsShown(page)).not.toContainEqual(expect.stringContaining('Link copied'));
  });
});

test.describe('sharing an ad on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the Share button opens the phone’s share sheet with the address, title and price', async ({
    page,
  }) => {
    // Chromium on Linux has no Web Share: the page gets one that records what it was given.
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      Object.assign(window, { shareCalls: calls });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          calls.push(data);
          return Promise.resolve();
        },
      });
    });
    const { id, title } = await liveAd(page.request);
    await page.goto(`/cars/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/cars/${id}-honda-fit-`));
    const canonical = page.url();
    const share = page.getByRole('button', { name: 'Share', exact: true });
    await share.tap();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls),
      )
      .toEqual([{ url: canonical, title, text: `${title} – Rs. 4,250,000` }]);
    // The phone's own sheet is the menu: ours stays shut.
    await expect(page.getByRole('list', { name: 'Share this car' })).toHaveCount(0);
  });

  test('closing the share sheet is no error; a share sheet that fails falls back to the menu', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.assign(window, { shareFailure: 'AbortError' });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: () =>
          Promise.reject(
            new DOMException(
              'Share failed',
              (window as unknown as { shareFailure: string }).shareFailure,
            ),
          ),
      });
    });
    const { id, title } = await liveAd(page.request);
    await page.goto(`/cars/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const share = page.getByRole('button', { name: 'Share', exact: true });
    const menu = page.getByRole('list', { name: 'Share this car' });
    // The person closed the sheet: nothing more happens (the fixture fails on any page error).
    await share.tap();
    await expect(share).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveCount(0);
    // The sheet could not open: the menu offers the other ways.
    await page.evaluate(() => Object.assign(window, { shareFailure: 'NotAllowedError' }));
    await share.tap();
    await expect(menu.getByRole('link', { name: 'WhatsApp' })).toBeVisible();
  });

  test('without a share sheet the menu opens and fits the phone', async ({ page }) => {
    const { id, title } = await liveAd(page.request);
    await page.goto(`/cars/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Share', exact: true }).tap();
    const menu = page.getByRole('list', { name: 'Share this car' });
    await expect(menu.getByRole('button', { name: 'Copy link' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(await axeViolations(page), 'axe with the menu open').toEqual([]);
  });
});
