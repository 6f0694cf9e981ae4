import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSmsOutboxRepository, type SmsOutboxRepository } from './sms-outbox.repository';
import { SMS_JOB, createSmsSender, type SmsSender } from './sms-sender';
import { createSmsTransport } from './sms-transport';

declare module 'fastify' {
  interface FastifyInstance {
    /** Keeps and queues text messages (decision 131). */
    sms: SmsSender & { outbox: SmsOutboxRepository };
  }
}

export interface SmsPluginOptions {
  smsUrl: string | undefined;
  smsApiKey: string | undefined;
  smsSenderId: string;
  /** Where messages are written as .txt files when there is no SMS_URL. */
  smsDir: string;
}

/** Needs `app.jobs` (jobsPlugin) registered before it. */
export const smsPlugin = fp(async (app: FastifyInstance, options: SmsPluginOptions) => {
  const outbox = createSmsOutboxRepository(app.db);
  const sender = createSmsSender({
    outbox,
    jobs: app.jobs,
    transport: createSmsTransport({
      smsUrl: options.smsUrl,
      apiKey: options.smsApiKey,
      senderId: options.smsSenderId,
      smsDir: options.smsDir,
    }),
  });
  app.jobs.handle(SMS_JOB, sender.deliver);
  app.decorate('sms', { ...sender, outbox });
});
