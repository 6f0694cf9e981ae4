import { randomUUID } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import {
  access,
  copyFile,
  mkdir,
  opendir,
  readFile,
  rename,
  rm,
  rmdir,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeKey, type ByteRange, type StoredFile } from '../../lib/media-files';
import { shareJpegKey } from './share-jpeg';

/**
 * Where media files live: DATA_DIR/media (`createDiskMediaStorage`), or an S3-compatible store
 * (`createS3MediaStorage`, s3-media-storage.ts) so several machines serve the same files
 * (decision 124). Either is served at /media, or by MEDIA_PUBLIC_URL when that is set.
 */
export interface MediaStorage {
  /** Stores whole bytes: the file appears complete under `key`, or not at all. */
  put(key: string, data: Buffer): Promise<void>;
  /** Stores a file from local disk without reading it into memory (videos); the source stays. */
  putFile(key: string, sourcePath: string): Promise<void>;
  /**
   * Puts the file at `from` under `to` and removes `from` (a staged upload into place, decision
   * 124): a rename on disk, a server-side copy and a delete on a store. Repeating it after a crash
   * is safe: `to` is complete before `from` goes.
   */
  move(from: string, to: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** The file's bytes; undefined when there is no such file. */
  read(key: string): Promise<Buffer | undefined>;
  /** The file's size and age; undefined when there is no such file. */
  stat(key: string): Promise<StoredFile | undefined>;
  /** The file's bytes as a stream (only `range` when given); undefined when there is none. */
  stream(key: string, range?: ByteRange): Promise<Readable | undefined>;
  /** Every stored file's key with its size and age, for the sweep (leftover-sweep.ts). */
  list(): AsyncIterable<StoredFile & { key: string }>;
  /** Where a browser fetches the file: /media/<key>, or under MEDIA_PUBLIC_URL. */
  publicUrl(key: string): string;
  /**
   * The folder the files are in when they are on this machine's disk: @fastify/static serves it
   * and the sweep walks it. Undefined for a store reached over the network.
   */
  localDir?: string;
  /**
   * Resolves when a file could be stored now, rejects when not: the readiness check's question
   * (decision 125). On disk, a probe written beside the media folder; a store across the network
   * answers it with a request of its own.
   */
  checkWritable(): Promise<void>;
}

/** `/media/<key>`, or `<MEDIA_PUBLIC_URL>/<key>` where a CDN or the bucket serves media. */
export function mediaPublicUrl(key: string, publicBase: string | undefined): string {
  assertSafeKey(key);
  return publicBase ? `${publicBase}/${key}` : `/media/${key}`;
}

export interface DiskMediaFolders {
  /** Served at /media. */
  mediaDir: string;
  /**
   * Where files are written before they are renamed into `mediaDir`: outside the served tree, so
   * a crash mid-write never leaves a half file there, and on the same disk (DATA_DIR/tmp), so the
   * rename is atomic. Emptied at start (`sweepLeftovers`).
   */
  partialsDir: string;
  /** MEDIA_PUBLIC_URL: a CDN in front of the files; unset, the API serves them at /media. */
  publicBase?: string;
}

export function createDiskMediaStorage(folders: DiskMediaFolders): MediaStorage {
  const { mediaDir, partialsDir } = folders;
  /** Writes a partial file with `write`, then renames it to the key's place in one step. */
  async function putVia(key: string, write: (partial: string) => Promise<void>) {
    assertSafeKey(key);
    const target = path.join(mediaDir, key);
    await mkdir(path.dirname(target), { recursive: true });
    await mkdir(partialsDir, { recursive: true });
    const partial = path.join(partialsDir, `${randomUUID()}.partial`);
    try {
      await write(partial);
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  return {
    put: (key, data) => putVia(key, (partial) => writeFile(partial, data)),
    putFile: (key, sourcePath) => putVia(key, (partial) => copyFile(sourcePath, partial)),
    async move(from, to) {
      assertSafeKey(from);
      assertSafeKey(to);
      const target = path.join(mediaDir, to);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(path.join(mediaDir, from), target);
      // The staged folder goes with its last file; one still holding files stays (ENOTEMPTY).
      await rmdir(path.dirname(path.join(mediaDir, from))).catch(() => {});
    },
    async delete(key) {
      assertSafeKey(key);
      await rm(path.join(mediaDir, key), { force: true });
    },
    async read(key) {
      assertSafeKey(key);
      return readFile(path.join(mediaDir, key)).catch(unlessMissing);
    },
    async stat(key) {
      assertSafeKey(key);
      const stats = await stat(path.join(mediaDir, key)).catch(unlessMissing);
      return stats?.isFile() ? { size: stats.size, modified: stats.mtime } : undefined;
    },
    async stream(key, range) {
      if (!(await this.stat(key))) return undefined;
      return createReadStream(path.join(mediaDir, key), range);
    },
    async *list() {
      for await (const key of walkFiles(mediaDir)) {
        const stats = await stat(path.join(mediaDir, key)).catch(unlessMissing);
        if (stats) yield { key, size: stats.size, modified: stats.mtime };
      }
    },
    publicUrl: (key) => mediaPublicUrl(key, folders.publicBase),
    localDir: mediaDir,
    async checkWritable() {
      // A full disk or a read-only mount fails the write; a folder that lost its permission,
      // the access check.
      await mkdir(mediaDir, { recursive: true });
      await access(mediaDir, constants.W_OK);
      await mkdir(partialsDir, { recursive: true });
      const probe = path.join(partialsDir, `${randomUUID()}.probe`);
      try {
        await writeFile(probe, 'ready');
      } finally {
        await rm(probe, { force: true });
      }
    },
  };
}

/** A file that is not there is `undefined`; every other failure stays one. */
function unlessMissing(error: NodeJS.ErrnoException): undefined {
  if (error.code === 'ENOENT') return undefined;
  throw error;
}

/**
 * Every file under `dir` as a media key (`ads/x/photo-1-320.webp`), streamed folder by folder. A
 * folder deleted while it is walked (its ad deleted) is simply not there: no error.
 */
export async function* walkFiles(dir: string, prefix = ''): AsyncGenerator<string> {
  let folder;
  try {
    folder = await opendir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for await (const entry of folder) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* walkFiles(path.join(dir, entry.name), key);
    else if (entry.isFile()) yield key;
  }
}

/**
 * Deletes files after the commit that stopped naming them, with the JPEG copy a photo may have
 * been given for link previews (share-jpeg.ts). A file that cannot be deleted is reported to
 * `onFileError` and left for the start-up sweep; the change itself stands.
 */
export async function deleteMediaFiles(
  media: MediaStorage,
  keys: readonly string[],
  onFileError?: (key: string, error: unknown) => void,
): Promise<void> {
  const files = keys.flatMap((key) => {
    const copy = shareJpegKey(key);
    return copy ? [key, copy] : [key];
  });
  const results = await Promise.allSettled(files.map((key) => media.delete(key)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') onFileError?.(files[index] ?? '', result.reason);
  });
}
