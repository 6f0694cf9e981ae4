import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditQuerySchema, AuditResponseSchema } from '@carmarket/shared/audit';
import { errorResponses } from '../../lib/route-responses';
import { operationsOf } from '../../lib/route-docs';
import { listAudit } from './audit.service';

const errors = errorResponses(400, 401, 403, 500);
const operation = operationsOf('audit', 'staff');

/** The audit log, read-only (decision 099): there is no route that changes an entry. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff);

  app.get(
    '/admin/audit',
    {
      schema: {
        ...operation('Read the audit log of staff actions, newest first'),
        querystring: AuditQuerySchema,
        response: { 200: AuditResponseSchema, ...errors },
      },
    },
    async (request) => listAudit({ audit: app.repos.audit, page: request.query.page }),
  );
};
