import {
  INBOX_REPLY_MAX,
  INBOX_REPLY_SENT,
  InboxReplySchema,
  type InboxMessage,
} from '@carmarket/shared/staff-inbox';
import { msg } from '@carmarket/shared/i18n/translate';
import { AtSign, Check, Reply, RotateCcw, Send } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { buttonStyles } from '../../../components/ui/button-styles';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useReplyToMessage, useSetInboxStatus } from '../api/staff-inbox';
import { formatDateTime } from '@carmarket/shared/date-time';

/**
 * After an action that moves the message to the other list: the refreshed list no longer holds
 * this card, so the per-call callbacks of `mutate` would never run; the promise still settles.
 * A refusal is already shown by the app's mutation toast.
 */
function settleAction(done: Promise<void>, success: string, then: () => void) {
  done.then(
    () => {
      toast.success(success);
      then();
    },
    () => undefined,
  );
}

const KIND_LABELS = {
  contact: msg('Contact message'),
  'pre-order': msg('Pre-order request'),
} as const;

/**
 * One message of the staff inbox: who wrote, when, what about and all they wrote (long words
 * wrap), the replies sent so far, and the actions: reply by e-mail, mark handled or reopen.
 * `onDone` runs after an action that moves the message to the other list.
 */
export function InboxMessageCard({
  message,
  onDone,
}: {
  message: InboxMessage;
  onDone: () => void;
}) {
  const { t, tc, language } = useT();
  const titleId = useId();
  const setStatus = useSetInboxStatus();
  const [replying, setReplying] = useState(false);
  const item = { kind: message.kind, id: message.id };
  const sender = message.from.name ?? message.from.email;
  const settle = (done: Promise<void>, success: string) => settleAction(done, success, onDone);
  // A contact message's subject is one of the form's labels (shared/contact), stored in English.
  const subject = t(message.subject);
  const replyTo = { sender, subject };
  const formerStaff = t('a former staff member');

  return (
    <article
      aria-labelledby={titleId}
      className="min-w-0 rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-(--shadow-card) sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {t(KIND_LABELS[message.kind])}
          </p>
          <h2 id={titleId} className="mt-1 text-lg font-bold wrap-anywhere text-slate-900">
            {subject}
          </h2>
        </div>
        <p className="text-sm text-slate-600">
          <time dateTime={message.createdAt}>
            {formatDateTime(message.createdAt, 'medium', language)}
          </time>
        </p>
      </header>

      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {message.from.name && (
          <>
            <dt className="text-slate-600">{tc('sender', 'From')}</dt>
            <dd className="font-semibold wrap-anywhere text-slate-900">{message.from.name}</dd>
          </>
        )}
        <dt className="text-slate-600">{t('E-mail')}</dt>
        <dd className="wrap-anywhere">
          <a
            href={`mailto:${message.from.email}`}
            className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {message.from.email}
          </a>
        </dd>
        {message.from.phone && (
          <>
            <dt className="text-slate-600">{t('Phone')}</dt>
            <dd className="wrap-anywhere">
              <a
                href={`tel:${message.from.phone.replace(/[^\d+]/g, '')}`}
                className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {message.from.phone}
              </a>
            </dd>
          </>
        )}
      </dl>

      <p className="mt-4 rounded-xl bg-slate-50 px-4 py-3 leading-relaxed whitespace-pre-wrap wrap-anywhere text-slate-800">
        {message.body}
      </p>

      {message.replies.length > 0 && (
        // A list, not a region: every answered card has one, and landmarks must differ by name.
        <ul aria-label={t('Replies sent')} className="mt-4 space-y-3">
          {message.replies.map((reply) => (
            <li key={reply.sentAt} className="border-l-4 border-brand-600 pl-4">
              <p className="text-sm text-slate-600">
                <AtSign aria-hidden className="mr-1 inline size-4 align-[-3px]" />
                {t('Reply by {name},', { name: reply.staff?.name ?? formerStaff })}{' '}
                <time dateTime={reply.sentAt}>
                  {formatDateTime(reply.sentAt, 'medium', language)}
                </time>
              </p>
              <p className="mt-1 whitespace-pre-wrap wrap-anywhere text-slate-800">{reply.body}</p>
            </li>
          ))}
        </ul>
      )}

      {message.status === 'handled' && message.handledAt && (
        <p className="mt-4 text-sm text-slate-600">
          {t('Handled by {name} on {date}', {
            name: message.handledBy?.name ?? formerStaff,
            date: formatDateTime(message.handledAt, 'medium', language),
          })}
        </p>
      )}

      <div className="mt-5">
        {replying ? (
          <ReplyForm
            item={item}
            replyTo={replyTo}
            onCancel={() => setReplying(false)}
            onSent={onDone}
          />
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
            {message.status === 'new' ? (
              <button
                type="button"
                disabled={setStatus.isPending}
                onClick={() =>
                  settle(
                    setStatus.mutateAsync({ ...item, status: 'handled' }),
                    t('Marked handled.'),
                  )
                }
                aria-label={t('Mark handled the message from {sender}', { sender })}
                className={buttonStyles({
                  variant: 'secondary',
                  className: 'h-auto min-h-11 py-2 text-center whitespace-normal',
                })}
              >
                <Check aria-hidden className="size-4" />
                {t('Mark handled')}
              </button>
            ) : (
              <button
                type="button"
                disabled={setStatus.isPending}
                onClick={() =>
                  settle(setStatus.mutateAsync({ ...item, status: 'new' }), t('Moved back to New.'))
                }
                aria-label={t('Reopen the message from {sender}', { sender })}
                className={buttonStyles({
                  variant: 'secondary',
                  className: 'h-auto min-h-11 py-2 text-center whitespace-normal',
                })}
              >
                <RotateCcw aria-hidden className="size-4" />
                {t('Reopen')}
              </button>
            )}
            <button
              type="button"
              onClick={() => setReplying(true)}
              aria-label={t('Reply to {sender}: {subject}', replyTo)}
              className={buttonStyles({
                className: 'h-auto min-h-11 py-2 text-center whitespace-normal',
              })}
            >
              <Reply aria-hidden className="size-4" />
              {t('Reply')}
            </button>
          </div>
        )}
      </div>
    </article>
  );
}

/** The reply: checked with the API's own rules, then e-mailed to the sender. */
function ReplyForm({
  item,
  replyTo,
  onCancel,
  onSent,
}: {
  item: { kind: InboxMessage['kind']; id: number };
  /** Who the reply goes to and about what, in the send button's name for screen readers. */
  replyTo: { sender: string; subject: string };
  onCancel: () => void;
  onSent: () => void;
}) {
  const { t } = useT();
  const reply = useReplyToMessage();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = InboxReplySchema.safeParse({ body });
        if (!parsed.success) {
          const message = parsed.error.issues[0]?.message;
          setError(message && t(message));
          return;
        }
        setError(undefined);
        settleAction(
          reply.mutateAsync({ ...item, body: parsed.data.body }),
          t(INBOX_REPLY_SENT),
          onSent,
        );
      }}
      className="space-y-3"
    >
      <FormField
        label={t('Your reply')}
        hint={t(
          'Sent by e-mail with their message quoted below it. Their answer comes to your address.',
        )}
        error={error}
      >
        {(control) => (
          <textarea
            {...control}
            // The form opens on a press of Reply: the next thing to do is to write.
            autoFocus
            rows={5}
            maxLength={INBOX_REPLY_MAX}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            className={cn(inputStyles, 'resize-y')}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onCancel}
          className={buttonStyles({
            variant: 'ghost',
            className: 'h-auto min-h-11 py-2 text-center whitespace-normal',
          })}
        >
          {t('Cancel')}
        </button>
        <button
          type="submit"
          disabled={reply.isPending}
          aria-label={t('Send reply to {sender}: {subject}', replyTo)}
          className={buttonStyles({
            className: 'h-auto min-h-11 py-2 text-center whitespace-normal',
          })}
        >
          <Send aria-hidden className="size-4" />
          {t('Send reply')}
        </button>
      </div>
    </form>
  );
}
