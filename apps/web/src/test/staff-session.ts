import { LoginResponseSchema } from '@carmarket/shared/account';
import { startSession } from '../lib/session';

/** The bearer token the staff member's calls carry; the fixture server sees it. */
export const STAFF_TOKEN = 'staff-access-token';

/**
 * Signs a staff member in as a login answer does (`startSession`). Staff pages are only reached
 * signed in, and the app drops every `['me', …]` query once the session is signed out.
 */
export function signInAsStaff(): void {
  startSession(
    LoginResponseSchema.parse({
      accessToken: STAFF_TOKEN,
      user: {
        id: 1,
        name: 'CarMarket team',
        mobile: '0112345678',
        email: 'staff@carmarket.lk',
        package: 'member',
        packageExpiresAt: null,
        avatar: null,
        isStaff: true,
        emailConfirmed: true,
        // A landline: staff work from the office and post nothing.
        phoneVerified: false,
        phoneVerifiedAt: null,
        language: 'en',
        Address: null,
      },
    }),
  );
}
