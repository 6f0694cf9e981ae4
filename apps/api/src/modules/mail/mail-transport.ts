import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import DKIM from 'nodemailer/lib/dkim';
import MailComposer from 'nodemailer/lib/mail-composer';

/** DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY (PEM), parsed in config/env.ts. */
export interface DkimKey {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/**
 * The headers the signature covers: who it is from and to, what it is, and the unsubscribe
 * headers (RFC 8058 asks that List-Unsubscribe and List-Unsubscribe-Post be signed, or a mail
 * program may not offer one-click). A header a message lacks is left out of its `h=` list.
 */
export const DKIM_SIGNED_HEADERS = [
  'From',
  'Sender',
  'Reply-To',
  'Subject',
  'Date',
  'Message-ID',
  'To',
  'Cc',
  'MIME-Version',
  'Content-Type',
  'Content-Transfer-Encoding',
  'List-Unsubscribe',
  'List-Unsubscribe-Post',
].join(':');

export interface ComposedMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  replyTo?: string;
  headers?: Record<string, string>;
}

/**
 * The whole RFC 5322 message, as it is sent and as the .eml file keeps it: signed here, with
 * nodemailer's own DKIM signer, when a key is configured, so the outbox row is what goes out.
 */
export async function composeRawMail(mail: ComposedMail, dkim?: DkimKey): Promise<string> {
  const message = new MailComposer({
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    replyTo: mail.replyTo,
    headers: mail.headers,
    textEncoding: 'quoted-printable',
  }).compile();
  if (dkim) {
    const signer = new DKIM({ ...dkim, headerFieldNames: DKIM_SIGNED_HEADERS });
    message.processFunc((input) => signer.sign(input));
  }
  const raw = await message.build();
  return raw.toString('utf8');
}

export interface MailTransport {
  /** `smtp` when a server took the message, `file` when only the .eml was written. */
  readonly kind: 'smtp' | 'file';
  /** Where a person can see what is sent, for the start-up log. */
  describe(): string;
  deliver(message: { id: number; raw: string; from: string; to: string }): Promise<void>;
  close(): void;
}

/** A URL's user and password stay out of the log. */
function withoutCredentials(url: string): string {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  return parsed.toString();
}

/**
 * Through SMTP_URL when it is set (nodemailer); otherwise each message becomes an .eml file in
 * `mailDir` that any mail program opens. Either way the outbox row is written first.
 */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  mailDir: string;
}): MailTransport {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    const shown = withoutCredentials(options.smtpUrl);
    return {
      kind: 'smtp',
      describe: () => `Mail is sent through ${shown} and kept in the mail_outbox table.`,
      async deliver(message) {
        await transport.sendMail({
          envelope: { from: message.from, to: message.to },
          raw: message.raw,
        });
      },
      close: () => transport.close(),
    };
  }
  return {
    kind: 'file',
    describe: () =>
      `No SMTP_URL: mail is not sent. Each message is kept in the mail_outbox table and written to ${options.mailDir} as an .eml file.`,
    async deliver(message) {
      await mkdir(options.mailDir, { recursive: true });
      const file = path.join(options.mailDir, `${String(message.id).padStart(6, '0')}.eml`);
      // Written whole or not at all: a crash leaves a .partial, never a torn message.
      const partial = `${file}.partial`;
      await writeFile(partial, message.raw);
      await rename(partial, file);
    },
    close: () => undefined,
  };
}
