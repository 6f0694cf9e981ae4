import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Translator } from '@carmarket/shared/i18n/translate';
import { useAppRuns, whenHydrated } from '../lib/hydration';
import { I18nProvider, whenCatalogReady } from '../lib/i18n';
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

/**
 * A public page is drawn for a visitor first (the server's render, decision 116); once a stored
 * session turns out to be signed in, the answers that depend on who asks are fetched again: an
 * owner or staff member sees their own ad that visitors are told is gone.
 */
function RefetchForTheSignedInUser() {
  const queryClient = useQueryClient();
  const { status } = useSession();
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current !== 'signed-in' && status === 'signed-in') {
      // Once the page is hydrated (its first render must match the server's HTML), every cached
      // car: one whose "gone" answer is on screen is not asked again when it mounts
      // (get-vehicle.ts, retryOnMount).
      void whenHydrated().then(() =>
        queryClient.refetchQueries({ queryKey: ['vehicles', 'detail'], type: 'all' }),
      );
    }
    previous.current = status;
  }, [status, queryClient]);
  return null;
}

/**
 * The toaster is the browser's alone: mounted once the page has hydrated, never part of the
 * server's HTML. A toast fired before the toaster's chunk arrives waits in the library's store
 * (lib/toast.ts); had the server drawn the toaster empty, React would hydrate it with that toast
 * in it, find the page differed from the server's (error #418) and draw it again — on a slow
 * phone, where the chunk comes late, after a tap the page answers with a toast.
 */
function BrowserToaster() {
  return useAppRuns() ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}

/** A stored session is checked once the page is up (the gate in router.tsx waits for it). */
function RestoreSessionOnStart() {
  useEffect(() => {
    void whenCatalogReady().then(() => restoreSession());
  }, []);
  return null;
}

/**
 * `queryClient` is given when the page was rendered on the server: the browser's client holds
 * the server's answers (main.tsx), the server's holds what it fetched for this page.
 * `translator` is the page's language and words (lib/i18n.tsx); English without it.
 */
export function AppProvider({
  children,
  queryClient: givenClient,
  translator,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  translator?: Translator;
}) {
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  const tree = (
    <QueryClientProvider client={queryClient}>
      {children}
      <RestoreSessionOnStart />
      <RefetchForTheSignedInUser />
      <ForgetPrivateDataOnSignOut />
      <BrowserToaster />
    </QueryClientProvider>
  );
  return translator ? <I18nProvider translator={translator}>{tree}</I18nProvider> : tree;
}
