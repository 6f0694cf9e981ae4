import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_LIMITS,
  ProfileUpdateResponseSchema,
  UserResponseSchema,
} from '@carmarket/shared/account';
import { ErrorResponseSchema } from '@carmarket/shared/errors';
import { readSmallMultipartForm } from '../../lib/multipart-form';
import { callerOf } from '../../plugins/auth';
import { createUsersRepository } from './users.repository';
import { getUser, updateProfile } from './users.service';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  409: ErrorResponseSchema,
  413: ErrorResponseSchema,
  415: ErrorResponseSchema,
  500: ErrorResponseSchema,
};

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { users: createUsersRepository(app.db), media: app.media };

  app.get(
    '/users/get-user',
    { preHandler: app.requireUser, schema: { response: { 200: UserResponseSchema, ...errors } } },
    async (request) => ({ user: await getUser({ deps, userId: callerOf(request).userId }) }),
  );

  app.post(
    '/users/update',
    {
      preHandler: app.requireUser,
      schema: { response: { 200: ProfileUpdateResponseSchema, ...errors } },
    },
    async (request) => {
      const form = await readSmallMultipartForm(request, {
        avatar: { maxBytes: ACCOUNT_LIMITS.avatarBytes, label: 'Your photo' },
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
