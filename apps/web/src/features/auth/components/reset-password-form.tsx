import { zodResolver } from '@hookform/resolvers/zod';
import {
  PASSWORD_RESET_MESSAGES,
  RESET_TOKEN_PATTERN,
  ResetPasswordSchema,
  type ResetPassword,
  type ResetPasswordInput,
} from '@carmarket/shared/account';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useResetPassword } from '../api/reset-password';

/** Why a link cannot be used, with the way to a new one. */
function DeadLink({ message }: { message: string }) {
  const { t } = useT();
  return (
    <div role="alert" className="rounded-xl bg-rose-50 px-4 py-3 text-rose-800">
      <p>{message}</p>
      <Link
        to={paths.forgotPassword}
        className="mt-2 inline-block rounded font-semibold text-rose-900 underline underline-offset-4 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
      >
        {t('Ask for a new link')}
      </Link>
    </div>
  );
}

/**
 * Sets a new password with the token from the e-mailed link, checked with the API's own schema.
 * A link that is malformed, used or expired is said on the page with a way to a new one; after a
 * change the page decides where to go (`onReset`).
 */
export function ResetPasswordForm({ token, onReset }: { token: string; onReset: () => void }) {
  const { t } = useT();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<ResetPasswordInput, unknown, ResetPassword>({
    resolver: zodResolver(ResetPasswordSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
    reValidateMode: 'onSubmit',
  });
  const field = (name: 'password' | 'confirmPassword') =>
    register(name, { onChange: () => clearErrors(name) });

  if (!RESET_TOKEN_PATTERN.test(token)) {
    return <DeadLink message={t(PASSWORD_RESET_MESSAGES.linkMalformed)} />;
  }
  const linkError =
    reset.error instanceof ApiError && reset.error.field === 'token' ? reset.error.message : null;
  if (linkError) return <DeadLink message={linkError} />;

  const onSubmit = handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: () => {
        toast.success(t(PASSWORD_RESET_MESSAGES.passwordChanged));
        onReset();
      },
      onError: (error) => {
        if (!(error instanceof ApiError && error.field === 'token')) {
          toast.error(error.message, { id: error.message });
        }
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormField
        label={t('New password')}
        error={errors.password?.message && t(errors.password.message)}
      >
        {(control) => (
          <PasswordInput {...control} {...field('password')} autoComplete="new-password" required />
        )}
      </FormField>
      <FormField
        label={t('Confirm new password')}
        error={errors.confirmPassword?.message && t(errors.confirmPassword.message)}
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...field('confirmPassword')}
            autoComplete="new-password"
            required
          />
        )}
      </FormField>
      <button
        type="submit"
        disabled={reset.isPending}
        className={buttonStyles({
          size: 'lg',
          className: 'w-full h-auto min-h-12 py-2 text-center whitespace-normal',
        })}
      >
        {reset.isPending ? t('Saving…') : t('Set new password')}
      </button>
    </form>
  );
}
