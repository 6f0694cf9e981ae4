import { desc, eq } from 'drizzle-orm';
import { smsOutbox } from '@carmarket/db/schema';
import type { User } from '@carmarket/shared/account';
import type { App } from '../app';

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
