import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MARKET_RULES } from '@carmarket/shared/market-insights';
import { nextHour } from '../jobs/schedules';
import type { MailContent } from '../mail/mail-layout';
import type { MailWriter } from '../mail/mail-writer';
import { siteLinks } from '../notices/site-links';
import type { AdDueForCheck } from './availability-checks.repository';
import { LINK_KEY_NAME, availabilityCheckUrls } from './listing-action-link';

/**
 * "Is your car still available?" (issue 37, decision 133): every 7 days after a live ad went live
 * or was last confirmed, its seller gets an e-mail with three signed one-tap links, Still
 * available, Sold and Price changed, each naming the check it answers. A job every hour finds
 * the ads due. When the last two checks went unanswered (both mailed: a seller who could not
 * receive them is never paused for not answering), the ad is paused instead of asked again.
 * Each check is recorded in the transaction that queues its e-mail, so a rerun or a second
 * process never sends it twice, and a crash never leaves a check recorded but not sent.
 */
export const AVAILABILITY_CHECK_JOB = 'listings.availability-checks';

export function availabilityCheckContent(
  ad: Pick<AdDueForCheck, 'title' | 'sellerName'>,
  links: { availableUrl: string; soldUrl: string; priceChangedUrl: string },
  writer: MailWriter,
): MailContent {
  const { t, url } = writer;
  return {
    subject: t('Is your {title} still available?', { title: ad.title }),
    heading: t('Is your car still available?'),
    paragraphs: [
      t(
        'Hello {name}, buyers trust ads their sellers have confirmed. Is your “{title}” still for sale?',
        { name: ad.sellerName, title: ad.title },
      ),
      t(
        'One tap answers: the ad then shows buyers it was confirmed available. Sold it? Tell us, and what it sold for if you like. Price changed? Set the new price: {url}',
        { url: links.priceChangedUrl },
      ),
    ],
    action: { label: t('Still available'), url: links.availableUrl },
    secondaryAction: { label: t('It is sold'), url: links.soldUrl },
    footnote: t(
      'These links work for 7 days. If two of these e-mails in a row go unanswered, we pause the ad until you resume it in My Listings: {url}',
      { url: url(siteLinks.myListings('active')) },
    ),
  };
}

export const availabilityChecksPlugin = fp(async (app: FastifyInstance) => {
  const checks = app.repos.availabilityChecks;

  app.jobs.handle(AVAILABILITY_CHECK_JOB, async ({ now }) => {
    const due = await checks.adsDue(now);
    if (due.length === 0) return;
    const key = await app.repos.secrets.get(LINK_KEY_NAME);
    let queued = false;
    for (const ad of due) {
      if (ad.unansweredInARow >= MARKET_RULES.unansweredChecksBeforePause) {
        await checks.pause(ad.id, now);
        continue;
      }
      const sent = await checks.sendCheck(ad.id, now, (checkId, tx) =>
        app.mail.queueNoticeWithin(
          {
            to: ad.sellerEmail,
            userId: ad.userId,
            category: 'notice',
            kind: 'reminders',
            content: (writer) =>
              availabilityCheckContent(
                ad,
                availabilityCheckUrls(app.siteUrl('/'), ad, checkId, now, key, writer.language),
                writer,
              ),
          },
          tx,
        ),
      );
      queued ||= sent.mailed;
    }
    // The e-mails were queued in their checks' transactions: the runner sends them now.
    if (queued) app.mail.nudge();
  });
  app.jobs.schedule({ kind: AVAILABILITY_CHECK_JOB, next: nextHour });
});
