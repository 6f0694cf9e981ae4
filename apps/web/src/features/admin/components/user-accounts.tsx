import { formatDate } from '@carmarket/shared/date-time';
import type { AdminUser } from '@carmarket/shared/staff-moderation';
import { PACKAGE_TIERS } from '@carmarket/shared/packages';
import { Ban, ShieldCheck, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useUserSearch } from '../api/manage-packages';
import { AccountSearchForm } from './account-search-form';
import { LiftSuspensionDialog, SuspendDialog } from './suspension-dialogs';

type Dialog = { kind: 'suspend' | 'lift'; user: AdminUser } | null;

/** Staff find accounts by e-mail and suspend them, or lift a suspension (decision 096). */
export function UserAccounts() {
  const [email, setEmail] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const users = useUserSearch(email);

  return (
    <div>
      <AccountSearchForm
        label="Find an account"
        fieldLabel="E-mail address starts with"
        onSearch={setEmail}
      />

      {users.isError && (
        <p role="alert" className="mt-6 text-sm text-rose-800">
          {users.error.message}
        </p>
      )}
      {users.data && users.data.length === 0 && (
        <p className="mt-6 text-sm text-slate-600">No account starts with “{email}”.</p>
      )}
      {users.data && users.data.length > 0 && (
        <ul aria-label="Accounts found" className="mt-6 space-y-4">
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
  const tier = PACKAGE_TIERS[user.package].title;
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
              Staff
            </span>
          )}
        </p>
        <p className="text-sm break-all text-slate-700">{user.email}</p>
        <p className="text-sm text-slate-700">{user.mobile}</p>
        <p className="text-sm text-slate-700">
          {tier}
          {user.packageExpiresAt && ` until ${formatDate(user.packageExpiresAt)}`}
          {' · '}
          {adsLine(user)}
        </p>
        {user.suspended ? (
          <p className="mt-2 rounded-xl bg-rose-50 px-3 py-2 text-sm text-rose-900">
            <strong className="font-semibold">Suspended on {formatDate(user.suspended.at)}</strong>{' '}
            — {user.suspended.reason}
          </p>
        ) : (
          <p className="mt-2 text-sm text-emerald-800">Active account</p>
        )}
      </div>
      {!user.isStaff && (
        <div className="shrink-0">
          {user.suspended ? (
            <button
              type="button"
              onClick={onLift}
              className={buttonStyles({ variant: 'secondary', className: 'w-full md:w-auto' })}
            >
              <Undo2 aria-hidden className="size-4" />
              Lift suspension<span className="sr-only"> of {user.email}</span>
            </button>
          ) : (
            <button
              type="button"
              onClick={onSuspend}
              className={buttonStyles({
                variant: 'secondary',
                className: 'w-full text-rose-700 md:w-auto',
              })}
            >
              <Ban aria-hidden className="size-4" />
              Suspend<span className="sr-only"> {user.email}</span>
            </button>
          )}
        </div>
      )}
    </li>
  );
}

/** A suspended seller's ads are held out of search; anyone else's are live or held by reports. */
function adsLine(user: AdminUser): string {
  const held = `${user.heldAds} ${user.heldAds === 1 ? 'ad' : 'ads'} held out of search`;
  if (user.suspended) return held;
  const live = `${user.liveAds} live ${user.liveAds === 1 ? 'ad' : 'ads'}`;
  return user.heldAds > 0 ? `${live}, ${held}` : live;
}
