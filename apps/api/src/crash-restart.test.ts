import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@carmarket/shared/account';
import { registration } from './test/accounts';
import { listFiles } from './test/ads';
import { startServerProcess, stopServerProcesses } from './test/server-process';
import { until } from './test/until';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-crash-'));
});
afterAll(async () => {
  await stopServerProcesses();
  await rm(dataDir, { recursive: true, force: true });
});

async function signIn(baseUrl: string): Promise<string> {
  const details = registration();
  const json = { 'content-type': 'application/json' };
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(details),
  });
  expect(registered.status).toBe(201);
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: details.email, password: details.password }),
  });
  return ((await login.json()) as LoginResponse).accessToken;
}

/** Files (recursively) under `dir` with at least one byte. */
async function filesWithBytes(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((entry) => entry.isFile());
  const sizes = await Promise.all(
    files.map(async (entry) => (await stat(path.join(entry.parentPath, entry.name))).size),
  );
  return files.filter((_, i) => (sizes[i] ?? 0) > 0).map((entry) => entry.name);
}

/**
 * Sends the start of a 40 MB photo upload and keeps the request open, as a slow phone would;
 * resolves once the server has written part of the photo to its temporary folder.
 */
async function startLargeUpload(baseUrl: string, token: string, uploadDir: string) {
  const boundary = 'crash-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="img1"; filename="car.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  const request = http.request(`${baseUrl}/api/vehicles/new-ad`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + 40 * 1024 * 1024),
    },
  });
  request.on('error', () => {}); // the server is killed under it
  request.write(head);
  request.write(Buffer.alloc(1024 * 1024, 0xff));
  // Waits for the server, not for a time: the next write comes once the first bytes are on disk.
  await until(
    'the server to write the first bytes of the upload',
    async () => (await filesWithBytes(uploadDir)).length > 0,
  );
  return request;
}

describe('a restart after kill -9', () => {
  it(
    'sweeps the interrupted upload, partial files and unreferenced media',
    { timeout: 90_000 },
    async () => {
      const uploadDir = path.join(dataDir, 'tmp', 'uploads');
      const mediaDir = path.join(dataDir, 'media');
      const first = await startServerProcess({ env: { DATA_DIR: dataDir } });
      const token = await signIn(first.baseUrl);
      const request = await startLargeUpload(first.baseUrl, token, uploadDir);

      // What a crash inside a write leaves in the media tree with versions before decision 072
      // (a 0-byte half file) and with any version (files of an ad whose rows never committed).
      const crashed = path.join(mediaDir, 'ads', 'crashed');
      await mkdir(crashed, { recursive: true });
      await writeFile(path.join(crashed, 'photo-1-320.webp.4242.partial'), '');
      await writeFile(path.join(crashed, 'photo-1-640.webp'), 'RIFF');

      first.child.kill('SIGKILL');
      await first.exited;
      request.destroy();
      expect(await filesWithBytes(uploadDir)).toHaveLength(1);

      const second = await startServerProcess({ env: { DATA_DIR: dataDir } });
      try {
        expect(await readdir(uploadDir)).toEqual([]);
        expect(await listFiles(path.join(dataDir, 'tmp'))).toEqual([]);
        expect(await readdir(path.join(mediaDir, 'ads'))).toEqual([]);
        expect(second.output()).toContain(
          'Start-up sweep: 1 interrupted upload(s), 1 partial file(s) and 1 unreferenced media file(s) removed',
        );
        const half = await fetch(
          `${second.baseUrl}/media/ads/crashed/photo-1-320.webp.4242.partial`,
        );
        expect(half.status).toBe(404);
      } finally {
        second.child.kill('SIGTERM');
        expect(await second.exited).toBe(0);
      }
    },
  );
});
