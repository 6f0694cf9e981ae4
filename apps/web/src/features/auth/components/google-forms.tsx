import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_TOASTS, type LoginResponse } from '@carmarket/shared/account';
import {
  GoogleLinkSchema,
  GoogleRegisterSchema,
  type GoogleLink,
  type GoogleLinkInput,
  type GoogleRegisterInput,
  type GoogleRegistration,
} from '@carmarket/shared/google-sign-in';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { buttonStyles } from '../../../components/ui/button-styles';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { useT } from '../../../lib/i18n';
import { MessageParts, partSlots } from '../../../lib/message-parts';
import { useGoogleLink, useGoogleRegister } from '../api/google-sign-in';
import { NameAndMobileFields } from './register-form';
import { ForgotPasswordLink } from './sign-in-form';

const submitStyles = buttonStyles({
  size: 'lg',
  className: 'w-full h-auto min-h-12 py-2 text-center whitespace-normal',
});

/** After either form: "Signed in", and the page goes on. */
function signedIn(t: (key: string) => string, onSignedIn: (login: LoginResponse) => void) {
  return (answer: LoginResponse) => {
    toast.success(t(ACCOUNT_TOASTS.signedIn));
    onSignedIn(answer);
  };
}

/** A form's first words, naming the e-mail Google gave: a long address wraps, never overflows. */
function GoogleIntro({ text, email }: { text: string; email: string }) {
  return (
    <p className="text-slate-700">
      <MessageParts
        text={text}
        parts={{
          email: <strong className="font-semibold break-all text-slate-900">{email}</strong>,
        }}
      />
    </p>
  );
}

/**
 * An account has the Google e-mail but linking is not proven (decision 135): its password links
 * the Google account to it and signs in.
 */
export function GoogleLinkForm({
  email,
  onSignedIn,
}: {
  email: string;
  onSignedIn: (login: LoginResponse) => void;
}) {
  const { t } = useT();
  const link = useGoogleLink();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<GoogleLinkInput, unknown, GoogleLink>({
    resolver: zodResolver(GoogleLinkSchema),
    defaultValues: { password: '' },
    reValidateMode: 'onSubmit',
  });
  const onSubmit = handleSubmit((values) =>
    link.mutate(values, { onSuccess: signedIn(t, onSignedIn) }),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <GoogleIntro
        email={email}
        text={t(
          'A CarMarket account already uses {email}. Enter its password to link your Google account to it; next time, Google signs you in.',
          partSlots('email'),
        )}
      />
      <FormField
        label={t('Password')}
        error={errors.password?.message && t(errors.password.message)}
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...register('password', { onChange: () => clearErrors('password') })}
            autoComplete="current-password"
            required
          />
        )}
      </FormField>
      <ForgotPasswordLink />
      <button type="submit" disabled={link.isPending} className={submitStyles}>
        {link.isPending ? t('Signing in…') : t('Link and sign in')}
      </button>
    </form>
  );
}

/**
 * No account has the Google e-mail: what the sign-up form asks that Google does not tell, with
 * the sign-up form's rules (spec section 5).
 */
export function GoogleRegisterForm({
  email,
  name,
  onSignedIn,
}: {
  email: string;
  name: string;
  onSignedIn: (login: LoginResponse) => void;
}) {
  const { t } = useT();
  const registerAccount = useGoogleRegister();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<GoogleRegisterInput, unknown, GoogleRegistration>({
    resolver: zodResolver(GoogleRegisterSchema),
    defaultValues: { name, mobile: '' },
    reValidateMode: 'onSubmit',
  });
  const field = (key: keyof GoogleRegisterInput) =>
    register(key, { onChange: () => clearErrors(key) });
  const onSubmit = handleSubmit((values) =>
    registerAccount.mutate(values, { onSuccess: signedIn(t, onSignedIn) }),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <GoogleIntro
        email={email}
        text={t(
          'Your new account will use {email}. Buyers and sellers reach you by phone, so we need your mobile number.',
          partSlots('email'),
        )}
      />
      <NameAndMobileFields field={field} errors={errors} />
      <button type="submit" disabled={registerAccount.isPending} className={submitStyles}>
        {registerAccount.isPending ? t('Creating your account…') : t('Create Account')}
      </button>
    </form>
  );
}
