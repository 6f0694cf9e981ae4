import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { expect } from './fixtures';

/**
 * Where the e2e server's mail arrives: the SMTP server e2e/run.mjs started, or with none, the
 * server's own outbox files (DATA_DIR/mail).
 */
const mailDir =
  process.env.E2E_MAIL_DIR ?? path.join(process.env.E2E_DATA_DIR ?? '/tmp/carmarket-e2e', 'mail');

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Map<string, string>;
}

async function readAll(): Promise<ReceivedMail[]> {
  const files = (await readdir(mailDir).catch(() => [])).filter((name) => name.endsWith('.eml'));
  return Promise.all(
    files.sort().map(async (name) => {
      const parsed = await simpleParser(await readFile(path.join(mailDir, name)));
      const headers = new Map<string, string>();
      for (const line of parsed.headerLines) {
        headers.set(line.key, line.line.slice(line.line.indexOf(':') + 1).trim());
      }
      const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
      return {
        to: to?.value[0]?.address ?? '',
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
        headers,
      };
    }),
  );
}

/** Waits for the newest message to `to` whose subject matches, and returns it. */
export async function waitForMail(to: string, subject: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readAll())
          .filter((mail) => mail.to === to && subject.test(mail.subject))
          .at(-1);
        return found !== undefined;
      },
      { message: `an e-mail to ${to} about ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** Waits until `count` messages to `to` match `subject`, and returns them, oldest first. */
export async function waitForMails(
  to: string,
  subject: RegExp,
  count: number,
): Promise<ReceivedMail[]> {
  let found: ReceivedMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await readAll()).filter((mail) => mail.to === to && subject.test(mail.subject));
        return found.length;
      },
      { message: `${count} e-mails to ${to} about ${subject}`, timeout: 15_000 },
    )
    .toBe(count);
  return found;
}

/** The first link in a message's plain text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const found = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`No link starting with ${prefix} in "${mail.subject}"`);
  return found;
}
