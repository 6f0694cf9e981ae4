import { lazy } from 'react';
import type { VehicleDetail } from '@carmarket/shared/vehicle-detail';
import { useIsMyLiveAd } from '../../features/listings/api/get-my-listings';
import { ChatWithSeller } from '../../features/messages/components/chat-with-seller';
import { WRAPPING_BUTTON } from '../../features/offers/components/wrapping-button';
import { useCurrentUser } from '../../lib/session';

// The phone verification panel (issue 36): its own chunk, loaded when first shown.
const PhoneVerificationPanel = lazy(
  () => import('../../features/phone-verification/components/phone-verification-panel'),
);

/**
 * "Chat with seller" on a live ad that is not the user's own (issue 35): the listings feature
 * knows the user's ads, the messages feature draws the button.
 */
export default function CarChatButton({ car }: { car: VehicleDetail }) {
  const signedIn = useCurrentUser() !== null;
  const isMine = useIsMyLiveAd(car.id, signedIn);
  if (car.status !== 'active' || isMine) return null;
  return (
    <ChatWithSeller
      vehicleId={car.id}
      carTitle={car.title}
      className={WRAPPING_BUTTON}
      renderPhoneVerification={(panel) => <PhoneVerificationPanel {...panel} />}
    />
  );
}
