import { test as base, expect, type Browser } from '@playwright/test';
import { waitForHydration } from './hydration';
import { recordToasts } from './toasts';

/**
 * Every journey fails on an uncaught page error or a console error, so a broken screen cannot
 * pass by looking right (epic-stack: "a test that logs console.error fails"). A test that
 * provokes a failure on purpose names the console errors it expects.
 */
export const test = base.extend<
  { expectedConsoleErrors: RegExp[]; pageErrors: string[] },
  { browserRecordingToasts: Browser }
>({
  /**
   * Every context, the test's own and those a journey opens for a second person, records the
   * toasts its pages show (e2e/toasts.ts) and waits for the app to hydrate after each document
   * load (e2e/hydration.ts): `browser.newContext` is wrapped once per worker, since
   * Playwright has no public hook for a context being made (`browser.newPage` goes through it).
   */
  browserRecordingToasts: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await recordToasts(context);
        waitForHydration(context, options?.javaScriptEnabled !== false);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker', auto: true },
  ],
  expectedConsoleErrors: [[], { option: true }],
  pageErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      // The address says which page it was, for a journey that visits several.
      page.on('pageerror', (error) =>
        errors.push(`pageerror: ${error.message} (on ${page.url()})`),
      );
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // Patterns see the message and, after a space, the address it is about.
        const said = `${message.text()} ${message.location().url}`;
        if (expectedConsoleErrors.some((pattern) => pattern.test(said))) return;
        errors.push(`console.error: ${message.text()}`);
      });
      await use(errors);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
