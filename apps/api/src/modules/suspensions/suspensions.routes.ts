import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserIdParamsSchema } from '@carmarket/shared/staff-moderation';
import { SuspendUserSchema } from '@carmarket/shared/suspension';
import { NoContentSchema, errorResponses } from '../../lib/route-responses';
import { operationsOf } from '../../lib/route-docs';
import { callerOf } from '../auth/caller';
import { suspendUser, unsuspendUser } from './suspensions.service';

const errors = errorResponses(400, 401, 403, 404, 409, 415, 500);
const operation = operationsOf('suspensions', 'staff');

/** Staff suspend and lift suspensions (api.md, issue 18); each is one audited staff action. */
export const suspensionsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so a stranger learns nothing from a 400 about the body.
  app.addHook('onRequest', app.requireStaff);

  app.post(
    '/admin/users/:id/suspend',
    {
      schema: {
        ...operation('Suspend a user, with the reason they read'),
        params: UserIdParamsSchema,
        body: SuspendUserSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = request.params.id;
      const { reason } = request.body;
      await app.staffAction(
        request,
        { action: 'suspend-user', target: { type: 'user', id: userId }, reason },
        (repos) => suspendUser({ repos, staffId: callerOf(request).userId, userId, reason }),
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/users/:id/unsuspend',
    {
      schema: {
        ...operation('Lift a user’s suspension'),
        params: UserIdParamsSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = request.params.id;
      await app.staffAction(
        request,
        { action: 'unsuspend-user', target: { type: 'user', id: userId } },
        (repos) => unsuspendUser({ repos, userId }),
      );
      return reply.code(204).send(null);
    },
  );
};
