import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import {
  IMAGE_VARIANT_WIDTHS,
  type ImageVariants,
  type ImageVariantWidth,
} from '@carmarket/shared/media';
import type { MediaSink } from './media-sink';
import {
  DEMO_ANGLES,
  DEMO_BODY_COLOURS,
  DEMO_BODY_TYPES,
  DEMO_COLOURS,
  DEMO_IMAGE_HEIGHT,
  DEMO_IMAGE_WIDTH,
  type DemoAngle,
  type DemoBodyType,
} from './demo-image-kinds';
import { demoImageSvg } from './demo-image-svg';

/**
 * Demo listing photos, drawn as SVG side-view illustrations and rendered to WebP with sharp.
 * Nothing is downloaded. The pool is a fixed set of files (body × colour × angle) that every
 * demo listing shares, so its size does not grow with the number of listings.
 */

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
