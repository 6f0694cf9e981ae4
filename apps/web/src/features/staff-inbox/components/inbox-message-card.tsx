import {
  INBOX_REPLY_MAX,
  INBOX_REPLY_SENT,
  InboxReplySchema,
  type InboxMessage,
} from '@carmarket/shared/staff-inbox';
import { AtSign, Check, Reply, RotateCcw, Send } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { buttonStyles } from '../../../components/ui/button-styles';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
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

const KIND_LABELS = { contact: 'Contact message', 'pre-order': 'Pre-order request' } as const;

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
  const titleId = useId();
  const setStatus = useSetInboxStatus();
  const [replying, setReplying] = useState(false);
  const item = { kind: message.kind, id: message.id };
  const sender = message.from.name ?? message.from.email;
  const settle = (done: Promise<void>, success: string) => settleAction(done, success, onDone);
  const srTarget = ` to ${sender}: ${message.subject}`;

  return (
    <article
      aria-labelledby={titleId}
      className="min-w-0 rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-(--shadow-card) sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {KIND_LABELS[message.kind]}
          </p>
          <h2 id={titleId} className="mt-1 text-lg font-bold wrap-anywhere text-slate-900">
            {message.subject}
          </h2>
        </div>
        <p className="text-sm text-slate-600">
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </p>
      </header>

      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {message.from.name && (
          <>
            <dt className="text-slate-600">From</dt>
            <dd className="font-semibold wrap-anywhere text-slate-900">{message.from.name}</dd>
          </>
        )}
        <dt className="text-slate-600">E-mail</dt>
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
            <dt className="text-slate-600">Phone</dt>
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
        <section aria-label="Replies sent" className="mt-4 space-y-3">
          {message.replies.map((reply) => (
            <div key={reply.sentAt} className="border-l-4 border-brand-600 pl-4">
              <p className="text-sm text-slate-600">
                <AtSign aria-hidden className="mr-1 inline size-4 align-[-3px]" />
                Reply by {reply.staff?.name ?? 'a former staff member'},{' '}
                <time dateTime={reply.sentAt}>{formatDateTime(reply.sentAt)}</time>
              </p>
              <p className="mt-1 whitespace-pre-wrap wrap-anywhere text-slate-800">{reply.body}</p>
            </div>
          ))}
        </section>
      )}

      {message.status === 'handled' && message.handledAt && (
        <p className="mt-4 text-sm text-slate-600">
          Handled by {message.handledBy?.name ?? 'a former staff member'} on{' '}
          <time dateTime={message.handledAt}>{formatDateTime(message.handledAt)}</time>
        </p>
      )}

      <div className="mt-5">
        {replying ? (
          <ReplyForm
            item={item}
            srTarget={srTarget}
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
                  settle(setStatus.mutateAsync({ ...item, status: 'handled' }), 'Marked handled.')
                }
                className={buttonStyles({ variant: 'secondary' })}
              >
                <Check aria-hidden className="size-4" />
                Mark handled
                <span className="sr-only"> the message from {sender}</span>
              </button>
            ) : (
              <button
                type="button"
                disabled={setStatus.isPending}
                onClick={() =>
                  settle(setStatus.mutateAsync({ ...item, status: 'new' }), 'Moved back to New.')
                }
                className={buttonStyles({ variant: 'secondary' })}
              >
                <RotateCcw aria-hidden className="size-4" />
                Reopen
                <span className="sr-only"> the message from {sender}</span>
              </button>
            )}
            <button type="button" onClick={() => setReplying(true)} className={buttonStyles()}>
              <Reply aria-hidden className="size-4" />
              Reply
              <span className="sr-only">{srTarget}</span>
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
  srTarget,
  onCancel,
  onSent,
}: {
  item: { kind: InboxMessage['kind']; id: number };
  srTarget: string;
  onCancel: () => void;
  onSent: () => void;
}) {
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
          setError(parsed.error.issues[0]?.message);
          return;
        }
        setError(undefined);
        settleAction(
          reply.mutateAsync({ ...item, body: parsed.data.body }),
          INBOX_REPLY_SENT,
          onSent,
        );
      }}
      className="space-y-3"
    >
      <FormField
        label="Your reply"
        hint="Sent by e-mail with their message quoted below it. Their answer comes to your address."
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
        <button type="button" onClick={onCancel} className={buttonStyles({ variant: 'ghost' })}>
          Cancel
        </button>
        <button type="submit" disabled={reply.isPending} className={buttonStyles()}>
          <Send aria-hidden className="size-4" />
          Send reply
          <span className="sr-only">{srTarget}</span>
        </button>
      </div>
    </form>
  );
}
