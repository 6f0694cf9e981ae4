import type { Locator, Page } from '@playwright/test';

/**
 * Presses `key` (Tab unless given) until `target` has focus, at most `limit` times; returns how
 * many presses it took. Fails when the key never gets there: the element is not reachable that
 * way.
 */
export async function pressUntilFocused(
  page: Page,
  target: Locator,
  limit = 6,
  key = 'Tab',
): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`${key} did not reach the element in ${limit} presses`);
}
