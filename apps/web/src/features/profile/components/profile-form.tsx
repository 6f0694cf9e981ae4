import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_LIMITS,
  ACCOUNT_TOASTS,
  AVATAR_MESSAGES,
  AVATAR_TYPES,
  ProfileUpdateSchema,
  type ProfileUpdate,
  type User,
} from '@carmarket/shared/account';
import type { IdName } from '@carmarket/shared/reference';
import { Camera } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import toast from 'react-hot-toast';
import { buttonStyles } from '../../../components/ui/button-styles';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { InitialsAvatar } from '../../../components/ui/initials-avatar';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useUpdateProfile } from '../api/update-profile';

/** A number's shape reads the same in every language: it is not in the catalogs. */
const MOBILE_PLACEHOLDER = '07X XXX XXXX';

interface ProfileFormValues {
  name: string;
  mobile: string;
  email: string;
  line1: string;
  line2: string;
  postal: string;
  cityId: string;
}

/** Spec section 5, "Profile save": the checks run in this order and the first one is toasted. */
const CHECK_ORDER = ['name', 'mobile', 'email', 'line1', 'cityId', 'line2', 'postal'] as const;

function valuesOf(user: User): ProfileFormValues {
  return {
    name: user.name,
    mobile: user.mobile,
    email: user.email,
    line1: user.Address?.line1 ?? '',
    line2: user.Address?.line2 ?? '',
    postal: user.Address?.postal ?? '',
    cityId: user.Address?.City ? String(user.Address.City.id) : '',
  };
}

function firstError(errors: FieldErrors<ProfileFormValues>): string | undefined {
  for (const name of CHECK_ORDER) {
    const message = errors[name]?.message;
    if (message) return message;
  }
  return undefined;
}

interface PickedAvatar {
  file: File;
  /** An object URL for the preview, released when the pick changes or the form goes away. */
  previewUrl: string;
}

/**
 * My Profile (spec section 2): avatar with preview, name, phone, e-mail (read only), address and
 * city. The API's own schema checks the form, so the messages match the server's word for word.
 */
export function ProfileForm({
  user,
  cities,
  phoneStatus,
}: {
  user: User;
  cities: IdName[];
  /** Under the phone field: whether the number is verified, and how to verify it (issue 36). */
  phoneStatus?: ReactNode;
}) {
  const { t } = useT();
  const updateProfile = useUpdateProfile();
  const [avatar, setAvatar] = useState<PickedAvatar | null>(null);
  useEffect(() => {
    if (!avatar) return;
    return () => URL.revokeObjectURL(avatar.previewUrl);
  }, [avatar]);
  const {
    register,
    handleSubmit,
    clearErrors,
    reset,
    formState: { errors, isDirty },
  } = useForm<ProfileFormValues, unknown, ProfileUpdate>({
    // The form holds the city as the select's text; the schema turns it into a number.
    resolver: zodResolver(ProfileUpdateSchema) as Resolver<
      ProfileFormValues,
      unknown,
      ProfileUpdate
    >,
    defaultValues: valuesOf(user),
    reValidateMode: 'onSubmit',
  });
  const field = (name: keyof ProfileFormValues) =>
    register(name, { onChange: () => clearErrors(name) });

  function pickAvatar(file: File | undefined) {
    if (!file) return;
    if (!AVATAR_TYPES.includes(file.type)) {
      toast.error(t(AVATAR_MESSAGES.wrongType));
      return;
    }
    if (file.size > ACCOUNT_LIMITS.avatarBytes) {
      toast.error(t(AVATAR_MESSAGES.tooLarge));
      return;
    }
    setAvatar({ file, previewUrl: URL.createObjectURL(file) });
  }

  const onSubmit = handleSubmit(
    (profile) =>
      updateProfile.mutate(
        { profile, avatar: avatar?.file ?? null },
        {
          onSuccess: ({ user: saved }) => {
            toast.success(t(ACCOUNT_TOASTS.profileSaved));
            setAvatar(null);
            reset(valuesOf(saved));
          },
        },
      ),
    (invalid) => {
      const message = firstError(invalid);
      if (message) toast.error(t(message));
    },
  );

  const preview = avatar?.previewUrl ?? null;
  const pictureUrl = preview ?? user.avatar;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-8">
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:gap-6">
        {pictureUrl ? (
          <img
            src={pictureUrl}
            alt={preview ? t('Your new profile photo (not saved yet)') : t('Your profile photo')}
            width={96}
            height={96}
            className="size-24 shrink-0 rounded-full object-cover ring-4 ring-slate-100"
          />
        ) : (
          <InitialsAvatar
            name={user.name}
            className="size-24 shrink-0 text-2xl ring-4 ring-slate-100"
          />
        )}
        <div>
          <input
            id="profile-avatar"
            type="file"
            accept={AVATAR_TYPES.join(',')}
            aria-describedby="profile-avatar-hint"
            className="peer sr-only"
            onChange={(event) => {
              pickAvatar(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <label
            htmlFor="profile-avatar"
            className={cn(
              buttonStyles({ variant: 'secondary' }),
              'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2',
            )}
          >
            <Camera aria-hidden className="size-4" />
            {pictureUrl ? t('Change photo') : t('Upload photo')}
          </label>
          <p id="profile-avatar-hint" className="mt-2 text-sm text-slate-500">
            {avatar
              ? `${t('{file} will be saved with your changes.', { file: avatar.file.name })} `
              : ''}
            {t(AVATAR_MESSAGES.hint)}
          </p>
        </div>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('Full name')} error={errors.name?.message && t(errors.name.message)}>
          {(control) => (
            <input
              {...control}
              {...field('name')}
              type="text"
              autoComplete="name"
              className={inputStyles}
            />
          )}
        </FormField>
        {/* One cell of the grid: the phone and, under it, its verification. */}
        <div>
          <FormField label={t('Phone')} error={errors.mobile?.message && t(errors.mobile.message)}>
            {(control) => (
              <input
                {...control}
                {...field('mobile')}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder={MOBILE_PLACEHOLDER}
                className={inputStyles}
              />
            )}
          </FormField>
          {phoneStatus}
        </div>
        <FormField
          label={t('Email')}
          hint={t('Your sign-in address. To change it, use Change e-mail in Settings.')}
          className="sm:col-span-2"
        >
          {(control) => (
            <input
              {...control}
              {...field('email')}
              type="email"
              readOnly
              className={cn(inputStyles, 'bg-slate-50 text-slate-600')}
            />
          )}
        </FormField>
        <FormField
          label={t('Address line 1')}
          error={errors.line1?.message && t(errors.line1.message)}
        >
          {(control) => (
            <input
              {...control}
              {...field('line1')}
              type="text"
              autoComplete="address-line1"
              className={inputStyles}
            />
          )}
        </FormField>
        <FormField
          label={t('Address line 2')}
          optional
          error={errors.line2?.message && t(errors.line2.message)}
        >
          {(control) => (
            <input
              {...control}
              {...field('line2')}
              type="text"
              autoComplete="address-line2"
              className={inputStyles}
            />
          )}
        </FormField>
        <FormField label={t('City')} error={errors.cityId?.message && t(errors.cityId.message)}>
          {(control) => (
            <select {...control} {...field('cityId')} className={cn(inputStyles, 'pr-10')}>
              <option value="">{t('Select your city')}</option>
              {cities.map((city) => (
                <option key={city.id} value={city.id}>
                  {t(city.name)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label={t('Postal code')}
          optional
          error={errors.postal?.message && t(errors.postal.message)}
        >
          {(control) => (
            <input
              {...control}
              {...field('postal')}
              type="text"
              autoComplete="postal-code"
              className={inputStyles}
            />
          )}
        </FormField>
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:items-center sm:justify-end">
        {(isDirty || avatar) && !updateProfile.isPending && (
          <button
            type="button"
            onClick={() => {
              reset(valuesOf(user));
              setAvatar(null);
            }}
            className={buttonStyles({ variant: 'ghost' })}
          >
            {t('Discard changes')}
          </button>
        )}
        <button
          type="submit"
          disabled={updateProfile.isPending}
          className={buttonStyles({ className: 'w-full sm:w-auto' })}
        >
          {updateProfile.isPending ? t('Saving…') : t('Save Changes')}
        </button>
      </div>
    </form>
  );
}
