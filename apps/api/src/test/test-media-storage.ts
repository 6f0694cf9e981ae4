import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDiskMediaStorage, type MediaStorage } from '../modules/media/media-storage';
import { createS3MediaStorage } from '../modules/media/s3-media-storage';
import { startTestS3Server, type MediaBackend, type TestS3Server } from './test-s3-server';

export interface TestMediaStorage {
  storage: MediaStorage;
  /** DATA_DIR/media and DATA_DIR/tmp/media-partials of the disk backend (temporary folders). */
  mediaDir: string;
  partialsDir: string;
  /** The S3 server of the s3 backend. */
  s3?: TestS3Server;
  close(): Promise<void>;
}

/**
 * Media storage of either kind for a test: temporary folders on disk, or a real S3 server
 * (test-s3-server.ts) with an empty bucket.
 */
export async function openTestMediaStorage(
  backend: MediaBackend,
  options: { mediaDir?: string; partialsDir?: string; publicBase?: string } = {},
): Promise<TestMediaStorage> {
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-media-'));
  const mediaDir = options.mediaDir ?? path.join(tempDir, 'media');
  const partialsDir = options.partialsDir ?? path.join(tempDir, 'tmp', 'media-partials');
  const s3 = backend === 's3' ? await startTestS3Server() : undefined;
  const s3Storage = s3 && createS3MediaStorage({ store: s3.store, publicBase: options.publicBase });
  const storage =
    s3Storage ?? createDiskMediaStorage({ mediaDir, partialsDir, publicBase: options.publicBase });
  return {
    storage,
    mediaDir,
    partialsDir,
    s3,
    async close() {
      s3Storage?.client.destroy();
      await s3?.close();
      await rm(tempDir, { recursive: true, force: true });
    },
  };
}
