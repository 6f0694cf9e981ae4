import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

/**
 * Every workspace's vitest setup (`setupFiles: ['@carmarket/shared/test/fail-on-console-error']`).
 * A test that logs console.error fails (epic-stack): an error printed by a passing test is a bug
 * nobody reads. The message still prints, so the failure shows what was logged. A test that
 * provokes an error on purpose asserts on `vi.mocked(console.error)` and then clears it.
 */
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  const calls = [...consoleError.mock.calls];
  consoleError.mockRestore();
  expect(calls, 'console.error was called during the test').toEqual([]);
});
