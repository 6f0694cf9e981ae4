import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { shareJpegKey } from './share-jpeg';

/**
 * Where media files live. The default writes under DATA_DIR/media and is served at /media; an
 * S3-compatible adapter is the planned second implementation (architecture.md, "Media").
 */
export interface MediaStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** Stores a file from local disk without reading it into memory (videos); the source stays. */
  putFile(key: string, sourcePath: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** The file's bytes; undefined when there is no such file. */
  read(key: string): Promise<Buffer | undefined>;
  publicUrl(key: string): string;
  /**
   * Resolves when a file could be stored now, rejects when not: the readiness check's question
   * (decision 125). On disk, a probe written beside the media folder; a store across the network
   * answers it with a request of its own.
   */
  checkWritable(): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..')) {
    throw new Error(`Unsafe media key: ${key}`);
  }
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
    async delete(key) {
      assertSafeKey(key);
      await rm(path.join(mediaDir, key), { force: true });
    },
    async read(key) {
      assertSafeKey(key);
      return readFile(path.join(mediaDir, key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
    },
    publicUrl(key) {
      assertSafeKey(key);
      return `/media/${key}`;
    },
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
