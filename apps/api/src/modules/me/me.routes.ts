import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ChangePasswordSchema } from '@carmarket/shared/account';
import { SettingsResponseSchema, UserSettingsSchema } from '@carmarket/shared/settings';
import { errorResponses } from '../../lib/route-responses';
import { callerOf } from '../../plugins/auth';
import { changePassword } from '../auth/auth.service';
import { createUsersRepository } from '../users/users.repository';
import { getSettings, saveSettings } from './settings.service';

const errors = errorResponses(400, 401, 403, 415, 500);

/** The signed-in user's own things (api.md, "/api/me"). */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = createUsersRepository(app.db);
  app.addHook('preHandler', app.requireUser);

  app.put(
    '/me/password',
    {
      schema: {
        body: ChangePasswordSchema,
        response: { 204: z.null().describe('No content'), ...errors },
      },
    },
    async (request, reply) => {
      await changePassword({
        deps: app.authDeps,
        caller: callerOf(request),
        change: request.body,
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/me/settings',
    { schema: { response: { 200: SettingsResponseSchema, ...errors } } },
    async (request) => ({
      settings: await getSettings({ users, userId: callerOf(request).userId }),
    }),
  );

  app.put(
    '/me/settings',
    { schema: { body: UserSettingsSchema, response: { 200: SettingsResponseSchema, ...errors } } },
    async (request) => ({
      settings: await saveSettings({
        users,
        userId: callerOf(request).userId,
        settings: request.body,
      }),
    }),
  );
};
