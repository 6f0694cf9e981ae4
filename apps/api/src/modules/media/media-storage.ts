import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where media files live. The default writes under DATA_DIR/media and is served at /media; an
 * S3-compatible adapter is the planned second implementation (architecture.md, "Media").
 */
export interface MediaStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** Stores a file from local disk without reading it into memory (videos); the source stays. */
  putFile(key: string, sourcePath: string): Promise<void>;
  delete(key: string): Promise<void>;
  publicUrl(key: string): string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..')) {
    throw new Error(`Unsafe media key: ${key}`);
  }
}

export function createDiskMediaStorage(mediaDir: string): MediaStorage {
  return {
    async put(key, data) {
      assertSafeKey(key);
      const target = path.join(mediaDir, key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write beside the target and rename, so a reader never sees half a file.
      const partial = `${target}.${process.pid}.partial`;
      await writeFile(partial, data);
      await rename(partial, target);
    },
    async putFile(key, sourcePath) {
      assertSafeKey(key);
      const target = path.join(mediaDir, key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${process.pid}.partial`;
      try {
        await copyFile(sourcePath, partial);
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await rm(path.join(mediaDir, key), { force: true });
    },
    publicUrl(key) {
      assertSafeKey(key);
      return `/media/${key}`;
    },
  };
}
