import { defineConfig } from 'vitest/config';

// Two kinds of tests. `*.test.ts` covers pure logic, so Node is enough. `*.test.tsx` renders a
// component in a DOM (happy-dom) and drives it as a user does, for behaviour the Playwright
// journeys in e2e/ are too coarse to pin (the review card, the wizard's steps).
export default defineConfig({
  test: {
    setupFiles: ['@carmarket/shared/test/fail-on-console-error'],
    projects: [
      {
        extends: true,
        test: { name: 'logic', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['src/test/component-setup.ts'],
          // A user typing a whole form key by key takes seconds on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
