import type { User } from '@carmarket/shared/account';
import { startSession } from '../lib/session';

/** A member with a confirmed e-mail, a verified mobile number and no address yet. */
export const MEMBER: User = {
  id: 7,
  name: 'Nimal Perera',
  mobile: '0771234567',
  email: 'nimal@example.lk',
  package: 'member',
  packageExpiresAt: null,
  avatar: null,
  isStaff: false,
  emailConfirmed: true,
  phoneVerified: true,
  phoneVerifiedAt: '2026-11-02T08:00:00.000Z',
  language: 'en',
  Address: null,
};

/**
 * Signs a member in as a login answer does (`startSession`). Account pages are only reached
 * signed in, and the app drops every `['me', …]` query once the session is signed out.
 */
export function signInAsMember(): void {
  startSession({ accessToken: 'member-access-token', user: MEMBER });
}
