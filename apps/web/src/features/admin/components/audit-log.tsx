import { AUDIT_PAGE_SIZE, STAFF_ACTION_LABELS, type AuditEntry } from '@carmarket/shared/audit';
import { useState } from 'react';
import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/button-styles';
import { LoadError, LoadingBlock } from '../../../components/ui/load-state';
import { Pager } from '../../../components/ui/pager';
import { carDetailById } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useAuditLog } from '../api/get-audit-log';
import { formatDateTime } from '@carmarket/shared/date-time';

const TARGET_NOUNS: Record<AuditEntry['target']['type'], string> = {
  ad: 'ad',
  user: 'user',
  'package-request': 'package request',
  job: 'job',
  'contact-message': 'contact message',
  'pre-order': 'pre-order request',
  'payment-instructions': 'payment details',
};

/** What an entry was done to, in words: "ad #12 “Toyota Aqua 2016”", linked when it is an ad. */
function Target({ target }: { target: AuditEntry['target'] }) {
  if (target.type === 'payment-instructions') return null;
  const name = `${TARGET_NOUNS[target.type]} #${target.id}`;
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
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);

  if (log.isPending) return <LoadingBlock label="Loading the audit log" className="h-64" />;
  if (log.isError) return <LoadError>{log.error.message}</LoadError>;
  if (log.data.entries.length === 0) {
    return <p className="text-slate-600">No staff action has been taken yet.</p>;
  }
  const pageCount = Math.ceil(log.data.total / AUDIT_PAGE_SIZE);
  return (
    <div>
      <ol className="divide-y divide-slate-100 rounded-(--radius-card) border border-slate-200 bg-white shadow-(--shadow-card)">
        {log.data.entries.map((entry) => (
          <li key={entry.id} className="grid gap-1 p-4 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
            <time dateTime={entry.at} className="text-sm text-slate-600 tabular-nums">
              {formatDateTime(entry.at)}
            </time>
            <div className="min-w-0 space-y-1">
              <p className="break-words text-slate-900">
                <span className="font-semibold">{entry.staff.name}</span>{' '}
                {STAFF_ACTION_LABELS[entry.action].toLowerCase()} <Target target={entry.target} />
              </p>
              <p className="text-sm break-words text-slate-600">{entry.staff.email}</p>
              {entry.reason && (
                <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm break-words text-slate-800">
                  <span className="font-semibold">Reason: </span>
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
