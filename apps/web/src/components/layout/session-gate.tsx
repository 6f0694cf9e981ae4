import { useEffect, type ReactNode } from 'react';
import { restoreSession, useSession } from '../../lib/session';
import { PageLoading } from '../ui/page-loading';

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
    return <PageLoading />;
  }
  return children;
}
