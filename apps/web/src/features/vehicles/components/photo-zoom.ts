/**
 * The full-screen viewer's zoom (issue 38): a photo drawn as `translate(x, y) scale(scale)` about
 * its box's centre. Points are in CSS pixels from that centre; `box` is the photo's box.
 */
export interface Zoom {
  scale: number;
  x: number;
  y: number;
}
export interface Point {
  x: number;
  y: number;
}
export interface Box {
  width: number;
  height: number;
  /** The photo's own size in the box at 1× (drawn whole, `object-contain`); the box's by default. */
  content?: { width: number; height: number };
}

export const NO_ZOOM: Zoom = { scale: 1, x: 0, y: 0 };
export const MAX_ZOOM = 4;
/** How far a double tap (or a double click) zooms in. */
export const DOUBLE_TAP_ZOOM = 2.5;

/** The item `by` steps from `index` among `count`, round from the last to the first. */
export function stepIndex(index: number, by: number, count: number): number {
  return count > 0 ? (((index + by) % count) + count) % count : 0;
}

/**
 * Within 1× to MAX_ZOOM, and panned no further than the photo's edges reach the box's: a photo
 * narrower (or lower) than the box stays centred that way until it is zoomed past it.
 */
export function clampZoom(zoom: Zoom, box: Box): Zoom {
  const scale = Math.min(MAX_ZOOM, Math.max(1, zoom.scale));
  const content = box.content ?? box;
  const limit = (size: number, own: number, value: number) => {
    const reach = Math.max(0, (scale * own - size) / 2);
    return Math.min(reach, Math.max(-reach, value)) || 0;
  };
  return {
    scale,
    x: limit(box.width, content.width, zoom.x),
    y: limit(box.height, content.height, zoom.y),
  };
}

/** `zoom` at `scale`, keeping the part of the photo under `point` where it is on the screen. */
export function zoomAt(zoom: Zoom, scale: number, point: Point, box: Box): Zoom {
  const ratio = Math.min(MAX_ZOOM, Math.max(1, scale)) / zoom.scale;
  return clampZoom(
    {
      scale: zoom.scale * ratio,
      x: point.x - (point.x - zoom.x) * ratio,
      y: point.y - (point.y - zoom.y) * ratio,
    },
    box,
  );
}

/** A double tap: back to the whole photo when zoomed, else in on the point tapped. */
export function toggleZoom(zoom: Zoom, point: Point, box: Box): Zoom {
  return zoom.scale > 1 ? NO_ZOOM : zoomAt(zoom, DOUBLE_TAP_ZOOM, point, box);
}

/** `zoom` moved by a finger's (or the mouse's) stroke of `dx`, `dy`. */
export function panBy(zoom: Zoom, dx: number, dy: number, box: Box): Zoom {
  return clampZoom({ ...zoom, x: zoom.x + dx, y: zoom.y + dy }, box);
}

/** Two fingers: where they are now, against where they were when the pinch began. */
export interface Pinch {
  zoom: Zoom;
  distance: number;
  centre: Point;
}

export function pinchOf(zoom: Zoom, a: Point, b: Point): Pinch {
  return {
    zoom,
    distance: Math.hypot(a.x - b.x, a.y - b.y),
    centre: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 },
  };
}

/**
 * The zoom a pinch has reached: scaled by how far apart the fingers moved, about where they
 * started, and carried along as their centre moves.
 */
export function pinchZoom(start: Pinch, a: Point, b: Point, box: Box): Zoom {
  const now = pinchOf(start.zoom, a, b);
  const scaled = zoomAt(
    start.zoom,
    start.zoom.scale * (now.distance / Math.max(start.distance, 1)),
    start.centre,
    box,
  );
  return panBy(scaled, now.centre.x - start.centre.x, now.centre.y - start.centre.y, box);
}

/** A tap: where, and when (the event's timeStamp, in milliseconds). */
export interface Tap extends Point {
  at: number;
}

/** Whether `tap` is the second of a double tap after `previous`: soon after, and near it. */
export function isDoubleTap(previous: Tap | null, tap: Tap): boolean {
  return (
    previous !== null &&
    tap.at - previous.at < 350 &&
    Math.hypot(tap.x - previous.x, tap.y - previous.y) < 30
  );
}
