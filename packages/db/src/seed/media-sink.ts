/**
 * Where the seed writes generated files. The API passes its storage (local folder or object
 * store); tests pass an in-memory map.
 */
export interface MediaSink {
  put(key: string, data: Buffer): Promise<void>;
  delete(key: string): Promise<void>;
}

/** A sink that keeps every file in memory (tests, dry runs). */
export function memoryMediaSink(): MediaSink & { files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>();
  return {
    files,
    put(key, data) {
      files.set(key, data);
      return Promise.resolve();
    },
    delete(key) {
      files.delete(key);
      return Promise.resolve();
    },
  };
}
