import { defineConfig } from 'vitest/config';

/**
 * Tests of several API processes on one PostgreSQL (`npm run test:processes`, with DATABASE_URL
 * set; `.ci/run` runs them after the API suite): real server processes, and pools of
 * connections racing for the same rows, which PGlite (one statement at a time) cannot show.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.processes.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
