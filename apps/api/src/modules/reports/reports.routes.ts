import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '@carmarket/db/client';
import { MessageResponseSchema } from '@carmarket/shared/message-response';
import {
  AdminReportsQuerySchema,
  AdminReportsResponseSchema,
  AskFixSchema,
  RemoveReportedAdSchema,
  ReportedAdParamsSchema,
  ReportSchema,
  ReportsOpenCountSchema,
} from '@carmarket/shared/report';
import { VehicleIdParamsSchema } from '@carmarket/shared/vehicle-detail';
import {
  AdminConversationReportsQuerySchema,
  AdminConversationReportsResponseSchema,
  ReportedConversationMessagesSchema,
  ReportedConversationParamsSchema,
} from '@carmarket/shared/conversation-reports';
import { errorResponses, NoContentSchema } from '../../lib/route-responses';
import { operationsOf } from '../../lib/route-docs';
import { callerOf } from '../auth/caller';
import { LIMITS } from '../limits/limit-rules';
import { ADDRESS_KEY_NAME, addressDigest } from '../../lib/address-digest';
import {
  closeReports,
  holdReportedAd,
  listReports,
  removeReportedAd,
  reportAd,
  type InReportTransaction,
} from './reports.service';
import {
  dismissConversationReports,
  listConversationReports,
  readReportedConversation,
} from './conversation-reports.service';

const operation = operationsOf('reports', 'staff');

/** POST /api/vehicles/:id/reports: anyone may report a live ad, signed in or not. */
export const reportsRoutes: FastifyPluginAsyncZod<{
  /** From app.ts, which composes the repositories: the report's own transaction needs them. */
  repositoriesFor: (db: Database) => FastifyInstance['repos'];
}> = async (app, options) => {
  const perUser = app.limitPerUser(LIMITS.reports);
  const perAddress = app.limitPerAddress(LIMITS.visitorReports);
  const inTransaction: InReportTransaction = (work) =>
    app.db.transaction((tx) => {
      const repos = options.repositoriesFor(tx);
      return work({ reports: repos.reports, listingHolds: repos.listingHolds });
    });

  app.post(
    '/vehicles/:id/reports',
    {
      // Signed-in reports count per user; a visitor's per address (decision 070, 094).
      preHandler: [
        app.identifyUser,
        (request: FastifyRequest) => (request.caller ? perUser(request) : perAddress(request)),
      ],
      schema: {
        ...operation('Report an ad', 'optional-sign-in'),
        params: VehicleIdParamsSchema,
        body: ReportSchema,
        response: {
          201: MessageResponseSchema,
          ...errorResponses(400, 403, 404, 409, 410, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const { message } = await reportAd({
        inTransaction,
        caller: request.caller,
        addressDigest: addressDigest(await app.repos.secrets.get(ADDRESS_KEY_NAME), request.ip),
        vehicleId: request.params.id,
        report: request.body,
      });
      return reply.code(201).send({ message });
    },
  );
};

const staffErrors = errorResponses(400, 401, 403, 404, 409, 415, 500);

/** The staff Reports queue (decision 094): every route is for staff only. */
export const adminReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so a stranger learns nothing from a 400 about the body.
  app.addHook('onRequest', app.requireStaff);

  app.get(
    '/admin/reports',
    {
      schema: {
        ...operation('List the reported ads'),
        querystring: AdminReportsQuerySchema,
        response: { 200: AdminReportsResponseSchema, ...staffErrors },
      },
    },
    async (request) => listReports({ reports: app.repos.reports, ...request.query }),
  );

  app.get(
    '/admin/reports/open-count',
    {
      schema: {
        ...operation('Count the ads with open reports'),
        response: { 200: ReportsOpenCountSchema, ...staffErrors },
      },
    },
    async () => ({ count: await app.repos.reports.countAdsWithOpenReports() }),
  );

  app.post(
    '/admin/reports/:id/dismiss',
    {
      schema: {
        ...operation('Dismiss the reports of an ad'),
        params: ReportedAdParamsSchema,
        response: { 204: NoContentSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      await app.staffAction(
        request,
        { action: 'dismiss-reports', target: { type: 'ad', id } },
        (repos) =>
          closeReports({
            repos,
            vehicleId: id,
            decision: 'dismissed',
            staffId: callerOf(request).userId,
          }),
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/reports/:id/hold',
    {
      schema: {
        ...operation('Hold a reported ad out of search until it is decided'),
        params: ReportedAdParamsSchema,
        response: { 204: NoContentSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      await app.staffAction(
        request,
        { action: 'hold-reported-ad', target: { type: 'ad', id } },
        (repos) => holdReportedAd({ repos, vehicleId: id }),
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/reports/:id/ask-fix',
    {
      schema: {
        ...operation('Ask the seller to fix a reported ad'),
        params: ReportedAdParamsSchema,
        body: AskFixSchema,
        response: { 204: NoContentSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      const { message } = request.body;
      await app.staffAction(
        request,
        { action: 'ask-seller-to-fix', target: { type: 'ad', id }, reason: message },
        (repos) =>
          closeReports({
            repos,
            vehicleId: id,
            decision: 'fix-requested',
            staffId: callerOf(request).userId,
          }),
      );
      await app.notices.adFixRequested(id, message);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/reports/:id/remove',
    {
      schema: {
        ...operation('Remove a reported ad'),
        params: ReportedAdParamsSchema,
        body: RemoveReportedAdSchema,
        response: { 204: NoContentSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      const { reason } = request.body;
      await app.staffAction(
        request,
        { action: 'remove-ad', target: { type: 'ad', id }, reason },
        (repos) =>
          removeReportedAd({ repos, vehicleId: id, reason, staffId: callerOf(request).userId }),
      );
      await app.notices.adRejected(id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/conversation-reports',
    {
      schema: {
        ...operation('List the reported conversations'),
        querystring: AdminConversationReportsQuerySchema,
        response: { 200: AdminConversationReportsResponseSchema, ...staffErrors },
      },
    },
    async (request) =>
      listConversationReports({
        conversationReports: app.repos.conversationReports,
        page: request.query.page,
      }),
  );

  app.get(
    '/admin/conversation-reports/:id/messages',
    {
      schema: {
        ...operation('Read a reported conversation (written to the audit log)'),
        params: ReportedConversationParamsSchema,
        response: { 200: ReportedConversationMessagesSchema, ...staffErrors },
      },
    },
    async (request) => {
      const id = request.params.id;
      return app.staffAction(
        request,
        { action: 'read-reported-conversation', target: { type: 'conversation', id } },
        (repos) =>
          readReportedConversation({
            conversationReports: repos.conversationReports,
            conversationId: id,
          }),
      );
    },
  );

  app.post(
    '/admin/conversation-reports/:id/dismiss',
    {
      schema: {
        ...operation('Dismiss the reports of a conversation'),
        params: ReportedConversationParamsSchema,
        response: { 204: NoContentSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      await app.staffAction(
        request,
        { action: 'dismiss-conversation-reports', target: { type: 'conversation', id } },
        (repos) =>
          dismissConversationReports({
            conversationReports: repos.conversationReports,
            conversationId: id,
            staffId: callerOf(request).userId,
          }),
      );
      return reply.code(204).send(null);
    },
  );
};
