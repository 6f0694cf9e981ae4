import { MyPackageOverview } from '../../../features/package/components/my-package';
import { AccountSection } from './account-section';

export function PackageRoute() {
  return (
    <AccountSection
      title="My Package"
      intro="Your plan, what it includes, and how much of it your ads use."
    >
      <MyPackageOverview />
    </AccountSection>
  );
}
