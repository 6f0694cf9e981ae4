import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { newSeller, postLiveAds, uniqueWord } from './ads';
import { expect, test } from './fixtures';

// Issue 14, point 6: the price filter by touch, typed or in one tap.

const countLine = (page: Page) => page.getByText(/^[\d,]+ cars found$/);

/** The prices on the cards, lowest first. */
async function shownPrices(page: Page): Promise<number[]> {
  const texts = await page
    .getByRole('article')
    .getByText(/^Rs\. [\d,]+$/)
    .allTextContents();
  return texts.map((text) => Number(text.replace(/\D/g, ''))).sort((a, b) => a - b);
}

test.describe('the price filter', () => {
  test('one tap on 5–10M keeps the results inside it', async ({ page }) => {
    const word = uniqueWord();
    await postLiveAds(page.request, await newSeller(page.request), [
      { title: `Honda Fit ${word} cheap`, price: 3_000_000 },
      { title: `Honda Fit ${word} mid`, price: 7_500_000 },
      { title: `Honda Fit ${word} dear`, price: 12_000_000 },
    ]);
    await page.goto(`/buy-car?q=${word}`);
    await expect(countLine(page)).toHaveText('3 cars found');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const chip = filters.getByRole('button', { name: '5–10M' });
    await chip.click();
    await expect(page).toHaveURL(/[?&]min=5000000&max=10000000(&|$)/);
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(countLine(page)).toHaveText('1 cars found');
    await expect(page.getByRole('article').getByText('Rs. 7,500,000')).toBeVisible();
    await expect.poll(() => shownPrices(page)).toEqual([7_500_000]);
    await chip.click();
    await expect(page).toHaveURL(new RegExp(`/buy-car\\?q=${word}$`));
    await expect(chip).toHaveAttribute('aria-pressed', 'false');

    // Typed fast into the sidebar, where every key goes to the address bar at once.
    const max = filters.getByRole('textbox', { name: 'Max price in rupees' });
    await max.pressSequentially('8000000', { delay: 30 });
    await expect(page).toHaveURL(/[?&]max=8000000(&|$)/);
    await expect(max).toHaveValue('8,000,000');
    await expect(countLine(page)).toHaveText('2 cars found');
    await expect.poll(() => shownPrices(page)).toEqual([3_000_000, 7_500_000]);
  });

  test.describe('on a touch phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    test('a maximum typed fast in the drawer reaches the address whole', async ({ page }) => {
      await page.goto('/buy-car');
      await expect(countLine(page)).toBeVisible();
      await page.getByRole('button', { name: /^Filters/ }).click();
      const drawer = page.getByRole('dialog', { name: 'Filters' });
      const max = drawer.getByRole('textbox', { name: /^Max price/ });
      await max.pressSequentially('8000000', { delay: 30 });
      await expect(max).toHaveValue('8,000,000');
      // A digit put in after the first stays where it went, and so does the caret.
      await max.press('Home');
      await max.press('ArrowRight');
      await max.press('5');
      await expect(max).toHaveValue('85,000,000');
      expect(await max.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(2);
      await max.press('Backspace');
      await expect(max).toHaveValue('8,000,000');
      expect(await max.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(1);
      await drawer.getByRole('button', { name: 'Apply Filters' }).click();
      await expect(page).toHaveURL(/[?&]max=8000000(&|$)/);
      await page.getByRole('button', { name: /^Filters/ }).click();
      await expect(drawer.getByRole('button', { name: 'Under 2M' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
