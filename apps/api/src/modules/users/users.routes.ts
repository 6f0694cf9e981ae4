import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_LIMITS,
  AVATAR_MESSAGES,
  ProfileUpdateResponseSchema,
  ProfileUpdateSchema,
  UserResponseSchema,
} from '@carmarket/shared/account';
import { msg } from '@carmarket/shared/i18n/translate';
import { MB } from '@carmarket/shared/media';
import { errorResponses } from '../../lib/route-responses';
import { operationsOf } from '../../lib/route-docs';
import { readSmallMultipartForm } from '../../lib/multipart-form';
import { callerOf } from '../auth/caller';
import { LIMITS } from '../limits/limit-rules';
import { getUser, updateProfile } from './users.service';

const errors = errorResponses(400, 401, 403, 409, 413, 415, 429, 500);
const operation = operationsOf('users', 'signed-in');

/** The profile form as the OpenAPI document shows it; the handler reads and checks it. */
const profileForm = {
  schema: ProfileUpdateSchema.extend({
    avatar: z.file().optional().describe('A new photo: JPEG, PNG or WebP.'),
  }),
  contentTypes: ['multipart/form-data'],
};

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { users: app.repos.users, media: app.media, mediaMoves: app.repos.mediaMoves };

  app.get(
    '/users/get-user',
    {
      preHandler: app.requireUser,
      schema: {
        ...operation('Read your profile'),
        response: { 200: UserResponseSchema, ...errors },
      },
    },
    async (request) => ({ user: await getUser({ deps, userId: callerOf(request).userId }) }),
  );

  app.post(
    '/users/update',
    {
      // The photo and a megabyte for the text parts; a larger declared size is refused unread.
      bodyLimit: ACCOUNT_LIMITS.avatarBytes + MB,
      config: { tooLargeMessage: AVATAR_MESSAGES.tooLarge },
      preHandler: [app.requireUser, app.limitPerUser(LIMITS.profileUpdates)],
      schema: {
        ...operation('Update your profile and photo'),
        bodyReadByHandler: profileForm,
        response: { 200: ProfileUpdateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const form = await readSmallMultipartForm(request, {
        avatar: { maxBytes: ACCOUNT_LIMITS.avatarBytes, label: msg('Your photo') },
      });
      return updateProfile({
        deps,
        userId: callerOf(request).userId,
        fields: form.fields,
        avatar: form.files.avatar,
      });
    },
  );
};
