/**
 * Which way a finger's stroke steps a gallery: 1 (next) for a stroke to the left, -1 (previous)
 * to the right, 0 for a tap or a stroke that is more up-and-down than sideways (the page
 * scrolling). `dx` and `dy` are how far it moved, in CSS pixels.
 */
export function swipeStep(dx: number, dy: number): number {
  return Math.abs(dx) > 40 && Math.abs(dx) > Math.abs(dy) ? -Math.sign(dx) : 0;
}
