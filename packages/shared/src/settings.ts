import { z } from 'zod';
import { BODY_NOT_AN_OBJECT } from './errors';
import { msg } from './i18n/translate';

const toggle = z.boolean({ error: msg('Each setting must be on or off.') });

/** The Account Settings toggles of spec section 2; GET and PUT /api/me/settings carry all five. */
export const UserSettingsSchema = z.object(
  {
    emailNotifications: toggle,
    smsNotifications: toggle,
    pushNotifications: toggle,
    showContactInfo: toggle,
    profileVisible: toggle,
  },
  { error: BODY_NOT_AN_OBJECT },
);
export type UserSettings = z.infer<typeof UserSettingsSchema>;

/** The defaults of spec section 2: e-mail on, SMS off, push on, contact info off, profile on. */
export const DEFAULT_USER_SETTINGS: UserSettings = {
  emailNotifications: true,
  smsNotifications: false,
  pushNotifications: true,
  showContactInfo: false,
  profileVisible: true,
};

export const SettingsResponseSchema = z.object({ settings: UserSettingsSchema });
export type SettingsResponse = z.infer<typeof SettingsResponseSchema>;
