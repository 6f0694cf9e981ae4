import { watch } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Readable } from 'node:stream';
import { openTestMediaStorage, type TestMediaStorage } from '../../test/test-media-storage';
import { MEDIA_BACKENDS } from '../../test/test-s3-server';
import { createDiskMediaStorage } from './media-storage';

let dataDir: string;
let mediaDir: string;
let partialsDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-media-storage-'));
  mediaDir = path.join(dataDir, 'media');
  partialsDir = path.join(dataDir, 'tmp', 'media-partials');
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * Every name that appears in `folder` while `write` runs, as the kernel reports it (inotify):
 * what a crash at any moment of the write could leave there for /media to serve.
 */
async function namesSeenDuring(folder: string, finalName: string, write: () => Promise<void>) {
  await mkdir(folder, { recursive: true });
  const seen: string[] = [];
  let sawFinal: () => void = () => {};
  const finalSeen = new Promise<void>((resolve) => (sawFinal = resolve));
  const watcher = watch(folder, (_event, name) => {
    if (!name) return;
    seen.push(name);
    if (name === finalName) sawFinal();
  });
  try {
    await write();
    await finalSeen;
  } finally {
    watcher.close();
  }
  return [...new Set(seen)];
}

describe('createDiskMediaStorage', () => {
  const storage = () => createDiskMediaStorage({ mediaDir, partialsDir });

  it('never shows a partial file in the served folder (put)', async () => {
    const folder = path.join(mediaDir, 'ads', 'put-test');
    const names = await namesSeenDuring(folder, 'photo-1-320.webp', () =>
      storage().put('ads/put-test/photo-1-320.webp', Buffer.alloc(256 * 1024, 1)),
    );
    expect(names).toEqual(['photo-1-320.webp']);
    expect(await readFile(path.join(folder, 'photo-1-320.webp'))).toEqual(
      Buffer.alloc(256 * 1024, 1),
    );
    expect(await readdir(partialsDir)).toEqual([]);
  });

  it('never shows a partial file in the served folder (putFile)', async () => {
    const source = path.join(dataDir, 'source.mp4');
    await writeFile(source, Buffer.alloc(512 * 1024, 2));
    const folder = path.join(mediaDir, 'ads', 'put-file-test');
    const names = await namesSeenDuring(folder, 'video.mp4', () =>
      storage().putFile('ads/put-file-test/video.mp4', source),
    );
    expect(names).toEqual(['video.mp4']);
    expect(await readFile(path.join(folder, 'video.mp4'))).toEqual(await readFile(source));
    expect(await readdir(partialsDir)).toEqual([]);
  });
});

describe.each(MEDIA_BACKENDS)('media storage on %s', (backend) => {
  let media: TestMediaStorage;
  beforeAll(async () => {
    media = await openTestMediaStorage(backend, { publicBase: undefined });
  });
  afterAll(async () => {
    await media.close();
  });

  it('keeps whole files under their keys, and says when there is none', async () => {
    const { storage } = media;
    const data = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 251));
    await storage.put('ads/a1/photo-1-320.webp', data);
    expect(await storage.read('ads/a1/photo-1-320.webp')).toEqual(data);
    expect((await storage.stat('ads/a1/photo-1-320.webp'))?.size).toBe(1000);
    const part = await storage.stream('ads/a1/photo-1-320.webp', { start: 10, end: 19 });
    expect(await collect(part)).toEqual(data.subarray(10, 20));
    expect(await storage.read('ads/a1/missing.webp')).toBeUndefined();
    expect(await storage.stat('ads/a1/missing.webp')).toBeUndefined();
    expect(await storage.stream('ads/a1/missing.webp')).toBeUndefined();

    await storage.delete('ads/a1/photo-1-320.webp');
    await storage.delete('ads/a1/photo-1-320.webp');
    expect(await storage.read('ads/a1/photo-1-320.webp')).toBeUndefined();
  });

  it('stores a video larger than one upload part from disk, byte for byte', async () => {
    const source = path.join(dataDir, `${backend}-large.mp4`);
    // Three parts of a multipart upload on S3 (8 MiB each), with no two parts alike.
    const data = Buffer.alloc(17 * 1024 * 1024);
    for (let offset = 0; offset < data.length; offset += 4) data.writeUInt32LE(offset, offset);
    await writeFile(source, data);
    await media.storage.putFile('ads/a2/video.mp4', source);
    expect((await media.storage.stat('ads/a2/video.mp4'))?.size).toBe(data.length);
    expect((await media.storage.read('ads/a2/video.mp4'))?.equals(data)).toBe(true);
    expect((await readFile(source)).equals(data)).toBe(true);
  });

  it('lists every file with its size, for the sweep', async () => {
    await media.storage.put('avatars/7-a.webp', Buffer.from('abc'));
    const listed: Record<string, number> = {};
    for await (const file of media.storage.list()) listed[file.key] = file.size;
    expect(listed).toMatchObject({ 'avatars/7-a.webp': 3, 'ads/a2/video.mp4': 17 * 1024 * 1024 });
    expect(listed['ads/a1/photo-1-320.webp']).toBeUndefined();
  });

  it('names files under /media, or under MEDIA_PUBLIC_URL when a CDN serves them', async () => {
    expect(media.storage.publicUrl('ads/a1/photo-1-320.webp')).toBe(
      '/media/ads/a1/photo-1-320.webp',
    );
    const behindCdn = await openTestMediaStorage('disk', {
      publicBase: 'https://cdn.example.com/m',
    });
    expect(behindCdn.storage.publicUrl('ads/a1/photo-1-320.webp')).toBe(
      'https://cdn.example.com/m/ads/a1/photo-1-320.webp',
    );
    await behindCdn.close();
    expect(() => media.storage.publicUrl('../etc/passwd')).toThrow(/Unsafe media key/);
  });
});

describe('media storage on s3 when the store goes away', () => {
  let media: TestMediaStorage;
  beforeAll(async () => {
    media = await openTestMediaStorage('s3');
  });
  afterAll(async () => {
    await media.close();
  });

  it('answers 503 with a sentence, and leaves nothing half-written', async () => {
    const s3 = media.s3!;
    const source = path.join(dataDir, 'gone-video.mp4');
    await writeFile(source, Buffer.alloc(9 * 1024 * 1024, 3));
    await s3.stop();
    for (const attempt of [
      () => media.storage.put('ads/gone/photo-1-320.webp', Buffer.from('x')),
      () => media.storage.putFile('ads/gone/video.mp4', source),
      () => media.storage.read('ads/kept/photo-1-320.webp'),
    ]) {
      await expect(attempt()).rejects.toMatchObject({
        statusCode: 503,
        message:
          'Photos and videos cannot be saved or shown right now. Please try again in a few minutes.',
      });
    }
    await s3.start();
    const keys: string[] = [];
    for await (const file of media.storage.list()) keys.push(file.key);
    expect(keys).toEqual([]);
  });
});

async function collect(stream: Readable | undefined): Promise<Buffer | undefined> {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
