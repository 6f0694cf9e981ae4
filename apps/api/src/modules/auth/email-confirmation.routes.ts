import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangeEmailSchema,
  ConfirmEmailSchema,
  UndoEmailChangeSchema,
} from '@carmarket/shared/email-confirmation';
import { MessageResponseSchema } from '@carmarket/shared/message-response';
import { errorResponses } from '../../lib/route-responses';
import { operationsOf } from '../../lib/route-docs';
import { LIMITS } from '../limits/limit-rules';
import { callerOf } from './caller';
import {
  confirmEmail,
  requestEmailChange,
  resendConfirmation,
  undoEmailChange,
} from './email-confirmation.service';

const errors = errorResponses(400, 401, 403, 409, 415, 429, 500);
const operation = operationsOf('auth');

/** Confirmed addresses and changing the address (decision 103). */
export const emailConfirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.authDeps;

  app.post(
    '/auth/confirm-email',
    {
      onRequest: app.limitPerAddress(LIMITS.emailLinks),
      schema: {
        ...operation('Confirm an e-mail address with its link'),
        body: ConfirmEmailSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    (request) => confirmEmail({ deps, request: request.body }),
  );

  app.post(
    '/auth/undo-email-change',
    {
      onRequest: app.limitPerAddress(LIMITS.emailLinks),
      schema: {
        ...operation('Undo a change of e-mail address with its link'),
        body: UndoEmailChangeSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    (request) => undoEmailChange({ deps, request: request.body }),
  );

  app.post(
    '/me/email/confirmation',
    {
      preHandler: [app.requireUser, app.limitPerUser(LIMITS.confirmationResends)],
      schema: {
        ...operation('Send the confirmation link again', 'signed-in'),
        response: { 202: MessageResponseSchema, ...errors },
      },
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
      schema: {
        ...operation('Ask to change your e-mail address', 'signed-in'),
        body: ChangeEmailSchema,
        response: { 202: MessageResponseSchema, ...errors },
      },
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
