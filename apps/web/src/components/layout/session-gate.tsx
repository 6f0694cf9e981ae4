import { useEffect, type ReactNode } from 'react';
import { restoreSession, useSession } from '../../lib/session';

/**
 * Spec section 2: the full-page text Loading... shows while a stored session is checked at
 * start; the app renders once the check has ended either way.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { status } = useSession();

  useEffect(() => {
    void restoreSession();
  }, []);

  if (status === 'checking') {
    return (
      <div
        role="status"
        className="grid min-h-dvh place-items-center bg-white text-lg font-semibold text-slate-700"
      >
        Loading...
      </div>
    );
  }
  return children;
}
