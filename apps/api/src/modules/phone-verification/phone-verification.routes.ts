import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserSchema } from '@carmarket/shared/account';
import {
  PhoneVerificationConfirmSchema,
  PhoneVerificationRequestSchema,
  PhoneVerificationSentSchema,
} from '@carmarket/shared/phone-verification';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { systemClock, type Clock } from '../../lib/clock';
import { errorResponses } from '../../lib/route-responses';
import { operationsOf } from '../../lib/route-docs';
import { AUTH_MESSAGES } from '../auth/auth-messages';
import { callerOf } from '../auth/caller';
import { toUserView } from '../auth/user-view';
import { createPhoneVerificationRepository } from './phone-verification.repository';
import {
  CODE_KEY_NAME,
  confirmCode,
  requestCode,
  type PhoneVerificationDependencies,
} from './phone-verification.service';

const errors = errorResponses(400, 401, 403, 409, 415, 429, 500, 503);
const operation = operationsOf('phone-verification');

/** A code by SMS, and the account's number verified with it (issue 36, decision 131). */
export const phoneVerificationRoutes: FastifyPluginAsyncZod<{
  clock?: Clock;
  smsDailyLimit: number;
}> = async (app, options) => {
  const deps: PhoneVerificationDependencies = {
    codes: createPhoneVerificationRepository(app.db),
    users: app.repos.users,
    limiter: app.limiter,
    sms: app.sms,
    mail: app.mail,
    secret: () => app.repos.secrets.get(CODE_KEY_NAME),
    clock: options.clock ?? systemClock,
    dailyLimit: options.smsDailyLimit,
    userView: async (userId) => {
      const user = await app.repos.users.findById(userId);
      if (!user) throw AppError.unauthorized(AUTH_MESSAGES.sessionEnded);
      return toUserView(user, app.media);
    },
  };

  app.post(
    '/me/phone/verification',
    {
      preHandler: app.requireUser,
      schema: {
        ...operation('Send a code by SMS to verify a mobile number', 'signed-in'),
        // No body at all asks for the account's own number.
        body: PhoneVerificationRequestSchema.optional(),
        response: { 202: PhoneVerificationSentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const sent = await requestCode({
        deps,
        caller: callerOf(request),
        phone: request.body?.phone,
        address: request.ip,
      });
      return reply.code(202).send(sent);
    },
  );

  app.post(
    '/me/phone/verification/confirm',
    {
      preHandler: app.requireUser,
      schema: {
        ...operation('Verify the mobile number with the code sent by SMS', 'signed-in'),
        body: PhoneVerificationConfirmSchema,
        response: { 200: z.object({ user: UserSchema }), ...errors },
      },
    },
    (request) => confirmCode({ deps, caller: callerOf(request), code: request.body.code }),
  );
};
