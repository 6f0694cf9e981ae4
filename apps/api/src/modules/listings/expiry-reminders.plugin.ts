import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailContent } from '../mail/mail-layout';
import { formatMailDate } from '../mail/mail-dates';
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

const HOUR = 60 * 60 * 1000;

export function nextHour(now: Date): Date {
  return new Date(Math.floor(now.getTime() / HOUR) * HOUR + HOUR);
}

export function expiryReminderContent(
  ad: ExpiringAd,
  links: { renewUrl: string; soldUrl: string },
  url: (path: string) => string,
): MailContent {
  const on = formatMailDate(ad.expiresAt);
  return {
    subject: `Your ad expires on ${on}: ${ad.title}`,
    heading: 'Your ad expires soon',
    paragraphs: [
      `Hello ${ad.sellerName}, your ad “${ad.title}” stops showing to buyers on ${on}.`,
      'Still for sale? Renew it with one tap: it stays live for another full period, with no new review. Sold it already? Mark it as sold so buyers stop calling.',
    ],
    details: [{ label: 'Expires', value: on }],
    action: { label: 'Renew my ad', url: links.renewUrl },
    secondaryAction: { label: 'Mark as sold', url: links.soldUrl },
    footnote: `These links work for 7 days. You can also renew or mark it sold in My Listings: ${url(siteLinks.myListings('active'))}`,
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
        const links = listingActionUrls(app.siteUrl('/'), ad, now, key);
        await app.mail.send({
          to: ad.sellerEmail,
          userId: ad.userId,
          category: 'notice',
          kind: 'reminders',
          content: expiryReminderContent(ad, links, app.siteUrl),
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
