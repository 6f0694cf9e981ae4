import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

/**
 * Real videos made once with ffmpeg (the app and the tests do not need it), 1 s of a 64 × 48
 * test pattern:
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

const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'edts', 'dinf']);

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
