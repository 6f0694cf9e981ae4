import { CHAT_LIMITS } from '@carmarket/shared/chat';
import { useState } from 'react';
import { buttonStyles } from '../../../components/ui/button-styles';
import { inputStyles } from '../../../components/ui/input-styles';
import { Modal } from '../../../components/ui/modal';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useBlockConversation, useReportConversation } from '../api/conversation-actions';

interface ConfirmDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  pending: boolean;
  error: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes-or-no question before something that cannot be undone; Cancel has the focus. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useT();
  return (
    <Modal title={props.title} description={props.description} onClose={props.onClose}>
      {props.error && (
        <p role="alert" className="mb-4 rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-800">
          {props.error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          data-autofocus
          onClick={props.onClose}
          className={buttonStyles({ variant: 'secondary' })}
        >
          {t('Cancel')}
        </button>
        <button
          type="button"
          disabled={props.pending}
          onClick={props.onConfirm}
          className={buttonStyles({ className: 'bg-rose-700 hover:bg-rose-800' })}
        >
          {props.confirmLabel}
        </button>
      </div>
    </Modal>
  );
}

/** Block: the other person can no longer write; they are not told. */
export function BlockDialog({
  conversationId,
  name,
  onClose,
}: {
  conversationId: number;
  name: string;
  onClose: () => void;
}) {
  const { t } = useT();
  const block = useBlockConversation(conversationId);
  return (
    <ConfirmDialog
      title={t('Block {name}?', { name })}
      description={t(
        'They will no longer be able to write to you, and this conversation closes. They are not told.',
      )}
      confirmLabel={t('Block')}
      pending={block.isPending}
      error={block.error?.message}
      onConfirm={() =>
        block.mutate(undefined, {
          onSuccess: () => {
            toast.success(t('{name} is blocked.', { name }));
            onClose();
          },
        })
      }
      onClose={onClose}
    />
  );
}

/** Report: staff read the conversation and act; the details are optional. */
export function ReportDialog({
  conversationId,
  onClose,
}: {
  conversationId: number;
  onClose: () => void;
}) {
  const { t } = useT();
  const report = useReportConversation(conversationId);
  const [details, setDetails] = useState('');
  const tooLong = details.length > CHAT_LIMITS.reportDetails;
  if (report.isSuccess) {
    return (
      <Modal title={t('Thank you for telling us')} onClose={onClose}>
        <p className="text-slate-700">
          {t(
            'Our team will read this conversation and act on it. You can keep using CarMarket as usual.',
          )}
        </p>
        <button
          type="button"
          data-autofocus
          onClick={onClose}
          className={buttonStyles({ className: 'mt-5 w-full' })}
        >
          {t('Close')}
        </button>
      </Modal>
    );
  }
  return (
    <Modal
      title={t('Report this conversation')}
      description={t('Our team will read the messages of this conversation to see what happened.')}
      onClose={onClose}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!tooLong) report.mutate(details);
        }}
        className="space-y-4"
      >
        <div>
          <label
            htmlFor="report-details"
            className="mb-1.5 block text-sm font-semibold text-slate-800"
          >
            {t('What happened? (optional)')}
          </label>
          <textarea
            id="report-details"
            data-autofocus
            rows={4}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            aria-invalid={tooLong ? true : undefined}
            aria-describedby="report-details-error"
            className={cn(inputStyles, 'resize-y')}
          />
          <p id="report-details-error" className="mt-1 text-xs font-medium text-rose-700">
            {tooLong
              ? t('The details are too long (1,000 characters at most)')
              : report.error?.message}
          </p>
        </div>
        <button
          type="submit"
          disabled={report.isPending}
          className={buttonStyles({ size: 'lg', className: 'w-full' })}
        >
          {report.isPending ? t('Sending…') : t('Send report')}
        </button>
      </form>
    </Modal>
  );
}
