import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@carmarket/shared/i18n/translate';
import {
  ACCOUNT_MESSAGES,
  ChangePasswordSchema,
  type ChangePasswordInput,
} from '@carmarket/shared/account';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { buttonStyles } from '../../../components/ui/button-styles';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { useT } from '../../../lib/i18n';
import { useChangePassword } from '../api/change-password';

// The form asks for the new password twice; the API only needs it once.
const ChangePasswordFormSchema = ChangePasswordSchema.extend({
  confirmPassword: z.string(),
}).refine((form) => form.newPassword === form.confirmPassword, {
  message: ACCOUNT_MESSAGES.passwordsDoNotMatch,
  path: ['confirmPassword'],
});
type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

export const PASSWORD_CHANGED = msg(
  'Your password has been changed. Your other devices have been signed out.',
);

export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useT();
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    reValidateMode: 'onSubmit',
  });
  const field = (name: keyof ChangePasswordForm) =>
    register(name, { onChange: () => clearErrors(name) });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => {
    const change: ChangePasswordInput = { currentPassword, newPassword };
    changePassword.mutate(change, {
      onSuccess: () => {
        toast.success(t(PASSWORD_CHANGED));
        onDone();
      },
    });
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('Change password')}
      className="mt-4 space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
    >
      <FormField
        label={t('Current password')}
        error={errors.currentPassword?.message && t(errors.currentPassword.message)}
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...field('currentPassword')}
            autoComplete="current-password"
            // The form replaces the button that opened it: focus moves into it, not to the page.
            autoFocus
          />
        )}
      </FormField>
      <FormField
        label={t('New password')}
        hint={t('8 to 128 characters')}
        error={errors.newPassword?.message && t(errors.newPassword.message)}
      >
        {(control) => (
          <PasswordInput {...control} {...field('newPassword')} autoComplete="new-password" />
        )}
      </FormField>
      <FormField
        label={t('Confirm new password')}
        error={errors.confirmPassword?.message && t(errors.confirmPassword.message)}
      >
        {(control) => (
          <PasswordInput {...control} {...field('confirmPassword')} autoComplete="new-password" />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onDone} className={buttonStyles({ variant: 'ghost' })}>
          {t('Cancel')}
        </button>
        <button
          type="submit"
          disabled={changePassword.isPending}
          className={buttonStyles({
            className: 'h-auto min-h-11 py-2 text-center whitespace-normal',
          })}
        >
          {changePassword.isPending ? t('Saving…') : t('Update Password')}
        </button>
      </div>
    </form>
  );
}
