import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { systemClock, type Clock } from '../../lib/clock';
import { createMailOutboxRepository } from './mail-outbox.repository';
import { createMailTransport, type DkimKey } from './mail-transport';
import { MAIL_JOB, createMailer, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Composes, keeps and queues e-mail (decision 080). */
    mail: Mailer;
    /** An absolute URL on PUBLIC_URL, for links that leave the site (e-mail). */
    siteUrl: (pathAndQuery: string) => string;
  }
}

export interface MailPluginOptions {
  smtpUrl: string | undefined;
  mailFrom: string;
  /** MAIL_REPLY_TO: Reply-To of the messages that ask for an answer. */
  mailReplyTo: string;
  /** DKIM_*: signs every message when set. */
  dkim: DkimKey | undefined;
  publicUrl: string;
  clock?: Clock;
  /** Where messages are written as .eml files when there is no SMTP_URL. */
  mailDir: string;
}

/** Needs `app.jobs` (jobsPlugin) registered before it. */
export const mailPlugin = fp(async (app: FastifyInstance, options: MailPluginOptions) => {
  const transport = createMailTransport({ smtpUrl: options.smtpUrl, mailDir: options.mailDir });
  const mailer = createMailer({
    outbox: createMailOutboxRepository(app.db),
    jobs: app.jobs,
    transport,
    from: options.mailFrom,
    replyTo: options.mailReplyTo,
    dkim: options.dkim,
    clock: options.clock ?? systemClock,
    publicUrl: options.publicUrl.replace(/\/+$/, ''),
  });
  app.jobs.handle(MAIL_JOB, mailer.deliver);
  app.decorate('mail', mailer);
  app.decorate('siteUrl', mailer.siteUrl);
  app.addHook('onClose', async () => transport.close());
});
