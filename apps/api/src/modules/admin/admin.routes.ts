import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdIdParamsSchema } from '@carmarket/shared/ad';
import {
  AdminAdsQuerySchema,
  AdminAdsResponseSchema,
  AdminPendingCountResponseSchema,
  AdminUsersQuerySchema,
  AdminUsersResponseSchema,
  RejectAdSchema,
  SetPackageSchema,
  UserIdParamsSchema,
} from '@carmarket/shared/staff-moderation';
import {
  AdminPackageRequestsQuerySchema,
  AdminPackageRequestsResponseSchema,
  PackageRequestIdParamsSchema,
} from '@carmarket/shared/package-request';
import { AdminAdEditsResponseSchema } from '@carmarket/shared/ad-lifecycle';
import { systemClock, type Clock } from '../../lib/clock';
import { NoContentSchema, errorResponses } from '../../lib/route-responses';
import { operationsOf } from '../../lib/route-docs';
import { callerOf } from '../auth/caller';
import { deleteMediaFiles } from '../media/media-storage';
import { approveAd, countPendingAds, listAdsForReview, rejectAd } from './ad-review.service';
import { findUsersByEmail, setUserPackage } from './admin-users.service';
import { approveAdEdit, listAdEdits, rejectAdEdit } from './edit-review.service';
import { decidePackageRequest, listPackageRequests } from './package-review.service';

const errors = errorResponses(400, 401, 403, 404, 409, 415, 500);
const operation = operationsOf('admin', 'staff');

export interface AdminRoutesOptions {
  /** What "now" is for the Users page's live ads; tests pass a fake. */
  clock?: Clock;
}

/** Moderation (api.md, "Staff calls"): every route is for staff only. */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  const clock = options.clock ?? systemClock;
  // A staff action's change runs on the repositories of its audited transaction (decision 099).
  const depsOf = (repos: FastifyInstance['repos']) => ({
    adReview: repos.adReview,
    editReview: repos.editReview,
    adminUsers: repos.adminUsers,
    packageReview: repos.packageReview,
    media: app.media,
    signals: repos.signals,
  });
  const deps = depsOf(app.repos);
  // Before validation, so a stranger learns nothing from a 400 about the body.
  app.addHook('onRequest', app.requireStaff);

  app.get(
    '/admin/ads',
    {
      schema: {
        ...operation('List the ads waiting for review, or search them'),
        querystring: AdminAdsQuerySchema,
        response: { 200: AdminAdsResponseSchema, ...errors },
      },
    },
    async (request) => listAdsForReview({ deps, ...request.query, now: clock() }),
  );

  app.get(
    '/admin/ads/pending-count',
    {
      schema: {
        ...operation('Count the ads waiting for review'),
        response: { 200: AdminPendingCountResponseSchema, ...errors },
      },
    },
    async () => countPendingAds({ deps, now: clock() }),
  );

  app.post(
    '/admin/ads/:id/approve',
    {
      schema: {
        ...operation('Approve a pending ad'),
        params: AdIdParamsSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await app.staffAction(
        request,
        { action: 'approve-ad', target: { type: 'ad', id } },
        (repos, tx) =>
          approveAd({
            deps: { ...depsOf(repos), enqueue: (job) => app.jobs.enqueue(job, tx) },
            id,
            now: clock(),
          }),
      );
      await app.notices.adApproved(id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/ads/:id/reject',
    {
      schema: {
        ...operation('Reject a pending ad, with the reason its seller reads'),
        params: AdIdParamsSchema,
        body: RejectAdSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { reason } = request.body;
      await app.staffAction(
        request,
        { action: 'reject-ad', target: { type: 'ad', id }, reason },
        (repos) => rejectAd({ deps: depsOf(repos), id, reason, now: clock() }),
      );
      await app.notices.adRejected(id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/ad-edits',
    {
      schema: {
        ...operation('List the edits of live ads waiting for review'),
        response: { 200: AdminAdEditsResponseSchema, ...errors },
      },
    },
    async () => listAdEdits({ deps, now: clock() }),
  );

  app.post(
    '/admin/ad-edits/:id/approve',
    {
      schema: {
        ...operation('Approve an edit of a live ad'),
        params: AdIdParamsSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const unused = await app.staffAction(
        request,
        { action: 'approve-ad-edit', target: { type: 'ad', id } },
        (repos, tx) =>
          approveAdEdit({
            deps: { ...depsOf(repos), enqueue: (job) => app.jobs.enqueue(job, tx) },
            id,
            now: clock(),
          }),
      );
      await deleteMediaFiles(app.media, unused, (key, error) =>
        request.log.error({ err: error, key }, 'replaced photo of an edited ad not removed'),
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/ad-edits/:id/reject',
    {
      schema: {
        ...operation('Reject an edit of a live ad, with the reason its seller reads'),
        params: AdIdParamsSchema,
        body: RejectAdSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { reason } = request.body;
      const unused = await app.staffAction(
        request,
        { action: 'reject-ad-edit', target: { type: 'ad', id }, reason },
        (repos) => rejectAdEdit({ deps: depsOf(repos), id, reason, now: clock() }),
      );
      await deleteMediaFiles(app.media, unused, (key, error) =>
        request.log.error({ err: error, key }, 'photo of a rejected edit not removed'),
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/users/:id/package',
    {
      schema: {
        ...operation("Set a user's package"),
        params: UserIdParamsSchema,
        body: SetPackageSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = request.params.id;
      await app.staffAction(
        request,
        {
          action: 'set-package',
          target: { type: 'user', id: userId },
          reason: request.body.package,
        },
        (repos) =>
          setUserPackage({
            deps: depsOf(repos),
            userId,
            package: request.body.package,
            now: clock(),
          }),
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/users',
    {
      schema: {
        ...operation('Find users by the start of their e-mail address'),
        querystring: AdminUsersQuerySchema,
        response: { 200: AdminUsersResponseSchema, ...errors },
      },
    },
    async (request) => findUsersByEmail({ deps, emailPrefix: request.query.email, now: clock() }),
  );

  app.get(
    '/admin/package-requests',
    {
      schema: {
        ...operation('List package requests by status'),
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
          ...operation(
            action === 'approve' ? 'Approve a package request' : 'Reject a package request',
          ),
          params: PackageRequestIdParamsSchema,
          response: { 204: NoContentSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        await app.staffAction(
          request,
          { action: `${action}-package-request`, target: { type: 'package-request', id } },
          (repos) =>
            decidePackageRequest({
              deps: depsOf(repos),
              id,
              staffId: callerOf(request).userId,
              decision,
              now: clock(),
            }),
        );
        if (decision === 'approved') await app.notices.packageApproved(request.params.id);
        return reply.code(204).send(null);
      },
    );
  }
};
