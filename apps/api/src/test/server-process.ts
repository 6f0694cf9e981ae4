import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process has logged so far. */
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts the real server (`src/server.ts`) on the embedded database in `dataDir`, on a free
 * port, and resolves once it says it is ready. It runs in this one process (tsx as a loader, not
 * its CLI, which would put a parent in front), so a signal sent to `child` reaches the server:
 * a kill -9 is a real crash.
 */
export function startServerProcess(dataDir: string): Promise<ServerProcess> {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /CarMarket is ready at (http:\/\/localhost:\d+)/.exec(output);
      if (ready?.[1]) resolve({ child, baseUrl: ready[1], output: () => output, exited });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited early (${code}): ${output}`)));
  });
}
