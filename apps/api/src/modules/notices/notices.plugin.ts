import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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

function createNotices(app: FastifyInstance) {
  const repository = createNoticesRepository(app.db);
  const url = app.siteUrl;

  /** Queues one notice; a failure to queue is logged, never thrown at the caller. */
  async function queue(
    what: string,
    compose: () => Promise<Parameters<typeof app.mail.send>[0] | undefined>,
  ) {
    try {
      const mail = await compose();
      if (mail) await app.mail.send(mail);
    } catch (error) {
      app.log.error({ err: error, notice: what }, 'could not queue an e-mail notice');
    }
  }

  return {
    adApproved: (adId: number) =>
      queue('ad approved', async () => {
        const ad = await repository.findAd(adId);
        return (
          ad && {
            to: ad.owner.email,
            userId: ad.owner.id,
            category: 'notice',
            content: noticeContent.adApproved(ad, url),
          }
        );
      }),
    adRejected: (adId: number) =>
      queue('ad rejected', async () => {
        const ad = await repository.findAd(adId);
        return (
          ad && {
            to: ad.owner.email,
            userId: ad.owner.id,
            category: 'notice',
            content: noticeContent.adRejected(ad, url),
          }
        );
      }),
    offerReceived: (offerId: number) =>
      queue('offer received', async () => {
        const offer = await repository.findOffer(offerId);
        return (
          offer && {
            to: offer.seller.email,
            userId: offer.seller.id,
            category: 'notice',
            content: noticeContent.offerReceived(offer, url),
          }
        );
      }),
    offerAnswered: (offerId: number) =>
      queue('offer answered', async () => {
        const offer = await repository.findOffer(offerId);
        return (
          offer && {
            to: offer.buyer.email,
            userId: offer.buyer.id,
            category: 'notice',
            content: noticeContent.offerAnswered(offer, url),
          }
        );
      }),
    packageApproved: (requestId: number) =>
      queue('package approved', async () => {
        const request = await repository.findPackageRequest(requestId);
        return (
          request && {
            to: request.user.email,
            userId: request.user.id,
            category: 'notice',
            content: noticeContent.packageApproved(request, url),
          }
        );
      }),
  };
}

/** Needs `app.mail` (mailPlugin) registered before it. */
export const noticesPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('notices', createNotices(app));
});
