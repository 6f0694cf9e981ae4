import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from './fixtures';

/**
 * Where the e2e server's text messages arrive: with no SMS_URL the API writes each one to
 * DATA_DIR/sms/NNNNNN.txt (recipient, text, time; issue 36), and e2e/run.mjs names DATA_DIR.
 */
const smsDir = path.join(process.env.E2E_DATA_DIR ?? '/tmp/carmarket-e2e', 'sms');

/** `0771234567`, `+94771234567`, `077 123 4567` → `771234567`: the digits every form shares. */
function nationalDigits(phone: string): string {
  return phone.replace(/\D/g, '').slice(-9);
}

/** The newest message to `phone`'s file text, or null while none has arrived. */
async function newestMessageTo(phone: string): Promise<string | null> {
  const wanted = nationalDigits(phone);
  const files = (await readdir(smsDir).catch(() => []))
    .filter((name) => /^\d+\.txt$/.test(name))
    .sort()
    .reverse();
  for (const name of files) {
    const text = await readFile(path.join(smsDir, name), 'utf8');
    // The recipient in whatever form the file writes it: compared on its national digits.
    const numbers = text.match(/\+?\d[\d\s-]{8,16}\d/g) ?? [];
    if (numbers.some((number) => nationalDigits(number) === wanted)) return text;
  }
  return null;
}

/**
 * The code in the newest text message to `phone`: the first run of exactly 6 digits in it. Waits
 * for the message, which the API sends through its job runner a moment after answering. Journeys
 * sending several codes to one number read after each request, so "newest" is the one just asked.
 */
export async function readSmsCode(phone: string, after?: string | null): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const message = await newestMessageTo(phone);
        if (message === null || message === after) return null;
        code = /(?<!\d)\d{6}(?!\d)/.exec(message)?.[0];
        return code ?? null;
      },
      { message: `a text message with a code to ${phone} in ${smsDir}`, timeout: 15_000 },
    )
    .not.toBeNull();
  if (!code) throw new Error(`no code to ${phone}`);
  return code;
}

/** The newest message to `phone` now, to tell the next one from it (`readSmsCode`'s `after`). */
export function lastSmsTo(phone: string): Promise<string | null> {
  return newestMessageTo(phone);
}
