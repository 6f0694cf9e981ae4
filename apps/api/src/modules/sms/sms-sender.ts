import type { JobHandler, JobRunner } from '../jobs/job-runner';
import type { SmsOutboxRepository } from './sms-outbox.repository';
import type { SmsTransport } from './sms-transport';

export const SMS_JOB = 'sms.send';

type Executor = Parameters<SmsOutboxRepository['insert']>[1];

/**
 * Keeps every text message in the outbox and queues its sending as a job in the caller's
 * transaction, as the mailer does (decision 080): a code is stored with its message and job, or
 * none of them is, and a crash after the commit leaves the job to send it once.
 */
export function createSmsSender(options: {
  outbox: SmsOutboxRepository;
  jobs: JobRunner;
  transport: SmsTransport;
}) {
  const { outbox, jobs, transport } = options;

  async function queueWithin(
    sms: { recipient: string; body: string; purpose: string; userId: number },
    executor: Executor,
  ): Promise<number> {
    const id = await outbox.insert(sms, executor);
    await jobs.enqueue(
      {
        kind: SMS_JOB,
        // The failed-jobs panel shows the summary: the number's last digits, never the code.
        payload: {
          outboxId: id,
          summary: `Text message ${sms.purpose} to …${sms.recipient.slice(-4)}`,
        },
      },
      executor,
    );
    return id;
  }

  /** Sends one kept message; one already sent or bounced is not sent again. */
  const deliver: JobHandler = async ({ job }) => {
    const outboxId = Number(job.payload.outboxId);
    const message = await outbox.get(outboxId);
    if (!message) throw new Error(`SMS outbox message ${outboxId} no longer exists.`);
    if (message.sentAt || message.bouncedAt) return;
    const result = await transport.deliver(message);
    if (result.outcome === 'bounced') {
      await outbox.markBounced(message, result.reason, new Date());
      return;
    }
    await outbox.markSent(message.id, {
      deliveredBy: transport.kind,
      gatewayId: result.gatewayId,
      at: new Date(),
    });
  };

  return { queueWithin, deliver, nudge: () => jobs.nudge(), describe: () => transport.describe() };
}

export type SmsSender = ReturnType<typeof createSmsSender>;
