import type { FileHandle } from 'node:fs/promises';

/**
 * What keeps the video check bounded (decision 105): how many boxes or elements it reads, how
 * deep it walks, and how long it may take, by a clock passed in so tests move time instead of
 * sleeping. Files are read through a small window, never whole.
 */

/** The file's structure could not be walked; it must be refused, never stored as it is. */
export class UnreadableVideoError extends Error {}

/** The file needs more boxes, depth, memory or time than an honest video does; refused. */
export class VideoTooComplexError extends Error {}

export interface VideoLimits {
  /** Box (MP4) or element (WebM) headers read, in all. */
  maxBoxes: number;
  /** How deep the walk may go below the top level. */
  maxDepth: number;
  /** How long the whole check may take, in milliseconds of `now`. */
  budgetMs: number;
  /** Milliseconds since any fixed moment. */
  now: () => number;
}

/**
 * MP4: a phone's video has a few dozen boxes; a fragmented one about ten per fragment, so 200,000
 * allow 20,000 fragments (a 200 MB recording cut every frame for ten minutes). WebM writes every
 * frame as an element: a two-hour, 200 MB screen recording has about 600,000. The deepest box a
 * player needs is 9 levels down (moov/trak/mdia/minf/stbl/stsd/mp4a/wave/esds), the deepest
 * element 5 (Segment/Tracks/TrackEntry/Video/Colour). 20 s is ten times what a 200 MB file takes
 * on our 2-core machine, and well inside the 30 s a browser waits for the answer.
 */
export const VIDEO_LIMITS = {
  isobmff: { maxBoxes: 200_000, maxDepth: 10 },
  webm: { maxBoxes: 2_000_000, maxDepth: 6 },
  budgetMs: 20_000,
} as const;

export type VideoContainer = 'isobmff' | 'webm';

export function videoLimits(
  container: VideoContainer,
  now: () => number = () => performance.now(),
): VideoLimits {
  return { ...VIDEO_LIMITS[container], budgetMs: VIDEO_LIMITS.budgetMs, now };
}

/** Counts what the walk reads and stops it, at once, past any limit. */
export class Bounds {
  private boxes = 0;
  private readonly deadline: number;

  constructor(private readonly limits: VideoLimits) {
    this.deadline = limits.now() + limits.budgetMs;
  }

  /** One more header read, `depth` levels below the top (0). */
  box(depth: number): void {
    this.boxes += 1;
    if (this.boxes > this.limits.maxBoxes) {
      throw new VideoTooComplexError(`More than ${this.limits.maxBoxes} boxes.`);
    }
    if (depth > this.limits.maxDepth) {
      throw new VideoTooComplexError(`Boxes nested more than ${this.limits.maxDepth} deep.`);
    }
    this.tick();
  }

  /** Fails once the time budget is spent; called between boxes and between copied blocks. */
  tick(): void {
    if (this.limits.now() > this.deadline) {
      throw new VideoTooComplexError(`Not checked within ${this.limits.budgetMs} ms.`);
    }
  }
}

const WINDOW_BYTES = 64 * 1024;

/**
 * Reads a file at any position through one 64 KB window, so walking many small headers costs one
 * read per window rather than one per header; larger reads go straight to the file.
 */
export class FileWindow {
  private window = Buffer.alloc(WINDOW_BYTES);
  private windowStart = 0;
  private windowLength = 0;

  constructor(
    private readonly file: FileHandle,
    readonly size: number,
  ) {}

  /** Exactly `length` bytes at `at` (a copy), or UnreadableVideoError when the file ends first. */
  async bytes(at: number, length: number): Promise<Buffer> {
    if (at < 0 || length < 0 || at + length > this.size) {
      throw new UnreadableVideoError('The file ends inside a box.');
    }
    if (length > WINDOW_BYTES / 2) return this.direct(at, length);
    return Buffer.from(await this.upTo(at, length));
  }

  /**
   * Up to `length` (at most 32 KB) bytes at `at`, fewer at the end of the file, for reading a
   * header: a view into the window, valid only until the next read.
   */
  async upTo(at: number, length: number): Promise<Buffer> {
    const wanted = Math.min(length, this.size - at);
    if (at < 0 || wanted < 0 || wanted > WINDOW_BYTES / 2) {
      throw new UnreadableVideoError('The file ends inside a box.');
    }
    if (at < this.windowStart || at + wanted > this.windowStart + this.windowLength) {
      const { bytesRead } = await this.file.read(this.window, 0, WINDOW_BYTES, at);
      this.windowStart = at;
      this.windowLength = bytesRead;
      if (bytesRead < wanted) throw new UnreadableVideoError('The file ends inside a box.');
    }
    const from = at - this.windowStart;
    return this.window.subarray(from, from + wanted);
  }

  /** Reads `length` bytes at `at` straight into `target` at `targetAt` (for copying). */
  async readInto(target: Buffer, targetAt: number, at: number, length: number): Promise<void> {
    const { bytesRead } = await this.file.read(target, targetAt, length, at);
    if (bytesRead !== length) throw new UnreadableVideoError('The file ends inside a box.');
  }

  /** Forgets the window after the file was written to. */
  invalidate(): void {
    this.windowLength = 0;
  }

  private async direct(at: number, length: number): Promise<Buffer> {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await this.file.read(buffer, 0, length, at);
    if (bytesRead !== length) throw new UnreadableVideoError('The file ends inside a box.');
    return buffer;
  }
}
