import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { buttonStyles } from '../../../components/ui/button-styles';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';

/**
 * Staff's Approve and Reject for something a seller sent (an ad, an edit of a live ad). Reject
 * opens a reason the seller will read; a side left out (`onApprove` or `onReject`) is not
 * offered. Button names end with what they act on, for screen readers (`srTarget`).
 */
export function StaffDecision({
  busy,
  srTarget,
  labels,
  placeholder,
  onApprove,
  onReject,
}: {
  busy: boolean;
  /** Read after the button's label: " of Toyota Aqua", " Toyota Aqua". */
  srTarget: string;
  labels: { approve: string; reject: string; confirmReject: string };
  placeholder?: string;
  onApprove?: () => void;
  onReject?: (reason: string) => void;
}) {
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
        <FormField label="Reason for the seller">
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
            className={buttonStyles({ variant: 'ghost' })}
          >
            Cancel
          </button>
          <button
            type="submit"
            disabled={busy}
            className={buttonStyles({ className: 'bg-rose-700 hover:bg-rose-800' })}
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
          className={buttonStyles({ variant: 'secondary', className: 'text-rose-700' })}
        >
          <X aria-hidden className="size-4" />
          {labels.reject}
          <span className="sr-only">{srTarget}</span>
        </button>
      )}
      {onApprove && (
        <button type="button" disabled={busy} onClick={onApprove} className={buttonStyles()}>
          <Check aria-hidden className="size-4" />
          {labels.approve}
          <span className="sr-only">{srTarget}</span>
        </button>
      )}
    </div>
  );
}
