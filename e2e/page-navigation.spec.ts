import { expect, test } from './fixtures';
import { holdRequests } from './held-requests';

test.describe('moving between pages', () => {
  test('keeps the current page on screen while the next page’s code downloads', async ({
    page,
  }) => {
    await page.goto('/');
    const homeHeading = page.getByRole('heading', { level: 1 });
    await expect(homeHeading).toBeVisible();
    const homeTitle = await homeHeading.innerText();

    // Hold the finance page's code (a chunk of its own, not part of the home page's load).
    const financeCode = await holdRequests(page, /\/assets\/finance-[\w-]+\.js$/);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Finance' })
      .click();
    await financeCode.asked;

    // No blank screen, no "Loading..." in place of the site: the home page stays until the
    // finance page can show.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeTitle);
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeVisible();

    financeCode.release();
    await expect(page).toHaveURL(/\/finance$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Finance your next car with confidence',
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });
});
