import { setPackageAsStaff } from './accounts';
import { newSeller, postLiveAds, uniqueWord } from './ads';
import { expect, test } from './fixtures';

test.describe("a VIP seller's description", () => {
  test('shows as the editor wrote it: bullets stay bullets, headings and centred lines stay', async ({
    page,
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
          '<ol><li data-list="ordered">Call</li><li data-list="ordered">Visit</li></ol>',
      },
    ]);

    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(`/cars/${id}`);
      const description = page.getByRole('region', { name: 'Description' });
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
    }
  });
});
