import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { restoreSession, useSession } from '../lib/session';

// The toaster (react-hot-toast and goober) is not needed to paint the first screen (decision 091).
const AppToaster = lazy(() => import('./toaster'));

/** The signed-in user's own data (every query under `['me']`) goes when the session ends. */
function ForgetPrivateDataOnSignOut() {
  const queryClient = useQueryClient();
  const { status } = useSession();
  useEffect(() => {
    if (status === 'signed-out') queryClient.removeQueries({ queryKey: ['me'] });
  }, [status, queryClient]);
  return null;
}

/** A stored session is checked once the page is up (the gate in router.tsx waits for it). */
function RestoreSessionOnStart() {
  useEffect(() => {
    void restoreSession();
  }, []);
  return null;
}

/**
 * `queryClient` is given when the page was rendered on the server: the browser's client holds
 * the server's answers (main.tsx), the server's holds what it fetched for this page.
 */
export function AppProvider({
  children,
  queryClient: givenClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <RestoreSessionOnStart />
      <ForgetPrivateDataOnSignOut />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </QueryClientProvider>
  );
}
