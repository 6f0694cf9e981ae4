import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_TOASTS,
  ProfileUpdateSchema,
  type User,
} from '@carmarket/shared/account';
import { EMAIL_CONFIRMATION_MESSAGES } from '@carmarket/shared/email-confirmation';
import { issueMessage } from '@carmarket/shared/i18n/message';
import { msg } from '@carmarket/shared/i18n/translate';
import { AppError } from '../../lib/app-error';
import { AUTH_MESSAGES } from '../auth/auth-messages';
import { encodeAvatar } from '../media/avatar-image';
import { completeMediaMoves, stagedMediaKey } from '../media/media-moves';
import type { MediaStorage } from '../media/media-storage';
import { toUserView } from '../auth/user-view';
import type { UsersRepository } from './users.repository';

export interface UsersDependencies {
  users: UsersRepository;
  media: MediaStorage;
  mediaMoves: FastifyInstance['repos']['mediaMoves'];
}

const AVATAR_FOLDER = 'avatars';

export async function getUser(options: { deps: UsersDependencies; userId: number }): Promise<User> {
  const user = await options.deps.users.findById(options.userId);
  if (!user) throw AppError.unauthorized(AUTH_MESSAGES.sessionEnded);
  return toUserView(user, options.deps.media);
}

/**
 * Saves the profile fields of spec section 2 and an optional new avatar. The rules run here in
 * the spec's order whatever the client checked; package, staff flag, password and e-mail are not
 * profile fields and cannot change through this call (the form shows the e-mail read-only). A failed save leaves no new file behind,
 * and a successful one removes the old picture.
 */
export async function updateProfile(options: {
  deps: UsersDependencies;
  userId: number;
  fields: Record<string, string>;
  avatar: Buffer | undefined;
}): Promise<{ message: string; user: User }> {
  const { deps, userId } = options;
  const parsed = ProfileUpdateSchema.safeParse(options.fields);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw AppError.badRequest(
      first
        ? issueMessage(first, msg('The profile is not valid.'))
        : msg('The profile is not valid.'),
      first?.path.join('.') || undefined,
    );
  }
  const profile = parsed.data;

  const current = await deps.users.findById(userId);
  if (!current) throw AppError.unauthorized(AUTH_MESSAGES.sessionEnded);
  if (!(await deps.users.cityExists(profile.cityId))) {
    throw AppError.badRequest(ACCOUNT_MESSAGES.cityRequired, 'cityId');
  }
  // The e-mail changes only with the current password and a confirmation of the new address
  // (POST /api/me/email, decision 103): a bearer token alone must not become the account.
  if (profile.email !== current.email) {
    throw AppError.badRequest(EMAIL_CONFIRMATION_MESSAGES.changeOnSettings, 'email').withCode(
      'email_change_needs_confirmation',
    );
  }

  let avatarKey: string | undefined;
  if (options.avatar) {
    const encoded = await encodeAvatar(options.avatar);
    avatarKey = `${AVATAR_FOLDER}/${userId}-${randomUUID()}.webp`;
    // Under tmp/ until the profile row naming it commits (decision 124).
    await deps.media.put(stagedMediaKey(avatarKey), encoded);
  }

  try {
    await deps.users.updateProfile(userId, { ...profile, ...(avatarKey ? { avatarKey } : {}) });
  } catch (error) {
    if (avatarKey) await deps.media.delete(stagedMediaKey(avatarKey));
    throw error;
  }
  if (avatarKey) await completeMediaMoves(deps.mediaMoves, deps.media, [avatarKey]);
  if (avatarKey && current.avatarKey?.startsWith(`${AVATAR_FOLDER}/`)) {
    await deps.media.delete(current.avatarKey);
  }

  return { message: ACCOUNT_TOASTS.profileSaved, user: await getUser({ deps, userId }) };
}
