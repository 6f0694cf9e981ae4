import { AccountSection } from './account-section';

export function ListingsRoute() {
  return (
    <AccountSection
      title="My Listings"
      intro="Track your active, pending, expired and sold ads in one place."
    />
  );
}
