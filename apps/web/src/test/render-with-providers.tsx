import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '../app/provider';

/**
 * A component inside what the app wraps every page in (app.tsx): its query client, its toaster,
 * and a router (in memory, at `path`).
 */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProvider>,
  );
}
