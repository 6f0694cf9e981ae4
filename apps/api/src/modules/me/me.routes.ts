import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LanguageSettingSchema } from '@carmarket/shared/i18n/language-setting';
import { SettingsResponseSchema, UserSettingsSchema } from '@carmarket/shared/settings';
import { NoContentSchema, errorResponses } from '../../lib/route-responses';
import { operationsOf } from '../../lib/route-docs';
import { callerOf } from '../auth/caller';
import { LIMITS } from '../limits/limit-rules';
import { getSettings, saveSettings } from './settings.service';

const errors = errorResponses(400, 401, 403, 415, 500);
const languageErrors = errorResponses(400, 401, 403, 415, 429, 500);
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

  /**
   * The language the user's e-mail is written in and the site opens in once signed in (issue 32);
   * counted with the profile's changes.
   */
  app.put(
    '/me/language',
    {
      preHandler: app.limitPerUser(LIMITS.profileUpdates),
      schema: {
        ...operation('Choose your language'),
        body: LanguageSettingSchema,
        response: { 204: NoContentSchema, ...languageErrors },
      },
    },
    async (request, reply) => {
      await users.updateLanguage(callerOf(request).userId, request.body.language);
      return reply.code(204).send(null);
    },
  );
};
