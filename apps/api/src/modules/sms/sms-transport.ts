import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What a delivery attempt ended in; a failure that may pass (5xx, network, 429) throws instead. */
export type SmsDelivery =
  | { outcome: 'sent'; gatewayId: string | null }
  /** The gateway refused the number for good: retrying cannot help (decision 131). */
  | { outcome: 'bounced'; reason: string };

export interface SmsTransport {
  /** `gateway` when an HTTP gateway took the message, `file` when only the .txt was written. */
  readonly kind: 'gateway' | 'file';
  /** Where a person can see what is sent, for the start-up log. */
  describe(): string;
  deliver(message: { id: number; recipient: string; body: string }): Promise<SmsDelivery>;
}

/** A gateway that does not answer in this long is retried by the job runner. */
const GATEWAY_TIMEOUT_MS = 15_000;

/**
 * Text.lk's answer to a refused request (API v3): `{"status":"error","message":"…"}`. A refusal
 * is for good when the status is a client error that is not about us (401/403 the key, 408 and
 * 429 the moment) and the message names the number or recipient as invalid: the number cannot
 * receive, and sending again would only cost money.
 */
export function isPermanentRefusal(status: number, message: string): boolean {
  if (status < 400 || status >= 500 || [401, 403, 408, 429].includes(status)) return false;
  return /\b(recipient|number|phone|mobile)\b/i.test(message) && /invalid|not valid/i.test(message);
}

/**
 * Through SMS_URL when it is set: an HTTP gateway shaped on Text.lk's API v3 (POST JSON with a
 * Bearer key). Otherwise each message becomes DATA_DIR/sms/NNNNNN.txt, so a site with no
 * credentials still shows what it would have sent.
 */
export function createSmsTransport(options: {
  smsUrl: string | undefined;
  apiKey: string | undefined;
  senderId: string;
  smsDir: string;
}): SmsTransport {
  const { smsUrl, apiKey, senderId, smsDir } = options;
  if (smsUrl) {
    const shown = new URL(smsUrl).origin;
    return {
      kind: 'gateway',
      describe: () =>
        `Text messages are sent through ${shown} as ${senderId} and kept in the sms_outbox table.`,
      async deliver(message) {
        const response = await fetch(smsUrl, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${apiKey ?? ''}`,
            'Content-Type': 'application/json',
            Accept: 'application/json',
          },
          body: JSON.stringify({
            // Text.lk takes the number without its '+': 94771234567.
            recipient: message.recipient.replace(/^\+/, ''),
            sender_id: senderId,
            type: 'plain',
            message: message.body,
          }),
          signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
        });
        const text = await response.text();
        let answer: { status?: unknown; message?: unknown; data?: { uid?: unknown } } = {};
        try {
          answer = JSON.parse(text) as typeof answer;
        } catch {
          // Not JSON (a proxy's error page): judged by the status alone below.
        }
        const said = typeof answer.message === 'string' ? answer.message : text.slice(0, 200);
        if (response.ok && answer.status === 'success') {
          const uid = answer.data?.uid;
          return { outcome: 'sent', gatewayId: uid === undefined ? null : String(uid) };
        }
        if (isPermanentRefusal(response.status, said)) return { outcome: 'bounced', reason: said };
        // Thrown: the job runner retries with backoff, then shows it among the failed jobs.
        throw new Error(`SMS gateway answered ${response.status}: ${said}`);
      },
    };
  }
  return {
    kind: 'file',
    describe: () =>
      `No SMS_URL: text messages are not sent. Each is kept in the sms_outbox table and written to ${smsDir} as a .txt file.`,
    async deliver(message) {
      await mkdir(smsDir, { recursive: true });
      const file = path.join(smsDir, `${String(message.id).padStart(6, '0')}.txt`);
      // Written whole or not at all: a crash leaves a .partial, never a torn message.
      const partial = `${file}.partial`;
      await writeFile(
        partial,
        `To: ${message.recipient}\nTime: ${new Date().toISOString()}\n\n${message.body}\n`,
      );
      await rename(partial, file);
      return { outcome: 'sent', gatewayId: null };
    },
  };
}
