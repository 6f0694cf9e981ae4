import type { User } from '@carmarket/shared/account';
import { AtSign } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useT } from '../../../lib/i18n';
import { ChangeEmailForm } from './change-email-form';

/** The Security section's e-mail row: the sign-in address, and Change e-mail behind a button. */
export function EmailAddressSetting({ user }: { user: Pick<User, 'email' | 'emailConfirmed'> }) {
  const { t } = useT();
  const [changing, setChanging] = useState(false);
  const [requested, setRequested] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The form replaced the button; once the button is back, focus returns to it.
  const returnFocus = useRef(false);
  useEffect(() => {
    if (changing || !returnFocus.current) return;
    returnFocus.current = false;
    buttonRef.current?.focus();
  }, [changing]);
  const close = () => {
    returnFocus.current = true;
    setChanging(false);
  };

  return (
    <div className="py-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{t('E-mail address')}</p>
          <p className="mt-0.5 text-sm break-all text-slate-700">{user.email}</p>
          <p className="mt-0.5 text-sm text-slate-600">
            {user.emailConfirmed ? t('Confirmed.') : t('Not confirmed yet.')}{' '}
            {t('Changing it needs your password and a confirmation of the new address.')}
          </p>
        </div>
        {!changing && (
          <button
            ref={buttonRef}
            type="button"
            onClick={() => {
              setRequested(null);
              setChanging(true);
            }}
            className={buttonStyles({ variant: 'secondary', className: 'shrink-0' })}
          >
            <AtSign aria-hidden className="size-4" />
            {t('Change e-mail')}
          </button>
        )}
      </div>
      {changing && (
        <ChangeEmailForm
          onRequested={(message) => {
            setRequested(message);
            close();
          }}
          onCancel={close}
        />
      )}
      <p
        role="status"
        className="mt-3 rounded-xl bg-emerald-50 px-4 py-3 text-sm break-words text-emerald-900 empty:hidden"
      >
        {requested ?? ''}
      </p>
    </div>
  );
}
