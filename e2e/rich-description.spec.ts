import { setPackageAsStaff } from './accounts';
import { newSeller, postLiveAds, uniqueWord } from './ads';
import { expect, test } from './fixtures';

test.describe("a VIP seller's description", () => {
  test('shows as the editor wrote it: bullets stay bullets, headings and centred lines stay', async ({
    page,
    browser,
    baseURL,
  }) => {
    const seller = await newSeller(page.request);
    await setPackageAsStaff(page.request, seller.email, 'vip');
    // Quill 2 writes a bullet list as <ol> items marked data-list="bullet".
    const [id] = await postLiveAds(page.request, seller, [
      {
        title: `Toyota Aqua S ${uniqueWord()}`,
        description:
          '<h2>Condition</h2><p class="ql-align-center">One owner</p>' +
          '<ol><li data-list="bullet">New tyres</li><li data-list="bullet">New battery</li></ol>' +
          '<ol><li data-list="ordered">Call</li><li data-list="ordered">Visit</li></ol>' +
          // One long unbroken word, as a pasted reference number or a run of letters.
          `<p>Reference ${'TOYOTAAQUA2016KANDY'.repeat(5)}</p>`,
      },
    ]);

    // A phone with touch, then a desktop: the same description, and no page wider than the screen.
    for (const options of [
      { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      { viewport: { width: 1280, height: 900 } },
    ]) {
      const context = await browser.newContext({ ...options, baseURL });
      const carPage = await context.newPage();
      await carPage.goto(`/cars/${id}`);
      const description = carPage.getByRole('region', { name: 'Description' });
      await expect(description.getByRole('heading', { name: 'Condition' })).toBeVisible();
      await expect(description.getByText('One owner')).toHaveCSS('text-align', 'center');
      for (const item of ['New tyres', 'New battery']) {
        await expect(description.getByRole('listitem').filter({ hasText: item })).toHaveCSS(
          'list-style-type',
          'disc',
        );
      }
      await expect(description.getByRole('listitem').filter({ hasText: 'Call' })).toHaveCSS(
        'list-style-type',
        'decimal',
      );
      const width = await carPage.evaluate(() => document.documentElement.scrollWidth);
      // A phone's browser widens its layout to the content, so the screen is the viewport.
      expect(width, 'the page is no wider than the screen').toBeLessThanOrEqual(
        options.viewport.width,
      );
      await context.close();
    }
  });
});

test.describe("a Member seller's description", () => {
  test('shows the text as typed: symbols stay symbols, line breaks stay', async ({ page }) => {
    const seller = await newSeller(page.request);
    const [id] = await postLiveAds(page.request, seller, [
      {
        title: `Nissan Leaf ${uniqueWord()}`,
        description: 'Battery 11/12 bars & new tyres, owners: 1 < 2\nPapers ready',
      },
    ]);
    await page.goto(`/cars/${id}`);
    const description = page.getByRole('region', { name: 'Description' });
    await expect(description).toContainText('Battery 11/12 bars & new tyres, owners: 1 < 2');
    await expect(description).not.toContainText('&amp;');
    // The line break is kept: the second line starts below the first.
    const box = description.getByText(/Papers ready/);
    await expect(box).toHaveCSS('white-space', 'pre-line');
  });
});
