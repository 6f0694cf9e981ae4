import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mulberry32 } from '@carmarket/db/seed/demo-random';
import { makeVideo, videoFixture, walkBoxes } from '../../test/videos';
import {
  cleanVideo,
  UnreadableVideoError,
  VideoTooComplexError,
  type VideoContainer,
} from './video-metadata';

/**
 * Damaged and hostile videos, made by changing real ones at random (a fixed seed, so a failure
 * can be replayed): whatever the bytes, the check ends with the video cleaned or refused as
 * unreadable or too complex — never another error, which the upload would answer with a 500.
 */

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-video-fuzz-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const KEPT_TYPES = [
  'moov',
  'trak',
  'mdia',
  'minf',
  'stbl',
  'stsd',
  'stco',
  'moof',
  'traf',
  'trun',
  'tfhd',
  'mdat',
  'mfra',
  'tfra',
];

function mutate(original: Buffer, next: () => number, isobmff: boolean): Buffer {
  const data = Buffer.from(original);
  const pick = (n: number) => Math.floor(next() * n);
  const boxes = isobmff ? walkBoxes(original) : [];
  const mutations = 1 + pick(3);
  let result = data;
  for (let i = 0; i < mutations; i += 1) {
    const kind = pick(isobmff ? 6 : 3);
    if (kind === 0) {
      for (let j = 0; j < 1 + pick(8); j += 1) result[pick(result.length)] = pick(256);
    } else if (kind === 1) {
      result = result.subarray(0, pick(result.length));
    } else if (kind === 2) {
      const from = pick(result.length);
      const slice = result.subarray(from, from + pick(64));
      const at = pick(result.length);
      result = Buffer.concat([result.subarray(0, at), slice, result.subarray(at)]);
    } else if (boxes.length > 0) {
      const box = boxes[pick(boxes.length)]!;
      if (box.end > result.length) continue;
      if (kind === 3) result.writeUInt32BE([0, 1, 7, 8, 9, 0xffffffff][pick(6)]!, box.start);
      else if (kind === 4)
        result.write(KEPT_TYPES[pick(KEPT_TYPES.length)]!, box.start + 4, 'latin1');
      else if (box.end - box.start >= box.headerSize + 8) {
        // A field inside the box (a count, an offset, a size) becomes something extreme.
        const at =
          box.start + box.headerSize + 4 * pick((box.end - box.start - box.headerSize) / 4 - 1);
        result.writeUInt32BE([0, 1, 0x7fffffff, 0xffffffff, pick(0xffffffff)][pick(5)]!, at);
      }
    }
  }
  return result;
}

async function survives(data: Buffer, container: VideoContainer, label: string): Promise<void> {
  const folder = await mkdtemp(path.join(dir, 'case-'));
  const file = path.join(folder, 'video');
  await writeFile(file, data);
  try {
    await cleanVideo(file, container);
  } catch (error) {
    if (!(error instanceof UnreadableVideoError) && !(error instanceof VideoTooComplexError)) {
      throw new Error(`${label}: ${String(error)}`, { cause: error });
    }
  }
  expect(await readdir(folder), label).toEqual(['video']);
  await rm(folder, { recursive: true, force: true });
}

describe('cleanVideo on damaged and hostile files', () => {
  it.each([
    ['phone-video-with-location.mp4', 'isobmff'],
    ['camera-video-with-location.mov', 'isobmff'],
    ['screen-recording-with-tags.webm', 'webm'],
  ] as const)(
    '%s changed at random 400 times: cleaned or refused, never a crash',
    async (name, container) => {
      const original = await videoFixture(name);
      for (let seed = 1; seed <= 400; seed += 1) {
        const data = mutate(original, mulberry32(seed), container === 'isobmff');
        await survives(data, container, `${name}, seed ${seed}`);
      }
    },
  );

  it('a fragmented MP4 changed at random 400 times: cleaned or refused, never a crash', async () => {
    const original = await makeVideo(dir, 'fragmented-absolute');
    for (let seed = 1; seed <= 400; seed += 1) {
      await survives(
        mutate(original, mulberry32(seed), true),
        'isobmff',
        `fragmented, seed ${seed}`,
      );
    }
  });

  it('a track fragment header whose version byte has its high bit set is cleaned, not a crash', async () => {
    const original = await makeVideo(dir, 'fragmented');
    const data = Buffer.from(original);
    for (const tfhd of walkBoxes(original).filter((box) => box.type === 'tfhd')) {
      data[tfhd.start + 8] = 0x80;
    }
    await survives(data, 'isobmff', 'tfhd version 0x80');
  });

  it('a sample table claiming four billion samples of one size is refused without counting them', async () => {
    const original = await videoFixture('camera-video-with-location.mov');
    const data = Buffer.from(original);
    for (const box of walkBoxes(original)) {
      const body = box.start + box.headerSize;
      if (box.type === 'stsz') {
        data.writeUInt32BE(1, body + 4);
        data.writeUInt32BE(0xffffffff, body + 8);
      }
      if (box.type === 'stsc') data.writeUInt32BE(0xffffffff, body + 12);
    }
    await expect(cleanVideo(await written(data), 'isobmff')).rejects.toThrow(UnreadableVideoError);
  });
});

async function written(data: Buffer): Promise<string> {
  const folder = await mkdtemp(path.join(dir, 'case-'));
  const file = path.join(folder, 'video');
  await writeFile(file, data);
  return file;
}
