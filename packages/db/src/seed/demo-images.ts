import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import {
  IMAGE_VARIANT_WIDTHS,
  type ImageVariants,
  type ImageVariantWidth,
} from '@carmarket/shared/media';
import type { MediaSink } from './media-sink';

/**
 * Demo listing photos, drawn as SVG side-view illustrations and rendered to WebP with sharp.
 * Nothing is downloaded. The pool is a fixed set of files (body × colour × angle) that every
 * demo listing shares, so its size does not grow with the number of listings.
 */

export const DEMO_BODY_TYPES = [
  'sedan',
  'hatchback',
  'suv',
  'van',
  'pickup',
  'lorry',
  'bus',
  'motorbike',
  'three-wheeler',
] as const;
export type DemoBodyType = (typeof DEMO_BODY_TYPES)[number];

export interface DemoColour {
  name: string;
  hex: string;
}

/** Believable paint colours; the first ones are the commonest on Sri Lankan roads. */
export const DEMO_COLOURS: readonly DemoColour[] = [
  { name: 'white', hex: '#eef0f2' },
  { name: 'silver', hex: '#b4bac1' },
  { name: 'black', hex: '#202327' },
  { name: 'grey', hex: '#5b6169' },
  { name: 'blue', hex: '#1f4f95' },
  { name: 'red', hex: '#b21a2b' },
  { name: 'maroon', hex: '#6b1d2c' },
  { name: 'green', hex: '#2c5e47' },
  { name: 'champagne', hex: '#c9b68f' },
  { name: 'yellow', hex: '#e0ad1f' },
];

/** The colours each body is painted in, commonest first (buses, lorries and tuk-tuks differ). */
const CAR_COLOURS = ['white', 'silver', 'black', 'grey', 'blue', 'red'];
export const DEMO_BODY_COLOURS: Record<DemoBodyType, readonly string[]> = {
  sedan: CAR_COLOURS,
  hatchback: CAR_COLOURS,
  suv: CAR_COLOURS,
  van: CAR_COLOURS,
  pickup: CAR_COLOURS,
  lorry: ['white', 'blue', 'green', 'red'],
  bus: ['white', 'blue', 'yellow', 'red'],
  motorbike: ['black', 'red', 'blue', 'grey', 'white'],
  'three-wheeler': ['red', 'maroon', 'green', 'blue', 'black'],
};

/**
 * Photo "angles": four full views (roadside by day, the other side in front of a house, the other
 * side at dusk, a studio shot) and two close-ups (the front and the rear). A listing's first photo
 * is always a full view.
 */
export const DEMO_ANGLES = ['day', 'street', 'evening', 'studio', 'front', 'rear'] as const;
export type DemoAngle = (typeof DEMO_ANGLES)[number];
export const DEMO_FULL_VIEW_ANGLES: readonly DemoAngle[] = ['day', 'street', 'evening', 'studio'];

export const DEMO_IMAGE_WIDTH = 1280;
export const DEMO_IMAGE_HEIGHT = 960;

export interface DemoImage {
  body: DemoBodyType;
  colour: string;
  angle: DemoAngle;
  /** Storage key of each variant, by width. */
  variants: ImageVariants;
  /** Size of the largest variant. */
  width: number;
  height: number;
}

export interface DemoImagePoolOptions {
  /** Body types to draw; all by default. */
  bodies?: readonly DemoBodyType[];
  /** At most this many colours per body, commonest first; all of `DEMO_BODY_COLOURS` by default. */
  colours?: number;
  /** Angles to draw; all by default. */
  angles?: readonly DemoAngle[];
}

export function demoImageKey(
  body: DemoBodyType,
  colour: string,
  angle: DemoAngle,
  width: number,
): string {
  return `demo/${body}-${colour}-${angle}-${width}.webp`;
}

/** The descriptors of the pool (no rendering): what listings may reference. */
export function demoImagePool(options: DemoImagePoolOptions = {}): DemoImage[] {
  const bodies = options.bodies ?? DEMO_BODY_TYPES;
  const angles = options.angles ?? DEMO_ANGLES;
  const pool: DemoImage[] = [];
  for (const body of bodies) {
    const colours = DEMO_BODY_COLOURS[body];
    for (const colour of colours.slice(0, Math.max(1, options.colours ?? colours.length))) {
      for (const angle of angles) {
        const variants = Object.fromEntries(
          IMAGE_VARIANT_WIDTHS.map((w) => [String(w), demoImageKey(body, colour, angle, w)]),
        ) as ImageVariants;
        pool.push({
          body,
          colour,
          angle,
          variants,
          width: DEMO_IMAGE_WIDTH,
          height: DEMO_IMAGE_HEIGHT,
        });
      }
    }
  }
  return pool;
}

export interface GenerateDemoImagesOptions {
  /** WebP quality, 1-100. */
  quality?: number;
  /** Images rendered at the same time; one per CPU core by default. */
  concurrency?: number;
}

export interface GenerateDemoImagesResult {
  files: number;
  bytes: number;
  ms: number;
}

/** Renders every image of the pool at every variant width and writes it to the sink. */
export async function generateDemoImages(
  sink: MediaSink,
  pool: readonly DemoImage[],
  options: GenerateDemoImagesOptions = {},
): Promise<GenerateDemoImagesResult> {
  const started = performance.now();
  const quality = options.quality ?? 74;
  const concurrency = Math.max(1, options.concurrency ?? availableParallelism());
  let files = 0;
  let bytes = 0;
  let next = 0;
  const worker = async () => {
    while (next < pool.length) {
      const image = pool[next++];
      if (!image) break;
      for (const [width, data] of await renderDemoImage(image, quality)) {
        await sink.put(image.variants[`${width}`], data);
        files += 1;
        bytes += data.length;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, pool.length) }, worker));
  return { files, bytes, ms: Math.round(performance.now() - started) };
}

/** One image at every variant width, largest first. */
export async function renderDemoImage(
  image: Pick<DemoImage, 'body' | 'colour' | 'angle'>,
  quality = 74,
): Promise<Array<[ImageVariantWidth, Buffer]>> {
  const colour = DEMO_COLOURS.find((c) => c.name === image.colour) ?? DEMO_COLOURS[0]!;
  const svg = Buffer.from(demoImageSvg(image.body, colour.hex, image.angle));
  // Rasterising the vector at each width is cheaper than rasterising once and resizing, and keeps
  // the small variants sharp. No alpha channel: the photos are opaque.
  const widths = [...IMAGE_VARIANT_WIDTHS].sort((a, b) => b - a);
  return Promise.all(
    widths.map(async (width): Promise<[ImageVariantWidth, Buffer]> => {
      const data = await sharp(svg, { density: (72 * width) / DEMO_IMAGE_WIDTH })
        .removeAlpha()
        .webp({ quality, effort: 2 })
        .toBuffer();
      return [width, data];
    }),
  );
}

// ── Drawing ─────────────────────────────────────────────────────────────────────────────────────

/** Ground line where the tyres touch, in the 1280 × 960 canvas. */
const GROUND = 772;

function clampByte(n: number): number {
  return Math.max(0, Math.min(255, Math.round(n)));
}

function parseHex(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes a colour toward white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const [r, g, b] = parseHex(hex);
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  const mix = (c: number) => clampByte(c + (target - c) * t);
  return `#${[mix(r), mix(g), mix(b)].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

interface Wheel {
  cx: number;
  r: number;
}

/**
 * The underside of a body from the front bottom corner to the rear one, with an arch over each
 * wheel (listed front to back).
 */
function underside(bottom: number, wheels: Wheel[], rearX: number): string {
  let d = '';
  for (const wheel of wheels) {
    const cy = GROUND - wheel.r;
    const arch = wheel.r + 12;
    const dy = bottom - cy;
    const dx = Math.sqrt(Math.max(0, arch * arch - dy * dy));
    const large = dy > 0 ? 1 : 0;
    d += ` L ${(wheel.cx + dx).toFixed(1)} ${bottom} A ${arch} ${arch} 0 ${large} 0 ${(wheel.cx - dx).toFixed(1)} ${bottom}`;
  }
  return `${d} L ${rearX} ${bottom} Z`;
}

/** Paint gradients and glass shared by every body. */
function paintDefs(hex: string): string {
  const light = luminance(hex);
  return `
  <linearGradient id="paint" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${shade(hex, 0.28)}"/>
    <stop offset="0.38" stop-color="${shade(hex, light > 0.8 ? 0.05 : 0.1)}"/>
    <stop offset="0.55" stop-color="${hex}"/>
    <stop offset="1" stop-color="${shade(hex, -0.42)}"/>
  </linearGradient>
  <linearGradient id="glass" x1="0" y1="0" x2="0.3" y2="1">
    <stop offset="0" stop-color="#5d6f80"/>
    <stop offset="0.5" stop-color="#27323d"/>
    <stop offset="1" stop-color="#151b21"/>
  </linearGradient>
  <linearGradient id="chrome" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#f4f6f8"/>
    <stop offset="0.5" stop-color="#aab1b8"/>
    <stop offset="1" stop-color="#e1e5e9"/>
  </linearGradient>
  <radialGradient id="rim" cx="0.45" cy="0.4" r="0.65">
    <stop offset="0" stop-color="#eef1f4"/>
    <stop offset="0.7" stop-color="#a9b0b8"/>
    <stop offset="1" stop-color="#6e767e"/>
  </radialGradient>
  <radialGradient id="lamp" cx="0.4" cy="0.4" r="0.7">
    <stop offset="0" stop-color="#ffffff"/>
    <stop offset="0.6" stop-color="#e8eef3"/>
    <stop offset="1" stop-color="#a9b4be"/>
  </radialGradient>
  <linearGradient id="tail" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#ff5a4f"/>
    <stop offset="1" stop-color="#98121a"/>
  </linearGradient>
  <radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="#000" stop-opacity="0.55"/>
    <stop offset="0.6" stop-color="#000" stop-opacity="0.28"/>
    <stop offset="1" stop-color="#000" stop-opacity="0"/>
  </radialGradient>`;
}

function wheel(cx: number, r: number, spokes = 5): string {
  const cy = GROUND - r;
  const rim = r * 0.64;
  let spokeShapes = '';
  for (let i = 0; i < spokes; i++) {
    const angle = (360 / spokes) * i + 18;
    spokeShapes += `<path d="M ${cx - rim * 0.09} ${cy} L ${cx - rim * 0.16} ${cy - rim * 0.9} L ${cx + rim * 0.16} ${cy - rim * 0.9} L ${cx + rim * 0.09} ${cy} Z" fill="url(#rim)" transform="rotate(${angle} ${cx} ${cy})"/>`;
  }
  return `<g>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="#1b1c1e"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.93}" fill="none" stroke="#2c2e31" stroke-width="${r * 0.05}"/>
    <circle cx="${cx}" cy="${cy}" r="${rim}" fill="#2a2d31"/>
    <circle cx="${cx}" cy="${cy}" r="${rim * 0.72}" fill="#4a4f55"/>
    ${spokeShapes}
    <circle cx="${cx}" cy="${cy}" r="${rim}" fill="none" stroke="url(#rim)" stroke-width="${r * 0.07}"/>
    <circle cx="${cx}" cy="${cy}" r="${rim * 0.2}" fill="#c9ced3" stroke="#7d848b" stroke-width="2"/>
  </g>`;
}

/** A spoked motorbike wheel: thin tyre, wire spokes or a cast rim, a brake disc. */
function bikeWheel(cx: number, r: number, disc: boolean): string {
  const cy = GROUND - r;
  let spokes = '';
  for (let i = 0; i < 6; i++) {
    spokes += `<rect x="${cx - 3.5}" y="${cy - r * 0.76}" width="7" height="${r * 0.76}" rx="3" fill="#3a3d41" transform="rotate(${i * 60 + 10} ${cx} ${cy})"/>`;
  }
  return `<g>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="#1b1c1e"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.8}" fill="#f1f3f5" fill-opacity="0.12"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="none" stroke="#2f3236" stroke-width="8"/>
    ${spokes}
    ${disc ? `<circle cx="${cx}" cy="${cy}" r="${r * 0.42}" fill="url(#rim)" fill-opacity="0.9"/>` : ''}
    <circle cx="${cx}" cy="${cy}" r="${r * 0.12}" fill="#c9ced3" stroke="#6b7178" stroke-width="2"/>
  </g>`;
}

/** The dark wheel well seen above a tyre, behind the body. */
function wheelWell(bottom: number, wheel: Wheel): string {
  const cy = GROUND - wheel.r;
  const arch = wheel.r + 11;
  const dy = bottom - cy;
  const dx = Math.sqrt(Math.max(0, arch * arch - dy * dy));
  const large = dy > 0 ? 1 : 0;
  return `<path d="M ${(wheel.cx - dx).toFixed(1)} ${bottom} A ${arch} ${arch} 0 ${large} 1 ${(wheel.cx + dx).toFixed(1)} ${bottom} Z" fill="#141517"/>`;
}

function wheelSet(bottom: number, list: Wheel[], spokes = 5): string {
  return list.map((w) => wheelWell(bottom, w) + wheel(w.cx, w.r, spokes)).join('');
}

function groundShadow(x1: number, x2: number, depth = 26): string {
  const cx = (x1 + x2) / 2;
  const rx = (x2 - x1) / 2 + 40;
  return `<ellipse cx="${cx}" cy="${GROUND + 2}" rx="${rx}" ry="${depth}" fill="url(#shadow)"/>`;
}

/** Soft reflections on the paint, clipped to the body outline. */
function paintShading(bodyPath: string, beltline: number, top: number): string {
  return `<clipPath id="bodyClip"><path d="${bodyPath}"/></clipPath>
  <g clip-path="url(#bodyClip)">
    <rect x="0" y="${beltline + 18}" width="1280" height="14" fill="#fff" opacity="0.22"/>
    <rect x="0" y="${beltline + 32}" width="1280" height="6" fill="#fff" opacity="0.08"/>
    <rect x="0" y="${top}" width="1280" height="10" fill="#fff" opacity="0.18"/>
    <rect x="0" y="${GROUND - 118}" width="1280" height="120" fill="#000" opacity="0.12"/>
  </g>`;
}

function glassReflection(clipId: string, path: string, x: number, y: number): string {
  return `<clipPath id="${clipId}"><path d="${path}"/></clipPath>
  <g clip-path="url(#${clipId})" opacity="0.16">
    <path d="M ${x} ${y + 200} L ${x + 140} ${y - 40} L ${x + 210} ${y - 40} L ${x + 70} ${y + 200} Z" fill="#fff"/>
    <path d="M ${x + 260} ${y + 200} L ${x + 400} ${y - 40} L ${x + 430} ${y - 40} L ${x + 290} ${y + 200} Z" fill="#fff"/>
  </g>`;
}

function sedan(hex: string): string {
  const wheels = [
    { cx: 912, r: 80 },
    { cx: 392, r: 80 },
  ];
  const body =
    'M 192 700 L 186 642 Q 184 592 206 574 L 236 552 Q 248 540 272 538 L 412 530 ' +
    'C 470 472 508 442 562 428 Q 612 418 682 418 Q 742 420 778 442 L 880 526 ' +
    'Q 894 536 918 538 L 1036 552 Q 1078 560 1090 590 L 1098 642 Q 1100 690 1080 700' +
    underside(700, wheels, 192);
  const glass =
    'M 446 526 C 492 478 524 456 568 446 Q 614 436 680 436 Q 730 438 760 456 L 846 528 Z';
  return `${groundShadow(186, 1100)}
  ${wheelSet(700, wheels)}
  <path d="${body}" fill="url(#paint)" stroke="${shade(hex, -0.5)}" stroke-width="2"/>
  ${paintShading(body, 530, 418)}
  <path d="${glass}" fill="url(#glass)"/>
  ${glassReflection('glassClip', glass, 520, 440)}
  <path d="M 652 436 L 672 436 L 672 530 L 656 530 Z" fill="${shade(hex, -0.55)}"/>
  <path d="M 500 472 L 512 462 L 518 528 L 504 528 Z" fill="${shade(hex, -0.55)}"/>
  <path d="M 666 540 L 664 690 M 866 540 Q 850 600 822 640 M 508 534 Q 494 600 494 640" stroke="${shade(hex, -0.45)}" stroke-width="3" fill="none"/>
  <rect x="600" y="566" width="38" height="9" rx="4" fill="${shade(hex, -0.35)}"/>
  <rect x="800" y="566" width="38" height="9" rx="4" fill="${shade(hex, -0.35)}"/>
  <path d="M 842 508 L 878 506 L 884 528 L 848 530 Z" fill="${shade(hex, -0.3)}"/>
  <path d="M 1040 560 Q 1074 564 1088 590 L 1052 590 Q 1040 576 1040 560 Z" fill="url(#lamp)" stroke="#6d757d" stroke-width="2"/>
  <path d="M 192 578 L 226 560 L 232 592 L 190 598 Z" fill="url(#tail)"/>
  <path d="M 1060 642 L 1098 646 L 1096 676 L 1062 672 Z" fill="#2b2e33" opacity="0.7"/>
  <path d="M 540 694 L 820 694" stroke="${shade(hex, -0.5)}" stroke-width="6"/>`;
}

function hatchback(hex: string): string {
  const wheels = [
    { cx: 880, r: 78 },
    { cx: 382, r: 78 },
  ];
  const body =
    'M 242 700 L 236 640 Q 232 580 246 528 L 286 452 Q 302 428 342 424 ' +
    'Q 520 398 664 410 Q 730 418 768 446 L 876 534 Q 890 544 912 547 L 1004 560 ' +
    'Q 1046 568 1056 598 L 1062 648 Q 1064 694 1042 700' +
    underside(700, wheels, 242);
  const glass =
    'M 300 470 Q 314 446 348 442 Q 520 418 660 428 Q 716 434 748 458 L 842 532 L 318 528 Z';
  return `${groundShadow(236, 1064)}
  ${wheelSet(700, wheels)}
  <path d="${body}" fill="url(#paint)" stroke="${shade(hex, -0.5)}" stroke-width="2"/>
  ${paintShading(body, 532, 412)}
  <path d="${glass}" fill="url(#glass)"/>
  ${glassReflection('glassClip', glass, 470, 430)}
  <path d="M 414 428 L 438 426 L 450 530 L 426 530 Z" fill="${shade(hex, -0.55)}"/>
  <path d="M 636 426 L 656 426 L 654 532 L 638 532 Z" fill="${shade(hex, -0.55)}"/>
  <path d="M 648 542 L 646 690 M 846 542 Q 830 600 806 644 M 450 538 Q 466 600 470 640" stroke="${shade(hex, -0.45)}" stroke-width="3" fill="none"/>
  <rect x="584" y="568" width="36" height="9" rx="4" fill="${shade(hex, -0.35)}"/>
  <rect x="780" y="568" width="36" height="9" rx="4" fill="${shade(hex, -0.35)}"/>
  <path d="M 818 512 L 852 510 L 858 532 L 824 534 Z" fill="${shade(hex, -0.3)}"/>
  <path d="M 1004 568 Q 1040 572 1054 598 L 1018 598 Q 1006 584 1004 568 Z" fill="url(#lamp)" stroke="#6d757d" stroke-width="2"/>
  <path d="M 246 536 L 270 500 L 272 560 L 240 570 Z" fill="url(#tail)"/>
  <path d="M 1024 650 L 1062 654 L 1060 680 L 1026 676 Z" fill="#2b2e33" opacity="0.7"/>`;
}

function suv(hex: string): string {
  const wheels = [
    { cx: 908, r: 92 },
    { cx: 382, r: 92 },
  ];
  const body =
    'M 206 692 L 200 560 Q 198 470 212 418 Q 222 362 262 352 L 716 340 Q 762 342 792 372 ' +
    'L 880 476 Q 892 488 914 490 L 1048 506 Q 1086 514 1092 548 L 1098 636 Q 1100 686 1078 692' +
    underside(692, wheels, 206);
  const glass = 'M 238 486 L 246 388 Q 252 370 274 369 L 710 358 Q 746 360 770 386 L 858 486 Z';
  return `${groundShadow(198, 1100, 30)}
  ${wheelSet(692, wheels, 6)}
  <path d="${body}" fill="url(#paint)" stroke="${shade(hex, -0.5)}" stroke-width="2"/>
  ${paintShading(body, 492, 350)}
  <path d="${glass}" fill="url(#glass)"/>
  ${glassReflection('glassClip', glass, 470, 380)}
  <path d="M 370 362 L 400 362 L 404 488 L 372 488 Z" fill="${shade(hex, -0.55)}"/>
  <path d="M 612 360 L 634 360 L 632 488 L 614 488 Z" fill="${shade(hex, -0.55)}"/>
  <rect x="262" y="330" width="440" height="12" rx="5" fill="#2a2d31"/>
  <rect x="300" y="338" width="12" height="10" fill="#2a2d31"/>
  <rect x="660" y="338" width="12" height="10" fill="#2a2d31"/>
  <path d="M 624 500 L 622 684 M 850 500 Q 840 580 808 620 M 404 500 Q 412 560 470 590" stroke="${shade(hex, -0.45)}" stroke-width="3" fill="none"/>
  <rect x="560" y="520" width="40" height="10" rx="4" fill="${shade(hex, -0.35)}"/>
  <rect x="770" y="520" width="40" height="10" rx="4" fill="${shade(hex, -0.35)}"/>
  <path d="M 820 456 L 860 454 L 866 482 L 826 484 Z" fill="${shade(hex, -0.3)}"/>
  <path d="M 1040 512 Q 1080 516 1090 546 L 1050 548 Q 1040 530 1040 512 Z" fill="url(#lamp)" stroke="#6d757d" stroke-width="2"/>
  <path d="M 204 430 L 222 430 L 222 500 L 202 500 Z" fill="url(#tail)"/>
  <path d="M 206 600 Q 240 584 280 600" stroke="#222" stroke-width="0" fill="none"/>
  <rect x="196" y="640" width="900" height="14" fill="#2a2d31" opacity="0.65"/>
  <path d="M 188 470 Q 170 470 170 540 Q 170 612 188 612 L 202 612 L 202 470 Z" fill="#1f2124"/>`;
}

function van(hex: string): string {
  const wheels = [
    { cx: 930, r: 80 },
    { cx: 410, r: 80 },
  ];
  const body =
    'M 176 700 L 170 330 Q 172 262 222 258 L 896 250 Q 946 252 972 298 L 1038 468 ' +
    'Q 1048 488 1070 498 L 1086 518 Q 1100 540 1100 584 L 1102 652 Q 1102 696 1080 700' +
    underside(700, wheels, 176);
  const windows =
    'M 200 300 Q 202 282 222 282 L 372 280 L 372 450 L 200 452 Z ' +
    'M 392 280 L 620 277 L 620 450 L 392 450 Z ' +
    'M 640 276 L 840 274 L 840 450 L 640 450 Z';
  const front = 'M 862 274 L 900 274 Q 930 276 946 306 L 1010 462 L 862 460 Z';
  return `${groundShadow(170, 1102)}
  ${wheelSet(700, wheels)}
  <path d="${body}" fill="url(#paint)" stroke="${shade(hex, -0.5)}" stroke-width="2"/>
  ${paintShading(body, 462, 256)}
  <path d="${windows}" fill="url(#glass)"/>
  <path d="${front}" fill="url(#glass)"/>
  ${glassReflection('glassClip', windows, 400, 290)}
  <path d="M 630 470 L 630 690 M 852 470 L 852 620 Q 852 640 840 650 M 176 470 L 176 470" stroke="${shade(hex, -0.45)}" stroke-width="3" fill="none"/>
  <path d="M 382 462 L 640 462" stroke="${shade(hex, -0.45)}" stroke-width="3" fill="none"/>
  <rect x="590" y="500" width="30" height="9" rx="4" fill="${shade(hex, -0.35)}"/>
  <rect x="870" y="500" width="36" height="9" rx="4" fill="${shade(hex, -0.35)}"/>
  <path d="M 1000 430 L 1034 428 L 1040 458 L 1006 460 Z" fill="${shade(hex, -0.3)}"/>
  <path d="M 1060 520 Q 1090 524 1098 556 L 1066 558 Q 1058 540 1060 520 Z" fill="url(#lamp)" stroke="#6d757d" stroke-width="2"/>
  <path d="M 172 480 L 190 480 L 190 560 L 172 560 Z" fill="url(#tail)"/>
  <rect x="172" y="640" width="930" height="14" fill="#2a2d31" opacity="0.6"/>`;
}

function pickup(hex: string): string {
  const wheels = [
    { cx: 918, r: 88 },
    { cx: 392, r: 88 },
  ];
  const body =
    'M 186 694 L 180 520 Q 180 504 198 504 L 568 504 L 578 392 Q 582 372 604 370 ' +
    'L 770 364 Q 802 366 820 390 L 900 488 Q 910 498 932 500 L 1060 514 Q 1092 522 1096 556 ' +
    'L 1100 640 Q 1102 688 1080 694' +
    underside(694, wheels, 186);
  const glass = 'M 600 488 L 606 398 Q 610 386 626 386 L 766 380 Q 790 382 806 400 L 878 488 Z';
  return `${groundShadow(180, 1102, 30)}
  ${wheelSet(694, wheels, 6)}
  <path d="${body}" fill="url(#paint)" stroke="${shade(hex, -0.5)}" stroke-width="2"/>
  ${paintShading(body, 500, 370)}
  <path d="${glass}" fill="url(#glass)"/>
  ${glassReflection('glassClip', glass, 600, 380)}
  <path d="M 714 382 L 734 382 L 732 490 L 714 490 Z" fill="${shade(hex, -0.55)}"/>
  <path d="M 572 508 L 570 690 M 726 500 L 724 690 M 870 500 Q 860 580 830 620 M 200 520 L 200 680" stroke="${shade(hex, -0.45)}" stroke-width="3" fill="none"/>
  <rect x="186" y="498" width="380" height="10" rx="3" fill="${shade(hex, -0.3)}"/>
  <rect x="668" y="520" width="36" height="9" rx="4" fill="${shade(hex, -0.35)}"/>
  <rect x="828" y="520" width="36" height="9" rx="4" fill="${shade(hex, -0.35)}"/>
  <path d="M 846 470 L 884 468 L 890 494 L 852 496 Z" fill="${shade(hex, -0.3)}"/>
  <path d="M 1050 522 Q 1086 526 1094 556 L 1056 558 Q 1048 540 1050 522 Z" fill="url(#lamp)" stroke="#6d757d" stroke-width="2"/>
  <path d="M 182 522 L 198 522 L 198 592 L 182 592 Z" fill="url(#tail)"/>
  <rect x="184" y="644" width="914" height="14" fill="#2a2d31" opacity="0.6"/>`;
}

function lorry(hex: string): string {
  const wheels = [
    { cx: 946, r: 74 },
    { cx: 404, r: 74 },
  ];
  const cab =
    'M 830 702 L 830 330 Q 832 298 862 296 L 1030 298 Q 1072 300 1082 340 L 1098 470 ' +
    'L 1102 648 Q 1102 700 1080 702' +
    underside(702, wheels.slice(0, 1), 830);
  const cabGlass = 'M 852 326 L 1028 326 Q 1054 328 1060 356 L 1076 468 L 852 468 Z';
  let ribs = '';
  for (let x = 246; x < 800; x += 80) {
    ribs += `<rect x="${x}" y="250" width="6" height="360" fill="#8d959d" opacity="0.6"/>`;
  }
  return `${groundShadow(166, 1102)}
  <rect x="180" y="612" width="920" height="40" fill="#26282b"/>
  ${wheelWell(702, wheels[0]!)}
  <path d="M 300 652 L 300 640 Q 300 612 330 612 L 478 612 Q 508 612 508 640 L 508 652 Z" fill="#1b1c1e"/>
  ${wheel(404, 74, 8)}${wheel(946, 74, 8)}
  <defs><linearGradient id="box" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#f3f5f6"/><stop offset="1" stop-color="#b7bec5"/>
  </linearGradient></defs>
  <rect x="166" y="250" width="640" height="372" fill="url(#box)" stroke="#858d95" stroke-width="3"/>
  ${ribs}
  <rect x="166" y="250" width="640" height="14" fill="#9aa2aa"/>
  <rect x="166" y="600" width="640" height="22" fill="#858d95"/>
  <path d="M 166 436 L 806 436" stroke="#8d959d" stroke-width="3" opacity="0.6"/>
  <path d="${cab}" fill="url(#paint)" stroke="${shade(hex, -0.5)}" stroke-width="2"/>
  ${paintShading(cab, 478, 300)}
  <path d="${cabGlass}" fill="url(#glass)"/>
  ${glassReflection('glassClip', cabGlass, 880, 330)}
  <path d="M 848 480 L 1000 480 L 1004 660" stroke="${shade(hex, -0.45)}" stroke-width="3" fill="none"/>
  <rect x="870" y="500" width="36" height="9" rx="4" fill="${shade(hex, -0.35)}"/>
  <path d="M 1070 560 L 1100 560 L 1102 612 L 1072 612 Z" fill="url(#lamp)" stroke="#6d757d" stroke-width="2"/>
  <rect x="168" y="560" width="14" height="36" fill="url(#tail)"/>
  <rect x="1062" y="330" width="10" height="120" rx="4" fill="#2a2d31"/>`;
}

function bus(hex: string): string {
  const wheels = [
    { cx: 906, r: 80 },
    { cx: 372, r: 80 },
  ];
  const body =
    'M 146 700 L 140 300 Q 142 236 202 232 L 1020 228 Q 1072 230 1092 282 L 1120 470 ' +
    'L 1130 640 Q 1130 698 1106 700' +
    underside(700, wheels, 146);
  let windows = '';
  for (let i = 0; i < 7; i++) {
    const x = 172 + i * 112;
    windows += `M ${x} 268 L ${x + 100} 268 L ${x + 100} 440 L ${x} 440 Z `;
  }
  const front = 'M 980 266 L 1030 266 Q 1062 268 1072 300 L 1100 460 L 980 460 Z';
  return `${groundShadow(140, 1130)}
  ${wheelSet(700, wheels)}
  <path d="${body}" fill="url(#paint)" stroke="${shade(hex, -0.5)}" stroke-width="2"/>
  ${paintShading(body, 452, 232)}
  <rect x="140" y="560" width="990" height="18" fill="#ffffff" opacity="${luminance(hex) > 0.8 ? 0 : 0.55}"/>
  <rect x="140" y="560" width="990" height="18" fill="${shade(hex, -0.6)}" opacity="${luminance(hex) > 0.8 ? 0.5 : 0}"/>
  <path d="${windows}" fill="url(#glass)"/>
  <path d="${front}" fill="url(#glass)"/>
  ${glassReflection('glassClip', windows, 300, 290)}
  <path d="M 990 478 L 990 690" stroke="${shade(hex, -0.45)}" stroke-width="3" fill="none"/>
  <path d="M 1080 520 L 1122 520 L 1126 560 L 1084 560 Z" fill="url(#lamp)" stroke="#6d757d" stroke-width="2"/>
  <rect x="142" y="470" width="14" height="70" fill="url(#tail)"/>
  <rect x="140" y="644" width="990" height="14" fill="#2a2d31" opacity="0.6"/>`;
}

function motorbike(hex: string): string {
  const rear = 392;
  const front = 892;
  const r = 112;
  const cy = GROUND - r;
  return `${groundShadow(270, 1010, 22)}
  ${bikeWheel(rear, r, false)}${bikeWheel(front, r, true)}
  <path d="M ${rear} ${cy} L 560 600" stroke="#2f3236" stroke-width="22" stroke-linecap="round"/>
  <path d="M 612 676 Q 520 690 430 640 L 300 600" stroke="url(#chrome)" stroke-width="20" stroke-linecap="round" fill="none"/>
  <path d="M 288 596 L 350 610" stroke="#3b3f44" stroke-width="26" stroke-linecap="round"/>
  <rect x="540" y="556" width="170" height="120" rx="22" fill="#4a4f55"/>
  <path d="M 552 580 L 698 580 M 552 604 L 698 604 M 552 628 L 698 628" stroke="#2a2d31" stroke-width="6"/>
  <circle cx="640" cy="650" r="26" fill="#9aa1a8"/>
  <path d="M 810 430 L 560 566" stroke="#2f3236" stroke-width="20" stroke-linecap="round"/>
  <path d="M 828 440 L ${front} ${cy}" stroke="url(#chrome)" stroke-width="18" stroke-linecap="round"/>
  <path d="M 842 436 L ${front + 12} ${cy - 6}" stroke="#c6ccd2" stroke-width="8" stroke-linecap="round"/>
  <path d="M 380 510 L 560 470 L 600 520 L 580 556 L 430 560 Q 380 552 380 510 Z" fill="url(#paint)" stroke="${shade(hex, -0.5)}" stroke-width="2"/>
  <path d="M 584 470 Q 620 418 708 416 Q 796 418 822 456 L 806 522 Q 700 536 596 520 Z" fill="url(#paint)" stroke="${shade(hex, -0.5)}" stroke-width="2"/>
  <path d="M 618 452 Q 690 430 780 440" stroke="#fff" stroke-width="8" opacity="0.35" fill="none" stroke-linecap="round"/>
  <path d="M 396 498 Q 470 470 590 468 L 600 490 Q 500 498 400 514 Z" fill="#1d1f22"/>
  <path d="M ${front - r - 10} ${cy - 30} Q ${front} ${cy - r - 34} ${front + r + 6} ${cy - 40}" stroke="url(#paint)" stroke-width="18" fill="none" stroke-linecap="round"/>
  <path d="M ${rear - 20} ${cy - r - 18} Q ${rear - 90} ${cy - r - 12} ${rear - 120} ${cy - 60}" stroke="url(#paint)" stroke-width="16" fill="none" stroke-linecap="round"/>
  <path d="M 360 500 L 392 500 L 392 522 L 366 522 Z" fill="url(#tail)"/>
  <path d="M 790 400 L 846 392" stroke="#1d1f22" stroke-width="12" stroke-linecap="round"/>
  <path d="M 770 404 L 800 400" stroke="#1d1f22" stroke-width="18" stroke-linecap="round"/>
  <path d="M 836 420 Q 900 410 908 470 L 872 492 Q 832 470 836 420 Z" fill="url(#paint)" stroke="${shade(hex, -0.5)}" stroke-width="2"/>
  <circle cx="896" cy="462" r="24" fill="url(#lamp)" stroke="#6d757d" stroke-width="3"/>
  <path d="M 840 396 L 860 360 L 880 366" stroke="#1d1f22" stroke-width="6" fill="none"/>`;
}

function threeWheeler(hex: string): string {
  const wheels = [
    { cx: 992, r: 54 },
    { cx: 370, r: 58 },
  ];
  const rearBody =
    'M 236 700 L 230 530 Q 232 506 256 504 L 560 504 L 560 700' +
    underside(700, [wheels[1]!], 236).replace(/^ L 560 700/, '');
  const floor = 'M 540 600 L 944 600 L 944 700 L 540 700 Z';
  const front =
    'M 918 700 L 936 560 Q 944 520 984 500 L 1030 490 Q 1060 500 1064 540 L 1072 640 ' +
    'Q 1074 690 1064 700' +
    underside(700, [wheels[0]!], 918);
  return `${groundShadow(226, 1074, 22)}
  ${wheelSet(700, wheels)}
  <path d="M 262 346 L 560 346 L 560 504 L 250 504 Q 244 420 262 346 Z" fill="#1d1f22"/>
  <path d="M 560 346 L 960 346 L 960 600 L 560 600 Z" fill="#1d1f22" opacity="0.12"/>
  <path d="M 586 430 Q 586 410 606 410 L 636 410 Q 652 410 652 430 L 656 566 L 590 566 Z" fill="#26272b"/>
  <path d="M 590 556 L 752 556 Q 770 556 770 574 L 770 600 L 590 600 Z" fill="#303236"/>
  <path d="M 600 424 L 640 424" stroke="#45474c" stroke-width="4"/>
  <path d="M 822 500 Q 822 484 838 484 L 852 484 Q 864 484 864 500 L 866 578 L 824 578 Z" fill="#26272b"/>
  <path d="M 816 572 L 900 572 L 900 600 L 816 600 Z" fill="#303236"/>
  <path d="M 700 346 L 700 420" stroke="#8a8f95" stroke-width="5"/>
  <path d="M 962 330 L 1010 330 L 1036 494 L 990 500 Z" fill="url(#glass)" stroke="#1d1f22" stroke-width="8"/>
  <path d="M 800 346 L 808 600" stroke="#1d1f22" stroke-width="10"/>
  <path d="M 900 430 L 960 420" stroke="#1d1f22" stroke-width="10" stroke-linecap="round"/>
  <path d="${rearBody}" fill="url(#paint)" stroke="${shade(hex, -0.5)}" stroke-width="2"/>
  <path d="${floor}" fill="url(#paint)" stroke="${shade(hex, -0.5)}" stroke-width="2"/>
  <path d="${front}" fill="url(#paint)" stroke="${shade(hex, -0.5)}" stroke-width="2"/>
  <path d="M 244 306 Q 250 290 290 288 L 980 296 Q 1016 300 1020 330 L 1020 346 L 244 346 Z" fill="#1b1c1e"/>
  <path d="M 260 300 L 1000 306" stroke="#3b3e42" stroke-width="4"/>
  <path d="M 236 560 L 560 560" stroke="#fff" stroke-width="10" opacity="0.25"/>
  <rect x="232" y="530" width="18" height="40" fill="url(#tail)"/>
  <circle cx="1056" cy="580" r="20" fill="url(#lamp)" stroke="#6d757d" stroke-width="3"/>
  <path d="M 1040 494 L 1060 480" stroke="#1d1f22" stroke-width="6"/>`;
}

const DRAW: Record<DemoBodyType, (hex: string) => string> = {
  sedan,
  hatchback,
  suv,
  van,
  pickup,
  lorry,
  bus,
  motorbike,
  'three-wheeler': threeWheeler,
};

function palms(baseY: number, fill: string, xs: number[]): string {
  return xs
    .map((x, i) => {
      const h = 150 + ((i * 37) % 70);
      const lean = i % 2 === 0 ? 16 : -14;
      const tx = x + lean;
      const ty = baseY - h;
      const fronds = [-160, -130, -100, -60, -25, 10, 45]
        .map((a) => {
          const rad = (a * Math.PI) / 180;
          const len = 78 + ((i + a) % 3) * 8;
          const ex = tx + Math.cos(rad) * len;
          const ey = ty + Math.abs(Math.sin(rad)) * -10 + 46 - Math.abs(Math.cos(rad)) * 6;
          const mx = tx + Math.cos(rad) * len * 0.5;
          const my = ty - 22 - Math.abs(Math.cos(rad)) * 8;
          return `<path d="M ${tx} ${ty} Q ${mx} ${my - 10} ${ex} ${ey} Q ${mx} ${my + 8} ${tx} ${ty + 8} Z" fill="${fill}"/>`;
        })
        .join('');
      return `<path d="M ${x - 6} ${baseY} Q ${x + lean * 0.4} ${baseY - h / 2} ${tx - 3} ${ty} L ${tx + 3} ${ty} Q ${x + lean * 0.4 + 6} ${baseY - h / 2} ${x + 6} ${baseY} Z" fill="${fill}"/>${fronds}`;
    })
    .join('');
}

function background(angle: DemoAngle): string {
  if (angle === 'studio' || angle === 'rear') {
    return `<defs>
      <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#d9dde2"/><stop offset="1" stop-color="#f1f3f5"/>
      </linearGradient>
      <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#c9ced4"/><stop offset="1" stop-color="#9ea5ad"/>
      </linearGradient>
      <radialGradient id="spot" cx="0.5" cy="0.5" r="0.5">
        <stop offset="0" stop-color="#fff" stop-opacity="0.7"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="1280" height="620" fill="url(#wall)"/>
    <rect y="620" width="1280" height="340" fill="url(#floor)"/>
    <ellipse cx="640" cy="420" rx="640" ry="260" fill="url(#spot)"/>
    <path d="M 0 620 L 1280 620" stroke="#b7bdc4" stroke-width="3"/>`;
  }
  if (angle === 'street') {
    let pillars = '';
    for (let x = 60; x < 1280; x += 230) {
      pillars += `<rect x="${x}" y="392" width="46" height="212" fill="#d8ccb2"/><rect x="${x - 6}" y="384" width="58" height="16" fill="#cbbd9f"/>`;
    }
    return `<defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#a9c3d9"/><stop offset="1" stop-color="#e4edf3"/>
      </linearGradient>
      <linearGradient id="road" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#8a8c8c"/><stop offset="1" stop-color="#5f6263"/>
      </linearGradient>
    </defs>
    <rect width="1280" height="600" fill="url(#sky)"/>
    <path d="M 0 330 Q 80 250 170 300 Q 240 220 330 290 Q 420 240 470 320 L 470 420 L 0 420 Z" fill="#4f7d4a"/>
    <path d="M 760 320 Q 840 230 940 290 Q 1030 220 1120 290 Q 1200 250 1280 300 L 1280 420 L 760 420 Z" fill="#5b8a52"/>
    <path d="M 470 250 L 640 170 L 810 250 Z" fill="#a4553f"/>
    <rect x="500" y="250" width="280" height="160" fill="#efe6d2"/>
    <rect x="540" y="290" width="60" height="60" fill="#5d6f80"/><rect x="680" y="290" width="60" height="60" fill="#5d6f80"/>
    <rect y="400" width="1280" height="204" fill="#e9e0cc"/>
    <rect y="400" width="1280" height="10" fill="#d3c6a8"/>
    ${pillars}
    <rect y="596" width="1280" height="22" fill="#bdb6a6"/>
    <rect y="618" width="1280" height="342" fill="url(#road)"/>`;
  }
  if (angle === 'evening') {
    return `<defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#6f8fc0"/><stop offset="0.55" stop-color="#e9b48c"/><stop offset="1" stop-color="#f6d6a8"/>
      </linearGradient>
      <linearGradient id="road" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#6d6663"/><stop offset="1" stop-color="#4a4543"/>
      </linearGradient>
    </defs>
    <rect width="1280" height="600" fill="url(#sky)"/>
    <circle cx="1040" cy="470" r="60" fill="#fbe3b8" opacity="0.8"/>
    <path d="M 0 540 Q 200 500 420 530 T 860 520 T 1280 530 L 1280 600 L 0 600 Z" fill="#7b6f74" opacity="0.65"/>
    ${palms(600, '#4d4149', [90, 300, 1180, 700])}
    <rect y="596" width="1280" height="22" fill="#a79c90"/>
    <rect y="618" width="1280" height="342" fill="url(#road)"/>
    <path d="M 0 880 L 1280 880" stroke="#e8d9a8" stroke-width="8" stroke-dasharray="90 70" opacity="0.7"/>`;
  }
  return `<defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#7fb6e6"/><stop offset="1" stop-color="#d9ecfa"/>
    </linearGradient>
    <linearGradient id="road" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#73787e"/><stop offset="1" stop-color="#4d5257"/>
    </linearGradient>
  </defs>
  <rect width="1280" height="600" fill="url(#sky)"/>
  <ellipse cx="260" cy="150" rx="120" ry="34" fill="#fff" opacity="0.75"/>
  <ellipse cx="340" cy="130" rx="90" ry="30" fill="#fff" opacity="0.75"/>
  <ellipse cx="980" cy="210" rx="140" ry="30" fill="#fff" opacity="0.6"/>
  <path d="M 0 520 Q 160 460 360 500 T 760 480 T 1280 500 L 1280 600 L 0 600 Z" fill="#8fb08c"/>
  <path d="M 0 560 Q 220 520 480 550 T 980 540 T 1280 550 L 1280 600 L 0 600 Z" fill="#5f8a5c"/>
  ${palms(590, '#3f6b43', [140, 1150])}
  <rect y="596" width="1280" height="22" fill="#c9c3b6"/>
  <rect y="618" width="1280" height="342" fill="url(#road)"/>
  <path d="M 0 880 L 1280 880" stroke="#f1f1ee" stroke-width="8" stroke-dasharray="90 70" opacity="0.8"/>`;
}

/** The SVG source of one pool image (1280 × 960). */
export function demoImageSvg(body: DemoBodyType, hex: string, angle: DemoAngle): string {
  const vehicle = DRAW[body](hex);
  // The street and evening shots show the other side; the studio stands the vehicle further back;
  // the close-ups enlarge the front or the rear.
  const placement: Record<DemoAngle, string> = {
    day: '',
    street: 'translate(1280 0) scale(-1 1)',
    evening: 'translate(1300 0) scale(-1 1)',
    studio: 'translate(64 40) scale(0.9)',
    front: 'translate(560 500) scale(1.75) translate(-860 -560)',
    rear: 'translate(1280 0) scale(-1 1) translate(560 500) scale(1.75) translate(-420 -560)',
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_IMAGE_WIDTH}" height="${DEMO_IMAGE_HEIGHT}" viewBox="0 0 1280 960">
  <defs>${paintDefs(hex)}</defs>
  ${background(angle)}
  <g transform="${placement[angle]}">${vehicle}</g>
</svg>`;
}
