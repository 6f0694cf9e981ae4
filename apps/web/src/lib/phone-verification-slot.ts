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

/**
 * The slot as an element: a component calls `render` in its own render, so the callbacks it is
 * handed (which may move focus) are not read while the parent renders.
 */
export function PhoneVerificationSlot({
  render,
  ...props
}: PhoneVerificationSlotProps & { render: RenderPhoneVerification }): ReactNode {
  return render(props);
}
