import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { paths } from '../../../config/paths';
import { MyListings } from '../../../features/listings/components/my-listings';
import { AccountSection } from './account-section';
import { useT } from '../../../lib/i18n';

export function ListingsRoute() {
  const { t } = useT();
  return (
    <AccountSection
      title={t('My Listings')}
      intro={t('Your ads in every state: live, waiting for review, expired and sold.')}
      action={
        <Link to={paths.sellCar} className={buttonStyles({ size: 'md' })}>
          <Plus aria-hidden className="size-4" />
          {t('Sell a Car')}
        </Link>
      }
    >
      <MyListings />
    </AccountSection>
  );
}
