import type { User } from '@carmarket/shared/account';
import {
  localMobile,
  normaliseSriLankanMobile,
  PHONE_VERIFICATION_LIMITS,
  PHONE_VERIFICATION_MESSAGES,
  type PhoneVerificationSent,
} from '@carmarket/shared/phone-verification';
import { CheckCircle2, MessageSquareText } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonStyles } from '../../../components/ui/button-styles';
import { inputStyles } from '../../../components/ui/input-styles';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/session';
import { useConfirmPhoneCode, useRequestPhoneCode } from '../api/phone-verification';

export interface PhoneVerificationPanelProps {
  /**
   * The number to verify, as the person typed it (the ad's phone field); left out, the
   * account's own mobile number.
   */
  phone?: string | undefined;
  /** Why the panel is shown, when something asked for it (the 403's sentence, as sent). */
  reason?: string | undefined;
  /** Called once the code is confirmed, with the account as the API now holds it. */
  onVerified?: (user: User) => void;
}

/** Digits only, at most a code's length: "123 456" pasted from the message reads 123456. */
const codeDigits = (typed: string) =>
  typed.replace(/\D/g, '').slice(0, PHONE_VERIFICATION_LIMITS.codeDigits);

/** The number as the site writes numbers (0771234567), or as typed when it is not a mobile. */
function shownNumber(typed: string): string {
  const normal = normaliseSriLankanMobile(typed);
  return normal ? localMobile(normal) : typed.trim();
}

/**
 * Verifying a mobile number (issue 36): "Send code" texts a 6-digit code to the number, the
 * person types it and "Verify" confirms it. The API's sentences are shown as sent: the server
 * writes them in the page's language. The cached account is updated on success (api/), so every
 * gate that reads it opens at once.
 */
export function PhoneVerificationPanel({ phone, reason, onVerified }: PhoneVerificationPanelProps) {
  const { t } = useT();
  const user = useCurrentUser();
  const id = useId();
  const requestCode = useRequestPhoneCode();
  const confirmCode = useConfirmPhoneCode();
  const [sent, setSent] = useState<PhoneVerificationSent | null>(null);
  const [code, setCode] = useState('');
  const [canResend, setCanResend] = useState(false);
  /** The last refusal, and whether it was about the code (then the field is tied to it). */
  const [error, setError] = useState<{ message: string; aboutCode: boolean } | null>(null);
  const [verified, setVerified] = useState<User | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  const number = phone !== undefined && phone.trim() !== '' ? shownNumber(phone) : user?.mobile;

  // "Send a new code" waits for the time the API gave (a minute): earlier it would be refused.
  const resendAt = sent?.resendAt;
  useEffect(() => {
    if (resendAt === undefined) return;
    const wait = Math.max(0, new Date(resendAt).getTime() - Date.now());
    const timer = setTimeout(() => setCanResend(true), wait);
    return () => clearTimeout(timer);
  }, [resendAt]);

  // Each code sent puts the cursor in the code field, once the field is on the screen (an effect
  // runs after the commit; a frame timer may run before it, and focus is then left nowhere).
  useEffect(() => {
    if (sent) codeRef.current?.focus();
  }, [sent]);

  function send() {
    setError(null);
    setCanResend(false);
    requestCode.mutate(phone?.trim() ? phone : undefined, {
      onSuccess: (answer) => {
        setSent(answer);
        setCode('');
      },
      onError: (failure) => setError({ message: failure.message, aboutCode: false }),
    });
  }

  function verify() {
    if (code.length !== PHONE_VERIFICATION_LIMITS.codeDigits) {
      setError({ message: t(PHONE_VERIFICATION_MESSAGES.codeFormat), aboutCode: true });
      codeRef.current?.focus();
      return;
    }
    setError(null);
    confirmCode.mutate(code, {
      onSuccess: (account) => {
        setVerified(account);
        onVerified?.(account);
      },
      onError: (failure) => {
        setError({ message: failure.message, aboutCode: true });
        codeRef.current?.focus();
      },
    });
  }

  const headingId = `${id}-heading`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  if (verified) {
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900"
      >
        <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t('Your mobile number {phone} is verified.', { phone: verified.mobile })}
      </p>
    );
  }

  const errorLine = error && (
    <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
      {error.message}
    </p>
  );

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-(--radius-card) border border-brand-200 bg-brand-50/60 p-4 sm:p-5"
    >
      <h3 id={headingId} className="flex items-center gap-2 text-base font-bold text-slate-900">
        <MessageSquareText aria-hidden className="size-5 shrink-0 text-brand-700" />
        {t('Verify your mobile number')}
      </h3>
      {reason && <p className="text-sm text-slate-700">{reason}</p>}

      {sent === null ? (
        <>
          <p className="text-sm text-slate-700">
            {t('We send a 6-digit code by text message to {phone}.', { phone: number ?? '' })}
          </p>
          {errorLine}
          <button
            type="button"
            onClick={send}
            disabled={requestCode.isPending}
            className={buttonStyles()}
          >
            {requestCode.isPending ? t('Sending…') : t('Send code')}
          </button>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-700" role="status">
            {t('We sent a code to {phone}. It works for 10 minutes.', { phone: sent.phone })}
          </p>
          <div>
            <label
              htmlFor={`${id}-code`}
              className="mb-1.5 block text-sm font-semibold text-slate-800"
            >
              {t('6-digit code')}
            </label>
            <input
              ref={codeRef}
              id={`${id}-code`}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(codeDigits(event.target.value))}
              onKeyDown={(event) => {
                // Inside another form (the offer sheet) Enter verifies, not that form's submit.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  verify();
                }
              }}
              aria-invalid={Boolean(error?.aboutCode)}
              aria-describedby={error?.aboutCode ? `${hintId} ${errorId}` : hintId}
              className={cn(inputStyles, 'max-w-48 tracking-widest')}
            />
            <p id={hintId} className="mt-1.5 text-sm text-slate-500">
              {t('You can ask for a new code a minute after the last one.')}
            </p>
          </div>
          {errorLine}
          <div className="flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              onClick={verify}
              disabled={confirmCode.isPending}
              className={buttonStyles()}
            >
              {confirmCode.isPending ? t('Verifying…') : t('Verify')}
            </button>
            <button
              type="button"
              onClick={send}
              disabled={!canResend || requestCode.isPending}
              className={buttonStyles({ variant: 'secondary' })}
            >
              {t('Send a new code')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

export default PhoneVerificationPanel;
