import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

/** The site in the browser; entry-server.tsx renders the same routes on the server. */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProvider {...(queryClient ? { queryClient } : {})}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
