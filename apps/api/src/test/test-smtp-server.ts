import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Header names in lower case, values as sent. */
  headers: Map<string, string>;
  raw: string;
}

export interface TestSmtpServerOptions {
  /** Refuses this many deliveries with a temporary error (451) before accepting. */
  refuseFirst?: number;
  /** Holds each connection's greeting this long: a test can stop the sender mid-delivery. */
  greetingDelayMs?: number;
  /**
   * Holds the answer to each message's data until this settles: the sender waits mid-delivery
   * for as long as the test wants (`dataReceived` says when it got there).
   */
  holdAnswerUntil?: Promise<void>;
}

/**
 * A real SMTP server on a free port (the smtp-server package), keeping what it receives parsed,
 * so a test sends through the same nodemailer path production does and reads the message back.
 */
export async function startTestSmtpServer(options: TestSmtpServerOptions = {}) {
  const messages: ReceivedMail[] = [];
  // Who waits for the next message (`received`), woken as each one arrives.
  const waiting = new Set<() => void>();
  let refusals = options.refuseFirst ?? 0;
  let connected: () => void = () => {};
  const firstConnection = new Promise<void>((resolve) => (connected = resolve));
  let gotData: () => void = () => {};
  const dataReceived = new Promise<void>((resolve) => (gotData = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connected();
      if (options.greetingDelayMs) setTimeout(() => callback(), options.greetingDelayMs).unref();
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      const answer = () => {
        if (refusals > 0) {
          refusals -= 1;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then((parsed) => {
            const headers = new Map<string, string>();
            for (const line of parsed.headerLines) {
              headers.set(line.key, line.line.slice(line.line.indexOf(':') + 1).trim());
            }
            messages.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              messageId: parsed.messageId ?? '',
              headers,
              raw,
            });
            for (const wake of waiting) wake();
            callback();
          })
          .catch((error: unknown) => callback(error as Error));
      };
      stream.on('end', () => {
        gotData();
        void Promise.resolve(options.holdAnswerUntil).then(answer);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Resolves when a client first connects: a sender is delivering. */
    firstConnection,
    /** Resolves when a message's data has first arrived, before it is answered. */
    dataReceived,
    /**
     * Resolves once `count` messages have arrived in all, woken by each arrival (no polling).
     * Past `deadlineMs` it rejects saying how many came, so a sender that never delivers fails
     * the test with a reason instead of hanging it.
     */
    received(count: number, deadlineMs = 30_000): Promise<ReceivedMail[]> {
      if (messages.length >= count) return Promise.resolve(messages.slice(0, count));
      return new Promise((resolve, reject) => {
        const done = (error?: Error) => {
          clearTimeout(timer);
          waiting.delete(check);
          if (error) reject(error);
          else resolve(messages.slice(0, count));
        };
        const check = () => {
          if (messages.length >= count) done();
        };
        const timer = setTimeout(
          () =>
            done(
              new Error(
                `Expected ${count} message(s) within ${deadlineMs} ms; ${messages.length} arrived.`,
              ),
            ),
          deadlineMs,
        );
        waiting.add(check);
      });
    },
    /** Messages to one address, oldest first. */
    to(address: string): ReceivedMail[] {
      return messages.filter((message) => message.to.includes(address));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtpServer = Awaited<ReturnType<typeof startTestSmtpServer>>;

/** The first link in a message's plain text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const found = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`No link starting with ${prefix} in "${mail.subject}"`);
  return found;
}
