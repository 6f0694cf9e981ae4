import { buttonStyles } from '../../../components/ui/button-styles';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

const actionButton = 'h-auto min-h-11 py-2 text-center whitespace-normal';

/**
 * The foot of a staff decision's dialog: the server's refusal, if any, then Cancel and the
 * confirming button (red when the decision takes something away).
 */
export function DecisionFooter({
  error,
  pending,
  danger,
  confirm,
  focusCancel,
  onCancel,
}: {
  error: string | null;
  pending: boolean;
  danger: boolean;
  confirm: string;
  /** Cancel takes the focus when the dialog has no field to type in. */
  focusCancel: boolean;
  onCancel: () => void;
}) {
  const { t } = useT();
  return (
    <>
      {error && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onCancel}
          data-autofocus={focusCancel ? true : undefined}
          className={buttonStyles({ variant: 'ghost', className: actionButton })}
        >
          {t('Cancel')}
        </button>
        <button
          type="submit"
          disabled={pending}
          className={buttonStyles({
            className: cn(danger ? 'bg-rose-700 hover:bg-rose-800' : '', actionButton),
          })}
        >
          {confirm}
        </button>
      </div>
    </>
  );
}
