import { MyPackageOverview } from '../../../features/package/components/my-package';
import { AccountSection } from './account-section';
import { useT } from '../../../lib/i18n';

export function PackageRoute() {
  const { t } = useT();
  return (
    <AccountSection
      title={t('My Package')}
      intro={t('Your plan, what it includes, and how much of it your ads use.')}
    >
      <MyPackageOverview />
    </AccountSection>
  );
}
