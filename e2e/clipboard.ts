import type { Page } from '@playwright/test';

/** A browser that refuses to let the page write to the clipboard, as some do without a gesture. */
export async function refuseClipboardWrites(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: () =>
          Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
      },
    });
  });
}
