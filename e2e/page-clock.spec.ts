import { newSeller, postLiveAds, uniqueWord } from './ads';
import { expect, test } from './fixtures';

// A page the server rendered is hydrated against the server's clock, not the phone's: a page
// that says "Listed today" must not be redrawn (React error #418, the whole page thrown away
// and drawn again) because the browser's clock reads another day in Sri Lanka — a phone set a
// day wrong, or a page rendered at 23:59:59 in Colombo and hydrated a second later.

const DAY_MS = 24 * 60 * 60 * 1000;

test.describe('a phone whose clock is a day and a half ahead of the server', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('opens a new ad that says "Listed today" without redrawing it, and keeps saying today', async ({
    page,
  }) => {
    const seller = await newSeller(page.request);
    const [id] = await postLiveAds(page.request, seller, [
      { title: `Honda Fit GP5 2016 ${uniqueWord()}` },
    ]);
    await page.clock.setSystemTime(new Date(Date.now() + 1.5 * DAY_MS));

    await page.goto(`/cars/${id}`);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    // The server's day, as the server drew it: the browser's clock is a day off, not the ad.
    await expect(page.getByText('Listed today')).toBeVisible();
    await expect(page.getByText(/^Listed (yesterday|\d+ days ago)$/)).toHaveCount(0);
    // The fixture fails the journey on the hydration error a different day used to raise.
  });
});
