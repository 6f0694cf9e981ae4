import { Outlet } from 'react-router';
import { useSession } from '../../lib/session';
import { PageLoading } from '../ui/page-loading';

/**
 * Spec section 2: the full-page text Loading... shows while a stored session is checked at
 * start. Only the pages that belong to a signed-in user wait for it (a layout route in
 * router.tsx); the public pages are rendered on the server as a visitor sees them and fill in
 * the user's parts when the check ends (decision 116), so they never blank out for it.
 */
export function SessionGate() {
  const { status } = useSession();
  if (status === 'checking') return <PageLoading />;
  return <Outlet />;
}
