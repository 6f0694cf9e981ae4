import { OffersInbox } from '../../../features/offers-inbox/components/offers-inbox';
import { AccountSection } from './account-section';
import { useT } from '../../../lib/i18n';

export function OffersRoute() {
  const { t } = useT();
  return (
    <AccountSection
      title={t('Offers')}
      intro={t('Offers buyers made on your ads, and the offers you made, with their answers.')}
    >
      <OffersInbox />
    </AccountSection>
  );
}
