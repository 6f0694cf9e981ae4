import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    setupFiles: ['@carmarket/shared/test/fail-on-console-error'],
  },
});
