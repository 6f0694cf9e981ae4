import {
  expect,
  type BrowserContext,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';

/**
 * Public pages arrive rendered (decision 116): their buttons are on screen before the app has
 * hydrated them, and a click before then does nothing, as it would for a person on a slow phone.
 * A journey acts once the app is running: after a document load, every page of a context with
 * JavaScript waits for the mark the root layout sets when it has hydrated (or rendered).
 */
const HYDRATED = 'html[data-hydrated]';

async function whenHydrated(page: Page, response: Response | null): Promise<Response | null> {
  const type = response?.headers()['content-type'] ?? '';
  if (response && type.startsWith('text/html')) {
    // A page whose script could not run keeps its HTML; the journey's own checks say so.
    await page.waitForSelector(HYDRATED, { state: 'attached', timeout: 15_000 }).catch(() => {});
  }
  return response;
}

function waitAfterDocumentLoads(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const goBack = page.goBack.bind(page);
  const goForward = page.goForward.bind(page);
  page.goto = async (url, options) => whenHydrated(page, await goto(url, options));
  page.reload = async (options) => whenHydrated(page, await reload(options));
  page.goBack = async (options) => whenHydrated(page, await goBack(options));
  page.goForward = async (options) => whenHydrated(page, await goForward(options));
}

export function waitForHydration(context: BrowserContext, javaScriptEnabled: boolean): void {
  if (!javaScriptEnabled) return;
  context.on('page', waitAfterDocumentLoads);
}

/**
 * Waits until React has hydrated `button`: the car page's "Report this ad" and "Add to compare"
 * are rendered on the server inside lazy Suspense boundaries that hydrate only once their chunks
 * arrive, after the page's own hydration; a click before then is lost (React does not replay it).
 */
export async function expectHydrated(button: Locator) {
  await expect
    .poll(() =>
      button.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactProps')),
      ),
    )
    .toBe(true);
}
