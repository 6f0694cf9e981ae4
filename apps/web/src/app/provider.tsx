import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS } from '../config/site';
import { createQueryClient } from '../lib/query-client';
import { useSession } from '../lib/session';

/**
 * Spec section 9 allows at most 20 toasts. react-hot-toast has no option for it, so the oldest
 * visible toasts beyond the limit are dismissed (the store lists the newest first).
 */
function ToastLimit() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(MAX_VISIBLE_TOASTS)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);
  return null;
}

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
      <Toaster
        position="top-center"
        toastOptions={{
          duration: TOAST_DURATION_MS.default,
          error: { duration: TOAST_DURATION_MS.error },
          success: { duration: TOAST_DURATION_MS.success },
          className: 'text-sm font-medium',
          style: { borderRadius: '0.75rem', color: '#0f172a' },
        }}
      />
      <ToastLimit />
    </QueryClientProvider>
  );
}
