import { msg } from '@carmarket/shared/i18n/translate';
import {
  MAIL_KIND_TEXT,
  UNSUBSCRIBE_MESSAGES,
  UnsubscribeTokenSchema,
  type UnsubscribeScope,
} from '@carmarket/shared/unsubscribe';
import { MailX } from 'lucide-react';
import toast from 'react-hot-toast';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { LoadError, LoadingBlock } from '../../../components/ui/load-state';
import { loginReturningTo, paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/session';
import { useLinkPreferences, useSaveLinkPreferences } from '../api/link-preferences';
import { useUnsubscribe } from '../api/unsubscribe';
import { MailPreferencesSwitches } from './mail-preferences-switches';

/** The button's words in English: the caller translates them. */
function unsubscribeLabel(scope: UnsubscribeScope): string {
  return scope === 'all'
    ? msg('Unsubscribe from all e-mail notices')
    : MAIL_KIND_TEXT[scope].unsubscribe;
}

/**
 * Where a notice's unsubscribe link lands (decision 104), without signing in. Opening it changes
 * nothing (mail scanners open every link): the button stops the link's kind of e-mail, and the
 * switches below choose the rest. A link that has expired or was used up says why and leads to
 * the same switches after signing in, rather than to a dead end.
 */
export function UnsubscribePage() {
  const { t } = useT();
  const [params] = useSearchParams();
  const parsed = UnsubscribeTokenSchema.safeParse(params.get('token') ?? '');
  const token = parsed.success ? parsed.data : undefined;
  const user = useCurrentUser();
  const link = useLinkPreferences(token);
  const unsubscribe = useUnsubscribe(token ?? '');
  const save = useSaveLinkPreferences(token ?? '');

  const refusal = !token
    ? t(UNSUBSCRIBE_MESSAGES.badLink)
    : (link.error ?? unsubscribe.error ?? save.error)?.message;

  let body;
  if (refusal) {
    body = (
      <>
        <LoadError className="mt-4">{refusal}</LoadError>
        <Link
          to={user ? paths.mailPreferences : loginReturningTo(paths.mailPreferences)}
          className={buttonStyles({
            className: 'mt-6 w-full sm:w-auto h-auto min-h-11 py-2 text-center whitespace-normal',
          })}
        >
          {user ? t('Open your e-mail preferences') : t('Sign in to choose your e-mails')}
        </Link>
      </>
    );
  } else if (!link.data) {
    body = <LoadingBlock label={t('Checking the link')} className="mt-4 h-64" />;
  } else {
    const { scope } = link.data;
    const preferences = save.isPending ? save.variables : link.data.preferences;
    body = (
      <>
        {unsubscribe.isSuccess ? (
          <p role="status" className="mt-4 rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900">
            {unsubscribe.data.message}
          </p>
        ) : (
          <>
            <p className="mt-4 text-slate-700">
              {scope === 'all'
                ? t('This link stops every e-mail notice from CarMarket.')
                : t('This link came in one of your {kinds}.', {
                    kinds: t(MAIL_KIND_TEXT[scope].plural),
                  })}{' '}
              {t('Password and security e-mails always come.')}
            </p>
            <button
              type="button"
              className={buttonStyles({
                className:
                  'mt-5 w-full sm:w-auto h-auto min-h-11 py-2 text-center whitespace-normal',
              })}
              disabled={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate()}
            >
              {t(unsubscribeLabel(scope))}
            </button>
          </>
        )}
        <div className="mt-8 border-t border-slate-200 pt-4">
          <p className="text-sm text-slate-600">{t('Or choose exactly which e-mails you get:')}</p>
          <MailPreferencesSwitches
            headingLevel="h2"
            preferences={preferences}
            onChange={(next) =>
              save.mutate(next, { onSuccess: () => toast.success(t(UNSUBSCRIBE_MESSAGES.saved)) })
            }
          />
        </div>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-lg rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-(--shadow-card) sm:p-8">
      <MailX aria-hidden className="size-10 text-brand-700" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('E-mail preferences')}</h1>
      {body}
    </div>
  );
}
