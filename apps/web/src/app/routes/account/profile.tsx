import { AccountSection } from './account-section';

export function ProfileRoute() {
  return (
    <AccountSection
      title="My Profile"
      intro="Keep your name, phone number and address up to date so buyers can reach you."
    />
  );
}
