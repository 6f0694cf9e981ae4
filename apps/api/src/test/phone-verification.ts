import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { smsOutbox } from '@carmarket/db/schema';
import type { User } from '@carmarket/shared/account';
import type { App } from '../app';
import { until } from './until';

/**
 * Verifies the account's mobile number (or `phone`) as its owner does: a code asked for, read
 * from the text message as kept in the outbox (the job need not have run), and confirmed. The
 * verified user as the API answers it.
 */
export async function verifyPhoneThroughApi(
  app: App,
  session: { bearer: Record<string, string>; user: { id: number } },
  phone?: string,
): Promise<User> {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/me/phone/verification',
    headers: session.bearer,
    payload: phone === undefined ? {} : { phone },
  });
  if (sent.statusCode !== 202) throw new Error(`code request failed: ${sent.body}`);
  const [kept] = await app.db
    .select({ body: smsOutbox.body })
    .from(smsOutbox)
    .where(eq(smsOutbox.userId, session.user.id))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(kept?.body ?? '')?.[1];
  if (!code) throw new Error('no code in the text message');
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/me/phone/verification/confirm',
    headers: session.bearer,
    payload: { code },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
  return confirmed.json<{ user: User }>().user;
}

/**
 * The same for a server process (no `app` to read): the code is read from the text message the
 * server wrote to `<dataDir>/sms/` (no SMS_URL), the newest file for the account's number.
 */
export async function verifyPhoneOverHttp(baseUrl: string, token: string, dataDir: string) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const sent = await fetch(`${baseUrl}/api/me/phone/verification`, {
    method: 'POST',
    headers,
    body: '{}',
  });
  if (sent.status !== 202) throw new Error(`code request failed: ${await sent.text()}`);
  const smsDir = path.join(dataDir, 'sms');
  let code: string | undefined;
  await until('the text message with the code', async () => {
    const files = (await readdir(smsDir).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.txt'))
      .sort();
    const newest = files.at(-1);
    if (!newest) return false;
    const text = await readFile(path.join(smsDir, newest), 'utf8');
    code = /\b(\d{6})\b/.exec(text.split('\n\n').slice(1).join('\n\n'))?.[1];
    return code !== undefined;
  });
  const confirmed = await fetch(`${baseUrl}/api/me/phone/verification/confirm`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ code }),
  });
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${await confirmed.text()}`);
}
