import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './axe';
import { newSeller, postLiveAds, uniqueWord } from './ads';
import { expect, test } from './fixtures';
import { at, tr } from './languages';

// Issue 33, item 2: the Buy Car search box offers makes, models, cities and fuel types as the
// buyer types, by touch on a phone and by keyboard on a laptop. The API answers from its own
// data (demo ads and the ads each test posts), so the journeys assert the names, not the counts.

const SHOTS = '/tmp/i33shots';
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

const searchBox = (page: Page, name = 'Search cars') => page.getByRole('combobox', { name });
const suggestionList = (page: Page, name = 'Suggestions') => page.getByRole('listbox', { name });
const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 });
/** The make's own suggestion: "Toyota, 1,234 cars". */
const makeOption = (page: Page, make: string) =>
  suggestionList(page).getByRole('option', { name: new RegExp(`^${make}, [\\d,]+ cars?$`) });

/** A live ad of `make` this test posted, so the make has ads whatever else the server holds. */
async function postAdOf(page: Page, make: string, model: string) {
  const title = `${make} ${model} ${uniqueWord()}`;
  await postLiveAds(page.request, await newSeller(page.request), [{ title, make, model }]);
}

/** The results are the make's cars alone. */
async function expectCarsOfMake(page: Page, make: string) {
  // The previous results stay on screen while the chosen filter's arrive (the count line is
  // busy meanwhile): read the cards once they are the new ones.
  await expect(page.locator('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
  await expect(cardTitles(page).first()).toBeVisible();
  for (const shown of await cardTitles(page).allTextContents()) expect(shown).toContain(make);
}

/** Nothing is wider than the screen: the page does not scroll sideways, no option is cut. */
async function expectNothingOverflows(page: Page, list: Locator) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  const overflowing = await list
    .getByRole('option')
    .evaluateAll((options) =>
      options
        .filter((option) => option.scrollWidth > option.clientWidth)
        .map((option) => option.textContent),
    );
  expect(overflowing).toEqual([]);
}

test.describe('suggestions on a phone, by touch', () => {
  test.use(phone);

  test('"merce" typed key by key offers Mercedes-Benz; a tap applies the make', async ({
    page,
  }) => {
    await postAdOf(page, 'Mercedes-Benz', 'C200');
    await page.goto('/buy-car');
    const box = searchBox(page);
    await box.tap();
    await box.pressSequentially('merce', { delay: 150 });
    const mercedes = makeOption(page, 'Mercedes-Benz');
    await expect(mercedes).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const count = await suggestionList(page).getByRole('option').count();
    await expect(page.getByRole('status').filter({ hasText: /suggestion/ })).toHaveText(
      count === 1 ? '1 suggestion' : `${count} suggestions`,
    );
    await expectNothingOverflows(page, suggestionList(page));
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/390-merce-open.png` });

    await mercedes.tap();
    await expect(suggestionList(page)).toBeHidden();
    await expect(box).toHaveValue('');
    await expect(page).toHaveURL(/\/buy-car\?brand=\d+$/);
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expectCarsOfMake(page, 'Mercedes-Benz');
    await page.screenshot({ path: `${SHOTS}/390-merce-chosen.png` });
  });

  test('"toyta" typed fast, one slip away, still offers Toyota', async ({ page }) => {
    await postAdOf(page, 'Toyota', 'Aqua');
    await page.goto('/buy-car');
    const box = searchBox(page);
    await box.tap();
    await box.pressSequentially('toyta');
    const toyota = makeOption(page, 'Toyota');
    await expect(toyota).toBeVisible();
    await toyota.tap();
    await expect(page).toHaveURL(/\/buy-car\?brand=\d+$/);
    await expect(box).toHaveValue('');
    await expectCarsOfMake(page, 'Toyota');
  });

  test('in Tamil the longer words fit the phone', async ({ page }) => {
    await postAdOf(page, 'Toyota', 'Aqua');
    await page.goto(at('ta', '/buy-car'));
    const box = searchBox(page, tr('ta', 'Search cars'));
    await box.tap();
    await box.pressSequentially('toyota');
    const list = suggestionList(page, tr('ta', 'Suggestions'));
    await expect(list.getByRole('option').first()).toBeVisible();
    await expectNothingOverflows(page, list);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/390-ta-toyota-open.png` });

    // A fuel type's name comes in Tamil, longer than the English.
    await box.fill('');
    await box.pressSequentially('hybrid');
    await expect(list.getByRole('option').first()).toBeVisible();
    await expectNothingOverflows(page, list);
    await page.screenshot({ path: `${SHOTS}/390-ta-hybrid-open.png` });
  });
});

test.describe('suggestions at 1280 px, by keyboard', () => {
  test('ArrowDown and Enter choose the make; Escape closes the list, a second clears the box', async ({
    page,
  }) => {
    await postAdOf(page, 'Mercedes-Benz', 'E250');
    await page.goto('/buy-car');
    await expect(page.getByText(/cars found/)).toBeVisible();
    const box = searchBox(page);
    // Skip to content, then the search box.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(box).toBeFocused();

    await page.keyboard.type('merce', { delay: 80 });
    await expect(makeOption(page, 'Mercedes-Benz')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(suggestionList(page)).toBeHidden();
    await expect(box).toHaveValue('merce');
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    // The arrow key opens the list again on its first option.
    await page.keyboard.press('ArrowDown');
    const first = suggestionList(page).getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(first).toHaveAccessibleName(/^Mercedes-Benz, [\d,]+ cars?$/);
    const firstId = await first.getAttribute('id');
    await expect(box).toHaveAttribute('aria-activedescendant', firstId ?? '');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/1280-merce-open.png` });

    await page.keyboard.press('Enter');
    await expect(suggestionList(page)).toBeHidden();
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('');
    await expect(page).toHaveURL(/\/buy-car\?brand=\d+$/);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect(
      filters
        .getByRole('list', { name: 'Brand' })
        .getByRole('button', { name: /^Mercedes-Benz\b/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expectCarsOfMake(page, 'Mercedes-Benz');

    // Enter with no option active searches the words, as before.
    await page.keyboard.type('e250');
    await expect(suggestionList(page)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(suggestionList(page)).toBeHidden();
    await expect(page).toHaveURL(/\/buy-car\?q=e250&brand=\d+$/);

    // Escape closes; the next Escape is the search box's own: it clears the words.
    await page.keyboard.press('ArrowDown');
    await expect(suggestionList(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(suggestionList(page)).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(box).toHaveValue('');
    await expect(page).toHaveURL(/\/buy-car\?brand=\d+$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the box is a field of the search form, collapsed: Enter loads the words’ address', async ({
    page,
  }) => {
    await page.goto('/buy-car?brand=1');
    const box = searchBox(page);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.fill('merce');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/buy-car\?(.*&)?q=merce(&|$)/);
    await expect(page).toHaveURL(/[?&]brand=1(&|$)/);
    await expect(searchBox(page)).toHaveValue('merce');
    await expect(page.getByRole('listbox')).toHaveCount(0);
  });
});
