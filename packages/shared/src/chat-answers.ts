import { z } from 'zod';
import {
  CHAT_MESSAGE_KINDS,
  CHAT_WARNINGS,
  type ChatMessageView,
  type ConversationMessagesAnswer,
  type ConversationsAnswer,
  type ConversationSummary,
} from './chat';
import { OFFER_STATES } from './offers-inbox';

/**
 * The chat's answers as schemas (issue 35): the API's routes declare them as their responses,
 * so nothing outside these fields (an e-mail address, a phone number) can leave in a chat answer,
 * and the web app parses what it receives with the same ones. Each is checked against the shapes
 * in chat.ts, so the two cannot drift.
 */

// The answers' types with their schemas, for the web app's `expectJson<T>()` (the type's
// `TSchema` must sit in the module the type is imported from: response-types.test.ts).
export type { ChatMessageView, ConversationMessagesAnswer, ConversationsAnswer };

export const ChatMessageViewSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  kind: z.enum(CHAT_MESSAGE_KINDS),
  text: z.string(),
  offer: z
    .object({ id: z.number().int(), amount: z.number(), state: z.enum(OFFER_STATES) })
    .nullable(),
  mine: z.boolean(),
  warning: z.enum(CHAT_WARNINGS).nullable(),
  createdAt: z.string(),
  deleted: z.boolean(),
}) satisfies z.ZodType<ChatMessageView>;

export const ConversationSummarySchema = z.object({
  id: z.number().int(),
  role: z.enum(['buyer', 'seller']),
  vehicle: z.object({
    id: z.number().int().nullable(),
    title: z.string(),
    price: z.number().nullable(),
    photo: z.string().nullable(),
    path: z.string().nullable(),
  }),
  other: z.object({ id: z.number().int().nullable(), name: z.string() }),
  lastMessage: ChatMessageViewSchema.nullable(),
  lastMessageAt: z.string(),
  unread: z.number().int(),
  otherReadId: z.number().int(),
  closed: z.enum(['sold', 'ended', 'suspended', 'deleted', 'blocked']).nullable(),
}) satisfies z.ZodType<ConversationSummary>;

export const ConversationsAnswerSchema = z.object({
  conversations: z.array(ConversationSummarySchema),
  unread: z.number().int(),
}) satisfies z.ZodType<ConversationsAnswer>;

export const ConversationMessagesAnswerSchema = z.object({
  conversation: ConversationSummarySchema,
  messages: z.array(ChatMessageViewSchema),
  hasOlder: z.boolean(),
}) satisfies z.ZodType<ConversationMessagesAnswer>;

/** POST /api/vehicles/:id/conversations: the conversation the message went to. */
export const ConversationStartedSchema = z.object({ conversationId: z.number().int() });
export type ConversationStarted = z.infer<typeof ConversationStartedSchema>;

/** POST /api/me/conversations/:id/report: the same answer however often one reports. */
export const ConversationReportedSchema = z.object({ message: z.string() });
