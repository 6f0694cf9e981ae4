import type { Page } from '@playwright/test';
import { newSeller, postLiveAds, uniqueWord } from './ads';

/** What the browser logs when the car page below fails: React Router and React name the error. */
export const RENDER_ERROR_LOGS = [/Invalid time value/];

/**
 * Opens a car page that throws while it renders, with no test code in the app: the ad's own
 * answer, with a `postedAt` no browser can read. The shared schema takes any string for the
 * date, so the answer parses and the page throws when it formats the date. (If that schema ever
 * checks dates, this page shows "We could not load this car" instead, and the tests using this
 * fail on their heading: find another real way to throw.)
 */
export async function openCarPageThatFailsToRender(page: Page, search = ''): Promise<number> {
  const seller = await newSeller(page.request);
  const [id] = await postLiveAds(page.request, seller, [
    { title: `Honda Fit 2016 ${uniqueWord()}` },
  ]);
  if (id === undefined) throw new Error('The ad was not posted.');
  await page.route(`**/api/vehicles/${id}`, async (route) => {
    const response = await route.fetch();
    const car = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...car, postedAt: 'last Tuesday' } });
  });
  await page.goto(`/cars/${id}${search}`);
  return id;
}
