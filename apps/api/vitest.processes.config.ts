import { defineConfig } from 'vitest/config';

/**
 * Tests that need a PostgreSQL server (`npm run test:processes`, with DATABASE_URL set; `.ci/run`
 * runs them after the API suite): real server processes and pools of connections racing for the
 * same rows, which PGlite (one statement at a time) cannot show, and a site moving between
 * PGlite and PostgreSQL, which needs both.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.processes.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
