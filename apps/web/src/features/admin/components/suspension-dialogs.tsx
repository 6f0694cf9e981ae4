import type { Translator } from '@carmarket/shared/i18n/translate';
import type { AdminUser } from '@carmarket/shared/staff-moderation';
import { SUSPENSION_REASON_MAX, SuspendUserSchema } from '@carmarket/shared/suspension';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { buttonStyles } from '../../../components/ui/button-styles';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useSuspendUser, useUnsuspendUser } from '../api/suspensions';

const reasonSchema = SuspendUserSchema.shape.reason;

function ServerError({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-800">
      {message}
    </p>
  );
}

function adsSentence(t: Translator['t'], count: number): string {
  return t(
    '{count, plural, =0 {They have no live ads.} one {Their live ad leaves search until you lift it.} other {Their # live ads leave search until you lift it.}}',
    { count },
  );
}

/**
 * Asks staff why, then suspends: the account is signed out everywhere, cannot sign in, and its
 * ads leave search (decision 096). The reason is checked with the API's own schema.
 */
export function SuspendDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useT();
  const suspend = useSuspendUser();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  return (
    <Modal
      title={t('Suspend {name}?', { name: user.name })}
      description={`${t('{email} is signed out everywhere and cannot sign in.', { email: user.email })} ${adsSentence(t, user.liveAds)}`}
      onClose={onClose}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const checked = reasonSchema.safeParse(reason);
          if (!checked.success) {
            const message = checked.error.issues[0]?.message;
            setError(message && t(message));
            // Back to the field, so the keyboard user hears its message and can type the reason.
            reasonRef.current?.focus();
            return;
          }
          suspend.mutate(
            { id: user.id, reason: checked.data },
            {
              onSuccess: () => {
                toast.success(t('{name} is suspended.', { name: user.name }));
                onClose();
              },
            },
          );
        }}
        className="space-y-5"
      >
        <FormField
          label={t('Reason for the suspension')}
          hint={t('Staff read it on this page and in the audit log ({max} characters at most).', {
            max: SUSPENSION_REASON_MAX,
          })}
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
              placeholder={t("e.g. Posted another seller's photos under three phone numbers")}
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
              className:
                'bg-rose-700 hover:bg-rose-800 sm:flex-1 h-auto min-h-12 py-2 text-center whitespace-normal',
            })}
          >
            {suspend.isPending ? t('Suspending…') : t('Suspend account')}
          </button>
          <button
            type="button"
            onClick={onClose}
            className={buttonStyles({
              variant: 'secondary',
              size: 'lg',
              className: 'sm:flex-1 h-auto min-h-12 py-2 text-center whitespace-normal',
            })}
          >
            {t('Cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** Confirms lifting a suspension: the account may sign in again and its ads come back. */
export function LiftSuspensionDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useT();
  const lift = useUnsuspendUser();
  return (
    <Modal
      title={t('Lift the suspension of {name}?', { name: user.name })}
      description={t('{email} can sign in again, and their live ads return to search.', {
        email: user.email,
      })}
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
                  toast.success(t('{name} can sign in again.', { name: user.name }));
                  onClose();
                },
              })
            }
            className={buttonStyles({
              size: 'lg',
              className: 'sm:flex-1 h-auto min-h-12 py-2 text-center whitespace-normal',
            })}
          >
            {lift.isPending ? t('Lifting…') : t('Lift suspension')}
          </button>
          <button
            type="button"
            data-autofocus
            onClick={onClose}
            className={buttonStyles({
              variant: 'secondary',
              size: 'lg',
              className: 'sm:flex-1 h-auto min-h-12 py-2 text-center whitespace-normal',
            })}
          >
            {t('Keep it')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
