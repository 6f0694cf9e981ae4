import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INBOX_MESSAGES,
  InboxItemParamsSchema,
  InboxItemPathSchema,
  InboxNewCountResponseSchema,
  InboxQuerySchema,
  InboxReplySchema,
  InboxResponseSchema,
  type InboxKind,
} from '@carmarket/shared/staff-inbox';
import { AppError } from '../../lib/app-error';
import { NoContentSchema, errorResponses } from '../../lib/route-responses';
import { operationsOf } from '../../lib/route-docs';
import { callerOf } from '../auth/caller';
import { listInbox, replyToMessage, setInboxStatus } from './staff-inbox.service';

const errors = errorResponses(400, 401, 403, 404, 415, 500);
const operation = operationsOf('messages', 'staff');

/** The audit log's target of a message: its kind names its table (common plan, issue 18). */
const targetOf = (kind: InboxKind, id: number) => ({
  type: kind === 'contact' ? ('contact-message' as const) : ('pre-order' as const),
  id,
});

/** The message a path names; 404 for a kind or id that cannot be one. */
function itemOf(params: { kind: string; id: string }) {
  const parsed = InboxItemParamsSchema.safeParse(params);
  if (!parsed.success) throw AppError.notFound(INBOX_MESSAGES.notFound);
  return parsed.data;
}

/** The staff inbox (api.md, "Staff inbox"; decision 097): every route is for staff only. */
export const staffInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so a stranger learns nothing from a 400 about the body.
  app.addHook('onRequest', app.requireStaff);

  app.get(
    '/admin/messages',
    {
      schema: {
        ...operation('List the staff inbox: contact messages and pre-orders'),
        querystring: InboxQuerySchema,
        response: { 200: InboxResponseSchema, ...errors },
      },
    },
    async (request) => listInbox({ repository: app.repos.staffInbox, ...request.query }),
  );

  app.get(
    '/admin/messages/new-count',
    {
      schema: {
        ...operation('Count the new messages in the staff inbox'),
        response: { 200: InboxNewCountResponseSchema, ...errors },
      },
    },
    async () => ({ count: await app.repos.staffInbox.countNew() }),
  );

  for (const [path, status, action] of [
    ['handled', 'handled', 'mark-message-handled'],
    ['reopen', 'new', 'reopen-message'],
  ] as const) {
    app.post(
      `/admin/messages/:kind/:id/${path}`,
      {
        schema: {
          ...operation(path === 'handled' ? 'Mark a message handled' : 'Reopen a handled message'),
          params: InboxItemPathSchema,
          response: { 204: NoContentSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { kind, id } = itemOf(request.params);
        await app.staffAction(
          request,
          { action, target: targetOf(kind, id), reason: null },
          async (repos) =>
            setInboxStatus({
              repository: repos.staffInbox,
              kind,
              id,
              status,
              staffId: callerOf(request).userId,
            }),
        );
        return reply.code(204).send(null);
      },
    );
  }

  app.post(
    '/admin/messages/:kind/:id/reply',
    {
      schema: {
        ...operation('Reply to a message by e-mail'),
        params: InboxItemPathSchema,
        body: InboxReplySchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { kind, id } = itemOf(request.params);
      await app.staffAction(
        request,
        { action: 'reply-to-message', target: targetOf(kind, id), reason: null },
        async (repos, tx) =>
          replyToMessage({
            repository: repos.staffInbox,
            kind,
            id,
            body: request.body.body,
            staffId: callerOf(request).userId,
            // Essential: the person wrote to us. Kept in the same transaction as the reply.
            queueMail: (mail) => app.mail.queueWithin({ ...mail, category: 'essential' }, tx),
          }),
      );
      // Committed: the runner may deliver it now rather than at its next poll.
      app.mail.nudge();
      return reply.code(204).send(null);
    },
  );
};
