import type { ReactNode } from 'react';

/**
 * Where a feature shows the phone verification panel (issue 36) without importing it: features
 * do not import one another, so the routes hand it in (`LazyPhoneVerificationPanel`).
 */
export interface PhoneVerificationSlotProps {
  /** The number to verify as typed; left out, the account's own. */
  phone?: string | undefined;
  /** The API's sentence that asked for it, shown as sent. */
  reason?: string | undefined;
  onVerified: () => void;
}

export type RenderPhoneVerification = (props: PhoneVerificationSlotProps) => ReactNode;
