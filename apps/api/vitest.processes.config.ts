import { defineConfig } from 'vitest/config';

/**
 * Tests that start real server processes on one PostgreSQL (`npm run test:processes`, with
 * DATABASE_URL set; `.ci/run` runs them after the API suite).
 */
export default defineConfig({
  test: {
    include: ['src/**/*.processes.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
