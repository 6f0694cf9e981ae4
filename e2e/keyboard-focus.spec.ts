import { signInAsNewUser } from './accounts';
import { newSeller, postLiveAds, uniqueWord } from './ads';
import { expect, test } from './fixtures';
import { pressUntilFocused } from './keyboard';

test.describe('keyboard focus after a page change', () => {
  test('card → car page → Make an Offer: focus lands on the car heading, the offer is a few Tabs away', async ({
    page,
  }) => {
    const word = uniqueWord();
    const title = `Suzuki Wagon R ${word}`;
    await postLiveAds(page.request, await newSeller(page.request), [{ title }]);
    await signInAsNewUser(page);

    await page.goto(`/buy-car?q=${word}`);
    const details = page.getByRole('link', { name: `View Details of ${title}` });
    await expect(details).toBeVisible();
    await pressUntilFocused(page, details, 40);
    await page.keyboard.press('Enter');

    const heading = page.getByRole('heading', { level: 1, name: title });
    await expect(heading).toBeFocused();
    const offer = page.getByRole('button', { name: 'Make an Offer' });
    expect(await pressUntilFocused(page, offer, 12)).toBeLessThanOrEqual(12);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: /Make an Offer/ })).toBeVisible();
  });

  test('Sell Car → Select Plan: focus lands on Create Your Listing', async ({ page }) => {
    await signInAsNewUser(page);
    await page.goto('/sell-car');
    const select = page
      .getByRole('article', { name: 'Member' })
      .getByRole('button', { name: 'Select Plan' });
    await pressUntilFocused(page, select, 60);
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create Your Listing' }),
    ).toBeFocused();
  });

  test('a filter change on Buy Car keeps focus on the filter the user pressed', async ({
    page,
  }) => {
    await page.goto('/buy-car');
    const hybrid = page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('button', { name: 'Hybrid' });
    await hybrid.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/fuelType=/);
    await expect(hybrid).toHaveAttribute('aria-pressed', 'true');
    await expect(hybrid).toBeFocused();
  });
});

test.describe('search first on Buy Car', () => {
  test('the search box is the first field after Skip to content', async ({ page }) => {
    await page.goto('/buy-car');
    await expect(page.getByText(/cars found/)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Search cars' })).toBeFocused();
  });
});
