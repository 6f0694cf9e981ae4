import { UNSUBSCRIBE_MESSAGES, UnsubscribeTokenSchema } from '@carmarket/shared/unsubscribe';
import { MailX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { LoadError } from '../../../components/ui/load-state';
import { paths } from '../../../config/paths';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * Where an e-mail's "Stop these e-mails" link lands. Opening it changes nothing (mail scanners
 * open every link); the button does, without signing in.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = UnsubscribeTokenSchema.safeParse(params.get('token') ?? '');
  const unsubscribe = useUnsubscribe();

  return (
    <div className="mx-auto max-w-lg rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-(--shadow-card) sm:p-8">
      <MailX aria-hidden className="size-10 text-brand-700" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Stop e-mail notices</h1>
      {unsubscribe.isSuccess ? (
        <p role="status" className="mt-4 text-slate-700">
          {unsubscribe.data.message}
        </p>
      ) : !token.success ? (
        <LoadError className="mt-4">{UNSUBSCRIBE_MESSAGES.badLink}</LoadError>
      ) : (
        <>
          <p className="mt-4 text-slate-700">
            You will stop getting e-mails about your ads, offers and saved searches. Password and
            security e-mails still come.
          </p>
          {unsubscribe.isError && (
            <LoadError className="mt-4">{unsubscribe.error.message}</LoadError>
          )}
          <button
            type="button"
            className={buttonStyles({ className: 'mt-6 w-full sm:w-auto' })}
            disabled={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate(token.data)}
          >
            Stop e-mail notices
          </button>
        </>
      )}
      <p className="mt-6 text-sm text-slate-600">
        You can turn notices on or off any time in{' '}
        <Link to={paths.settings} className="font-semibold text-brand-700 underline">
          Account Settings
        </Link>
        .
      </p>
    </div>
  );
}
