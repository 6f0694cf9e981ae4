import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { noticeContent } from './notice-content';
import { createUnreadNoticesRepository } from './unread-message-notices.repository';

/**
 * The e-mail a person gets about a chat message left unread for 15 minutes (issue 35, point 3;
 * decision 129). A job every minute finds the notices due; each is claimed (the conversation's
 * notice mark set, only if still due) and its mail kept and queued in one transaction, so two
 * processes, a rerun or a crash between the two never send one twice or lose one.
 */
export const UNREAD_MESSAGE_NOTICE_JOB = 'chat.unread-notices';

const MINUTE = 60 * 1000;

function nextMinute(now: Date): Date {
  return new Date(Math.floor(now.getTime() / MINUTE) * MINUTE + MINUTE);
}

/** Needs `app.mail` (mailPlugin) and `app.jobs` registered before it. */
export const unreadMessageNoticesPlugin = fp(async (app: FastifyInstance) => {
  const repository = createUnreadNoticesRepository(app.db);

  app.jobs.handle(UNREAD_MESSAGE_NOTICE_JOB, async ({ now }) => {
    const due = await repository.due(now);
    let queued = false;
    for (const notice of due) {
      await app.db.transaction(async (tx) => {
        if (!(await repository.claim(notice, now, tx))) return;
        // A notice the recipient's settings turn off stays claimed: its hour passes unsent.
        queued =
          (await app.mail.queueNoticeWithin(
            {
              to: notice.recipient.email,
              userId: notice.recipient.id,
              category: 'notice',
              kind: 'offers',
              content: (writer) => noticeContent.unreadMessage(notice, writer),
            },
            tx,
          )) || queued;
      });
    }
    if (queued) app.mail.nudge();
  });
  app.jobs.schedule({ kind: UNREAD_MESSAGE_NOTICE_JOB, next: nextMinute });
});
