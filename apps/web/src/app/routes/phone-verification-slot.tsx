import { LazyPhoneVerificationPanel } from '../../features/phone-verification/components/lazy-phone-verification-panel';
import type { RenderPhoneVerification } from '../../lib/phone-verification-slot';

/**
 * The phone verification panel as the routes hand it to the sell wizard, the offer form and the
 * first chat message (issue 36). Only a small wrapper: the panel itself loads when first shown.
 */
export const renderPhoneVerification: RenderPhoneVerification = (props) => (
  <LazyPhoneVerificationPanel {...props} />
);
