import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv, type MediaStoreConfig } from '../config/env';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The S3 server's own process: s3rver on a folder, printing its port once it listens. */
const SERVER_SCRIPT = `
const S3rver = require('s3rver');
const [directory, bucket, port] = process.argv.slice(1);
new S3rver({ address: '127.0.0.1', port: Number(port), directory, silent: true,
  configureBuckets: [{ name: bucket }] })
  .run()
  .then(({ port }) => process.stdout.write('listening ' + port + '\\n'));
`;

export interface TestS3Server {
  /** MEDIA_S3_URL for this server, as an operator would write it. */
  url: string;
  /** The same, parsed as config/env.ts parses it. */
  store: MediaStoreConfig;
  /** Where the server keeps the objects (one file per object, with its metadata beside it). */
  directory: string;
  /** Stops the server process (the store going away); `start` brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /**
   * Dates an object as if it had been written at `when`: s3rver takes LastModified from the
   * object's file, which a test can age as it ages a file on disk.
   */
  setModified(key: string, when: Date): Promise<void>;
  /** Stops it and removes its folder. */
  close(): Promise<void>;
}

/**
 * A real S3-compatible server for a test (s3rver, in its own process, on a free local port and a
 * temporary folder, with one bucket): the AWS SDK talks HTTP to it as it would to Amazon S3 or
 * MinIO, and a test can stop it to see the store go away mid-run.
 */
export async function startTestS3Server(bucket = 'carmarket-media'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'carmarket-s3-'));
  let child: ChildProcess | undefined;
  let port = 0;

  async function start() {
    // s3rver makes ListObjectsV2's continuation tokens with DES, which OpenSSL 3 keeps in its
    // legacy provider: without it every listing longer than a page fails (500).
    const args = ['--openssl-legacy-provider', '-e', SERVER_SCRIPT, directory, bucket, `${port}`];
    const launched = spawn(process.execPath, args, {
      cwd: apiRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = launched;
    let output = '';
    port = await new Promise<number>((resolve, reject) => {
      launched.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const found = /listening (\d+)/.exec(output);
        if (found?.[1]) resolve(Number(found[1]));
      });
      launched.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      launched.on('exit', (code) => reject(new Error(`s3rver exited (${code}): ${output}`)));
    });
  }

  async function stop() {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const gone = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await gone;
  }

  await start();
  // s3rver checks signatures against its own fixed credentials.
  const url = `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}?region=us-east-1`;
  const store = loadEnv({ MEDIA_S3_URL: url }).mediaStore;
  if (!store) throw new Error('MEDIA_S3_URL was not read');
  return {
    url,
    store,
    directory,
    stop,
    start,
    async setModified(key, when) {
      await utimes(path.join(directory, bucket, `${key}._S3rver_object`), when, when);
    },
    async close() {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The two places media can live; the media tests run against each. */
export const MEDIA_BACKENDS = ['disk', 's3'] as const;
export type MediaBackend = (typeof MEDIA_BACKENDS)[number];
