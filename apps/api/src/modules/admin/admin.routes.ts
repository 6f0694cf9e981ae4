import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdIdParamsSchema,
  AdminAdsQuerySchema,
  AdminAdsResponseSchema,
  AdminPendingCountResponseSchema,
  AdminUsersQuerySchema,
  AdminUsersResponseSchema,
  RejectAdSchema,
  SetPackageSchema,
  UserIdParamsSchema,
} from '@carmarket/shared/ad';
import {
  AdminPackageRequestsQuerySchema,
  AdminPackageRequestsResponseSchema,
  PackageRequestIdParamsSchema,
} from '@carmarket/shared/package-request';
import { AdminAdEditsResponseSchema } from '@carmarket/shared/ad-lifecycle';
import { NoContentSchema, errorResponses } from '../../lib/route-responses';
import { callerOf } from '../auth/caller';
import {
  approveAd,
  approveAdEdit,
  listAdEdits,
  rejectAdEdit,
  countPendingAds,
  decidePackageRequest,
  findUsersByEmail,
  listAdsForReview,
  listPackageRequests,
  rejectAd,
  setUserPackage,
} from './admin.service';

const errors = errorResponses(400, 401, 403, 404, 409, 415, 500);

/** Moderation (api.md, "Staff calls"): every route is for staff only. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { admin: app.repos.admin, media: app.media, signals: app.repos.signals };
  // Before validation, so a stranger learns nothing from a 400 about the body.
  app.addHook('onRequest', app.requireStaff);

  app.get(
    '/admin/ads',
    {
      schema: {
        querystring: AdminAdsQuerySchema,
        response: { 200: AdminAdsResponseSchema, ...errors },
      },
    },
    async (request) => listAdsForReview({ deps, ...request.query }),
  );

  app.get(
    '/admin/ads/pending-count',
    { schema: { response: { 200: AdminPendingCountResponseSchema, ...errors } } },
    async () => countPendingAds({ deps }),
  );

  app.post(
    '/admin/ads/:id/approve',
    { schema: { params: AdIdParamsSchema, response: { 204: NoContentSchema, ...errors } } },
    async (request, reply) => {
      await approveAd({ deps, id: request.params.id });
      await app.notices.adApproved(request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/ads/:id/reject',
    {
      schema: {
        params: AdIdParamsSchema,
        body: RejectAdSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await rejectAd({ deps, id: request.params.id, reason: request.body.reason });
      await app.notices.adRejected(request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/ad-edits',
    { schema: { response: { 200: AdminAdEditsResponseSchema, ...errors } } },
    async () => listAdEdits({ deps }),
  );

  app.post(
    '/admin/ad-edits/:id/approve',
    { schema: { params: AdIdParamsSchema, response: { 204: NoContentSchema, ...errors } } },
    async (request, reply) => {
      await approveAdEdit({
        deps,
        id: request.params.id,
        onFileError: (key, error) =>
          request.log.error({ err: error, key }, 'replaced photo of an edited ad not removed'),
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/ad-edits/:id/reject',
    {
      schema: {
        params: AdIdParamsSchema,
        body: RejectAdSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await rejectAdEdit({
        deps,
        id: request.params.id,
        reason: request.body.reason,
        onFileError: (key, error) =>
          request.log.error({ err: error, key }, 'photo of a rejected edit not removed'),
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/users/:id/package',
    {
      schema: {
        params: UserIdParamsSchema,
        body: SetPackageSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await setUserPackage({ deps, userId: request.params.id, package: request.body.package });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/users',
    {
      schema: {
        querystring: AdminUsersQuerySchema,
        response: { 200: AdminUsersResponseSchema, ...errors },
      },
    },
    async (request) => findUsersByEmail({ deps, emailPrefix: request.query.email }),
  );

  app.get(
    '/admin/package-requests',
    {
      schema: {
        querystring: AdminPackageRequestsQuerySchema,
        response: { 200: AdminPackageRequestsResponseSchema, ...errors },
      },
    },
    async (request) => listPackageRequests({ deps, status: request.query.status }),
  );

  for (const [action, decision] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/admin/package-requests/:id/${action}`,
      {
        schema: {
          params: PackageRequestIdParamsSchema,
          response: { 204: NoContentSchema, ...errors },
        },
      },
      async (request, reply) => {
        await decidePackageRequest({
          deps,
          id: request.params.id,
          staffId: callerOf(request).userId,
          decision,
        });
        if (decision === 'approved') await app.notices.packageApproved(request.params.id);
        return reply.code(204).send(null);
      },
    );
  }
};
