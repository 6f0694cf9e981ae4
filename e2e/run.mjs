// `npm run test:e2e`: makes sure Chromium is there, builds, then runs Playwright against the
// production server on a free port with a throwaway DATA_DIR.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSmtpSink } from './smtp-sink.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const INSTALL = 'apt-get install -y chromium';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

if (!existsSync(chromium)) {
  if (process.getuid?.() === 0) {
    console.log(`Chromium is missing: running ${INSTALL}`);
    if (run('sh', ['-c', `apt-get update -qq && ${INSTALL}`]) !== 0 || !existsSync(chromium)) {
      console.error(`Could not install Chromium. Install it with: ${INSTALL}`);
      process.exit(1);
    }
  } else {
    console.error(`Chromium is missing at ${chromium}. Install it with: sudo ${INSTALL}`);
    process.exit(1);
  }
}

if (run('npm', ['run', 'build']) !== 0) process.exit(1);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port: free } = server.address();
      server.close(() => resolve(free));
    });
  });
}
const port = await freePort();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'carmarket-e2e-'));
// The server sends its e-mail through a real SMTP server; the journeys read what arrives.
const mailDir = path.join(dataDir, 'received-mail');
const smtp = await startSmtpSink(mailDir);

// Sign in with Google against a real OpenID provider on this machine (decision 135): its own
// process (oidc-provider, run from the API's test helper), the server's GOOGLE_ISSUER.
const google = {
  clientId: 'carmarket-e2e',
  clientSecret: 'carmarket-e2e client secret, never used outside the tests',
};
const provider = await startOpenIdProvider({
  OIDC_CLIENT_ID: google.clientId,
  OIDC_CLIENT_SECRET: google.clientSecret,
  OIDC_REDIRECT_URI: `http://127.0.0.1:${port}/api/auth/google/callback`,
});

/** Starts apps/api/src/test/openid-provider-server.ts and reads its issuer off its first line. */
function startOpenIdProvider(env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/test/openid-provider-server.ts'], {
    cwd: path.join(root, 'apps/api'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.on('exit', (code) => reject(new Error(`the OpenID provider stopped (${code})`)));
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((text) => text.startsWith('{'));
      if (line) resolve({ issuer: JSON.parse(line).issuer, stop: () => child.kill('SIGTERM') });
    });
  });
}

// Not spawnSync: the SMTP server answers from this process while the journeys run.
const status = await new Promise((resolve) => {
  const child = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_DATA_DIR: dataDir,
      E2E_SMTP_URL: smtp.url,
      E2E_MAIL_DIR: mailDir,
      E2E_GOOGLE_ISSUER: provider.issuer,
      E2E_GOOGLE_CLIENT_ID: google.clientId,
      E2E_GOOGLE_CLIENT_SECRET: google.clientSecret,
    },
  });
  child.on('exit', (code) => resolve(code ?? 1));
});
await smtp.close();
provider.stop();
await rm(dataDir, { recursive: true, force: true });
process.exit(status);
