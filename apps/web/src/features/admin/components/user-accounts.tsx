import { formatDate } from '@carmarket/shared/date-time';
import { PhoneVerificationState } from './phone-verification-state';
import type { Translator } from '@carmarket/shared/i18n/translate';
import type { AdminUser } from '@carmarket/shared/staff-moderation';
import { Ban, ShieldCheck, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useT } from '../../../lib/i18n';
import { useUserSearch } from '../api/manage-packages';
import { AccountSearchForm } from './account-search-form';
import { packageLine } from './package-manager';
import { LiftSuspensionDialog, SuspendDialog } from './suspension-dialogs';

type Dialog = { kind: 'suspend' | 'lift'; user: AdminUser } | null;

/** Staff find accounts by e-mail and suspend them, or lift a suspension (decision 096). */
export function UserAccounts() {
  const { t } = useT();
  const [email, setEmail] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const users = useUserSearch(email);

  return (
    <div>
      <AccountSearchForm
        label={t('Find an account')}
        fieldLabel={t('E-mail address starts with')}
        onSearch={setEmail}
      />

      {users.isError && (
        <p role="alert" className="mt-6 text-sm text-rose-800">
          {users.error.message}
        </p>
      )}
      {users.data && users.data.length === 0 && (
        <p className="mt-6 text-sm text-slate-600">
          {t('No account starts with “{email}”.', { email })}
        </p>
      )}
      {users.data && users.data.length > 0 && (
        <ul aria-label={t('Accounts found')} className="mt-6 space-y-4">
          {users.data.map((user) => (
            <UserAccount
              key={user.id}
              user={user}
              onSuspend={() => setDialog({ kind: 'suspend', user })}
              onLift={() => setDialog({ kind: 'lift', user })}
            />
          ))}
        </ul>
      )}

      {dialog?.kind === 'suspend' && (
        <SuspendDialog user={dialog.user} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'lift' && (
        <LiftSuspensionDialog user={dialog.user} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}

function UserAccount({
  user,
  onSuspend,
  onLift,
}: {
  user: AdminUser;
  onSuspend: () => void;
  onLift: () => void;
}) {
  const { t, language } = useT();
  return (
    <li
      aria-label={user.email}
      className="flex flex-col gap-4 rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-(--shadow-card) md:flex-row md:items-start md:justify-between"
    >
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          {user.name}
          {user.isStaff && (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
              <ShieldCheck aria-hidden className="size-3.5" />
              {t('Staff')}
            </span>
          )}
        </p>
        <p className="text-sm break-all text-slate-700">{user.email}</p>
        <p className="text-sm text-slate-700">{user.mobile}</p>
        <PhoneVerificationState verifiedAt={user.phoneVerified ? user.phoneVerifiedAt : null} />
        <p className="text-sm text-slate-700">
          {packageLine(t, language, user)}
          {' · '}
          {adsLine(t, user)}
        </p>
        {user.suspended ? (
          <p className="mt-2 rounded-xl bg-rose-50 px-3 py-2 text-sm text-rose-900">
            <strong className="font-semibold">
              {t('Suspended on {date}', {
                date: formatDate(user.suspended.at, 'medium', language),
              })}
            </strong>{' '}
            — {user.suspended.reason}
          </p>
        ) : (
          <p className="mt-2 text-sm text-emerald-800">{t('Active account')}</p>
        )}
      </div>
      {!user.isStaff && (
        <div className="shrink-0">
          {user.suspended ? (
            <button
              type="button"
              onClick={onLift}
              aria-label={t('Lift suspension of {email}', { email: user.email })}
              className={buttonStyles({
                variant: 'secondary',
                className: 'w-full md:w-auto h-auto min-h-11 py-2 text-center whitespace-normal',
              })}
            >
              <Undo2 aria-hidden className="size-4" />
              {t('Lift suspension')}
            </button>
          ) : (
            <button
              type="button"
              onClick={onSuspend}
              aria-label={t('Suspend {email}', { email: user.email })}
              className={buttonStyles({
                variant: 'secondary',
                className:
                  'w-full text-rose-700 md:w-auto h-auto min-h-11 py-2 text-center whitespace-normal',
              })}
            >
              <Ban aria-hidden className="size-4" />
              {t('Suspend')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}

/** A suspended seller's ads are held out of search; anyone else's are live or held by reports. */
function adsLine(t: Translator['t'], user: AdminUser): string {
  const held = t(
    '{count, plural, one {# ad held out of search} other {# ads held out of search}}',
    {
      count: user.heldAds,
    },
  );
  if (user.suspended) return held;
  const live = t('{count, plural, one {# live ad} other {# live ads}}', { count: user.liveAds });
  return user.heldAds > 0 ? `${live}, ${held}` : live;
}
