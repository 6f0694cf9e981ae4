import { zodResolver } from '@hookform/resolvers/zod';
import {
  ForgotPasswordSchema,
  type ForgotPassword,
  type ForgotPasswordInput,
} from '@carmarket/shared/account';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { buttonStyles } from '../../../components/ui/button-styles';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { EMAIL_PLACEHOLDER } from './placeholders';
import { useT } from '../../../lib/i18n';
import { useRequestPasswordReset } from '../api/forgot-password';

/**
 * Asks for a reset link. The server answers every address with the same sentence, which replaces
 * the form; errors such as the rate limit show as toasts like every other form's.
 */
export function ForgotPasswordForm() {
  const { t } = useT();
  const requestReset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<ForgotPasswordInput, unknown, ForgotPassword>({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });

  if (requestReset.data) {
    return (
      <div role="status" className="flex gap-3 rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900">
        <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
        <p>{requestReset.data.message}</p>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit((request) => requestReset.mutate(request))}
      className="space-y-5"
    >
      <FormField label={t('Email')} error={errors.email?.message && t(errors.email.message)}>
        {(control) => (
          <input
            {...control}
            {...register('email', { onChange: () => clearErrors('email') })}
            type="email"
            autoComplete="email"
            required
            placeholder={EMAIL_PLACEHOLDER}
            className={inputStyles}
          />
        )}
      </FormField>
      <button
        type="submit"
        disabled={requestReset.isPending}
        className={buttonStyles({
          size: 'lg',
          className: 'w-full h-auto min-h-12 py-2 text-center whitespace-normal',
        })}
      >
        {requestReset.isPending ? t('Sending…') : t('Send reset link')}
      </button>
    </form>
  );
}
