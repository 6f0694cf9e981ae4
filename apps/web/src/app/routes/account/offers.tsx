import { OffersInbox } from '../../../features/offers-inbox/components/offers-inbox';
import { AccountSection } from './account-section';

export function OffersRoute() {
  return (
    <AccountSection
      title="Offers"
      intro="Offers buyers made on your ads, and the offers you made, with their answers."
    >
      <OffersInbox />
    </AccountSection>
  );
}
