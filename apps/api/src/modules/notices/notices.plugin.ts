import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailKind } from '@carmarket/shared/unsubscribe';
import { LIMITS } from '../limits/limit-rules';
import type { MailContent } from '../mail/mail-layout';
import type { MailWriter } from '../mail/mail-writer';
import { noticeContent, type DigestAd } from './notice-content';
import { createNoticesRepository, type NoticeOffer } from './notices.repository';

/** The job that sends a seller the hour's offers past the cap in one e-mail (decision 110). */
export const OFFER_DIGEST_JOB = 'offers.digest';

const HOUR = 60 * 60 * 1000;

/** The end of `now`'s hour: when that hour's digest goes. */
function endOfHour(now: Date): Date {
  return new Date(Math.floor(now.getTime() / HOUR) * HOUR + HOUR);
}

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
    content: (subject: T, writer: MailWriter) => MailContent,
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
          content: (writer) => content(subject, writer),
        });
      } catch (error) {
        app.log.error({ err: error, notice: what, id }, 'could not queue an e-mail notice');
      }
    };
  }

  const offerNotice = notice(
    'offer received',
    'offers',
    repository.findOffer,
    (offer) => offer.seller,
    noticeContent.offerReceived,
  );

  /**
   * The offer waits for the seller's digest at the end of the hour: marked, and the hour's one
   * digest job queued (its once-key makes it one however many offers wait), together.
   */
  async function holdForDigest(offer: NoticeOffer) {
    const runAt = endOfHour(app.jobs.now());
    await app.db.transaction(async (tx) => {
      await repository.holdOffer(offer.id, tx);
      await app.jobs.enqueue(
        {
          kind: OFFER_DIGEST_JOB,
          payload: { sellerId: offer.seller.id },
          runAt,
          onceKey: `${OFFER_DIGEST_JOB}:${offer.seller.id}@${runAt.toISOString()}`,
        },
        tx,
      );
    });
  }

  /**
   * Sends the seller's waiting offers as one digest. The offers are taken first and given back
   * if the e-mail cannot be queued, so a retry counts them and a rerun never counts them twice
   * (decision 080's order).
   */
  app.jobs.handle(OFFER_DIGEST_JOB, async ({ job }) => {
    const sellerId = Number(job.payload.sellerId);
    const seller = await repository.findUser(sellerId);
    if (!seller) return;
    const taken = await repository.takeHeldOffers(sellerId);
    if (taken.length === 0) return;
    const byAd = new Map<number, DigestAd>();
    for (const offer of taken) {
      const ad = byAd.get(offer.vehicleId) ?? { title: offer.title, offers: 0 };
      ad.offers += 1;
      byAd.set(offer.vehicleId, ad);
    }
    try {
      await app.mail.send({
        to: seller.email,
        userId: seller.id,
        category: 'notice',
        kind: 'offers',
        content: (writer) => noticeContent.offerDigest(seller, [...byAd.values()], writer),
      });
    } catch (error) {
      await repository.releaseHeldOffers(taken.map((offer) => offer.id));
      throw error;
    }
  });

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
        (ad, writer) => noticeContent.adFixRequested(ad, message, writer),
      )(id),
    /**
     * At most 10 offer e-mails an hour reach one seller, however many buyers write; each further
     * offer waits for the hour's digest. The count is the limiter's, taken atomically
     * (decision 102), so 200 offers at once still give exactly 10 (decision 110).
     */
    offerReceived: async (id: number): Promise<void> => {
      try {
        const offer = await repository.findOffer(id);
        if (!offer) return;
        const verdict = await app.limiter.takeAll([
          { rule: LIMITS.offerNoticesPerSeller, subject: `user:${offer.seller.id}` },
        ]);
        if (verdict.allowed) await offerNotice(id);
        else await holdForDigest(offer);
      } catch (error) {
        app.log.error(
          { err: error, notice: 'offer received', id },
          'could not queue an offer notice',
        );
      }
    },
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
