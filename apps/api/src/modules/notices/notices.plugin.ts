import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailKind } from '@carmarket/shared/unsubscribe';
import type { MailContent } from '../mail/mail-layout';
import { noticeContent } from './notice-content';
import { createNoticesRepository } from './notices.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * E-mail notices about a change that has just been saved (issue 16, point 4). Each honours
     * the user's "email notifications" setting (the mail module checks it) and never fails the
     * request that caused it: the change is made whether or not the notice can be queued.
     */
    notices: ReturnType<typeof createNotices>;
  }
}

type Recipient = { id: number; email: string };

function createNotices(app: FastifyInstance) {
  const repository = createNoticesRepository(app.db);

  /**
   * One kind of notice: read what it is about by id, address it to one person, say it. Queuing
   * failures are logged, never thrown at the request that made the change.
   */
  function notice<T>(
    what: string,
    kind: MailKind,
    find: (id: number) => Promise<T | undefined>,
    recipient: (subject: T) => Recipient,
    content: (subject: T, url: (path: string) => string) => MailContent,
  ) {
    return async (id: number): Promise<void> => {
      try {
        const subject = await find(id);
        if (!subject) return;
        const to = recipient(subject);
        await app.mail.send({
          to: to.email,
          userId: to.id,
          category: 'notice',
          kind,
          content: content(subject, app.siteUrl),
        });
      } catch (error) {
        app.log.error({ err: error, notice: what, id }, 'could not queue an e-mail notice');
      }
    };
  }

  return {
    adApproved: notice(
      'ad approved',
      'adUpdates',
      repository.findAd,
      (ad) => ad.owner,
      noticeContent.adApproved,
    ),
    adRejected: notice(
      'ad rejected',
      'adUpdates',
      repository.findAd,
      (ad) => ad.owner,
      noticeContent.adRejected,
    ),
    /** The staff member's message, asking the seller of a reported ad to fix it. */
    adFixRequested: (id: number, message: string) =>
      notice(
        'ad fix requested',
        'adUpdates',
        repository.findAd,
        (ad) => ad.owner,
        (ad, url) => noticeContent.adFixRequested(ad, message, url),
      )(id),
    offerReceived: notice(
      'offer received',
      'offers',
      repository.findOffer,
      (offer) => offer.seller,
      noticeContent.offerReceived,
    ),
    offerAnswered: notice(
      'offer answered',
      'offers',
      repository.findOffer,
      (offer) => offer.buyer,
      noticeContent.offerAnswered,
    ),
    packageApproved: notice(
      'package approved',
      'adUpdates',
      repository.findPackageRequest,
      (request) => request.user,
      noticeContent.packageApproved,
    ),
  };
}

/** Needs `app.mail` (mailPlugin) registered before it. */
export const noticesPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('notices', createNotices(app));
});
