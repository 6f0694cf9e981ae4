import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SettingsResponseSchema, UserSettingsSchema } from '@carmarket/shared/settings';
import { errorResponses } from '../../lib/route-responses';
import { operationsOf } from '../../lib/route-docs';
import { callerOf } from '../auth/caller';
import { getSettings, saveSettings } from './settings.service';

const errors = errorResponses(400, 401, 403, 415, 500);
const operation = operationsOf('me', 'signed-in');

/** The signed-in user's own things (api.md, "/api/me"). */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = app.repos.users;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/me/settings',
    {
      schema: {
        ...operation('Read your settings'),
        response: { 200: SettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      settings: await getSettings({ users, userId: callerOf(request).userId }),
    }),
  );

  app.put(
    '/me/settings',
    {
      schema: {
        ...operation('Save your settings'),
        body: UserSettingsSchema,
        response: { 200: SettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      settings: await saveSettings({
        users,
        userId: callerOf(request).userId,
        settings: request.body,
      }),
    }),
  );
};
