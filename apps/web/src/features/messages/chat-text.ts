import { ChatMessageSchema } from '@carmarket/shared/chat';

/** The shared message rules' sentence for `text` (English, the catalog's key), or undefined. */
export function chatTextError(text: string): string | undefined {
  const checked = ChatMessageSchema.safeParse({ text });
  return checked.success ? undefined : checked.error.issues[0]?.message;
}
