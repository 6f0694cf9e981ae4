import { open, rename, rm } from 'node:fs/promises';
import {
  Bounds,
  FileWindow,
  videoLimits,
  type VideoContainer,
  type VideoLimits,
} from './video-bounds';
import { rebuildIsoBmff } from './video-mp4';
import { cleanWebm } from './video-webm';

export {
  UnreadableVideoError,
  VideoTooComplexError,
  type VideoContainer,
  type VideoLimits,
} from './video-bounds';

/**
 * Keeps only what a player needs of the video at `filePath`, by allowlist (decision 105, which
 * replaced decision 072's denylist): an MP4 or QuickTime file is rebuilt beside it and renamed
 * over it; a WebM is cleaned in place. Throws UnreadableVideoError when the structure does not
 * hold together and VideoTooComplexError past a limit (boxes, depth, memory, time); the file may
 * then be half-cleaned and must not be stored. Never reads the file whole.
 */
export async function cleanVideo(
  filePath: string,
  container: VideoContainer,
  limits: VideoLimits = videoLimits(container),
): Promise<void> {
  const bounds = new Bounds(limits);
  if (container === 'webm') {
    const file = await open(filePath, 'r+');
    try {
      await cleanWebm(new FileWindow(file, (await file.stat()).size), file, bounds);
    } finally {
      await file.close();
    }
    return;
  }
  // Beside the upload, in the request's own temporary folder, which is removed whatever happens.
  const cleanPath = `${filePath}.clean`;
  const input = await open(filePath, 'r');
  try {
    const output = await open(cleanPath, 'wx');
    try {
      await rebuildIsoBmff(new FileWindow(input, (await input.stat()).size), output, bounds);
    } finally {
      await output.close();
    }
  } catch (error) {
    await rm(cleanPath, { force: true });
    throw error;
  } finally {
    await input.close();
  }
  await rename(cleanPath, filePath);
}
