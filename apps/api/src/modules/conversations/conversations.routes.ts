import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ChatMessageSchema, ConversationReportSchema } from '@carmarket/shared/chat';
import {
  ChatMessageViewSchema,
  ConversationMessagesAnswerSchema,
  ConversationReportedSchema,
  ConversationsAnswerSchema,
  ConversationStartedSchema,
} from '@carmarket/shared/chat-answers';
import { msg } from '@carmarket/shared/i18n/translate';
import { VehicleIdParamsSchema } from '@carmarket/shared/vehicle-detail';
import { translatorFor } from '../../i18n';
import { requestLanguage, varyByLanguage } from '../../i18n/request-language';
import type { Clock } from '../../lib/clock';
import { systemClock } from '../../lib/clock';
import { errorResponses, NoContentSchema } from '../../lib/route-responses';
import { operationsOf } from '../../lib/route-docs';
import { callerOf } from '../auth/caller';
import {
  CONVERSATION_MESSAGES,
  deleteMessage,
  listConversations,
  listMessages,
  markConversationRead,
  reportConversation,
  sendMessage,
  setBlock,
  startConversation,
} from './conversations.service';

/** A positive database id in a path or query; anything else is not found. */
const idOf = (notFound: string) =>
  z.coerce.number({ error: notFound }).int(notFound).min(1, notFound).max(2_147_483_647, notFound);

const ConversationParamsSchema = z.object({ id: idOf(CONVERSATION_MESSAGES.notFound) });
const MessageParamsSchema = z.object({
  id: idOf(CONVERSATION_MESSAGES.notFound),
  // Message ids are bigserial: a page of them can pass a 32-bit integer.
  messageId: z.coerce
    .number({ error: CONVERSATION_MESSAGES.messageNotFound })
    .int(CONVERSATION_MESSAGES.messageNotFound)
    .min(1, CONVERSATION_MESSAGES.messageNotFound)
    .max(Number.MAX_SAFE_INTEGER, CONVERSATION_MESSAGES.messageNotFound),
});
const BEFORE_IS_AN_ID = msg('`before` must be the id of a message');
const MessagesQuerySchema = z.object({
  before: z.coerce
    .number({ error: BEFORE_IS_AN_ID })
    .int(BEFORE_IS_AN_ID)
    .min(1, BEFORE_IS_AN_ID)
    .max(Number.MAX_SAFE_INTEGER, BEFORE_IS_AN_ID)
    .optional(),
});

const operation = operationsOf('conversations', 'signed-in');
const readErrors = errorResponses(400, 401, 403, 404, 500);
const writeErrors = errorResponses(400, 401, 403, 404, 410, 429, 500);

/**
 * "Deleted user" in the caller's language: a name inside an answer, so the answer varies by
 * Accept-Language.
 */
function deletedUserNameFor(request: FastifyRequest, reply: FastifyReply): string {
  varyByLanguage(reply);
  return translatorFor(requestLanguage(request)).t(CONVERSATION_MESSAGES.deletedUser);
}

/** Buyers and sellers talking about an ad (issue 35, decision 127; api.md, "Chat"). */
export const conversationsRoutes: FastifyPluginAsyncZod<{ clock?: Clock }> = async (
  app,
  options,
) => {
  const repository = app.repos.conversations;
  const limiter = app.limiter;
  const clock = options.clock ?? systemClock;
  const publicUrl = (key: string) => app.media.publicUrl(key);

  app.post(
    '/vehicles/:id/conversations',
    {
      onRequest: app.requireUser,
      schema: {
        ...operation('Ask the seller about a car: start or continue your conversation'),
        params: VehicleIdParamsSchema,
        body: ChatMessageSchema,
        response: {
          200: ConversationStartedSchema,
          201: ConversationStartedSchema,
          ...writeErrors,
        },
      },
    },
    async (request, reply) => {
      const { conversationId, created } = await startConversation({
        repository,
        limiter,
        userId: callerOf(request).userId,
        vehicleId: request.params.id,
        text: request.body.text,
        now: clock(),
      });
      return reply.code(created ? 201 : 200).send({ conversationId });
    },
  );

  app.get(
    '/me/conversations',
    {
      onRequest: app.requireUser,
      schema: {
        ...operation('List your conversations as buyer and seller, latest first'),
        response: { 200: ConversationsAnswerSchema, ...readErrors },
      },
    },
    async (request, reply) =>
      listConversations({
        repository,
        userId: callerOf(request).userId,
        deletedUserName: deletedUserNameFor(request, reply),
        publicUrl,
        now: clock(),
      }),
  );

  app.get(
    '/me/conversations/:id/messages',
    {
      onRequest: app.requireUser,
      schema: {
        ...operation('Read a page of a conversation (older pages with ?before=)'),
        params: ConversationParamsSchema,
        querystring: MessagesQuerySchema,
        response: { 200: ConversationMessagesAnswerSchema, ...readErrors },
      },
    },
    async (request, reply) =>
      listMessages({
        repository,
        userId: callerOf(request).userId,
        conversationId: request.params.id,
        before: request.query.before ?? null,
        deletedUserName: deletedUserNameFor(request, reply),
        publicUrl,
        now: clock(),
      }),
  );

  app.post(
    '/me/conversations/:id/messages',
    {
      onRequest: app.requireUser,
      schema: {
        ...operation('Send a message in a conversation'),
        params: ConversationParamsSchema,
        body: ChatMessageSchema,
        response: { 201: ChatMessageViewSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const message = await sendMessage({
        repository,
        limiter,
        userId: callerOf(request).userId,
        conversationId: request.params.id,
        text: request.body.text,
        now: clock(),
      });
      return reply.code(201).send(message);
    },
  );

  app.post(
    '/me/conversations/:id/read',
    {
      onRequest: app.requireUser,
      schema: {
        ...operation('Mark a conversation read up to its last message'),
        params: ConversationParamsSchema,
        response: { 204: NoContentSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      await markConversationRead({
        repository,
        userId: callerOf(request).userId,
        conversationId: request.params.id,
      });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/me/conversations/:id/messages/:messageId',
    {
      onRequest: app.requireUser,
      schema: {
        ...operation('Delete your own message for both sides (within 10 minutes)'),
        params: MessageParamsSchema,
        response: { 204: NoContentSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request, reply) => {
      await deleteMessage({
        repository,
        userId: callerOf(request).userId,
        conversationId: request.params.id,
        messageId: request.params.messageId,
        now: clock(),
      });
      return reply.code(204).send(null);
    },
  );

  for (const [method, blocked] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/me/conversations/:id/block',
      onRequest: app.requireUser,
      schema: {
        ...operation(
          blocked
            ? 'Block the other person: they can no longer write to you'
            : 'Unblock the other person',
        ),
        params: ConversationParamsSchema,
        response: { 204: NoContentSchema, ...readErrors },
      },
      handler: async (request, reply) => {
        await setBlock({
          repository,
          userId: callerOf(request).userId,
          conversationId: request.params.id,
          blocked,
        });
        return reply.code(204).send(null);
      },
    });
  }

  app.post(
    '/me/conversations/:id/report',
    {
      onRequest: app.requireUser,
      schema: {
        ...operation('Report a conversation to staff'),
        params: ConversationParamsSchema,
        body: ConversationReportSchema,
        response: { 201: ConversationReportedSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const answer = await reportConversation({
        repository,
        userId: callerOf(request).userId,
        conversationId: request.params.id,
        details: request.body.details,
      });
      return reply.code(201).send(answer);
    },
  );
};
