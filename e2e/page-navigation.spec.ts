import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';

test.describe('moving between pages', () => {
  test('keeps the current page on screen while the next page’s code downloads', async ({
    page,
  }) => {
    await page.goto('/');
    const homeHeading = page.getByRole('heading', { level: 1 });
    await expect(homeHeading).toBeVisible();
    const homeTitle = await homeHeading.innerText();

    // Hold the finance page's code (a chunk of its own, not part of the home page's load).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked: () => void = () => undefined;
    const requested = new Promise<void>((resolve) => (asked = resolve));
    await page.route(/\/assets\/finance-[\w-]+\.js$/, async (route: Route) => {
      asked();
      await held;
      await route.continue();
    });

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Finance' })
      .click();
    await requested;

    // No blank screen, no "Loading..." in place of the site: the home page stays until the
    // finance page can show.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeTitle);
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeVisible();

    release();
    await expect(page).toHaveURL(/\/finance$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Finance your next car with confidence',
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });
});
