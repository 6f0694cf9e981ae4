/**
 * What a stored media file is, whichever storage keeps it (modules/media): the shapes and rules
 * that /media (plugins/web-app.ts) and the storages share.
 */

/** A stored file as the sweep and the /media route see it. */
export interface StoredFile {
  /** Bytes. */
  size: number;
  /** When it was written. */
  modified: Date;
}

/** The bytes `start`…`end` of a file, both included (HTTP's Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/** The content type /media sends for a key, by its extension (what a store is given too). */
export function mediaContentType(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return MEDIA_TYPES[extension] ?? 'application/octet-stream';
}

const MEDIA_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Whether `key` can name a stored file: no `..`, no absolute path, nothing to escape. */
export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.split('/').some((part) => part === '..');
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) {
    throw new Error(`Unsafe media key: ${key}`);
  }
}
