import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { useSession } from '../lib/session';

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

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ForgetPrivateDataOnSignOut />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </QueryClientProvider>
  );
}
