import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { buttonStyles } from '../../../components/ui/button-styles';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

/**
 * Staff's Approve and Reject for something a seller sent (an ad, an edit of a live ad). Reject
 * opens a reason the seller will read; a side left out (`onApprove` or `onReject`) is not
 * offered. Screen readers hear each button with what it acts on (`names`): whole sentences, so
 * each language words them in its own order.
 */
export function StaffDecision({
  busy,
  names,
  labels,
  placeholder,
  onApprove,
  onReject,
}: {
  busy: boolean;
  /** The buttons' names for screen readers: "Approve Toyota Aqua", "Reject Edit of Toyota Aqua". */
  names: { approve: string; reject: string };
  labels: { approve: string; reject: string; confirmReject: string };
  placeholder?: string;
  onApprove?: () => void;
  onReject?: (reason: string) => void;
}) {
  const { t } = useT();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const row = 'flex flex-col-reverse gap-3 sm:flex-row sm:justify-end';

  if (rejecting && onReject) {
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onReject(reason);
        }}
        className="space-y-3"
      >
        <FormField label={t('Reason for the seller')}>
          {(control) => (
            <textarea
              {...control}
              autoFocus
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              placeholder={placeholder}
              className={cn(inputStyles, 'resize-y')}
            />
          )}
        </FormField>
        <div className={row}>
          <button
            type="button"
            onClick={() => setRejecting(false)}
            className={buttonStyles({
              variant: 'ghost',
              className: 'h-auto min-h-11 py-2 text-center whitespace-normal',
            })}
          >
            {t('Cancel')}
          </button>
          <button
            type="submit"
            disabled={busy}
            className={buttonStyles({
              className:
                'bg-rose-700 hover:bg-rose-800 h-auto min-h-11 py-2 text-center whitespace-normal',
            })}
          >
            {labels.confirmReject}
          </button>
        </div>
      </form>
    );
  }
  return (
    <div className={row}>
      {onReject && (
        <button
          type="button"
          disabled={busy}
          onClick={() => setRejecting(true)}
          aria-label={names.reject}
          className={buttonStyles({
            variant: 'secondary',
            className: 'text-rose-700 h-auto min-h-11 py-2 text-center whitespace-normal',
          })}
        >
          <X aria-hidden className="size-4" />
          {labels.reject}
        </button>
      )}
      {onApprove && (
        <button
          type="button"
          disabled={busy}
          onClick={onApprove}
          aria-label={names.approve}
          className={buttonStyles({
            className: 'h-auto min-h-11 py-2 text-center whitespace-normal',
          })}
        >
          <Check aria-hidden className="size-4" />
          {labels.approve}
        </button>
      )}
    </div>
  );
}
