import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_TOASTS,
  LoginSchema,
  type Login,
  type LoginInput,
} from '@carmarket/shared/account';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import type { LoginResponse } from '@carmarket/shared/account';
import { useSignIn } from '../api/sign-in';
import { ApiError } from '../../../lib/api-client';
import { PasswordInput } from '../../../components/ui/password-input';
import { useT } from '../../../lib/i18n';
import { EMAIL_PLACEHOLDER } from './placeholders';

/**
 * The sign-in form. The page decides what a successful sign-in leads to (`onSignedIn`); server
 * messages, such as wrong credentials or the rate limit, show as error toasts (spec section 8).
 */
export function SignInForm({ onSignedIn }: { onSignedIn: (login: LoginResponse) => void }) {
  const { t } = useT();
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<LoginInput, unknown, Login>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
    reValidateMode: 'onSubmit',
  });
  const field = (name: keyof LoginInput) => register(name, { onChange: () => clearErrors(name) });

  const onSubmit = handleSubmit((login) =>
    signIn.mutate(login, {
      onSuccess: (answer) => {
        toast.success(t(ACCOUNT_TOASTS.signedIn));
        onSignedIn(answer);
      },
      // A refused account (403: suspended) reads why beside the form, where it stays; the
      // passing errors (wrong password, too many tries) are toasts, as everywhere else.
      onError: (error) => {
        if (!isRefusal(error)) toast.error(error.message, { id: error.message });
      },
    }),
  );
  const refusal = isRefusal(signIn.error) ? signIn.error.message : null;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormField label={t('Email')} error={errors.email?.message && t(errors.email.message)}>
        {(control) => (
          <input
            {...control}
            {...field('email')}
            type="email"
            autoComplete="email"
            required
            placeholder={EMAIL_PLACEHOLDER}
            className={inputStyles}
          />
        )}
      </FormField>
      <FormField
        label={t('Password')}
        error={errors.password?.message && t(errors.password.message)}
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...field('password')}
            autoComplete="current-password"
            required
          />
        )}
      </FormField>
      <ForgotPasswordLink />
      {refusal && (
        <p role="alert" className="rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-800">
          {refusal}
        </p>
      )}
      <button
        type="submit"
        disabled={signIn.isPending}
        className={buttonStyles({
          size: 'lg',
          className: 'w-full h-auto min-h-12 py-2 text-center whitespace-normal',
        })}
      >
        {signIn.isPending ? t('Signing in…') : t('Sign In')}
      </button>
    </form>
  );
}

function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403;
}

/** "Forgot password?" under a password field: the way to an account's password by e-mail. */
export function ForgotPasswordLink() {
  const { t } = useT();
  return (
    <div className="-mt-2 text-right">
      <Link
        to={paths.forgotPassword}
        className="rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
      >
        {t('Forgot password?')}
      </Link>
    </div>
  );
}
