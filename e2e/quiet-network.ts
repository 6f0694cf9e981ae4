import type { Page, Request } from '@playwright/test';

/** The signed-in user's live event stream: one request that stays open while they are signed in. */
const LIVE_EVENTS = /\/api\/me\/events(\?|$)/;

/**
 * What `waitForLoadState('networkidle')` means (no request in flight for 500 ms), for pages that
 * hold the live event stream open, which `networkidle` would wait on for ever. Start watching
 * before the navigation; `settled()` resolves once every other request has been answered and
 * none has started for 500 ms (the test's own timeout bounds the wait).
 */
export function watchNetwork(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    if (LIVE_EVENTS.test(request.url())) return;
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async settled(quietMs = 500): Promise<void> {
      try {
        while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
          await page.waitForTimeout(50);
        }
      } finally {
        page.off('request', started);
        page.off('requestfinished', ended);
        page.off('requestfailed', ended);
      }
    },
  };
}
