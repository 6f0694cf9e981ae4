import { describe, expect, it } from 'vitest';
import { swipeStep } from './gallery-swipe';
import {
  clampZoom,
  DOUBLE_TAP_ZOOM,
  isDoubleTap,
  MAX_ZOOM,
  NO_ZOOM,
  panBy,
  pinchOf,
  pinchZoom,
  stepIndex,
  toggleZoom,
  zoomAt,
} from './photo-zoom';

const box = { width: 400, height: 300 };

describe('swipeStep', () => {
  it('steps to the next photo for a stroke to the left and back for one to the right', () => {
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(80, -10)).toBe(-1);
  });

  it('leaves a tap, a short stroke and an up-and-down stroke (the page scrolling) alone', () => {
    expect(swipeStep(0, 0)).toBe(0);
    expect(swipeStep(-30, 0)).toBe(0);
    expect(swipeStep(-60, 90)).toBe(0);
  });
});

describe('stepIndex', () => {
  it('goes round from the last item to the first and back', () => {
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(1, 1, 3)).toBe(2);
    expect(stepIndex(5, 0, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});

describe('the zoom', () => {
  it('a double tap zooms in on the point tapped, a second one back to the whole photo', () => {
    const zoomed = toggleZoom(NO_ZOOM, { x: 40, y: -20 }, box);
    expect(zoomed.scale).toBe(DOUBLE_TAP_ZOOM);
    // The point tapped stays under the finger: 40 → 40 after scaling about the centre.
    expect(40 * zoomed.scale + zoomed.x).toBe(40);
    expect(zoomed).toEqual({ scale: 2.5, x: -60, y: 30 });
    expect(toggleZoom(zoomed, { x: 0, y: 0 }, box)).toEqual(NO_ZOOM);
  });

  it('stays between the whole photo and MAX_ZOOM, panned no further than the photo’s edges', () => {
    expect(clampZoom({ scale: 0.5, x: 30, y: 30 }, box)).toEqual(NO_ZOOM);
    expect(clampZoom({ scale: 9, x: 0, y: 0 }, box).scale).toBe(MAX_ZOOM);
    // At 2×, a 400 px wide photo reaches 200 px past each side of its box.
    expect(clampZoom({ scale: 2, x: 500, y: -500 }, box)).toEqual({ scale: 2, x: 200, y: -150 });
    expect(panBy({ scale: 2, x: 0, y: 0 }, 50, -40, box)).toEqual({ scale: 2, x: 50, y: -40 });
    expect(panBy(NO_ZOOM, 50, 50, box)).toEqual(NO_ZOOM);
  });

  it('pans a photo lower than its box (a phone held upright) only as far as the photo reaches', () => {
    // A 4:3 photo 400 px wide in a 400 × 800 box: 300 px high, centred.
    const upright = { width: 400, height: 800, content: { width: 400, height: 300 } };
    expect(clampZoom({ scale: 2, x: 0, y: 300 }, upright)).toEqual({ scale: 2, x: 0, y: 0 });
    // At 4× it is 1200 px high: 200 px past each edge of the box.
    expect(clampZoom({ scale: 4, x: 900, y: 300 }, upright)).toEqual({ scale: 4, x: 600, y: 200 });
  });

  it('zoomAt keeps the photo’s point under the given point', () => {
    const zoom = zoomAt({ scale: 2, x: 20, y: 10 }, 3, { x: 50, y: 30 }, box);
    // The photo's point under (50, 30) before: (50 - 20) / 2 = 15, (30 - 10) / 2 = 10.
    expect(15 * zoom.scale + zoom.x).toBeCloseTo(50);
    expect(10 * zoom.scale + zoom.y).toBeCloseTo(30);
  });

  it('two fingers moving apart zoom in by how far they moved, about where they were', () => {
    const start = pinchOf(NO_ZOOM, { x: -50, y: 0 }, { x: 50, y: 0 });
    expect(start.distance).toBe(100);
    expect(pinchZoom(start, { x: -100, y: 0 }, { x: 100, y: 0 }, box).scale).toBe(2);
    expect(pinchZoom(start, { x: -25, y: 0 }, { x: 25, y: 0 }, box)).toEqual(NO_ZOOM);
    // Moved together 30 px to the right at 2×: the photo follows.
    expect(pinchZoom(start, { x: -70, y: 0 }, { x: 130, y: 0 }, box)).toEqual({
      scale: 2,
      x: 30,
      y: 0,
    });
  });

  it('a double tap is two taps close together in time and place', () => {
    const first = { x: 10, y: 10, at: 1000 };
    expect(isDoubleTap(null, first)).toBe(false);
    expect(isDoubleTap(first, { x: 14, y: 12, at: 1200 })).toBe(true);
    expect(isDoubleTap(first, { x: 14, y: 12, at: 1500 })).toBe(false);
    expect(isDoubleTap(first, { x: 80, y: 10, at: 1100 })).toBe(false);
  });
});
