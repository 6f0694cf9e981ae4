import {
  PHONE_REVEAL_SIGN_IN_CODE,
  PHONE_REVEAL_VERIFY_CODE,
} from '@carmarket/shared/phone-reveal-text';
import { PhoneCall } from 'lucide-react';
import { Suspense, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { loginReturningTo } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import type { RenderPhoneVerification } from '../../../lib/phone-verification-slot';
import { useCurrentUser } from '../../../lib/session';
import { useRevealPhone } from '../api/reveal-phone';
import { WRAPPING_BUTTON } from './wrapping-button';
import { SafetyReminder } from './safety-reminder';

/**
 * What Contact Seller shows on a VIP ad (decision 107): it asks for the number once, when the
 * buyer's tap mounts it, and shows it as a `tel:` link with the safety reminder. A visitor past
 * their reveals is offered to sign in and come back to this car; past the address's day for
 * numbers nobody has proven (issue 36) a signed-in buyer verifies theirs in place and the number
 * is asked for again; any other refusal is its sentence. Focus follows what replaces the button, so a keyboard user is not left nowhere.
 * Loaded with the offer form, never in the car page's first load.
 */
export function SellerPhone({
  vehicleId,
  renderPhoneVerification,
}: {
  vehicleId: number;
  renderPhoneVerification: RenderPhoneVerification;
}) {
  const { t } = useT();
  const user = useCurrentUser();
  const reveal = useRevealPhone(vehicleId);
  const asked = useRef(false);
  const focusTarget = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    // Once per tap: React's development double mount must not count a second reveal.
    if (asked.current) return;
    asked.current = true;
    reveal.mutate();
  }, [reveal]);
  useEffect(() => {
    focusTarget.current?.focus();
  }, [reveal.status]);

  if (reveal.data) {
    const { phone } = reveal.data;
    return (
      <>
        <a
          ref={(node) => {
            focusTarget.current = node;
          }}
          href={`tel:${phone.replace(/[^\d+]/g, '')}`}
          className={buttonStyles({ variant: 'secondary', size: 'lg', className: WRAPPING_BUTTON })}
        >
          <PhoneCall aria-hidden className="size-5" />
          {t('Call {phone}', { phone })}
        </a>
        <SafetyReminder />
      </>
    );
  }

  const error = reveal.error;
  const needsVerifiedPhone = error instanceof ApiError && error.code === PHONE_REVEAL_VERIFY_CODE;
  if (needsVerifiedPhone && user) {
    return (
      // Focus comes here from the button this replaced, so the panel is read next.
      <div
        tabIndex={-1}
        ref={(node) => {
          focusTarget.current = node;
        }}
        className="focus:outline-none"
      >
        <Suspense fallback={null}>
          {renderPhoneVerification({
            reason: error.message,
            // Verified: the number this tap asked for is asked for again.
            onVerified: () => reveal.mutate(),
          })}
        </Suspense>
      </div>
    );
  }
  if (
    error instanceof ApiError &&
    (error.code === PHONE_REVEAL_SIGN_IN_CODE || needsVerifiedPhone)
  ) {
    return (
      <div className="grid gap-3">
        <p
          role="alert"
          className="rounded-xl bg-slate-50 px-3 py-2.5 text-sm leading-snug text-slate-800 ring-1 ring-slate-200"
        >
          {error.message}
        </p>
        <Link
          ref={(node) => {
            focusTarget.current = node;
          }}
          to={loginReturningTo(pathname)}
          // No icon, so the words fit the panel at 390 px; on narrower phones they wrap inside it.
          className={buttonStyles({ size: 'lg', className: WRAPPING_BUTTON })}
        >
          {t('Sign in to see more numbers')}
        </Link>
      </div>
    );
  }

  if (error) {
    // A dropped connection or a server fault is worth another tap; a refusal says when itself.
    const mayRetry = !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
    return (
      <div className="grid gap-3">
        <p
          role="alert"
          tabIndex={-1}
          ref={(node) => {
            focusTarget.current = node;
          }}
          className="rounded-xl bg-rose-50 px-3 py-2.5 text-sm leading-snug text-rose-900 ring-1 ring-rose-200 focus:outline-none"
        >
          {error.message}
        </p>
        {mayRetry && (
          <button
            type="button"
            onClick={() => reveal.mutate()}
            className={buttonStyles({
              variant: 'secondary',
              size: 'lg',
              className: WRAPPING_BUTTON,
            })}
          >
            <PhoneCall aria-hidden className="size-5" />
            {t('Try again')}
          </button>
        )}
      </div>
    );
  }

  return (
    <p
      role="status"
      tabIndex={-1}
      ref={(node) => {
        focusTarget.current = node;
      }}
      className="flex h-12 items-center justify-center rounded-full border border-slate-300 px-6 text-base font-semibold text-slate-600 focus:outline-none"
    >
      <PhoneCall aria-hidden className="mr-2 size-5" />
      {t('Getting the number…')}
    </p>
  );
}
