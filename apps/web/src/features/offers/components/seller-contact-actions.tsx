import { HandCoins, Phone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import { buttonStyles } from '../../../components/ui/button-styles';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { lazyModule } from '../../../lib/lazy-module';
import type { RenderPhoneVerification } from '../../../lib/phone-verification-slot';
import { WRAPPING_BUTTON } from './wrapping-button';

// The offer form (react-hook-form) and the phone reveal are not in the car page's first load:
// they are fetched once the page has rendered, and open in the click that asks for them.
const makeOfferModal = lazyModule(() => import('./make-offer-modal'));

interface SellerContactActionsProps {
  vehicleId: number;
  carTitle: string;
  price: number;
  /** Whether the seller's number can be revealed (a live VIP ad); it is asked for with a tap. */
  phoneAvailable: boolean;
  /**
   * The phone verification panel, for an offer the API refuses until then, and for a number past
   * the address's day for accounts not verified (issue 36).
   */
  renderPhoneVerification: RenderPhoneVerification;
}

/**
 * Make an Offer and Contact Seller. Contact Seller reveals the phone number where the package
 * shows contact details, counted per tap (decision 107); otherwise the offer form is the way to
 * reach the seller.
 */
export function SellerContactActions({
  vehicleId,
  carTitle,
  price,
  phoneAvailable,
  renderPhoneVerification,
}: SellerContactActionsProps) {
  const { t } = useT();
  const [isOfferOpen, setIsOfferOpen] = useState(false);
  const [isPhoneAsked, setIsPhoneAsked] = useState(false);
  useEffect(() => {
    makeOfferModal.load().catch(() => {});
  }, []);
  // Both open from the module fetched after render, in the tap that asks once it has arrived.
  const whenLoaded = (open: () => void) => {
    if (makeOfferModal.current()) open();
    else makeOfferModal.load().then(open, () => toast.error(t(NETWORK_ERROR_MESSAGE)));
  };
  const openOffer = () => whenLoaded(() => setIsOfferOpen(true));
  const Loaded = makeOfferModal.current();
  return (
    <>
      <button
        type="button"
        onClick={openOffer}
        className={buttonStyles({ size: 'lg', className: WRAPPING_BUTTON })}
      >
        <HandCoins aria-hidden className="size-5" />
        {t('Make an Offer')}
      </button>
      {isPhoneAsked && Loaded ? (
        <Loaded.SellerPhone
          vehicleId={vehicleId}
          renderPhoneVerification={renderPhoneVerification}
        />
      ) : (
        <button
          type="button"
          onClick={() => (phoneAvailable ? whenLoaded(() => setIsPhoneAsked(true)) : openOffer())}
          className={buttonStyles({ variant: 'secondary', size: 'lg', className: WRAPPING_BUTTON })}
        >
          <Phone aria-hidden className="size-5" />
          {t('Contact Seller')}
        </button>
      )}
      {isOfferOpen && Loaded && (
        <Loaded.MakeOfferModal
          vehicleId={vehicleId}
          carTitle={carTitle}
          price={price}
          onClose={() => setIsOfferOpen(false)}
          renderPhoneVerification={renderPhoneVerification}
        />
      )}
    </>
  );
}
