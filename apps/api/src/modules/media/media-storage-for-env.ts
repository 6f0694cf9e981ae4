import type { Env } from '../../config/env';
import { createDiskMediaStorage, type MediaStorage } from './media-storage';
import { createS3MediaStorage } from './s3-media-storage';

/**
 * The media storage the environment names: the S3-compatible store of MEDIA_S3_URL, else
 * DATA_DIR/media (decision 124); either linked under MEDIA_PUBLIC_URL when that is set.
 */
export function mediaStorageFor(
  env: Pick<Env, 'mediaStore' | 'mediaDir' | 'mediaPartialsDir' | 'MEDIA_PUBLIC_URL'>,
): MediaStorage {
  const publicBase = env.MEDIA_PUBLIC_URL;
  return env.mediaStore
    ? createS3MediaStorage({ store: env.mediaStore, publicBase })
    : createDiskMediaStorage({
        mediaDir: env.mediaDir,
        partialsDir: env.mediaPartialsDir,
        publicBase,
      });
}
