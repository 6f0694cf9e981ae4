import {
  MAIL_KINDS,
  MAIL_KIND_TEXT,
  type MailKind,
  type MailPreferences,
} from '@carmarket/shared/unsubscribe';
import { SettingsSwitch } from '../../../components/ui/settings-switch';
import { useT } from '../../../lib/i18n';

/**
 * The e-mail switches (decision 104): "All e-mail notices", which is Account Settings' "Email
 * notifications", and one switch per kind under it. Each change is saved as it is made.
 */
export function MailPreferencesSwitches({
  preferences,
  onChange,
  headingLevel,
}: {
  preferences: MailPreferences;
  onChange: (next: MailPreferences) => void;
  /** The level of "Which e-mails" under the page's own heading. */
  headingLevel: 'h2' | 'h3';
}) {
  const { t } = useT();
  const Heading = headingLevel;
  const allOff = !preferences.emailNotifications;
  const change = (key: 'emailNotifications' | MailKind, value: boolean) =>
    onChange({ ...preferences, [key]: value });
  return (
    <div>
      <SettingsSwitch
        label={t('All e-mail notices')}
        description={t(
          'The same as Email notifications in Account Settings. Password resets, security alerts and our answers to your messages always come.',
        )}
        checked={preferences.emailNotifications}
        onChange={(value) => change('emailNotifications', value)}
      />
      <section aria-labelledby="mail-kinds-title" className="mt-2 border-t border-slate-100 pt-4">
        <Heading id="mail-kinds-title" className="font-semibold text-slate-900">
          {t('Which e-mails')}
        </Heading>
        {allOff && (
          <p className="mt-1 text-sm text-slate-600">
            {t('All e-mail notices are off, so none of these come. Turn them on to choose.')}
          </p>
        )}
        <div className="divide-y divide-slate-100">
          {MAIL_KINDS.map((kind) => (
            <SettingsSwitch
              key={kind}
              label={t(MAIL_KIND_TEXT[kind].label)}
              description={t(MAIL_KIND_TEXT[kind].description)}
              checked={preferences[kind]}
              disabled={allOff}
              onChange={(value) => change(kind, value)}
            />
          ))}
        </div>
      </section>
    </div>
  );
}
