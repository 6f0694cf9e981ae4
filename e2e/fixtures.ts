import { test as base, expect } from '@playwright/test';

/**
 * Every journey fails on an uncaught page error or a console error, so a broken screen cannot
 * pass by looking right (epic-stack: "a test that logs console.error fails"). A test that
 * provokes a failure on purpose names the console errors it expects.
 */
export const test = base.extend<{ expectedConsoleErrors: RegExp[]; pageErrors: string[] }>({
  expectedConsoleErrors: [[], { option: true }],
  pageErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (expectedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
        errors.push(`console.error: ${message.text()}`);
      });
      await use(errors);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
