/**
 * The chat's two pages, /messages and /messages/:id (issue 35), in one chunk: each lazy chunk
 * adds its name and dependency list to the entry's preload map, which every first load carries
 * (decision 091's budget), and whoever opens one page of the chat opens the other next.
 */
export { MessagesRoute } from './messages';
export { ConversationRoute } from './conversation';
