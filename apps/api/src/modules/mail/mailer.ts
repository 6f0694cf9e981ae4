import { paths } from '@carmarket/shared/site-paths';
import { UNSUBSCRIBE_LINK_DAYS, type MailKind } from '@carmarket/shared/unsubscribe';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '@carmarket/db/client';
import { mailOutbox } from '@carmarket/db/schema';
import type { Clock } from '../../lib/clock';
import type { JobHandler, JobRunner } from '../jobs/job-runner';
import { renderMail, type MailContent } from './mail-layout';
import type { MailCategory, MailOutboxRepository } from './mail-outbox.repository';
import { composeRawMail, type DkimKey, type MailTransport } from './mail-transport';
import { createMailWriter, type MailTemplate } from './mail-writer';

export const MAIL_JOB = 'mail.send';

export interface MailToSend {
  to: string;
  /**
   * The message's words, written in its reader's language (issue 32): the language of the
   * account `userId` names, else of the account that uses `to`, else English. Fixed words (a
   * MailContent) go as they are.
   */
  content: MailTemplate | MailContent;
  /**
   * `essential` always goes (password reset, security notices); a `notice` goes only to a
   * confirmed address while the user's "email notifications" setting and its kind's switch are
   * on, and carries a one-click unsubscribe from its kind.
   */
  category: MailCategory;
  /** The account it is about; required for a notice (whose setting and unsubscribe it is). */
  userId?: number;
  /** Which kind of notice it is (decision 104); required for a notice. */
  kind?: MailKind;
}

/** Who may write the outbox row and its job: the app's database or a caller's transaction. */
export type MailExecutor = Pick<Database, 'insert' | 'execute' | 'select'>;

export interface MailerOptions {
  outbox: MailOutboxRepository;
  jobs: JobRunner;
  transport: MailTransport;
  /** MAIL_FROM, e.g. `CarMarket <no-reply@carmarket.lk>`. */
  from: string;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  /** MAIL_REPLY_TO: where answers go when a message asks for one (the shared support address). */
  replyTo: string;
  /** DKIM_*: every message is signed when it is set. */
  dkim?: DkimKey;
  /** When an unsubscribe link was made, for its 90 days. */
  clock: Clock;
}

export function hashUnsubscribeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** How far back the outbox's backlog is counted (`backlog`). */
const BACKLOG_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Composes every message in full, keeps it in the outbox and queues its delivery as a job in the
 * same transaction (decision 080): a message is either kept and queued, or neither.
 */
export function createMailer(options: MailerOptions) {
  const { outbox, jobs, transport, from, publicUrl, replyTo, dkim, clock } = options;
  const siteUrl = (pathAndQuery = '/') =>
    `${publicUrl}${pathAndQuery.startsWith('/') ? '' : '/'}${pathAndQuery}`;
  const messageIdDomain = new URL(publicUrl).hostname || 'carmarket.local';
  // The SMTP envelope takes the bare address of `Name <address>`.
  const envelopeFrom = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from;

  /** True when it was queued; false when the user's setting turned a notice off. */
  async function send(mail: MailToSend): Promise<boolean> {
    const composed = await compose(mail);
    if (!composed) return false;
    await outbox.db.transaction((tx) => keep(composed, tx));
    jobs.nudge();
    return true;
  }

  /**
   * Essential mail kept and queued inside the caller's transaction (a staff reply and its row
   * commit together, or neither does); the id of its outbox row. The caller nudges the runner
   * once the transaction has committed (`afterCommit`), or the runner's next poll finds it.
   */
  async function queueWithin(
    mail: MailToSend & { category: 'essential' },
    executor: MailExecutor,
  ): Promise<number> {
    // The reader's language is read in the caller's transaction: outside it, one connection
    // (PGlite) would wait for the transaction that waits for it.
    const composed = await compose(mail, executor);
    if (!composed) throw new Error('Essential mail is always composed.');
    return keep(composed, executor);
  }

  /**
   * A notice kept and queued inside the caller's transaction, when the change that claims it
   * (a conversation's notice mark) must commit with it or not at all. False when the user's
   * settings turned it off. The caller nudges the runner once the transaction has committed.
   */
  async function queueNoticeWithin(
    mail: MailToSend & { category: 'notice' },
    executor: MailExecutor,
  ): Promise<boolean> {
    const composed = await compose(mail, executor);
    if (!composed) return false;
    await keep(composed, executor);
    return true;
  }

  type Composed = { mail: MailToSend; subject: string; messageId: string; raw: string };

  /** The whole message, or undefined when the user's setting turned a notice off. */
  async function compose(
    mail: MailToSend,
    executor: MailExecutor = outbox.db,
  ): Promise<Composed | undefined> {
    let unsubscribe: { page: string; oneClick: string; kind: MailKind } | undefined;
    const language = await outbox.languageOf({ userId: mail.userId, email: mail.to }, executor);
    const writer = createMailWriter(language, siteUrl);
    if (mail.category === 'notice') {
      if (mail.userId === undefined || mail.kind === undefined) {
        throw new Error('A notice must name the user it is for and its kind.');
      }
      const recipient = await outbox.recipient(mail.userId, executor);
      // Nothing but essential mail goes to an address its owner has not confirmed: anyone can
      // register someone else's address (decision 103).
      if (!recipient?.emailConfirmed || !recipient.settings.emailNotifications) return undefined;
      if (!recipient.mailPreferences[mail.kind]) return undefined;
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      await outbox.addUnsubscribeToken(
        {
          tokenHash: hashUnsubscribeToken(token),
          userId: mail.userId,
          scope: mail.kind,
          expiresAt: new Date(now.getTime() + UNSUBSCRIBE_LINK_DAYS * 24 * 60 * 60 * 1000),
        },
        executor,
      );
      const query = `token=${token}`;
      unsubscribe = {
        page: writer.url(`${paths.unsubscribe}?${query}`),
        oneClick: siteUrl(`/api/unsubscribe?${query}`),
        kind: mail.kind,
      };
    }
    const content = typeof mail.content === 'function' ? mail.content(writer) : mail.content;
    const { text, html } = renderMail(content, {
      siteUrl: writer.url('/'),
      t: writer,
      unsubscribe: unsubscribe && { url: unsubscribe.page, scope: unsubscribe.kind },
    });
    const messageId = `<${randomUUID()}@${messageIdDomain}>`;
    const raw = await composeRawMail(
      {
        from,
        to: mail.to,
        subject: content.subject,
        text,
        html,
        messageId,
        // Answers reach the team's shared mailbox, never MAIL_FROM's no-reply address.
        replyTo: content.invitesReply ? replyTo : undefined,
        headers: unsubscribe
          ? {
              // RFC 8058: a mail program may unsubscribe with one POST to this URL.
              'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            }
          : undefined,
      },
      dkim,
    );
    return { mail, subject: content.subject, messageId, raw };
  }

  /** The outbox row and its delivery job, through `executor`; the row's id. */
  async function keep({ mail, subject, messageId, raw }: Composed, executor: MailExecutor) {
    const [row] = await executor
      .insert(mailOutbox)
      .values({
        recipient: mail.to,
        subject,
        category: mail.category,
        userId: mail.userId,
        messageId,
        raw,
      })
      .returning({ id: mailOutbox.id });
    await jobs.enqueue(
      {
        kind: MAIL_JOB,
        payload: { outboxId: row!.id, summary: `E-mail to ${mail.to}: ${subject}` },
      },
      executor,
    );
    return row!.id;
  }

  /** Delivers one kept message; a message already delivered is not sent again. */
  const deliver: JobHandler = async ({ job }) => {
    const outboxId = Number(job.payload.outboxId);
    const message = await outbox.get(outboxId);
    if (!message) throw new Error(`Outbox message ${outboxId} no longer exists.`);
    if (message.sentAt) return;
    await transport.deliver({
      id: message.id,
      raw: message.raw,
      from: envelopeFrom,
      to: message.recipient,
    });
    await outbox.markSent(message.id, transport.kind, new Date());
  };

  return {
    send,
    queueWithin,
    queueNoticeWithin,
    nudge: () => jobs.nudge(),
    siteUrl,
    deliver,
    /**
     * The outbox's backlog for the metrics (decision 125): messages of the last week not yet
     * delivered. Older ones have run out of retries and are staff's to see (GET /api/admin/jobs);
     * the week keeps the count a read of recent rows however large the outbox grows.
     */
    backlog: () => outbox.countUnsent(new Date(clock().getTime() - BACKLOG_WINDOW_MS)),
    describe: () =>
      `${transport.describe()} ${
        dkim
          ? `Messages are DKIM-signed for ${dkim.domainName} (selector ${dkim.keySelector}).`
          : 'Messages are not DKIM-signed (no DKIM_DOMAIN).'
      }`,
  };
}

export type Mailer = ReturnType<typeof createMailer>;
