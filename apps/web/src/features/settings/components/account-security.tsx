import { KeyRound, LogOut, ShieldCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Modal } from '../../../components/ui/modal';
import { useT } from '../../../lib/i18n';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { ChangePasswordForm } from './change-password-form';

/** Sinhala and Tamil labels run long: the buttons wrap rather than overflow a phone's width. */
const WRAPS = 'h-auto min-h-11 py-2 text-center whitespace-normal';

/**
 * Security on the Settings page: Change Password as a real form, Sign out of all devices (the
 * spec's user-logout-all) behind a confirmation, and Two-Factor Authentication marked as coming.
 */
export function AccountSecurity({ onSignedOutEverywhere }: { onSignedOutEverywhere: () => void }) {
  const { t } = useT();
  const [changingPassword, setChangingPassword] = useState(false);
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const changeButtonRef = useRef<HTMLButtonElement>(null);
  const signOutEverywhere = useSignOutEverywhere({ onSignedOut: onSignedOutEverywhere });

  return (
    <div className="divide-y divide-slate-100">
      <div className="py-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="font-semibold text-slate-900">{t('Password')}</p>
            <p className="mt-0.5 text-sm text-slate-600">
              {t('Changing it signs you out on every other device.')}
            </p>
          </div>
          {!changingPassword && (
            <button
              ref={changeButtonRef}
              type="button"
              onClick={() => setChangingPassword(true)}
              className={buttonStyles({ variant: 'secondary', className: `shrink-0 ${WRAPS}` })}
            >
              <KeyRound aria-hidden className="size-4" />
              {t('Change Password')}
            </button>
          )}
        </div>
        {changingPassword && (
          <ChangePasswordForm
            onDone={() => {
              setChangingPassword(false);
              requestAnimationFrame(() => changeButtonRef.current?.focus());
            }}
          />
        )}
      </div>

      <div className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            {t('Two-Factor Authentication')}
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
              {t('Not yet available')}
            </span>
          </p>
          <p className="mt-0.5 text-sm text-slate-600">
            {t('A code from your phone at sign-in. We are building it.')}
          </p>
        </div>
        <button
          type="button"
          disabled
          className={buttonStyles({ variant: 'secondary', className: `shrink-0 ${WRAPS}` })}
        >
          <ShieldCheck aria-hidden className="size-4" />
          {t('Two-Factor Authentication')}
        </button>
      </div>

      <div className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-semibold text-slate-900">{t('Signed-in devices')}</p>
          <p className="mt-0.5 text-sm text-slate-600">
            {t('Lost a phone or used a shared computer? End every session, this one included.')}
          </p>
        </div>
        <button
          type="button"
          onClick={() => setConfirmingSignOut(true)}
          className={buttonStyles({
            variant: 'secondary',
            className: `shrink-0 text-rose-700 hover:bg-rose-50 ${WRAPS}`,
          })}
        >
          <LogOut aria-hidden className="size-4" />
          {t('Sign out of all devices')}
        </button>
      </div>

      {confirmingSignOut && (
        <Modal
          title={t('Sign out of all devices?')}
          description={t(
            'Every browser and phone signed in to your account will need to sign in again, including this one.',
          )}
          onClose={() => setConfirmingSignOut(false)}
        >
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={() => setConfirmingSignOut(false)}
              className={buttonStyles({ variant: 'ghost' })}
            >
              {t('Cancel')}
            </button>
            <button
              type="button"
              disabled={signOutEverywhere.isPending}
              onClick={() => signOutEverywhere.mutate()}
              className={buttonStyles({ className: `bg-rose-700 hover:bg-rose-800 ${WRAPS}` })}
            >
              {signOutEverywhere.isPending ? t('Signing out…') : t('Sign out everywhere')}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}
