import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetSession } from '../lib/session';

// Vitest runs without globals, so Testing Library cannot unmount on its own between tests; the
// session (token and local storage hint) is module state that would outlive the test.
afterEach(() => {
  cleanup();
  forgetSession();
});
