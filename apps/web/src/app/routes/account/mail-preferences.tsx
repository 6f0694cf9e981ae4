import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { paths } from '../../../config/paths';
import { MyMailPreferences } from '../../../features/unsubscribe/components/my-mail-preferences';
import { AccountSection } from './account-section';
import { useT } from '../../../lib/i18n';

export function MailPreferencesRoute() {
  const { t } = useT();
  return (
    <AccountSection
      title={t('E-mail preferences')}
      intro={t('Choose which e-mails we send you. Changes save as you make them.')}
      action={
        <Link to={paths.settings} className={buttonStyles({ variant: 'ghost' })}>
          <ArrowLeft aria-hidden className="size-4" />
          {t('Back to Settings')}
        </Link>
      }
    >
      <MyMailPreferences />
    </AccountSection>
  );
}
