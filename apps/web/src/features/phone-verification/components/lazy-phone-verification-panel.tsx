import { lazy, Suspense } from 'react';
import { LoadingBlock } from '../../../components/ui/load-state';
import { useT } from '../../../lib/i18n';
import type { PhoneVerificationPanelProps } from './phone-verification-panel';

// Most visits never need it: the panel (and the shared number rules it reads) comes in its own
// chunk, when a page first asks for a verified number.
const Panel = lazy(() => import('./phone-verification-panel'));

/** The verification panel, loaded when first shown (nothing of it in any page's first load). */
export function LazyPhoneVerificationPanel(props: PhoneVerificationPanelProps) {
  const { t } = useT();
  return (
    <Suspense fallback={<LoadingBlock label={t('Loading…')} className="h-40" />}>
      <Panel {...props} />
    </Suspense>
  );
}
