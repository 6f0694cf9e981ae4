import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_TOASTS,
  RegisterSchema,
  type Registration,
  type RegisterInput,
} from '@carmarket/shared/account';
import { useForm, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form';
import toast from 'react-hot-toast';
import { buttonStyles } from '../../../components/ui/button-styles';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { useRegister } from '../api/register';
import { PasswordInput } from '../../../components/ui/password-input';
import { useT } from '../../../lib/i18n';
import { EMAIL_PLACEHOLDER, MOBILE_PLACEHOLDER } from './placeholders';

const EMPTY_FORM: RegisterInput = {
  name: '',
  mobile: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/** The register form (spec section 2); the same schema as the API, so the same sentences. */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useT();
  const registerAccount = useRegister();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<RegisterInput, unknown, Registration>({
    resolver: zodResolver(RegisterSchema),
    defaultValues: EMPTY_FORM,
    reValidateMode: 'onSubmit',
  });
  const field = (name: keyof RegisterInput) =>
    register(name, { onChange: () => clearErrors(name) });

  const onSubmit = handleSubmit((registration) =>
    registerAccount.mutate(registration, {
      onSuccess: () => {
        toast.success(t(ACCOUNT_TOASTS.registered));
        onRegistered();
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <NameAndMobileFields field={field} errors={errors} />
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
        hint={t('8 to 128 characters')}
        error={errors.password?.message && t(errors.password.message)}
      >
        {(control) => (
          <PasswordInput {...control} {...field('password')} autoComplete="new-password" required />
        )}
      </FormField>
      <FormField
        label={t('Confirm password')}
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
        disabled={registerAccount.isPending}
        className={buttonStyles({
          size: 'lg',
          className: 'w-full h-auto min-h-12 py-2 text-center whitespace-normal',
        })}
      >
        {registerAccount.isPending ? t('Creating your account…') : t('Create Account')}
      </button>
    </form>
  );
}

/**
 * The name and mobile number of a new account (spec section 5), as the sign-up form asks them and
 * as Sign in with Google asks them of a new account (decision 135).
 */
export function NameAndMobileFields({
  field,
  errors,
}: {
  field: (name: 'name' | 'mobile') => UseFormRegisterReturn;
  errors: FieldErrors<{ name: string; mobile: string }>;
}) {
  const { t } = useT();
  return (
    <>
      <FormField label={t('Full name')} error={errors.name?.message && t(errors.name.message)}>
        {(control) => (
          <input
            {...control}
            {...field('name')}
            type="text"
            autoComplete="name"
            required
            className={inputStyles}
          />
        )}
      </FormField>
      <FormField
        label={t('Mobile number')}
        hint={t('10 digits, starting 070 to 078')}
        error={errors.mobile?.message && t(errors.mobile.message)}
      >
        {(control) => (
          <input
            {...control}
            {...field('mobile')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            required
            placeholder={MOBILE_PLACEHOLDER}
            className={inputStyles}
          />
        )}
      </FormField>
    </>
  );
}
