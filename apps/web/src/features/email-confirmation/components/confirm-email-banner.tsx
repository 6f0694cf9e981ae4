import { EMAIL_CONFIRMATION_MESSAGES } from '@carmarket/shared/email-confirmation';
import type { User } from '@carmarket/shared/account';
import { MailWarning, Send } from 'lucide-react';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useT } from '../../../lib/i18n';
import { useResendConfirmation } from '../api/resend-confirmation';

/** Stands where the address goes in the translated sentence, which is split around it. */
const ADDRESS_SLOT = '\u0000';

/**
 * "Confirm your e-mail", on every account page while the address is not confirmed (decision
 * 103): until then no notice, alert or reminder is sent to it. Resend mails a new link.
 */
export function ConfirmEmailBanner({ user }: { user: Pick<User, 'email' | 'emailConfirmed'> }) {
  const { t } = useT();
  const resend = useResendConfirmation();
  if (user.emailConfirmed) return null;
  const [beforeAddress, afterAddress] = t('We sent a link to {email}.', {
    email: ADDRESS_SLOT,
  }).split(ADDRESS_SLOT);

  return (
    <section
      aria-labelledby="confirm-email-title"
      className="mt-8 rounded-(--radius-card) border border-amber-300 bg-amber-50 p-5 sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 gap-3">
          <MailWarning aria-hidden className="mt-0.5 size-6 shrink-0 text-amber-700" />
          <div className="min-w-0">
            <h2 id="confirm-email-title" className="text-lg font-bold text-slate-900">
              {t(EMAIL_CONFIRMATION_MESSAGES.bannerTitle)}
            </h2>
            <p className="mt-1 text-slate-700">
              {beforeAddress}
              <strong className="break-all text-slate-900">{user.email}</strong>
              {afterAddress}{' '}
              {t(
                'Open it to confirm the address: until then we send it no notices about your ads, offers or saved searches.',
              )}
            </p>
          </div>
        </div>
        <button
          type="button"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
          className={buttonStyles({ variant: 'secondary', className: 'shrink-0' })}
        >
          <Send aria-hidden className="size-4" />
          {resend.isPending ? t('Sending…') : t('Resend')}
        </button>
      </div>
      {/* Announced in place: the sentence names the address the link went to. */}
      <p role="status" className="mt-3 text-sm break-words text-slate-700 empty:hidden">
        {resend.isSuccess ? resend.data.message : ''}
      </p>
      {resend.isError && (
        <p role="alert" className="mt-3 text-sm text-rose-800">
          {resend.error.message}
        </p>
      )}
    </section>
  );
}
