import { msg } from '@carmarket/shared/i18n/translate';
import type { UserSettings } from '@carmarket/shared/settings';
import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/button-styles';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import { SettingsSwitch } from '../../../components/ui/settings-switch';

/** SMS and push are not built yet: their switches stay, off and locked (decision 083). */
const NOT_YET = msg('Not yet available');

const GROUPS: ReadonlyArray<{
  title: string;
  toggles: ReadonlyArray<{
    key: keyof UserSettings;
    label: string;
    description: string;
    notAvailable?: boolean;
  }>;
}> = [
  {
    title: msg('Notifications'),
    toggles: [
      {
        key: 'emailNotifications',
        label: msg('Email notifications'),
        description: msg(
          'News about your ads, offers and package, saved-search alerts and reminders by email. Password resets and security alerts always come.',
        ),
      },
      {
        key: 'smsNotifications',
        label: msg('SMS notifications'),
        description: msg('A text message when a buyer makes an offer.'),
        notAvailable: true,
      },
      {
        key: 'pushNotifications',
        label: msg('Push notifications'),
        description: msg('Alerts in your browser while CarMarket is open.'),
        notAvailable: true,
      },
    ],
  },
  {
    title: msg('Privacy'),
    toggles: [
      {
        key: 'showContactInfo',
        label: msg('Show my contact information'),
        description: msg(
          'Your account email on your ads whose package shows contact details, beside the phone number you give in each ad.',
        ),
      },
      {
        key: 'profileVisible',
        label: msg('Profile visibility'),
        description: msg(
          'Your name and member-since date on your ads. Off, buyers see "Private seller".',
        ),
      },
    ],
  },
];

/**
 * The Account Settings toggles of spec section 2, each saved to the server as it changes. The
 * groups' words are English (msg), translated where they are shown.
 */
export function AccountSettings() {
  const { t } = useT();
  const settings = useSettings();
  const update = useUpdateSettings();

  if (!settings.data) {
    return (
      <div role="status" aria-label={t('Loading your settings')} className="space-y-3">
        {Array.from({ length: 5 }, (_, index) => (
          <div key={index} className="h-14 animate-pulse rounded-xl bg-slate-100" />
        ))}
      </div>
    );
  }
  const current = settings.data;

  function change(key: keyof UserSettings, value: boolean) {
    update.mutate(
      { ...current, [key]: value },
      {
        onSuccess: () => toast.success(t('Settings saved')),
      },
    );
  }

  return (
    <div className="space-y-8">
      {GROUPS.map((group) => (
        <section key={group.title} aria-labelledby={`settings-${group.title}`}>
          <h3
            id={`settings-${group.title}`}
            className="text-sm font-semibold tracking-wider text-slate-500 uppercase"
          >
            {t(group.title)}
          </h3>
          <div className="divide-y divide-slate-100">
            {group.toggles.map((toggle) => (
              <Fragment key={toggle.key}>
                <SettingsSwitch
                  label={t(toggle.label)}
                  description={t(toggle.description)}
                  // Nothing is sent by SMS or push yet, so their switches show off whatever is stored.
                  checked={toggle.notAvailable ? false : current[toggle.key]}
                  disabled={toggle.notAvailable}
                  tag={toggle.notAvailable ? t(NOT_YET) : undefined}
                  onChange={(value) => change(toggle.key, value)}
                />
                {toggle.key === 'emailNotifications' && (
                  // The master switch stays here (spec section 2); each kind has its own page.
                  <Link
                    to={paths.mailPreferences}
                    className={cn(
                      'flex min-h-11 items-center justify-between gap-3 rounded-lg py-3 font-semibold text-brand-700 hover:underline',
                      focusRing,
                    )}
                  >
                    {t('E-mail preferences: choose which e-mails you get')}
                    <ChevronRight aria-hidden className="size-5 shrink-0" />
                  </Link>
                )}
              </Fragment>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
