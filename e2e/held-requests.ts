import type { Page } from '@playwright/test';

/**
 * A slow network on cue: the requests for `url` are held until `release()`. `asked` resolves
 * when the first of them is made, and `wasAsked()` says whether one has been, so a test can show
 * that what it holds back was really asked for.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let markAsked = () => {};
  const asked = new Promise<void>((resolve) => {
    markAsked = resolve;
  });
  let wasAsked = false;
  await page.route(url, async (route) => {
    wasAsked = true;
    markAsked();
    await released;
    await route.continue();
  });
  return { release, asked, wasAsked: () => wasAsked };
}
