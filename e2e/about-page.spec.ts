import { expect, test } from './fixtures';

test.describe('the About page', () => {
  test('shows each leader with a drawn portrait, named in its alt text', async ({ page }) => {
    await page.goto('/about');
    for (const name of ['Dilan Wickramasinghe', 'Shalini Fernando', 'Arjun Rajapaksha']) {
      const portrait = page.getByRole('img', { name: new RegExp(`^Portrait of ${name}`) });
      await portrait.scrollIntoViewIfNeeded();
      await expect(portrait).toBeVisible();
      // A picture that has loaded and is drawn square, never stretched.
      const size = await portrait.evaluate((image: HTMLImageElement) => ({
        loaded: image.complete && image.naturalWidth > 0,
        ratio: image.naturalWidth / image.naturalHeight,
        shown: image.clientWidth / image.clientHeight,
      }));
      expect(size).toEqual({ loaded: true, ratio: 1, shown: 1 });
    }
  });
});
