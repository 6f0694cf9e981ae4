import type { AdminUser } from '@carmarket/shared/staff-moderation';
import { SUSPENSION_REASON_MAX, SuspendUserSchema } from '@carmarket/shared/suspension';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { buttonStyles } from '../../../components/ui/button-styles';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { cn } from '../../../lib/cn';
import { useSuspendUser, useUnsuspendUser } from '../api/suspensions';

const reasonSchema = SuspendUserSchema.shape.reason;

function ServerError({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-800">
      {message}
    </p>
  );
}

function adsSentence(count: number): string {
  if (count === 0) return 'They have no live ads.';
  return count === 1
    ? 'Their live ad leaves search until you lift it.'
    : `Their ${count} live ads leave search until you lift it.`;
}

/**
 * Asks staff why, then suspends: the account is signed out everywhere, cannot sign in, and its
 * ads leave search (decision 096). The reason is checked with the API's own schema.
 */
export function SuspendDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const suspend = useSuspendUser();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  return (
    <Modal
      title={`Suspend ${user.name}?`}
      description={`${user.email} is signed out everywhere and cannot sign in. ${adsSentence(user.liveAds)}`}
      onClose={onClose}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const checked = reasonSchema.safeParse(reason);
          if (!checked.success) {
            setError(checked.error.issues[0]?.message);
            // Back to the field, so the keyboard user hears its message and can type the reason.
            reasonRef.current?.focus();
            return;
          }
          suspend.mutate(
            { id: user.id, reason: checked.data },
            {
              onSuccess: () => {
                toast.success(`${user.name} is suspended.`);
                onClose();
              },
            },
          );
        }}
        className="space-y-5"
      >
        <FormField
          label="Reason for the suspension"
          hint={`Staff read it on this page and in the audit log (${SUSPENSION_REASON_MAX} characters at most).`}
          error={error}
        >
          {(control) => (
            <textarea
              {...control}
              ref={reasonRef}
              data-autofocus
              required
              rows={4}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
              placeholder="e.g. Posted another seller's photos under three phone numbers"
              className={cn(inputStyles, 'resize-y')}
            />
          )}
        </FormField>
        {suspend.error && <ServerError message={suspend.error.message} />}
        <div className="flex flex-col gap-3 sm:flex-row-reverse">
          <button
            type="submit"
            disabled={suspend.isPending}
            className={buttonStyles({
              size: 'lg',
              className: 'bg-rose-700 hover:bg-rose-800 sm:flex-1',
            })}
          >
            {suspend.isPending ? 'Suspending…' : 'Suspend account'}
          </button>
          <button
            type="button"
            onClick={onClose}
            className={buttonStyles({ variant: 'secondary', size: 'lg', className: 'sm:flex-1' })}
          >
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** Confirms lifting a suspension: the account may sign in again and its ads come back. */
export function LiftSuspensionDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const lift = useUnsuspendUser();
  return (
    <Modal
      title={`Lift the suspension of ${user.name}?`}
      description={`${user.email} can sign in again, and their live ads return to search.`}
      onClose={onClose}
    >
      <div className="space-y-5">
        {lift.error && <ServerError message={lift.error.message} />}
        <div className="flex flex-col gap-3 sm:flex-row-reverse">
          <button
            type="button"
            disabled={lift.isPending}
            onClick={() =>
              lift.mutate(user.id, {
                onSuccess: () => {
                  toast.success(`${user.name} can sign in again.`);
                  onClose();
                },
              })
            }
            className={buttonStyles({ size: 'lg', className: 'sm:flex-1' })}
          >
            {lift.isPending ? 'Lifting…' : 'Lift suspension'}
          </button>
          <button
            type="button"
            data-autofocus
            onClick={onClose}
            className={buttonStyles({ variant: 'secondary', size: 'lg', className: 'sm:flex-1' })}
          >
            Keep it
          </button>
        </div>
      </div>
    </Modal>
  );
}
