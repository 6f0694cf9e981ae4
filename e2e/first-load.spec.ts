import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 17: nothing on a public page moves when its data arrives (layout shift at most 0.05,
// as Lighthouse counts it), and only the photos of the first screen load at once. Each page's
// data is held back until its placeholder is on screen, so the arrival is what is measured.

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const MAX_LAYOUT_SHIFT = 0.05;

declare global {
  interface Window {
    layoutShift: { observer: PerformanceObserver; total: number };
  }
}

interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

/** Sums the page's layout shifts from its first paint, as the CLS metric does. */
async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as LayoutShiftEntry[]) {
        if (!entry.hadRecentInput) window.layoutShift.total += entry.value;
      }
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    window.layoutShift = { observer, total: 0 };
    observer.observe({ type: 'layout-shift', buffered: true });
  });
}

function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => {
    // Shifts not yet handed to the callback are taken now, so none is missed.
    for (const entry of window.layoutShift.observer.takeRecords() as LayoutShiftEntry[]) {
      if (!entry.hadRecentInput) window.layoutShift.total += entry.value;
    }
    return window.layoutShift.total;
  });
}

/** Holds the answers to `url` until the returned function is called. */
async function holdAnswers(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const cardPhotos = (page: Page) => page.getByRole('article').getByRole('img');

for (const [device, options] of [
  ['a phone', phone],
  ['a laptop', { viewport: { width: 1280, height: 800 } }],
] as const) {
  test.describe(`on ${device}, nothing moves when the data arrives`, () => {
    test.use(options);

    test('Buy Car: a page of placeholders, then the cars; only the first row loads at once', async ({
      page,
    }) => {
      await watchLayoutShift(page);
      const release = await holdAnswers(page, /\/api\/vehicles\/search(\?|$)/);
      await page.goto('/buy-car');
      await expect(page.getByRole('status', { name: 'Loading cars' })).toBeVisible();
      release();
      await expect(page.getByText(/^[\d,]+ cars found$/)).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(12);
      expect(await layoutShift(page)).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);

      const photos = cardPhotos(page);
      await expect(photos.nth(0)).toHaveAttribute('fetchpriority', 'high');
      await expect(photos.nth(0)).toHaveAttribute('loading', 'eager');
      await expect(photos.nth(2)).toHaveAttribute('loading', 'eager');
      await expect(photos.nth(3)).toHaveAttribute('loading', 'lazy');
      await expect(photos.nth(11)).toHaveAttribute('loading', 'lazy');
    });

    test('home: the two lists hold their place while they load', async ({ page }) => {
      await watchLayoutShift(page);
      const release = await holdAnswers(page, /\/api\/vehicles\/home$/);
      await page.goto('/');
      await expect(page.getByRole('status', { name: 'Loading cars' })).toHaveCount(2);
      release();
      await expect(page.getByRole('status', { name: 'Loading cars' })).toHaveCount(0);
      await expect(page.getByRole('article').first()).toBeVisible();
      expect(await layoutShift(page)).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
    });

    test("a car's page: the gallery's place is kept and its first photo comes first", async ({
      page,
    }) => {
      const search = await page.request.get('/api/vehicles/search?page=1');
      const { cars } = (await search.json()) as { cars: Array<{ id: number; title: string }> };
      const car = cars.find((candidate) => candidate.title) ?? cars[0];
      if (!car) throw new Error('The demo data has no live ad.');

      await watchLayoutShift(page);
      const release = await holdAnswers(page, new RegExp(`/api/vehicles/${car.id}$`));
      await page.goto(`/cars/${car.id}`);
      await expect(page.getByRole('status', { name: 'Loading the car' })).toBeVisible();
      release();
      await expect(page.getByRole('heading', { level: 1, name: car.title })).toBeVisible();
      const firstPhoto = page.getByRole('region', { name: 'Photos' }).getByRole('img').first();
      await expect(firstPhoto).toHaveAttribute('fetchpriority', 'high');
      await expect(firstPhoto).toHaveAttribute('loading', 'eager');
      expect(await layoutShift(page)).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
    });
  });
}
