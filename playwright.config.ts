import { defineConfig, devices } from '@playwright/test';

/**
 * Journeys against the production build, started by `e2e/run.mjs` on a free port with a
 * temporary DATA_DIR. Debian's Chromium stands in for Playwright's own browser download.
 */
const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = process.env.E2E_DATA_DIR ?? '/tmp/carmarket-e2e';
const baseURL = `http://127.0.0.1:${port}`;
/**
 * The key the e2e server signs access tokens with. Knowing it, the refresh journey hands the app
 * a token that expired minutes ago instead of waiting for one to expire (e2e/account.spec.ts).
 */
export const E2E_ACCESS_TOKEN_SECRET = 'e2e access-token key, never used outside the tests';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: 'node --enable-source-maps apps/api/dist/server.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_LISTINGS: '60',
        // The staff account of e2e/accounts.ts (E2E_STAFF).
        ADMIN_EMAIL: 'staff-e2e@carmarket.lk',
        ADMIN_PASSWORD: 'e2e staff passphrase',
        // Every journey registers from 127.0.0.1; the per-address limit is tested in the API suite.
        REGISTRATIONS_PER_HOUR: '1000',
        // The browser and the journeys reach the server through 127.0.0.1, trusted as a proxy
        // is in production: a journey that needs people on different addresses (reporters,
        // decision 109) names them in X-Forwarded-For. Without the header a request is 127.0.0.1.
        TRUST_PROXY: '127.0.0.1',
        ACCESS_TOKEN_SECRET: E2E_ACCESS_TOKEN_SECRET,
        LOG_LEVEL: 'warn',
        // Links in e-mails lead back to this server.
        PUBLIC_URL: baseURL,
        // e2e/run.mjs starts a real SMTP server (e2e/smtp-sink.mjs); run alone, mail goes to
        // DATA_DIR/mail as .eml files. e2e/mailbox.ts reads either.
        ...(process.env.E2E_SMTP_URL ? { SMTP_URL: process.env.E2E_SMTP_URL } : {}),
        // e2e/run.mjs starts a local OpenID provider for Sign in with Google (decision 135); run
        // alone, the server has no Google client and shows no button.
        ...(process.env.E2E_GOOGLE_ISSUER
          ? {
              GOOGLE_ISSUER: process.env.E2E_GOOGLE_ISSUER,
              GOOGLE_CLIENT_ID: process.env.E2E_GOOGLE_CLIENT_ID ?? '',
              GOOGLE_CLIENT_SECRET: process.env.E2E_GOOGLE_CLIENT_SECRET ?? '',
            }
          : {}),
      },
    },
  ],
});
