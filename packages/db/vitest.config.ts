import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Each test starts an embedded PostgreSQL and runs every migration: seconds on a busy
    // two-core machine, not the default 5.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    setupFiles: ['@carmarket/shared/test/fail-on-console-error'],
  },
});
