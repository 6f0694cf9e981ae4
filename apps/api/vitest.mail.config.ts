import { defineConfig } from 'vitest/config';

/**
 * Tests that need a program from the system, not from npm (`npm run test:mail`: SpamAssassin
 * scores every kind of message). `.ci/run` installs the program and runs them; `npm test` on a
 * fresh machine does not depend on it.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.spamassassin.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    setupFiles: ['@carmarket/shared/test/fail-on-console-error'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
