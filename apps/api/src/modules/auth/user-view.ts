import type { FastifyInstance } from 'fastify';
import type { User } from '@carmarket/shared/account';
import type { MediaStorage } from '../media/media-storage';

/** The user as api.md shapes it: never the password hash, `Address` null when nothing is set. */
/** A user row as the users repository reads it, with the name of their city. */
type UserWithCity = NonNullable<Awaited<ReturnType<FastifyInstance['repos']['users']['findById']>>>;

export function toUserView(row: UserWithCity, media: MediaStorage): User {
  const hasAddress = Boolean(row.addressLine1 || row.addressLine2 || row.postal || row.cityId);
  return {
    id: row.id,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    package: row.package,
    packageExpiresAt: row.packageExpiresAt?.toISOString() ?? null,
    avatar: row.avatarKey ? media.publicUrl(row.avatarKey) : null,
    isStaff: row.isStaff,
    emailConfirmed: row.emailConfirmedAt !== null,
    phoneVerified: row.phoneVerifiedAt !== null,
    phoneVerifiedAt: row.phoneVerifiedAt?.toISOString() ?? null,
    language: row.language,
    Address: hasAddress
      ? {
          line1: row.addressLine1,
          line2: row.addressLine2,
          postal: row.postal,
          City:
            row.cityId !== null && row.cityName !== null
              ? { id: row.cityId, name: row.cityName }
              : null,
        }
      : null,
  };
}
