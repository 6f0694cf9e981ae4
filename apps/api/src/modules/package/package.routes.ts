import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MyPackageResponseSchema,
  PackageRequestCreatedResponseSchema,
  PackageRequestSchema,
} from '@carmarket/shared/package-request';
import { systemClock, type Clock } from '../../lib/clock';
import { errorResponses } from '../../lib/route-responses';
import { operationsOf } from '../../lib/route-docs';
import { callerOf } from '../auth/caller';
import { LIMITS } from '../limits/limit-rules';
import { getMyPackage, requestPackage } from './package.service';

const errors = errorResponses(400, 401, 403, 409, 415, 429, 500);
const operation = operationsOf('package', 'signed-in');

/** The caller's package and their requests for a paid one (api.md, "/api/me/package"). */
export const packageRoutes: FastifyPluginAsyncZod<{ clock?: Clock }> = async (app, options) => {
  const clock = options.clock ?? systemClock;
  const repository = app.repos.package;
  const paymentInstructions = app.repos.paymentInstructions;
  // Before validation, so a visitor learns nothing from a 400 about the body.
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/me/package',
    {
      schema: {
        ...operation('Read your package, its allowances and how to pay for a paid one'),
        response: { 200: MyPackageResponseSchema, ...errors },
      },
    },
    async (request) =>
      getMyPackage({
        repository,
        paymentInstructions,
        postings: app.repos.adPostings,
        userId: callerOf(request).userId,
        now: clock(),
      }),
  );

  app.post(
    '/me/package-requests',
    {
      preHandler: app.limitPerUser(LIMITS.packageRequests),
      schema: {
        ...operation('Ask for a paid package'),
        body: PackageRequestSchema,
        response: { 201: PackageRequestCreatedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await requestPackage({
        repository,
        userId: callerOf(request).userId,
        package: request.body.package,
      });
      return reply.code(201).send(answer);
    },
  );
};
