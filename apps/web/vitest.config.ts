import { defineConfig } from 'vitest/config';

// Unit tests cover pure logic only, so Node is enough: no DOM, no Vite plugins. Screens are
// covered by the Playwright journeys in e2e/.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['@carmarket/shared/test/fail-on-console-error'],
  },
});
