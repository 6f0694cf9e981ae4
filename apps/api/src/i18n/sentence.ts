import { englishMessage, type Message } from '@carmarket/shared/i18n/message';

/** Where an answer keeps its `message` as a message with values, for the language plugin. */
export const SENTENCE = Symbol('sentence');

/**
 * A success answer's `{message}` built from values ("We sent a confirmation link to {email}…"):
 * `message` is the English sentence, and the message rides along unseen (a symbol is never
 * serialized), so the language plugin writes it in the caller's language.
 */
export function withSentence<T extends object>(
  answer: T,
  sentence: Message,
): T & { message: string } {
  const written = { ...answer, message: englishMessage(sentence) };
  Object.defineProperty(written, SENTENCE, { value: sentence, enumerable: false });
  return written;
}

export function sentenceOf(answer: object): Message | undefined {
  return (answer as { [SENTENCE]?: Message })[SENTENCE];
}
