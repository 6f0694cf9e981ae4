import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { EmailAddressSetting } from '../../../features/email-confirmation/components/email-address-setting';
import { useUser } from '../../../features/profile/api/get-user';
import { AccountSecurity } from '../../../features/settings/components/account-security';
import { useCurrentUser } from '../../../lib/session';
import { AccountSettings } from '../../../features/settings/components/account-settings';
import { AccountSection } from './account-section';
import { useT } from '../../../lib/i18n';

export function SettingsRoute() {
  const { t } = useT();
  const navigate = useNavigate();
  const sessionUser = useCurrentUser();
  const profile = useUser();
  const user = profile.data ?? sessionUser;
  return (
    <div className="space-y-6">
      <AccountSection
        title={t('Account Settings')}
        intro={t(
          'Choose how we contact you and who can see your details. Changes save as you make them.',
        )}
      >
        <AccountSettings />
      </AccountSection>
      <section
        aria-labelledby="account-security-title"
        className="rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-(--shadow-card) sm:p-8"
      >
        <h2 id="account-security-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
          {t('Security')}
        </h2>
        <div className="mt-4">
          {user && (
            <div className="border-b border-slate-100">
              <EmailAddressSetting user={user} />
            </div>
          )}
          <AccountSecurity
            onSignedOutEverywhere={() => void navigate(paths.login, { replace: true })}
          />
        </div>
      </section>
    </div>
  );
}
