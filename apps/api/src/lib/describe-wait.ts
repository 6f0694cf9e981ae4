import { englishMessage, message, type Message } from '@carmarket/shared/i18n/message';
import { msg } from '@carmarket/shared/i18n/translate';

/** "30 seconds", "1 minute", "15 minutes" as a message: a sentence's `{wait}`, translated with it. */
export function waitMessage(ms: number): Message {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60)
    return message(msg('{seconds, plural, one {# second} other {# seconds}}'), { seconds });
  const minutes = Math.ceil(seconds / 60);
  return message(msg('{minutes, plural, one {# minute} other {# minutes}}'), { minutes });
}

/** "30 seconds", "1 minute", "15 minutes": how long a refused caller should wait. */
export function describeWait(ms: number): string {
  return englishMessage(waitMessage(ms));
}
