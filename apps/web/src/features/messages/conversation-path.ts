import { paths } from '../../config/paths';

/** `/messages/12`: one conversation's page. */
export function conversationPath(conversationId: number): string {
  return paths.conversation.replace(':id', String(conversationId));
}
