import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangeEmailSchema,
  ConfirmEmailSchema,
  UndoEmailChangeSchema,
} from '@carmarket/shared/email-confirmation';
import { MessageResponseSchema } from '@carmarket/shared/message-response';
import { errorResponses } from '../../lib/route-responses';
import { LIMITS } from '../limits/limit-rules';
import { callerOf } from './caller';
import {
  confirmEmail,
  requestEmailChange,
  resendConfirmation,
  undoEmailChange,
} from './email-confirmation.service';

const errors = errorResponses(400, 401, 403, 409, 415, 429, 500);

/** Confirmed addresses and changing the address (decision 103). */
export const emailConfirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.authDeps;

  app.post(
    '/auth/confirm-email',
    {
      onRequest: app.limitPerAddress(LIMITS.emailLinks),
      schema: { body: ConfirmEmailSchema, response: { 200: MessageResponseSchema, ...errors } },
    },
    (request) => confirmEmail({ deps, request: request.body }),
  );

  app.post(
    '/auth/undo-email-change',
    {
      onRequest: app.limitPerAddress(LIMITS.emailLinks),
      schema: { body: UndoEmailChangeSchema, response: { 200: MessageResponseSchema, ...errors } },
    },
    (request) => undoEmailChange({ deps, request: request.body }),
  );

  app.post(
    '/me/email/confirmation',
    {
      preHandler: [app.requireUser, app.limitPerUser(LIMITS.confirmationResends)],
      schema: { response: { 202: MessageResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const answer = await resendConfirmation({ deps, caller: callerOf(request) });
      return reply.code(202).send(answer);
    },
  );

  app.post(
    '/me/email',
    {
      preHandler: [app.requireUser, app.limitPerUser(LIMITS.emailChangeRequests)],
      schema: { body: ChangeEmailSchema, response: { 202: MessageResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const answer = await requestEmailChange({
        deps,
        caller: callerOf(request),
        change: request.body,
      });
      return reply.code(202).send(answer);
    },
  );
};
