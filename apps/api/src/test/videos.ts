import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';

const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

/**
 * Real videos made once with ffmpeg, 1 s of a 64 × 48 test pattern (the tests make more with
 * `makeVideo` below, and the app never runs ffmpeg):
 *
 * - `phone-video-with-location.mp4`: QuickTime keys as a phone writes them, moov first
 *   (`-movflags use_metadata_tags+faststart -metadata com.apple.quicktime.location.ISO6709=… -metadata
 *   com.apple.quicktime.make=AcmePhone … -metadata:s:v:0 handler_name=AcmeCam`);
 * - `camera-video-with-location.mov`: classic user data (©xyz, ©mak, ©mod), moov last
 *   (`-metadata location=… -metadata make=AcmePhone -metadata comment=SN-4C0FFEE-SERIAL …`).
 */
export function videoFixture(name: string): Promise<Buffer> {
  return readFile(path.join(fixturesDir, name));
}

/** What the fixtures say about where, with what and by whom they were shot. */
export const IDENTIFYING_STRINGS = [
  '+06.9271+079.8612',
  'com.apple.quicktime.location',
  'AcmePhone',
  'Acme X200',
  'AcmeOS',
  'SN-4C0FFEE',
  'AcmeCam',
  'Drive to Kandy',
];

export interface WalkedBox {
  /** `moov/trak/mdia`. */
  path: string;
  type: string;
  start: number;
  end: number;
  headerSize: number;
}

const CONTAINERS = new Set([
  'moov',
  'trak',
  'mdia',
  'minf',
  'stbl',
  'edts',
  'dinf',
  'mvex',
  'moof',
  'traf',
  'mfra',
]);

/**
 * The box tree of an MP4 or QuickTime file, walked independently of the app's scrubber; throws
 * when a box does not fit its parent, so a test that gets a list knows the tree is whole.
 */
export function walkBoxes(data: Buffer, start = 0, end = data.length, parent = ''): WalkedBox[] {
  const boxes: WalkedBox[] = [];
  let at = start;
  while (at < end) {
    if (end - at < 8) throw new Error(`${end - at} stray bytes at ${at}`);
    const size32 = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    const headerSize = size32 === 1 ? 16 : 8;
    const size = size32 === 1 ? Number(data.readBigUInt64BE(at + 8)) : size32 || end - at;
    if (size < headerSize || at + size > end) throw new Error(`${type} at ${at} does not fit`);
    const box = {
      path: parent ? `${parent}/${type}` : type,
      type,
      start: at,
      end: at + size,
      headerSize,
    };
    boxes.push(box);
    if (CONTAINERS.has(type)) boxes.push(...walkBoxes(data, at + headerSize, at + size, box.path));
    at += size;
  }
  return boxes;
}

/** The bytes of the boxes at `boxPath` (every one, in file order). */
export function boxBytes(data: Buffer, boxPath: string): Buffer[] {
  return walkBoxes(data)
    .filter((box) => box.path === boxPath)
    .map((box) => data.subarray(box.start, box.end));
}

// ── Building and changing boxes in tests ───────────────────────────────────────────────────────

export const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
export const u64 = (n: number) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(BigInt(n));
  return b;
};
export const text = (value: string) => Buffer.from(value, 'latin1');
/** An MP4 box: 32-bit size, four-letter type, payload. */
export const box = (type: string, ...payload: Buffer[]) => {
  const body = Buffer.concat(payload);
  return Buffer.concat([u32(8 + body.length), text(type), body]);
};

/** What a dashcam writes beside its pictures (Novatek-style `gps ` boxes). */
export const DASHCAM_SECRET = 'GPS fix +07.2906+080.6337 / serial ABC123XYZ';

/**
 * Inserts `inserted` as the last children of every box at `boxPath` (`moov`, `moov/trak/mdia`),
 * or at the top level before the first `mdat` when `boxPath` is '' — as a muxer would have
 * written it: the sizes of the boxes around it grow, and every chunk offset (stco/co64) and
 * fragment offset that now points further on is moved with it, so the result still plays.
 */
export function insertBoxes(data: Buffer, boxPath: string, inserted: Buffer): Buffer {
  const targets = walkBoxes(data).filter((b) =>
    boxPath === '' ? b.path === 'mdat' : b.path === boxPath,
  );
  if (targets.length === 0) throw new Error(`no ${boxPath || 'mdat'} box to insert into`);
  // Back to front, so earlier positions stay right while later ones are changed.
  let result = data;
  for (const target of [...targets].reverse()) {
    const at = boxPath === '' ? target.start : target.end;
    // The target and the boxes around it (none for a top-level insertion).
    const grown =
      boxPath === ''
        ? []
        : walkBoxes(result).filter(
            (b) =>
              b.start <= target.start &&
              b.end >= target.end &&
              (b.path === target.path || target.path.startsWith(`${b.path}/`)),
          );
    const moved = (position: number) => (position >= at ? position + inserted.length : position);
    const copy = Buffer.from(result);
    for (const b of grown) {
      if (b.headerSize === 16)
        copy.writeBigUInt64BE(BigInt(b.end - b.start + inserted.length), b.start + 8);
      else if (copy.readUInt32BE(b.start) !== 0)
        copy.writeUInt32BE(b.end - b.start + inserted.length, b.start);
    }
    for (const b of walkBoxes(result)) {
      const body = b.start + b.headerSize;
      if (b.type === 'stco' || b.type === 'co64') {
        const wide = b.type === 'co64';
        const count = copy.readUInt32BE(body + 4);
        for (let i = 0; i < count; i += 1) {
          const p = body + 8 + i * (wide ? 8 : 4);
          if (wide) copy.writeBigUInt64BE(BigInt(moved(Number(copy.readBigUInt64BE(p)))), p);
          else copy.writeUInt32BE(moved(copy.readUInt32BE(p)), p);
        }
      } else if (b.type === 'tfhd' && copy.readUInt32BE(body) & 0x1) {
        copy.writeBigUInt64BE(BigInt(moved(Number(copy.readBigUInt64BE(body + 8)))), body + 8);
      } else if (b.type === 'trun' && copy.readUInt32BE(body) & 0x1) {
        // Relative to the moof: it changes only when the insertion is inside this moof.
        const moof = walkBoxes(result).find(
          (m) => m.type === 'moof' && m.start <= b.start && m.end >= b.end,
        )!;
        if (moof.start < at && moof.end >= at)
          copy.writeInt32BE(copy.readInt32BE(body + 8) + inserted.length, body + 8);
      } else if (b.type === 'tfra') {
        const version = copy[body]!;
        const count = copy.readUInt32BE(body + 12);
        const sizes = copy.readUInt32BE(body + 8);
        const tail = ((sizes >> 4) & 3) + ((sizes >> 2) & 3) + (sizes & 3) + 3;
        for (let i = 0, p = body + 16; i < count; i += 1, p += (version ? 16 : 8) + tail) {
          if (version)
            copy.writeBigUInt64BE(BigInt(moved(Number(copy.readBigUInt64BE(p + 8)))), p + 8);
          else copy.writeUInt32BE(moved(copy.readUInt32BE(p + 4)), p + 4);
        }
      }
    }
    result = Buffer.concat([copy.subarray(0, at), inserted, copy.subarray(at)]);
  }
  return result;
}

// ── ffmpeg, for making test videos and proving they still play ─────────────────────────────────

const run = promisify(execFile);

async function ffmpeg(args: string[]): Promise<string> {
  try {
    const { stdout } = await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', ...args], {
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') {
      throw new Error('The video tests need ffmpeg: apt-get install -y ffmpeg (.ci/run does).', {
        cause: error,
      });
    }
    throw error;
  }
}

export type MadeVideo = 'mp4' | 'mov' | 'fragmented' | 'fragmented-absolute' | 'webm' | 'drone';

const MADE: Record<MadeVideo, { extension: string; args: string[] }> = {
  // moov after mdat, as ffmpeg and many cameras write it.
  mp4: {
    extension: 'mp4',
    args: ['-c:v', 'libx264', '-c:a', 'aac', '-movflags', '+use_metadata_tags'],
  },
  mov: {
    extension: 'mov',
    args: ['-c:v', 'libx264', '-c:a', 'aac', '-metadata', 'location=+06.9271+079.8612/'],
  },
  // Fragments whose offsets count from their moof (default-base-is-moof, as browsers write).
  fragmented: {
    extension: 'mp4',
    args: [
      '-c:v',
      'libx264',
      '-c:a',
      'aac',
      '-g',
      '6',
      '-movflags',
      '+frag_keyframe+empty_moov+default_base_moof+skip_trailer+use_metadata_tags',
    ],
  },
  // Fragments with absolute base offsets in tfhd, and the mfra index at the end.
  'fragmented-absolute': {
    extension: 'mp4',
    args: [
      '-c:v',
      'libx264',
      '-c:a',
      'aac',
      '-g',
      '6',
      '-movflags',
      '+frag_keyframe+empty_moov+use_metadata_tags',
    ],
  },
  // A subtitle track carrying the position, as drones write it.
  drone: {
    extension: 'mp4',
    args: [
      '-map',
      '0',
      '-map',
      '1',
      '-map',
      '2',
      '-c:v',
      'libx264',
      '-c:a',
      'aac',
      '-c:s',
      'mov_text',
    ],
  },
  webm: {
    extension: 'webm',
    args: [
      '-c:v',
      'libvpx',
      '-b:v',
      '200k',
      '-c:a',
      'libopus',
      '-metadata',
      'title=Drive to Kandy',
      '-metadata',
      'location=+06.9271+079.8612/',
    ],
  },
};

/**
 * A real 1 s video (a 64 × 48 test pattern and a tone) made by ffmpeg into `dir`, with the
 * camera's make written where the container keeps it.
 */
export async function makeVideo(dir: string, kind: MadeVideo): Promise<Buffer> {
  const { extension, args } = MADE[kind];
  const target = path.join(dir, `made-${kind}-${randomUUID()}.${extension}`);
  const subtitles = `${target}.srt`;
  await writeFile(subtitles, `1\n00:00:00,000 --> 00:00:01,000\n${DASHCAM_SECRET}\n`);
  await ffmpeg([
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=64x48:rate=24:duration=1',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=1',
    ...(kind === 'drone' ? ['-i', subtitles] : []),
    '-metadata',
    'make=AcmePhone',
    '-pix_fmt',
    'yuv420p',
    ...args,
    '-y',
    target,
  ]);
  await rm(subtitles, { force: true });
  const data = await readFile(target);
  await rm(target, { force: true });
  return data;
}

/**
 * Decodes every picture and sound frame of the video with ffmpeg and returns one checksum line
 * per frame (framemd5); ffmpeg's own complaints fail the test. Two files whose lists are equal
 * play the same pictures and sound.
 */
export async function decodedFrames(
  dir: string,
  data: Buffer,
  extension: string,
): Promise<string[]> {
  const source = path.join(dir, `decode-${randomUUID()}.${extension}`);
  await writeFile(source, data);
  try {
    const out = await ffmpeg([
      '-xerror',
      '-i',
      source,
      '-map',
      '0:v',
      '-map',
      '0:a?',
      '-f',
      'framemd5',
      '-',
    ]);
    return out.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
  } finally {
    await rm(source, { force: true });
  }
}

// ── Chromium, for proving a browser plays what is served ───────────────────────────────────────

export interface Playback {
  ended: boolean;
  width: number;
  height: number;
  duration: number;
  error?: string;
}

interface PageVideo {
  muted: boolean;
  src: string;
  playbackRate: number;
  readonly videoWidth: number;
  readonly videoHeight: number;
  readonly duration: number;
  readonly error: { message: string } | null;
  onerror: (() => void) | null;
  onended: (() => void) | null;
  onloadedmetadata: (() => void) | null;
  play(): Promise<void>;
  remove(): void;
}
interface PageDocument {
  createElement(tag: 'video'): PageVideo;
  body: { append(node: PageVideo): void };
}

/**
 * Plays each video to its end in Chromium (the browser the journeys use), muted and at 16×
 * speed, and says what the page saw: its size and length, or the media error.
 */
export async function playedInChromium(
  videos: Array<{ data: Buffer; type: string }>,
): Promise<Playback[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  try {
    const page = await browser.newPage();
    const results: Playback[] = [];
    for (const video of videos) {
      results.push(
        await page.evaluate(
          async ({ base64, type }) => {
            // The page's document, described here because the API is compiled without the DOM.
            const { document } = globalThis as unknown as { document: PageDocument };
            const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
            const element = document.createElement('video');
            element.muted = true;
            document.body.append(element);
            const seen = await new Promise<Playback>((resolve) => {
              const report = (ended: boolean, error?: string) =>
                resolve({
                  ended,
                  width: element.videoWidth,
                  height: element.videoHeight,
                  duration: element.duration,
                  ...(error ? { error } : {}),
                });
              element.onerror = () => report(false, element.error?.message || 'media error');
              element.onended = () => report(true);
              element.onloadedmetadata = () => {
                element.playbackRate = 16;
                void element.play().catch((error: unknown) => report(false, String(error)));
              };
              element.src = URL.createObjectURL(new Blob([bytes], { type }));
            });
            element.remove();
            return seen;
          },
          { base64: video.data.toString('base64'), type: video.type },
        ),
      );
    }
    return results;
  } finally {
    await browser.close();
  }
}
