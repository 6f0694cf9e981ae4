import { AccountSection } from './account-section';

export function SettingsRoute() {
  return (
    <AccountSection
      title="Account Settings"
      intro="Choose how we contact you and who can see your details."
    />
  );
}
