import { watch } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
