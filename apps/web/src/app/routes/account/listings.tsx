import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { paths } from '../../../config/paths';
import { MyListings } from '../../../features/listings/components/my-listings';
import { AccountSection } from './account-section';

export function ListingsRoute() {
  return (
    <AccountSection
      title="My Listings"
      intro="Your ads in every state: live, waiting for review, expired and sold."
      action={
        <Link to={paths.sellCar} className={buttonStyles({ size: 'md' })}>
          <Plus aria-hidden className="size-4" />
          Sell a Car
        </Link>
      }
    >
      <MyListings />
    </AccountSection>
  );
}
