import { zodResolver } from '@hookform/resolvers/zod';
import { formatListingPrice } from '@carmarket/shared/format';
import { OfferSchema, type Offer, type OfferInput } from '@carmarket/shared/offer';
import { PHONE_NOT_VERIFIED_CODE } from '@carmarket/shared/phone-verification';
import { Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { buttonStyles } from '../../../components/ui/button-styles';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { SignInFirstModal } from '../../../components/ui/sign-in-first-modal';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import type { RenderPhoneVerification } from '../../../lib/phone-verification-slot';
import { useCurrentUser } from '../../../lib/session';
import { useCreateOffer } from '../api/create-offer';
import { SafetyReminder } from './safety-reminder';

// Contact Seller reveals a VIP seller's number (with the reminder) from this lazily loaded
// module: the car page's first load has no room for it (decision 107).
export { SellerPhone } from './seller-phone';

interface MakeOfferModalProps {
  vehicleId: number;
  carTitle: string;
  /** The list price; the amount starts there (spec section 2). */
  price: number;
  onClose: () => void;
  /** Shown in the form when the API asks for a verified phone first (issue 36). */
  renderPhoneVerification: RenderPhoneVerification;
}

/**
 * Spec section 2: an amount (at least 1, prefilled with the list price) and an optional message,
 * checked with the API's own schema. The offer is stored for the seller (architecture.md).
 */
export function MakeOfferModal(props: MakeOfferModalProps) {
  const user = useCurrentUser();
  return user ? <OfferForm {...props} /> : <SignInToOffer {...props} />;
}

/** A visitor is asked to sign in first, and comes back to this car afterwards. */
function SignInToOffer({ carTitle, onClose }: MakeOfferModalProps) {
  const { t } = useT();
  return (
    <SignInFirstModal
      title={t('Sign in to make an offer')}
      description={t(
        'Offers go to the seller from your account, so they can answer you. Sign in and you will come back to the {title}.',
        { title: carTitle },
      )}
      onClose={onClose}
    >
      <SafetyReminder className="mt-5" />
    </SignInFirstModal>
  );
}

function OfferForm({
  vehicleId,
  carTitle,
  price,
  onClose,
  renderPhoneVerification,
}: MakeOfferModalProps) {
  const { t } = useT();
  const createOffer = useCreateOffer();
  /**
   * The API's sentence when the buyer's phone needs verifying, and whether it now is: the panel
   * stays to say so until the offer is sent again. The typed offer stays throughout.
   */
  const [phoneCheck, setPhoneCheck] = useState<{ reason: string; verified: boolean } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<OfferInput, unknown, Offer>({
    resolver: zodResolver(OfferSchema),
    defaultValues: { amount: String(price), message: '' },
  });

  const onSubmit = handleSubmit((offer) => {
    setPhoneCheck(null);
    createOffer.mutate(
      { vehicleId, offer },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === PHONE_NOT_VERIFIED_CODE) {
            setPhoneCheck({ reason: error.message, verified: false });
          } else {
            toast.error(error.message, { id: error.message });
          }
        },
      },
    );
  });

  return (
    <Modal
      title={t('Make an Offer')}
      description={t('{title}, listed at {price}.', {
        title: carTitle,
        price: formatListingPrice(price),
      })}
      onClose={onClose}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <SafetyReminder />
        <FormField
          label={t('Your offer (Rs.)')}
          error={errors.amount?.message && t(errors.amount.message)}
        >
          {(control) => (
            <input
              {...control}
              {...register('amount')}
              data-autofocus
              type="number"
              min={1}
              step="any"
              inputMode="decimal"
              className={inputStyles}
            />
          )}
        </FormField>
        <FormField
          label={t('Message')}
          optional
          error={errors.message?.message && t(errors.message.message)}
        >
          {(control) => (
            <textarea
              {...control}
              {...register('message')}
              rows={4}
              placeholder={t('When could you show me the car?')}
              className={cn(inputStyles, 'resize-y')}
            />
          )}
        </FormField>
        {phoneCheck && (
          <Suspense fallback={null}>
            {renderPhoneVerification({
              reason: phoneCheck.reason,
              // Verified: Send Offer again sends what was typed.
              onVerified: () => setPhoneCheck({ ...phoneCheck, verified: true }),
            })}
          </Suspense>
        )}
        <button
          type="submit"
          disabled={createOffer.isPending || (phoneCheck !== null && !phoneCheck.verified)}
          className={buttonStyles({ size: 'lg', className: 'w-full' })}
        >
          {createOffer.isPending ? t('Sending…') : t('Send Offer')}
        </button>
      </form>
    </Modal>
  );
}
