import { HandCoins, Phone } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { buttonStyles } from '../../../components/ui/button-styles';

// The offer form (react-hook-form) loads when the dialog opens, not with the car's page.
const MakeOfferModal = lazy(() =>
  import('./make-offer-modal').then((module) => ({ default: module.MakeOfferModal })),
);

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
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOfferOpen(true)}
        className={buttonStyles({ size: 'lg' })}
      >
        <HandCoins aria-hidden className="size-5" />
        Make an Offer
      </button>
      {phone && isPhoneShown ? (
        <a
          href={`tel:${phone.replace(/[^\d+]/g, '')}`}
          className={buttonStyles({ variant: 'secondary', size: 'lg' })}
        >
          <Phone aria-hidden className="size-5" />
          Call {phone}
        </a>
      ) : (
        <button
          type="button"
          onClick={() => (phone ? setIsPhoneShown(true) : setIsOfferOpen(true))}
          className={buttonStyles({ variant: 'secondary', size: 'lg' })}
        >
          <Phone aria-hidden className="size-5" />
          Contact Seller
        </button>
      )}
      {isOfferOpen && (
        <Suspense fallback={null}>
          <MakeOfferModal
            vehicleId={vehicleId}
            carTitle={carTitle}
            price={price}
            onClose={() => setIsOfferOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
