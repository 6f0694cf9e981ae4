import { CHAT_WARNING_TEXT } from '@carmarket/shared/chat';
import {
  CONVERSATION_REPORTS_PAGE_SIZE,
  type ReportedConversation,
  type StaffPerson,
} from '@carmarket/shared/conversation-reports';
import { formatDateTime } from '@carmarket/shared/date-time';
import { formatListingPrice } from '@carmarket/shared/format';
import { SUSPENSION_REASON_MAX, SuspendUserSchema } from '@carmarket/shared/suspension';
import { useId, useState, type FormEvent } from 'react';
import { buttonStyles, focusRing } from '../../../components/ui/button-styles';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { LoadError, LoadingBlock } from '../../../components/ui/load-state';
import { Modal } from '../../../components/ui/modal';
import { Pager } from '../../../components/ui/pager';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { DecisionFooter } from './decision-footer';
import {
  useDecideConversationReport,
  useReportedConversationMessages,
  useReportedConversations,
} from '../api/conversation-reports';

const actionButton = 'h-auto min-h-11 py-2 text-center whitespace-normal';

/**
 * Conversations a participant reported (issue 35, decision 129): who and what at once, the
 * messages only when staff open them (each reading is in the audit log).
 */
export function ReportedConversations() {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const list = useReportedConversations(page);
  const pageCount = list.data ? Math.ceil(list.data.total / CONVERSATION_REPORTS_PAGE_SIZE) : 0;

  if (list.isError) return <LoadError>{list.error.message}</LoadError>;
  if (list.isPending) return <LoadingBlock label={t('Loading reports')} className="h-40" />;
  return (
    <div>
      <p className="text-sm font-semibold text-slate-700" aria-live="polite">
        {t('{count, plural, one {# reported conversation} other {# reported conversations}}', {
          count: list.data.total,
        })}
      </p>
      {list.data.conversations.length === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center text-slate-600">
          {t('No open conversation reports.')}
        </p>
      ) : (
        <ul className="mt-3 space-y-6">
          {list.data.conversations.map((conversation) => (
            <li key={conversation.id}>
              <ReportedConversationCard conversation={conversation} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageCount={pageCount} onPage={setPage} />
    </div>
  );
}

function Person({ label, person }: { label: string; person: StaffPerson | null }) {
  const { t } = useT();
  return (
    <p className="text-sm wrap-anywhere text-slate-700">
      <span className="font-semibold text-slate-900">{label}:</span>{' '}
      {person ? `${person.name} (${person.email})` : t('Deleted user')}
      {person?.suspended && (
        <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          {t('Suspended')}
        </span>
      )}
    </p>
  );
}

function useReporterValues() {
  const { language } = useT();
  return (report: ReportedConversation['reports'][number]) => ({
    name: report.reporter.name,
    email: report.reporter.email,
    date: formatDateTime(report.createdAt, 'medium', language),
  });
}

type Dialog = { kind: 'dismiss' } | { kind: 'suspend'; person: StaffPerson } | null;

function ReportedConversationCard({ conversation }: { conversation: ReportedConversation }) {
  const { t } = useT();
  const reporterValues = useReporterValues();
  const headingId = useId();
  const messagesId = useId();
  const [reading, setReading] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const { vehicle, buyer, seller } = conversation;
  const suspendable = [
    { person: buyer, label: t('Suspend buyer') },
    { person: seller, label: t('Suspend seller') },
  ].filter(
    (side): side is { person: StaffPerson; label: string } =>
      side.person !== null && !side.person.suspended,
  );

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-(--shadow-card) sm:p-6"
    >
      <h3 id={headingId} className="text-lg font-bold wrap-anywhere text-slate-900">
        {vehicle.path === null ? (
          vehicle.title
        ) : (
          <a
            href={vehicle.path}
            className={cn('rounded underline-offset-4 hover:underline', focusRing)}
          >
            {vehicle.title}
          </a>
        )}
      </h3>
      <div className="mt-2 space-y-1">
        <Person label={t('Buyer')} person={buyer} />
        <Person label={t('Seller')} person={seller} />
      </div>

      <h4 className="mt-5 text-sm font-semibold text-slate-800">
        {t('{count, plural, one {# report} other {# reports}}', {
          count: conversation.reports.length,
        })}
      </h4>
      <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
        {conversation.reports.map((report) => (
          <li key={report.id} className="px-4 py-3 text-sm">
            <p className="wrap-anywhere text-slate-600">
              {report.side === 'buyer'
                ? t('Reported by the buyer {name} ({email}) on {date}', reporterValues(report))
                : t('Reported by the seller {name} ({email}) on {date}', reporterValues(report))}
            </p>
            {report.details && (
              <p className="mt-1 whitespace-pre-line wrap-anywhere text-slate-800">
                {report.details}
              </p>
            )}
          </li>
        ))}
      </ul>

      <button
        type="button"
        aria-expanded={reading}
        aria-controls={messagesId}
        onClick={() => setReading((open) => !open)}
        className={buttonStyles({ variant: 'ghost', className: cn('mt-4', actionButton) })}
      >
        {reading ? t('Hide the conversation') : t('Read the conversation')}
      </button>
      <div id={messagesId}>{reading && <ConversationMessages conversation={conversation} />}</div>

      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
        <button
          type="button"
          onClick={() => setDialog({ kind: 'dismiss' })}
          aria-label={t('Dismiss the report of the conversation about {title}', {
            title: vehicle.title,
          })}
          className={buttonStyles({ variant: 'secondary', className: actionButton })}
        >
          {t('Dismiss')}
        </button>
        {suspendable.map(({ person, label }) => (
          <button
            key={person.id}
            type="button"
            onClick={() => setDialog({ kind: 'suspend', person })}
            aria-label={`${label}: ${person.name}`}
            className={buttonStyles({
              variant: 'secondary',
              className: cn('text-rose-800', actionButton),
            })}
          >
            {label}
          </button>
        ))}
      </div>
      {dialog && (
        <DecisionDialog
          dialog={dialog}
          conversation={conversation}
          onClose={() => setDialog(null)}
        />
      )}
    </article>
  );
}

/** The messages, fetched when opened: that fetch is the audited reading. */
function ConversationMessages({ conversation }: { conversation: ReportedConversation }) {
  const { t, language } = useT();
  const messages = useReportedConversationMessages(conversation.id, { enabled: true });
  if (messages.isError) return <LoadError className="mt-3">{messages.error.message}</LoadError>;
  if (messages.isPending) {
    return <LoadingBlock label={t('Loading the conversation')} className="mt-3 h-32" />;
  }
  return (
    <ol className="mt-3 space-y-3 rounded-xl bg-slate-50 p-3 sm:p-4">
      {messages.data.messages.map((message) => {
        const fromSeller = message.sender === 'seller';
        return (
          <li
            key={message.id}
            className={cn(
              'max-w-[85%] rounded-2xl px-4 py-2 text-sm ring-1',
              fromSeller ? 'ml-auto bg-white ring-slate-200' : 'mr-auto bg-brand-50 ring-brand-100',
            )}
          >
            <p className="text-xs font-semibold text-slate-600">
              {message.sender === 'buyer'
                ? t('Buyer')
                : message.sender === 'seller'
                  ? t('Seller')
                  : t('Deleted user')}{' '}
              ·{' '}
              <time dateTime={message.createdAt}>
                {formatDateTime(message.createdAt, 'medium', language)}
              </time>
            </p>
            <p className="mt-1 whitespace-pre-line wrap-anywhere text-slate-900">
              {message.deleted
                ? t('Deleted message')
                : message.kind === 'text'
                  ? message.text
                  : t('Offer of {amount}', {
                      amount: formatListingPrice(message.offerAmount ?? 0),
                    })}
            </p>
            {message.warning && (
              <p className="mt-1 text-xs font-medium text-amber-900">
                {t(CHAT_WARNING_TEXT[message.warning])}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

const reasonSchema = SuspendUserSchema.shape.reason;

function DecisionDialog({
  dialog,
  conversation,
  onClose,
}: {
  dialog: Exclude<Dialog, null>;
  conversation: ReportedConversation;
  onClose: () => void;
}) {
  const { t } = useT();
  const decide = useDecideConversationReport();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const suspending = dialog.kind === 'suspend';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (dialog.kind === 'dismiss') {
      decide.mutate(
        { kind: 'dismiss', id: conversation.id },
        {
          onSuccess: () => {
            toast.success(t('Report dismissed.'));
            onClose();
          },
        },
      );
      return;
    }
    const checked = reasonSchema.safeParse(reason);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message;
      setError(message && t(message));
      return;
    }
    setError(undefined);
    decide.mutate(
      { kind: 'suspend', id: conversation.id, userId: dialog.person.id, reason: checked.data },
      {
        onSuccess: () => {
          toast.success(t('Account suspended.'));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      title={
        suspending ? t('Suspend {name}?', { name: dialog.person.name }) : t('Dismiss this report?')
      }
      description={`${conversation.vehicle.title}. ${
        suspending
          ? t(
              'They cannot sign in, are signed out everywhere and their live ads leave search. The open reports of their conversations are closed.',
            )
          : t('The report is closed and staff can no longer read the conversation. Nobody is told.')
      }`}
      onClose={onClose}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {suspending && (
          <FormField label={t('Reason for the suspension')} error={error}>
            {(control) => (
              <textarea
                {...control}
                data-autofocus
                rows={4}
                value={reason}
                maxLength={SUSPENSION_REASON_MAX}
                onChange={(event) => setReason(event.target.value)}
                className={cn(inputStyles, 'resize-y')}
              />
            )}
          </FormField>
        )}
        <DecisionFooter
          error={decide.error?.message ?? null}
          pending={decide.isPending}
          danger={suspending}
          confirm={suspending ? t('Suspend') : t('Dismiss report')}
          focusCancel={!suspending}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
