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
import { msg, type Translator } from '@carmarket/shared/i18n/translate';
import { useId, useState, type FormEvent } from 'react';
import { buttonStyles, focusRing } from '../../../components/ui/button-styles';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { LoadError, LoadingBlock } from '../../../components/ui/load-state';
import { FilterButtons } from '../../../components/ui/filter-buttons';
import { Pager } from '../../../components/ui/pager';
import { Modal } from '../../../components/ui/modal';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import {
  useAdminReports,
  useDecideReports,
  type ReportAction,
  type ReportsStatus,
} from '../api/admin-reports';
import { formatDateTime } from '@carmarket/shared/date-time';
import { DecisionFooter } from './decision-footer';
import { ReporterTrust } from './reporter-trust';

/** The ad's state beside its title; a held ad shows its hold instead. */
function statusLabel({ t, tc }: Pick<Translator, 't' | 'tc'>, status: string): string {
  switch (status) {
    case 'active':
      return t('Live');
    case 'pending':
      return t('Waiting for review');
    case 'rejected':
      return tc('ad status', 'Rejected');
    case 'sold':
      return t('Sold');
    case 'expired':
      return t('Expired');
    default:
      return status;
  }
}

const DECISION_LABELS: Record<ReportDecision, string> = {
  dismissed: msg('Dismissed'),
  'fix-requested': msg('Seller asked to fix'),
  removed: msg('Ad removed'),
  'seller-suspended': msg('Seller suspended'),
};

/** The staff Reports queue (issue 18): reported ads grouped, the most recently reported first. */
export function ReportsQueue() {
  const { t, tc } = useT();
  const [status, setStatus] = useState<ReportsStatus>('open');
  const [page, setPage] = useState(1);
  const queue = useAdminReports({ status, page });
  const pageCount = queue.data ? Math.ceil(queue.data.total / REPORTS_PAGE_SIZE) : 0;

  return (
    <div>
      <FilterButtons
        label={t('Reports to show')}
        options={[
          { status: 'open', label: tc('reports', 'Open') },
          { status: 'decided', label: tc('reports', 'Decided') },
        ]}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />

      {queue.isError && <LoadError className="mt-6">{queue.error.message}</LoadError>}
      {queue.isPending && <LoadingBlock label={t('Loading reports')} className="mt-6 h-64" />}
      {queue.data && (
        <>
          <p className="mt-6 text-sm font-semibold text-slate-700" aria-live="polite">
            {t('{count, plural, one {# reported ad} other {# reported ads}}', {
              count: queue.data.total,
            })}
          </p>
          {queue.data.reports.length === 0 ? (
            <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center text-slate-600">
              {status === 'open'
                ? t('No open reports. Every reported ad has been looked at.')
                : t('No decided reports yet.')}
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
  const { t, tc, language } = useT();
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
            {t('Ad #{id} by {name} ({email}) · last reported {date}', {
              id: String(ad.id),
              name: ad.seller.name,
              email: ad.seller.email,
              date: formatDateTime(entry.lastReportedAt, 'medium', language),
            })}
          </p>
        </div>
        <p className="flex shrink-0 flex-wrap gap-2 self-start">
          {ad.held ? (
            <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
              {t('Held: out of search')}
            </span>
          ) : (
            <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">
              {statusLabel({ t, tc }, ad.status)}
            </span>
          )}
        </p>
      </header>

      <h3 className="sr-only">{t('Reasons')}</h3>
      <ul className="mt-4 flex flex-wrap gap-2">
        {entry.reasons.map(({ reason, count }) => (
          <li
            key={reason}
            className="inline-flex items-center gap-1.5 rounded-full bg-rose-50 px-3 py-1 text-sm font-semibold text-rose-900 ring-1 ring-rose-200"
          >
            {t(REPORT_REASON_LABELS[reason])}
            <span className="tabular-nums">× {count}</span>
          </li>
        ))}
      </ul>

      {entry.flag === 'seller-limit' && (
        <p className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200">
          <strong className="font-semibold">{t('Not held: seller limit.')}</strong>{' '}
          {t(
            'Enough trusted reports to hold this ad, but its seller already has {max} ads held by reports. It stays live until you decide.',
            { max: SELLER_REPORT_HOLDS_MAX },
          )}
        </p>
      )}

      <h3 className="mt-5 text-sm font-semibold text-slate-800">
        {t('{count, plural, one {# report} other {# reports}}', { count: entry.count })}
        {open && (
          <span className="font-normal text-slate-600">
            {' '}
            ·{' '}
            {t('{counted} of {needed} trusted reports needed to hold', {
              counted,
              needed: REPORTS_TO_HOLD,
            })}
          </span>
        )}
      </h3>
      <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
        {entry.items.map((item, index) => (
          <li key={`${item.createdAt}-${index}`} className="px-4 py-3 text-sm">
            <p className="flex flex-wrap gap-x-2 gap-y-1 text-slate-600">
              <span className="font-semibold text-slate-900">
                {t(REPORT_REASON_LABELS[item.reason])}
              </span>
              <span>
                <time dateTime={item.createdAt}>
                  {formatDateTime(item.createdAt, 'medium', language)}
                </time>
              </span>
              {item.decision && <span>· {t(DECISION_LABELS[item.decision])}</span>}
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
            aria-label={t('Dismiss the reports of {title}', { title: ad.title })}
            className={buttonStyles({
              variant: 'secondary',
              className: 'h-auto min-h-11 py-2 text-center whitespace-normal',
            })}
          >
            {t('Dismiss')}
          </button>
          {canHold && (
            <button
              type="button"
              onClick={() => setDialog('hold')}
              aria-label={t('Hold now {title}', { title: ad.title })}
              className={buttonStyles({
                variant: 'secondary',
                className: 'h-auto min-h-11 py-2 text-center whitespace-normal',
              })}
            >
              {t('Hold now')}
            </button>
          )}
          <button
            type="button"
            onClick={() => setDialog('ask-fix')}
            aria-label={t('Ask seller to fix {title}', { title: ad.title })}
            className={buttonStyles({
              variant: 'secondary',
              className: 'h-auto min-h-11 py-2 text-center whitespace-normal',
            })}
          >
            {t('Ask seller to fix')}
          </button>
          <button
            type="button"
            onClick={() => setDialog('suspend')}
            aria-label={t('Suspend seller {name}', { name: ad.seller.name })}
            className={buttonStyles({
              variant: 'secondary',
              className: 'text-rose-800 h-auto min-h-11 py-2 text-center whitespace-normal',
            })}
          >
            {t('Suspend seller')}
          </button>
          <button
            type="button"
            onClick={() => setDialog('remove')}
            aria-label={t('Remove ad {title}', { title: ad.title })}
            className={buttonStyles({
              className:
                'bg-rose-700 hover:bg-rose-800 h-auto min-h-11 py-2 text-center whitespace-normal',
            })}
          >
            {t('Remove ad')}
          </button>
        </div>
      )}
      {dialog && <DecisionDialog kind={dialog} entry={entry} onClose={() => setDialog(null)} />}
    </article>
  );
}

const DIALOGS = {
  dismiss: {
    title: msg('Dismiss these reports?'),
    description: (held: boolean) =>
      held
        ? msg('The reports are closed and the ad goes back into search. The seller is not told.')
        : msg('The reports are closed and the ad stays live. The seller is not told.'),
    confirm: msg('Dismiss reports'),
    done: msg('Reports dismissed.'),
  },
  hold: {
    title: msg('Hold this ad now?'),
    description: () =>
      msg(
        'The ad leaves search at once and its seller sees it under review, until you dismiss the reports, ask for a fix or remove it.',
      ),
    confirm: msg('Hold now'),
    done: msg('Ad held: out of search.'),
  },
  'ask-fix': {
    title: msg('Ask the seller to fix the ad'),
    description: (held: boolean) =>
      held
        ? msg(
            'The seller gets your message by e-mail. The reports are closed and the ad goes back into search.',
          )
        : msg(
            'The seller gets your message by e-mail. The reports are closed and the ad stays live.',
          ),
    confirm: msg('Send to seller'),
    done: msg('Message sent to the seller.'),
  },
  suspend: {
    title: msg('Suspend the seller?'),
    description: () =>
      msg(
        'The seller cannot sign in, is signed out everywhere, and all their live ads leave search until staff lift the suspension on the Users page. The open reports of their ads are closed as decided.',
      ),
    confirm: msg('Suspend seller'),
    done: msg('Seller suspended.'),
  },
  remove: {
    title: msg('Remove this ad?'),
    description: () =>
      msg('The ad leaves the site and the seller reads your reason in My Listings and by e-mail.'),
    confirm: msg('Remove ad'),
    done: msg('Ad removed.'),
  },
} as const;

const PLACEHOLDERS: Record<Exclude<Dialog, null>, string> = {
  dismiss: '',
  hold: '',
  'ask-fix': msg('Please correct the year of manufacture.'),
  remove: msg('The photos belong to another seller’s ad.'),
  suspend: msg('Posts ads with recycled photos and asks buyers for advances.'),
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
  const { t } = useT();
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
        t(
          kind === 'remove'
            ? REPORT_MESSAGES.removeReasonRequired
            : REPORT_MESSAGES.fixMessageRequired,
        ),
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
        toast.success(t(copy.done));
        onClose();
      },
    });
  };

  return (
    <Modal
      title={t(copy.title)}
      description={`${entry.ad.title}. ${t(copy.description(entry.ad.held))}`}
      onClose={onClose}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {needsText && (
          <FormField
            label={
              kind === 'remove'
                ? t('Reason for the seller')
                : kind === 'suspend'
                  ? t('Reason for the suspension')
                  : t('Message for the seller')
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
                placeholder={t(PLACEHOLDERS[kind])}
                className={cn(inputStyles, 'resize-y')}
              />
            )}
          </FormField>
        )}
        <DecisionFooter
          error={decide.error?.message ?? null}
          pending={decide.isPending}
          danger={kind === 'remove' || kind === 'suspend'}
          confirm={t(copy.confirm)}
          focusCancel={!needsText}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
