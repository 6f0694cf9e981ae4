import { useCities } from '../../../features/cities/api/get-cities';
import { useUser } from '../../../features/profile/api/get-user';
import { PhoneVerificationStatus } from '../../../features/phone-verification/components/phone-verification-status';
import { ProfileForm } from '../../../features/profile/components/profile-form';
import { useCurrentUser } from '../../../lib/session';
import { AccountSection } from './account-section';
import { useT } from '../../../lib/i18n';

export function ProfileRoute() {
  const { t } = useT();
  const sessionUser = useCurrentUser();
  const profile = useUser();
  const cities = useCities();
  // Spec section 7: a failed profile load is ignored; the signed-in user's own copy fills in.
  const user = profile.data ?? (profile.isError ? sessionUser : null);
  // The city select needs its options before the form sets its value.
  const ready = user !== null && !cities.isPending;

  return (
    <AccountSection
      title={t('My Profile')}
      intro={t('Keep your name, phone number and address up to date so buyers can reach you.')}
    >
      {ready ? (
        <ProfileForm
          key={user.id}
          user={user}
          cities={cities.data ?? []}
          phoneStatus={<PhoneVerificationStatus user={user} />}
        />
      ) : (
        <div role="status" aria-label={t('Loading your profile')} className="space-y-4">
          <div className="size-24 animate-pulse rounded-full bg-slate-100" />
          <div className="grid gap-5 sm:grid-cols-2">
            {Array.from({ length: 6 }, (_, index) => (
              <div key={index} className="h-[4.5rem] animate-pulse rounded-xl bg-slate-100" />
            ))}
          </div>
        </div>
      )}
    </AccountSection>
  );
}
