import {
  FIX_MESSAGE_MAX,
  REMOVE_REASON_MAX,
  REPORT_MESSAGES,
  REPORT_REASON_LABELS,
  REPORTS_PAGE_SIZE,
  REPORTS_TO_HOLD,
  SELLER_REPORT_HOLDS_MAX,
  type ReportDecision,
  type ReportedAd,
} from '@carmarket/shared/report';
import { useId, useState, type FormEvent } from 'react';
import { buttonStyles, focusRing } from '../../../components/ui/button-styles';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { LoadError, LoadingBlock } from '../../../components/ui/load-state';
import { FilterButtons } from '../../../components/ui/filter-buttons';
import { Pager } from '../../../components/ui/pager';
import { Modal } from '../../../components/ui/modal';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import {
  useAdminReports,
  useDecideReports,
  type ReportAction,
  type ReportsStatus,
} from '../api/admin-reports';
import { formatDateTime } from '@carmarket/shared/date-time';
import { ReporterTrust } from './reporter-trust';

/** The ad's state beside its title; a held ad shows its hold instead. */
const STATUS_LABELS: Record<string, string> = {
  active: 'Live',
  pending: 'Waiting for review',
  rejected: 'Rejected',
  sold: 'Sold',
  expired: 'Expired',
};

const FILTERS: ReadonlyArray<{ status: ReportsStatus; label: string }> = [
  { status: 'open', label: 'Open' },
  { status: 'decided', label: 'Decided' },
];

const DECISION_LABELS: Record<ReportDecision, string> = {
  dismissed: 'Dismissed',
  'fix-requested': 'Seller asked to fix',
  removed: 'Ad removed',
  'seller-suspended': 'Seller suspended',
};

/** The staff Reports queue (issue 18): reported ads grouped, the most recently reported first. */
export function ReportsQueue() {
  const [status, setStatus] = useState<ReportsStatus>('open');
  const [page, setPage] = useState(1);
  const queue = useAdminReports({ status, page });
  const pageCount = queue.data ? Math.ceil(queue.data.total / REPORTS_PAGE_SIZE) : 0;

  return (
    <div>
      <FilterButtons
        label="Reports to show"
        options={FILTERS}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />

      {queue.isError && <LoadError className="mt-6">{queue.error.message}</LoadError>}
      {queue.isPending && <LoadingBlock label="Loading reports" className="mt-6 h-64" />}
      {queue.data && (
        <>
          <p className="mt-6 text-sm font-semibold text-slate-700" aria-live="polite">
            {queue.data.total} reported {queue.data.total === 1 ? 'ad' : 'ads'}
          </p>
          {queue.data.reports.length === 0 ? (
            <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center text-slate-600">
              {status === 'open'
                ? 'No open reports. Every reported ad has been looked at.'
                : 'No decided reports yet.'}
            </p>
          ) : (
            <ul className="mt-3 space-y-6">
              {queue.data.reports.map((entry) => (
                <li key={entry.id}>
                  <ReportedAdCard entry={entry} open={status === 'open'} />
                </li>
              ))}
            </ul>
          )}
          <Pager page={page} pageCount={pageCount} onPage={setPage} />
        </>
      )}
    </div>
  );
}

type Dialog = 'dismiss' | 'hold' | 'ask-fix' | 'remove' | 'suspend' | null;

/** One reported ad: its reasons counted, every report, and the staff's three answers. */
function ReportedAdCard({ entry, open }: { entry: ReportedAd; open: boolean }) {
  const headingId = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { ad } = entry;
  const counted = entry.items.filter(
    (item) => item.decision === null && item.standing === 'counted',
  ).length;
  const canHold = open && !ad.held && ad.status === 'active';

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-(--shadow-card) sm:p-6"
    >
      <header className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold wrap-anywhere text-slate-900">
            <a
              href={ad.url}
              className={cn('rounded underline-offset-4 hover:underline', focusRing)}
            >
              {ad.title}
            </a>
          </h2>
          <p className="mt-1 text-sm wrap-anywhere text-slate-600">
            Ad #{ad.id} by {ad.seller.name} ({ad.seller.email}) · last reported{' '}
            <time dateTime={entry.lastReportedAt}>{formatDateTime(entry.lastReportedAt)}</time>
          </p>
        </div>
        <p className="flex shrink-0 flex-wrap gap-2 self-start">
          {ad.held ? (
            <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
              Held: out of search
            </span>
          ) : (
            <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">
              {STATUS_LABELS[ad.status] ?? ad.status}
            </span>
          )}
        </p>
      </header>

      <h3 className="sr-only">Reasons</h3>
      <ul className="mt-4 flex flex-wrap gap-2">
        {entry.reasons.map(({ reason, count }) => (
          <li
            key={reason}
            className="inline-flex items-center gap-1.5 rounded-full bg-rose-50 px-3 py-1 text-sm font-semibold text-rose-900 ring-1 ring-rose-200"
          >
            {REPORT_REASON_LABELS[reason]}
            <span className="tabular-nums">× {count}</span>
          </li>
        ))}
      </ul>

      {entry.flag === 'seller-limit' && (
        <p className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200">
          <strong className="font-semibold">Not held: seller limit.</strong> Enough trusted reports
          to hold this ad, but its seller already has {SELLER_REPORT_HOLDS_MAX} ads held by reports.
          It stays live until you decide.
        </p>
      )}

      <h3 className="mt-5 text-sm font-semibold text-slate-800">
        {entry.count} {entry.count === 1 ? 'report' : 'reports'}
        {open && (
          <span className="font-normal text-slate-600">
            {' '}
            · {counted} of {REPORTS_TO_HOLD} trusted reports needed to hold
          </span>
        )}
      </h3>
      <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
        {entry.items.map((item, index) => (
          <li key={`${item.createdAt}-${index}`} className="px-4 py-3 text-sm">
            <p className="flex flex-wrap gap-x-2 gap-y-1 text-slate-600">
              <span className="font-semibold text-slate-900">
                {REPORT_REASON_LABELS[item.reason]}
              </span>
              <span>
                <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
              </span>
              {item.decision && <span>· {DECISION_LABELS[item.decision]}</span>}
            </p>
            <ReporterTrust item={item} />
            {item.details && (
              <p className="mt-1 whitespace-pre-line wrap-anywhere text-slate-800">
                {item.details}
              </p>
            )}
          </li>
        ))}
      </ul>

      {open && (
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
          <button
            type="button"
            onClick={() => setDialog('dismiss')}
            className={buttonStyles({ variant: 'secondary' })}
          >
            Dismiss<span className="sr-only"> the reports of {ad.title}</span>
          </button>
          {canHold && (
            <button
              type="button"
              onClick={() => setDialog('hold')}
              className={buttonStyles({ variant: 'secondary' })}
            >
              Hold now<span className="sr-only"> {ad.title}</span>
            </button>
          )}
          <button
            type="button"
            onClick={() => setDialog('ask-fix')}
            className={buttonStyles({ variant: 'secondary' })}
          >
            Ask seller to fix<span className="sr-only"> {ad.title}</span>
          </button>
          <button
            type="button"
            onClick={() => setDialog('suspend')}
            className={buttonStyles({ variant: 'secondary', className: 'text-rose-800' })}
          >
            Suspend seller<span className="sr-only"> {ad.seller.name}</span>
          </button>
          <button
            type="button"
            onClick={() => setDialog('remove')}
            className={buttonStyles({ className: 'bg-rose-700 hover:bg-rose-800' })}
          >
            Remove ad<span className="sr-only"> {ad.title}</span>
          </button>
        </div>
      )}
      {dialog && <DecisionDialog kind={dialog} entry={entry} onClose={() => setDialog(null)} />}
    </article>
  );
}

const DIALOGS = {
  dismiss: {
    title: 'Dismiss these reports?',
    description: (held: boolean) =>
      held
        ? 'The reports are closed and the ad goes back into search. The seller is not told.'
        : 'The reports are closed and the ad stays live. The seller is not told.',
    confirm: 'Dismiss reports',
    done: 'Reports dismissed.',
  },
  hold: {
    title: 'Hold this ad now?',
    description: () =>
      'The ad leaves search at once and its seller sees it under review, until you dismiss the reports, ask for a fix or remove it.',
    confirm: 'Hold now',
    done: 'Ad held: out of search.',
  },
  'ask-fix': {
    title: 'Ask the seller to fix the ad',
    description: (held: boolean) =>
      `The seller gets your message by e-mail. The reports are closed${held ? ' and the ad goes back into search' : ' and the ad stays live'}.`,
    confirm: 'Send to seller',
    done: 'Message sent to the seller.',
  },
  suspend: {
    title: 'Suspend the seller?',
    description: () =>
      'The seller cannot sign in, is signed out everywhere, and all their live ads leave search until staff lift the suspension on the Users page. The open reports of their ads are closed as decided.',
    confirm: 'Suspend seller',
    done: 'Seller suspended.',
  },
  remove: {
    title: 'Remove this ad?',
    description: () =>
      'The ad leaves the site and the seller reads your reason in My Listings and by e-mail.',
    confirm: 'Remove ad',
    done: 'Ad removed.',
  },
} as const;

const PLACEHOLDERS: Record<Exclude<Dialog, null>, string> = {
  dismiss: '',
  hold: '',
  'ask-fix': 'Please correct the year of manufacture.',
  remove: 'The photos belong to another seller’s ad.',
  suspend: 'Posts ads with recycled photos and asks buyers for advances.',
};

/** The confirmation of one decision, with the message or reason it needs. */
function DecisionDialog({
  kind,
  entry,
  onClose,
}: {
  kind: Exclude<Dialog, null>;
  entry: ReportedAd;
  onClose: () => void;
}) {
  const decide = useDecideReports();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const copy = DIALOGS[kind];
  const needsText = kind !== 'dismiss' && kind !== 'hold';
  const max = kind === 'ask-fix' ? FIX_MESSAGE_MAX : REMOVE_REASON_MAX;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A suspension's reason is checked by its own call, whose sentence shows below.
    if (needsText && kind !== 'suspend' && text.trim() === '') {
      setError(
        kind === 'remove'
          ? REPORT_MESSAGES.removeReasonRequired
          : REPORT_MESSAGES.fixMessageRequired,
      );
      return;
    }
    setError(null);
    const action: ReportAction =
      kind === 'dismiss' || kind === 'hold'
        ? { kind, id: entry.id }
        : kind === 'ask-fix'
          ? { kind, id: entry.id, message: text }
          : kind === 'suspend'
            ? { kind, id: entry.id, sellerId: entry.ad.seller.id, reason: text }
            : { kind, id: entry.id, reason: text };
    decide.mutate(action, {
      onSuccess: () => {
        toast.success(copy.done);
        onClose();
      },
    });
  };

  return (
    <Modal
      title={copy.title}
      description={`${entry.ad.title}. ${copy.description(entry.ad.held)}`}
      onClose={onClose}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {needsText && (
          <FormField
            label={
              kind === 'remove'
                ? 'Reason for the seller'
                : kind === 'suspend'
                  ? 'Reason for the suspension'
                  : 'Message for the seller'
            }
            error={error ?? undefined}
          >
            {(control) => (
              <textarea
                {...control}
                data-autofocus
                rows={4}
                value={text}
                maxLength={max}
                onChange={(event) => setText(event.target.value)}
                placeholder={PLACEHOLDERS[kind]}
                className={cn(inputStyles, 'resize-y')}
              />
            )}
          </FormField>
        )}
        {decide.error && (
          <p
            role="alert"
            className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          >
            {decide.error.message}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onClose}
            data-autofocus={needsText ? undefined : true}
            className={buttonStyles({ variant: 'ghost' })}
          >
            Cancel
          </button>
          <button
            type="submit"
            disabled={decide.isPending}
            className={buttonStyles(
              kind === 'remove' || kind === 'suspend'
                ? { className: 'bg-rose-700 hover:bg-rose-800' }
                : {},
            )}
          >
            {copy.confirm}
          </button>
        </div>
      </form>
    </Modal>
  );
}
