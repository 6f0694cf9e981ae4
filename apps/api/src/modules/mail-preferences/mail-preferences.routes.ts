import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MailPreferencesResponseSchema,
  MailPreferencesSchema,
} from '@carmarket/shared/unsubscribe';
import { errorResponses } from '../../lib/route-responses';
import { operationsOf } from '../../lib/route-docs';
import { callerOf } from '../auth/caller';
import { createMailPreferencesRepository } from './mail-preferences.repository';
import { readOwnPreferences, saveOwnPreferences } from './mail-preferences.service';

const errors = errorResponses(400, 401, 403, 415, 500);
const operation = operationsOf('mail', 'signed-in');

/**
 * GET/PUT /api/me/mail-preferences: the signed-in user's e-mail notices, the master switch
 * (Account Settings' "Email notifications") and each kind (decision 104).
 */
export const mailPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createMailPreferencesRepository(app.db);
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/me/mail-preferences',
    {
      schema: {
        ...operation('Read your e-mail notice preferences'),
        response: { 200: MailPreferencesResponseSchema, ...errors },
      },
    },
    async (request) => readOwnPreferences({ repository, userId: callerOf(request).userId }),
  );

  app.put(
    '/me/mail-preferences',
    {
      schema: {
        ...operation('Save your e-mail notice preferences'),
        body: MailPreferencesSchema,
        response: { 200: MailPreferencesResponseSchema, ...errors },
      },
    },
    async (request) =>
      saveOwnPreferences({
        repository,
        userId: callerOf(request).userId,
        preferences: request.body,
      }),
  );
};
