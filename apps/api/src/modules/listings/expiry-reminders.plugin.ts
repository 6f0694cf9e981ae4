import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { nextHour } from '../jobs/schedules';
import type { MailContent } from '../mail/mail-layout';
import type { MailWriter } from '../mail/mail-writer';
import { siteLinks } from '../notices/site-links';
import { LINK_KEY_NAME, listingActionUrls } from './listing-action-link';
import type { ExpiringAd } from './my-listings.repository';

/**
 * The seller's reminder three days before an ad expires (issue 16, point 5; decision 081): one
 * e-mail per expiry with signed one-tap Renew and Mark as sold links. A job every hour finds the
 * ads due; each ad is marked reminded for its expiry before its e-mail is queued, so a rerun or a
 * second process never sends it twice, and a renewal (a new expiry) gets its own reminder.
 */
export const EXPIRY_REMINDER_JOB = 'listings.expiry-reminders';

export function expiryReminderContent(
  ad: ExpiringAd,
  links: { renewUrl: string; soldUrl: string },
  writer: MailWriter,
): MailContent {
  const { t, url } = writer;
  const on = writer.date(ad.expiresAt);
  return {
    subject: t('Your ad expires on {date}: {title}', { date: on, title: ad.title }),
    heading: t('Your ad expires soon'),
    paragraphs: [
      t('Hello {name}, your ad “{title}” stops showing to buyers on {date}.', {
        name: ad.sellerName,
        title: ad.title,
        date: on,
      }),
      t(
        'Still for sale? Renew it with one tap: it stays live for another full period, with no new review. Sold it already? Mark it as sold so buyers stop calling.',
      ),
    ],
    details: [{ label: t('Expires'), value: on }],
    action: { label: t('Renew my ad'), url: links.renewUrl },
    secondaryAction: { label: t('Mark as sold'), url: links.soldUrl },
    footnote: t(
      'These links work for 7 days. You can also renew or mark it sold in My Listings: {url}',
      { url: url(siteLinks.myListings('active')) },
    ),
  };
}

export const expiryRemindersPlugin = fp(async (app: FastifyInstance) => {
  const listings = app.repos.myListings;

  app.jobs.handle(EXPIRY_REMINDER_JOB, async ({ now }) => {
    const due = await listings.adsDueForExpiryReminder(now);
    if (due.length === 0) return;
    const key = await app.repos.secrets.get(LINK_KEY_NAME);
    for (const ad of due) {
      await listings.markExpiryReminded(ad.id, ad.expiresAt);
      try {
        await app.mail.send({
          to: ad.sellerEmail,
          userId: ad.userId,
          category: 'notice',
          kind: 'reminders',
          content: (writer) =>
            expiryReminderContent(
              ad,
              listingActionUrls(app.siteUrl('/'), ad, now, key, writer.language),
              writer,
            ),
        });
      } catch (error) {
        // Not queued, so not reminded: the job's retry finds the ad again.
        await listings.clearExpiryReminded(ad.id);
        throw error;
      }
    }
  });
  app.jobs.schedule({ kind: EXPIRY_REMINDER_JOB, next: nextHour });
});
