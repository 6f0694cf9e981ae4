import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ClientErrorReportSchema } from '@carmarket/shared/client-error';
import { errorResponses, NoContentSchema } from '../../lib/route-responses';
import { operationsOf } from '../../lib/route-docs';
import { LIMITS } from '../limits/limit-rules';
import { logClientError } from './client-errors.service';

const operation = operationsOf('client-errors');

export const clientErrorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/client-errors',
    {
      onRequest: app.limitPerAddress(LIMITS.clientErrors),
      // A report is a sentence and a path; nothing bigger needs reading.
      bodyLimit: 4 * 1024,
      schema: {
        ...operation('Report an error the web app met'),
        body: ClientErrorReportSchema,
        response: { 204: NoContentSchema, ...errorResponses(400, 413, 415, 429, 500) },
      },
    },
    async (request, reply) => {
      logClientError({ log: request.log, report: request.body });
      return reply.code(204).send(null);
    },
  );
};
