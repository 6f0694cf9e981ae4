import { AUDIT_PAGE_SIZE, STAFF_ACTION_LABELS, type AuditEntry } from '@carmarket/shared/audit';
import { msg } from '@carmarket/shared/i18n/translate';
import { useState } from 'react';
import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/button-styles';
import { LoadError, LoadingBlock } from '../../../components/ui/load-state';
import { Pager } from '../../../components/ui/pager';
import { carDetailById } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useAuditLog } from '../api/get-audit-log';
import { formatDateTime } from '@carmarket/shared/date-time';
import { MessageParts, partSlots } from '../../../lib/message-parts';

/** What an action was done to; payment details are named by the action itself. */
const TARGET_NOUNS: Record<
  Exclude<AuditEntry['target']['type'], 'payment-instructions'>,
  string
> = {
  ad: msg('ad #{id}'),
  user: msg('user #{id}'),
  'package-request': msg('package request #{id}'),
  job: msg('job #{id}'),
  'contact-message': msg('contact message #{id}'),
  'pre-order': msg('pre-order request #{id}'),
  conversation: msg('conversation #{id}'),
};

/** What an entry was done to, in words: "ad #12 “Toyota Aqua 2016”", linked when it is an ad. */
function Target({ target }: { target: AuditEntry['target'] }) {
  const { t } = useT();
  if (target.type === 'payment-instructions') return null;
  const name = t(TARGET_NOUNS[target.type], { id: String(target.id) });
  const label = target.label ? ` “${target.label}”` : '';
  if (target.type === 'ad') {
    return (
      <Link
        to={carDetailById(target.id)}
        className={cn('font-semibold text-brand-700 underline underline-offset-2', focusRing)}
      >
        {name}
        {label}
      </Link>
    );
  }
  return (
    <span className="font-semibold">
      {name}
      {label}
    </span>
  );
}

/**
 * The audit log (decision 099): every staff action with who, when, what and why, newest first.
 * Read-only: there is nothing here to change an entry, and the server has no way to either.
 */
export function AuditLog() {
  const { t, language } = useT();
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);

  if (log.isPending) return <LoadingBlock label={t('Loading the audit log')} className="h-64" />;
  if (log.isError) return <LoadError>{log.error.message}</LoadError>;
  if (log.data.entries.length === 0) {
    return <p className="text-slate-600">{t('No staff action has been taken yet.')}</p>;
  }
  const pageCount = Math.ceil(log.data.total / AUDIT_PAGE_SIZE);
  return (
    <div>
      <ol className="divide-y divide-slate-100 rounded-(--radius-card) border border-slate-200 bg-white shadow-(--shadow-card)">
        {log.data.entries.map((entry) => (
          <li key={entry.id} className="grid gap-1 p-4 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
            <time dateTime={entry.at} className="text-sm text-slate-600 tabular-nums">
              {formatDateTime(entry.at, 'medium', language)}
            </time>
            <div className="min-w-0 space-y-1">
              <p className="break-words text-slate-900">
                {/* Who did what to what; a language may put the three in its own order. */}
                <MessageParts
                  text={t('{staff} {action} {target}', {
                    action: t(STAFF_ACTION_LABELS[entry.action]).toLowerCase(),
                    ...partSlots('staff', 'target'),
                  })}
                  parts={{
                    staff: <span className="font-semibold">{entry.staff.name}</span>,
                    target: <Target target={entry.target} />,
                  }}
                />
              </p>
              <p className="text-sm break-words text-slate-600">{entry.staff.email}</p>
              {entry.reason && (
                <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm break-words text-slate-800">
                  <span className="font-semibold">{t('Reason:')} </span>
                  {entry.reason}
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
      <Pager page={page} pageCount={pageCount} onPage={setPage} />
    </div>
  );
}
