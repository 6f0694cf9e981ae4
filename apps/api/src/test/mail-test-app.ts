import { buildTestApp } from './build-test-app';
import { startTestSmtpServer } from './test-smtp-server';

/**
 * The app sending through a real SMTP server, on a clock the test moves: `wait(ms)` runs what is
 * due, moves time on and runs what became due, as the server's polling runner would.
 */
export async function buildMailTestApp(options: { start?: Date } = {}) {
  let now = options.start ?? new Date();
  const smtp = await startTestSmtpServer();
  // One text message a day: every-mail.ts reaches the daily cap with a second code.
  const ctx = await buildTestApp({ smtpUrl: smtp.url, clock: () => now, smsDailyLimit: 1 });
  return {
    ...ctx,
    smtp,
    now: () => now,
    async wait(ms: number) {
      await ctx.app.jobs.runDue();
      now = new Date(now.getTime() + ms);
      await ctx.app.jobs.runDue();
    },
    async close() {
      await ctx.app.close();
      await smtp.close();
    },
  };
}
