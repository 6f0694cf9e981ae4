import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Real server processes on one PostgreSQL: `npm run test:processes` (vitest.processes.config.ts);
    // SpamAssassin's scores: `npm run test:mail` (vitest.mail.config.ts).
    exclude: [
      ...configDefaults.exclude,
      'src/**/*.processes.test.ts',
      'src/**/*.spamassassin.test.ts',
    ],
    globalSetup: ['./src/test/global-setup.ts'],
    setupFiles: ['@carmarket/shared/test/fail-on-console-error'],
    // Each test file boots its own database; PGlite is single-threaded WASM, so two at a time
    // keeps this 2-core machine responsive.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
