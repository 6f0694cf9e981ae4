import { AccountSection } from './account-section';

export function PackageRoute() {
  return (
    <AccountSection
      title="My Package"
      intro="See your current package, its limits and when it renews."
    />
  );
}
