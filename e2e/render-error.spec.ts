import { openCarPageThatFailsToRender, RENDER_ERROR_LOGS } from './broken-car-page';
import { expect, test } from './fixtures';

test.describe('a page that fails to render', () => {
  test.use({ expectedConsoleErrors: RENDER_ERROR_LOGS });

  test('apologises without the stack, offers a way home and tells the server once', async ({
    page,
  }) => {
    const reports: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/client-errors')) reports.push(request.method());
    });
    const reported = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/client-errors') && response.request().method() === 'POST',
    );

    const id = await openCarPageThatFailsToRender(page);

    await expect(
      page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
    const text = await page.locator('body').innerText();
    expect(text).not.toContain('Hey developer');
    expect(text).not.toContain('Invalid time value');
    expect(text).not.toMatch(/\bat \S+ \(|\.js:\d+|RangeError/);

    // The server hears the error's message and the path (the ad's readable address, where the
    // server sent the browser), without the query string.
    const response = await reported;
    expect(response.status()).toBe(204);
    expect(response.request().postDataJSON()).toEqual({
      kind: 'render',
      message: 'Invalid time value',
      path: expect.stringMatching(new RegExp(`^/cars/${id}-honda-fit-2016-[a-z0-9-]+$`)),
    });
    expect(reports).toEqual(['POST']);

    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(
      0,
    );
    expect(reports).toEqual(['POST']);
  });

  test('leaves the error behind when the visitor moves to another page in the app', async ({
    page,
  }) => {
    await openCarPageThatFailsToRender(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    // A mark on this document: it survives a client-side move and goes with a reload.
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }));

    await page.getByRole('link', { name: 'CarMarket home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(
      0,
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => 'stayedInApp' in window)).toBe(true);

    // Back to the broken page, then away again with the browser's own buttons.
    await page.goBack();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(
      0,
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
