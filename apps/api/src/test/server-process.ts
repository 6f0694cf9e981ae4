import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface LaunchedServer {
  child: ChildProcess;
  /** The base URL once the server says it is ready; rejects if it exits before. */
  ready: Promise<string>;
  /** The exit code, once it has exited. */
  exited: Promise<number | null>;
  /** Everything the process has logged so far. */
  output: () => string;
}

export interface StartedServer extends LaunchedServer {
  baseUrl: string;
}

export interface ServerProcessOptions {
  /**
   * `source` runs `src/server.ts` (tsx as a loader, not its CLI, so a signal sent to `child`
   * reaches the server itself: a kill -9 is a real crash); `built` runs `dist/server.js` with
   * NODE_ENV=production, as `npm start` does.
   */
  code?: 'source' | 'built';
  /** Variables on top of this process's environment, whose DATABASE_URL is left out. */
  env: Record<string, string>;
}

/** Every process launched, so `stopServerProcesses` leaves none running after a test file. */
const launched: ChildProcess[] = [];

/** Starts the real server process on a free port; see `startServerProcess` to wait for it. */
export function launchServerProcess(options: ServerProcessOptions): LaunchedServer {
  const { DATABASE_URL: _unless, ...inherited } = process.env;
  const built = options.code === 'built';
  const child = spawn(
    process.execPath,
    built ? ['dist/server.js'] : ['--import', 'tsx', 'src/server.ts'],
    {
      cwd: apiRoot,
      env: {
        ...inherited,
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        NODE_ENV: built ? 'production' : 'test',
        LOG_LEVEL: 'info',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  launched.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const onData = () => {
      const found = /CarMarket is ready at (http:\/\/localhost:\d+)/.exec(output);
      if (!found?.[1]) return;
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      resolve(found[1].replace('localhost', '127.0.0.1'));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited early (${code}): ${output}`)));
  });
  // Whoever does not wait for `ready` must not see its rejection as unhandled.
  ready.catch(() => {});
  return { child, ready, exited, output: () => output };
}

/** Starts the real server process and resolves once it serves. */
export async function startServerProcess(options: ServerProcessOptions): Promise<StartedServer> {
  const server = launchServerProcess(options);
  return { ...server, baseUrl: await server.ready };
}

/** Stops what a test file launched and left running: SIGTERM, then SIGKILL after 10 s. */
export async function stopServerProcesses(): Promise<void> {
  await Promise.all(
    launched.splice(0).map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
    }),
  );
}
