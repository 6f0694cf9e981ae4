import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images, video and fonts are already compressed. */
const TEXT_FILE = /\.(?:m?js|css|html|svg|json|txt|xml|webmanifest|map)$/;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes `file.br` and `file.gz` beside `file` when they are smaller than it. */
async function compressFile(file: string): Promise<void> {
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
}

/**
 * After the build is written, every text file of the output (JS, CSS, HTML, SVG, JSON) gets a
 * brotli and a gzip copy beside it, compressed once at the highest level: the API's static file
 * server sends the copy the browser accepts (`preCompressed`), so no request pays for compression.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'carmarket:precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const jobs: Promise<void>[] = [];
      for await (const file of filesUnder(outDir)) {
        if (TEXT_FILE.test(file)) jobs.push(compressFile(file));
      }
      await Promise.all(jobs);
    },
  };
}
