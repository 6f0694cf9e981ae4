import { zodResolver } from '@hookform/resolvers/zod';
import {
  ChangeEmailSchema,
  type ChangeEmail,
  type ChangeEmailInput,
} from '@carmarket/shared/email-confirmation';
import { useForm } from 'react-hook-form';
import { buttonStyles } from '../../../components/ui/button-styles';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { useT } from '../../../lib/i18n';
import { useChangeEmail } from '../api/change-email';

/**
 * Change e-mail (decision 103): the new address and the current password. The server mails a
 * link to the new address and a notice with an undo link to the current one; the address
 * changes only when the link is opened. `onRequested` gets the server's sentence.
 */
export function ChangeEmailForm({
  onRequested,
  onCancel,
}: {
  onRequested: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const changeEmail = useChangeEmail();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<ChangeEmailInput, unknown, ChangeEmail>({
    resolver: zodResolver(ChangeEmailSchema),
    defaultValues: { email: '', currentPassword: '' },
    reValidateMode: 'onSubmit',
  });
  const field = (name: keyof ChangeEmailInput) =>
    register(name, { onChange: () => clearErrors(name) });

  const onSubmit = handleSubmit((change) =>
    changeEmail.mutate(change, { onSuccess: ({ message }) => onRequested(message) }),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('Change e-mail')}
      className="mt-4 space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
    >
      <FormField
        label={t('New e-mail address')}
        hint={t('We send a link there; your e-mail changes when you open it.')}
        error={errors.email?.message && t(errors.email.message)}
      >
        {(control) => (
          <input
            {...control}
            {...field('email')}
            type="email"
            autoComplete="email"
            // The form replaces the button that opened it: focus moves into it, not to the page.
            autoFocus
            className={inputStyles}
          />
        )}
      </FormField>
      <FormField
        label={t('Current password')}
        error={errors.currentPassword?.message && t(errors.currentPassword.message)}
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...field('currentPassword')}
            autoComplete="current-password"
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonStyles({ variant: 'ghost' })}>
          {t('Cancel')}
        </button>
        <button
          type="submit"
          disabled={changeEmail.isPending}
          className={buttonStyles({
            className: 'h-auto min-h-11 py-2 text-center whitespace-normal',
          })}
        >
          {changeEmail.isPending ? t('Sending…') : t('Send confirmation link')}
        </button>
      </div>
    </form>
  );
}
