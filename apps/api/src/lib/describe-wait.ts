import { englishMessage, message, type Message } from '@carmarket/shared/i18n/message';
import { msg } from '@carmarket/shared/i18n/translate';

/** "30 seconds", "1 minute", "15 minutes", "23 hours" as a message: a sentence's `{wait}`, translated with it. */
export function waitMessage(ms: number): Message {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60)
    return message(msg('{seconds, plural, one {# second} other {# seconds}}'), { seconds });
  const minutes = Math.ceil(seconds / 60);
  // A day's limit waits hours: "23 hours", not "1,380 minutes".
  if (minutes > 90) {
    const hours = Math.ceil(minutes / 60);
    return message(msg('{hours, plural, one {# hour} other {# hours}}'), { hours });
  }
  return message(msg('{minutes, plural, one {# minute} other {# minutes}}'), { minutes });
}

/** "30 seconds", "1 minute", "15 minutes": how long a refused caller should wait. */
export function describeWait(ms: number): string {
  return englishMessage(waitMessage(ms));
}
