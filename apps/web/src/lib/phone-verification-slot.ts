import type { ReactNode } from 'react';

/**
 * Where a feature shows the phone verification panel (issue 36) without importing it: features
 * do not import one another, so the routes hand it in, each with its own `lazy()` import of
 * features/phone-verification/components/phone-verification-panel. The panel may suspend while
 * its chunk loads: the feature draws it inside a Suspense boundary. Types only, so no route
 * gains a shared chunk (the public pages' first load has no room, issue 17).
 */
export interface PhoneVerificationSlotProps {
  /** The number to verify as typed; left out, the account's own. */
  phone?: string | undefined;
  /** The API's sentence that asked for it, shown as sent. */
  reason?: string | undefined;
  onVerified: () => void;
}

export type RenderPhoneVerification = (props: PhoneVerificationSlotProps) => ReactNode;
