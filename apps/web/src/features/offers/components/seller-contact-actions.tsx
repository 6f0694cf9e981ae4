import { HandCoins, Phone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import { buttonStyles } from '../../../components/ui/button-styles';
import { lazyModule } from '../../../lib/lazy-module';

// The offer form (react-hook-form) is not in the car page's first load: it is fetched once the
// page has rendered, and the dialog opens in the click that asks for it.
const makeOfferModal = lazyModule(() => import('./make-offer-modal'));
const LOAD_FAILED = 'We could not open the offer form. Check your connection and try again.';

interface SellerContactActionsProps {
  vehicleId: number;
  carTitle: string;
  price: number;
  /** Shown only where the ad's package shows contact details (vip); null otherwise. */
  phone: string | null;
}

/**
 * Make an Offer and Contact Seller. Contact Seller reveals the phone number where the package
 * shows contact details; otherwise the offer form is the way to reach the seller.
 */
export function SellerContactActions({
  vehicleId,
  carTitle,
  price,
  phone,
}: SellerContactActionsProps) {
  const [isOfferOpen, setIsOfferOpen] = useState(false);
  const [isPhoneShown, setIsPhoneShown] = useState(false);
  useEffect(() => {
    makeOfferModal.load().catch(() => {});
  }, []);
  const openOffer = () => {
    if (makeOfferModal.current()) setIsOfferOpen(true);
    else
      makeOfferModal.load().then(
        () => setIsOfferOpen(true),
        () => toast.error(LOAD_FAILED),
      );
  };
  const Loaded = makeOfferModal.current();
  return (
    <>
      <button type="button" onClick={openOffer} className={buttonStyles({ size: 'lg' })}>
        <HandCoins aria-hidden className="size-5" />
        Make an Offer
      </button>
      {phone && isPhoneShown ? (
        <>
          <a
            href={`tel:${phone.replace(/[^\d+]/g, '')}`}
            className={buttonStyles({ variant: 'secondary', size: 'lg' })}
          >
            <Phone aria-hidden className="size-5" />
            Call {phone}
          </a>
          {Loaded && <Loaded.SafetyReminder />}
        </>
      ) : (
        <button
          type="button"
          onClick={() => (phone ? setIsPhoneShown(true) : openOffer())}
          className={buttonStyles({ variant: 'secondary', size: 'lg' })}
        >
          <Phone aria-hidden className="size-5" />
          Contact Seller
        </button>
      )}
      {isOfferOpen && Loaded && (
        <Loaded.MakeOfferModal
          vehicleId={vehicleId}
          carTitle={carTitle}
          price={price}
          onClose={() => setIsOfferOpen(false)}
        />
      )}
    </>
  );
}
