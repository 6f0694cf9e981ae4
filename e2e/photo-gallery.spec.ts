import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, CDPSession, Page } from '@playwright/test';
import sharp from 'sharp';
import { newDealer, postLiveAds, uniqueWord } from './ads';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { expectFitsTheScreen } from './layout';

/** A short real video, as the API's own tests upload. */
const VIDEO = fileURLToPath(
  new URL('../apps/api/src/test/fixtures/screen-recording-with-tags.webm', import.meta.url),
);
type TouchType = 'touchStart' | 'touchMove' | 'touchEnd';
type Point = { x: number; y: number };

const PHOTOS = 4;
/** The photos, then the 360 view and the video: what the viewer steps through. */
const ITEMS = PHOTOS + 2;

/** A VIP ad with four photos, a 360 view and a video, and a long title with a long word. */
async function adWithMedia(request: APIRequestContext) {
  const dealer = await newDealer(request);
  const title = `Toyota Aqua ${uniqueWord()} Hybrid G-Grade Sunroofandnavigationpackage, one owner`;
  const panorama = await sharp({
    create: { width: 2400, height: 600, channels: 3, background: '#335577' },
  })
    .jpeg()
    .toBuffer();
  const [id] = await postLiveAds(request, dealer, [
    {
      title,
      photos: PHOTOS,
      threeSixty: { name: 'spin.jpg', mimeType: 'image/jpeg', buffer: panorama },
      video: {
        name: 'walkaround.webm',
        mimeType: 'video/webm',
        buffer: await readFile(VIDEO),
      },
    },
  ]);
  return { id: id!, title };
}

/**
 * Layout shift, measured as the browser reports it: a PerformanceObserver for `layout-shift`
 * entries, installed before the page's first byte (buffered, so nothing before it is missed),
 * adds up the values of every entry that moved something below the site's top bar, those right
 * after an input included (`hadRecentInput`, which Cumulative Layout Shift leaves out). The
 * journeys read the sum after the page and its first photo have loaded, and again after the
 * gallery and the viewer have been used; both must be 0. The top bar's own shifts (its language
 * menu at 1280 px, before this issue) are the shell's, not the gallery's, and are left out.
 */
async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const watched = window as unknown as { layoutShift: number };
    watched.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as { value: number; sources: Array<{ node?: Node }> };
        const inPage = shift.sources.some(
          ({ node }) => !(node instanceof Element && node.closest('header')),
        );
        if (inPage) watched.layoutShift += shift.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

/**
 * A finger's stroke from `from` to `to`, as a phone sends it: real touch events through CDP, a
 * move every 16 ms by the events' own clock, and a rest at the end before the finger lifts, so
 * the stroke does not fling (a tap during a fling only stops it, as on a phone).
 */
async function swipe(cdp: CDPSession, from: Point, to: Point) {
  const at = Date.now() / 1000;
  const send = (type: TouchType, share: number, step: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints:
        type === 'touchEnd'
          ? []
          : [{ x: from.x + (to.x - from.x) * share, y: from.y + (to.y - from.y) * share }],
      timestamp: at + step * 0.016,
    });
  await send('touchStart', 0, 0);
  for (let step = 1; step <= 5; step += 1) await send('touchMove', step / 5, step);
  for (let step = 6; step <= 30; step += 6) await send('touchMove', 1, step);
  await send('touchEnd', 1, 30);
}

/**
 * The page of a new ad with media, loaded with its first photo: the gallery, that photo (the
 * button that opens the viewer), and the layout shift so far, which must be none.
 */
async function openAdPage(page: Page) {
  const { id, title } = await adWithMedia(page.request);
  const layoutShift = await watchLayoutShift(page);
  await page.goto(`/cars/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const gallery = page.getByRole('region', { name: 'Photos' });
  const first = gallery.getByRole('button', { name: `${title}, photo 1 of ${PHOTOS}` });
  // The photos load at the size the screen needs: the browser picks from every variant.
  const photo = first.locator('img');
  await expect(photo).toHaveAttribute('srcset', /320w.*640w.*1280w/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  expect(await layoutShift(), 'layout shift while the page loads').toBe(0);
  return { id, title, gallery, first, layoutShift };
}

/** The viewer's photo (or its item) and its count. */
function viewerOf(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Photos' });
  return { dialog, photo: dialog.locator('img').first() };
}

test.describe('the photo gallery on a 390 px touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a swipe steps the photos, a tap opens them full screen, a double tap zooms, Escape closes', async ({
    page,
  }) => {
    const { id, title, gallery, first, layoutShift } = await openAdPage(page);

    // A finger's stroke to the left, as a phone sends it (real touch events through CDP).
    const box = (await first.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const y = box.y + box.height / 2;
    await swipe(cdp, { x: box.x + box.width * 0.8, y }, { x: box.x + box.width * 0.25, y });
    const second = gallery.getByRole('button', { name: `${title}, photo 2 of ${PHOTOS}` });
    await expect(second).toBeVisible();
    await expect(gallery.getByText(`Photo 2 of ${PHOTOS}`)).toBeVisible();
    // The swipe stepped; it opened nothing.
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A tap opens the viewer at that photo.
    await page.touchscreen.tap(box.x + box.width / 2, y);
    const { dialog, photo } = viewerOf(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`2 / ${ITEMS}`)).toBeVisible();
    await expect(photo).toHaveAttribute('alt', `${title}, photo 2 of ${PHOTOS}`);
    await expect(photo).toHaveAttribute('srcset', /1280w/);
    expect(await axeViolations(page), 'axe with the viewer open').toEqual([]);
    await expectFitsTheScreen(page, `/cars/${id} with the viewer open`, 390);

    // A double tap zooms in on the photo; a second one back out.
    const stage = (await photo.boundingBox())!;
    const scale = () => photo.evaluate((img) => new DOMMatrix(getComputedStyle(img).transform).a);
    expect(await scale()).toBe(1);
    // Two taps 100 ms apart by the events' own clock, however busy the machine is.
    const at = Date.now() / 1000;
    for (const [index, type] of (
      ['touchStart', 'touchEnd', 'touchStart', 'touchEnd'] as const
    ).entries()) {
      await cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints:
          type === 'touchEnd'
            ? []
            : [{ x: stage.x + stage.width / 2, y: stage.y + stage.height / 2 }],
        timestamp: at + index * 0.05,
      });
    }
    await expect.poll(scale).toBeGreaterThan(2);
    // Zoomed in, the largest photo there is.
    await expect(photo).toHaveAttribute('sizes', '1280px');

    // A swipe in the viewer steps on (after the zoom is undone: zoomed, a stroke pans).
    await photo.dblclick();
    await expect.poll(scale).toBe(1);
    const mid = stage.y + stage.height / 2;
    await swipe(
      cdp,
      { x: stage.x + stage.width * 0.8, y: mid },
      { x: stage.x + stage.width * 0.2, y: mid },
    );
    await expect(dialog.getByText(`3 / ${ITEMS}`)).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Focus is back on the photo that opened the viewer.
    await expect(
      gallery.getByRole('button', { name: `${title}, photo 2 of ${PHOTOS}` }),
    ).toBeFocused();
    expect(await layoutShift(), 'layout shift after using the gallery').toBe(0);
    expect(await axeViolations(page), 'axe with the viewer closed').toEqual([]);
    await expectFitsTheScreen(page, `/cars/${id}`, 390);

    // A stroke up the photo scrolls the page (touch-action: pan-y) and steps nothing.
    const scrolled = () => page.evaluate(() => window.scrollY);
    const before = await scrolled();
    const now = (await second.boundingBox()) ?? box;
    const middle = { x: now.x + now.width / 2, y: now.y + now.height * 0.8 };
    await swipe(cdp, middle, { x: middle.x, y: middle.y - 200 });
    await expect.poll(scrolled).toBeGreaterThan(before + 100);
    await expect(gallery.getByText(`Photo 2 of ${PHOTOS}`)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('the photo gallery at 1280 px by keyboard', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Enter opens the viewer, the arrows step through the photos, the 360 view and the video, Escape closes', async ({
    page,
  }) => {
    const { id, first: opener, layoutShift } = await openAdPage(page);

    // From the skip link's target, the gallery is the first thing Tab reaches in the page.
    await opener.focus();
    await page.keyboard.press('Enter');
    const { dialog } = viewerOf(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect(dialog.getByText(`1 / ${ITEMS}`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(`2 / ${ITEMS}`)).toBeVisible();
    // The count is announced politely.
    await expect(dialog.locator('[aria-live="polite"]')).toContainText(`Photo 2 of ${ITEMS}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText(`${ITEMS} / ${ITEMS}`)).toBeVisible();
    await expect(dialog.getByLabel('Video')).toHaveJSProperty('tagName', 'VIDEO');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText(`${ITEMS - 1} / ${ITEMS}`)).toBeVisible();
    await expect(dialog.getByRole('region', { name: '360 view' })).toBeVisible();
    expect(await axeViolations(page), 'axe with the viewer open').toEqual([]);
    await expectFitsTheScreen(page, `/cars/${id} with the viewer open`, 1280);

    // Tab stays in the viewer.
    for (let press = 0; press < 5; press += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await layoutShift(), 'layout shift after using the gallery').toBe(0);
    expect(await axeViolations(page), 'axe with the viewer closed').toEqual([]);
    await expectFitsTheScreen(page, `/cars/${id}`, 1280);
  });
});
