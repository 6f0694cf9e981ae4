import type { Page } from '@playwright/test';
import { newSeller, postLiveAds, uniqueWord } from './ads';

/** What the browser logs when the car page below fails: React Router and React name the error. */
export const RENDER_ERROR_LOGS = [/Invalid time value/];

/**
 * Opens a car page that throws while it renders in the browser, with no test code in the app:
 * the ad's own answer, with a `postedAt` no browser can read. The shared schema takes any string
 * for the date, so the answer parses and the page throws when it formats the date. (If that
 * schema ever checks dates, this page shows "We could not load this car" instead, and the tests
 * using this fail on their heading: find another real way to throw.) The server renders a car
 * page from its own, sound answer (decision 116), so the visitor reaches the car the way buyers
 * do, from its card in the search results, and the browser asks for the broken answer itself.
 */
export async function openCarPageThatFailsToRender(page: Page): Promise<number> {
  const seller = await newSeller(page.request);
  const word = uniqueWord();
  const title = `Honda Fit 2016 ${word}`;
  const [id] = await postLiveAds(page.request, seller, [{ title }]);
  if (id === undefined) throw new Error('The ad was not posted.');
  await page.route(`**/api/vehicles/${id}`, async (route) => {
    const response = await route.fetch();
    const car = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...car, postedAt: 'last Tuesday' } });
  });
  await page.goto(`/buy-car?q=${word}`);
  await page.getByRole('link', { name: title }).first().click();
  return id;
}
