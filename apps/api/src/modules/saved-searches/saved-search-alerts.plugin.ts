import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { formatListingPrice, formatMileage } from '@carmarket/shared/format';
import type { SavedSearchFrequency } from '@carmarket/shared/saved-search';
import type { MailContent } from '../mail/mail-layout';
import type { MailWriter } from '../mail/mail-writer';
import { siteLinks } from '../notices/site-links';
import type { AlertedAd } from './saved-searches.repository';
import { findNewMatches } from './saved-searches.service';

/**
 * Saved-search alerts (issue 16, point 6; decisions 080 and 082). Every minute the ads that went
 * live are matched against the instant saved searches; at 08:00 Asia/Colombo (02:30 UTC; Sri
 * Lanka has no daylight saving) against the daily ones. Each owner gets one e-mail per saved
 * search with every new match. An ad is recorded as alerted before its e-mail is queued, so no
 * ad is sent twice; if the e-mail cannot be queued the record is undone and the job retried.
 */
export const ALERT_JOBS = { instant: 'alerts.instant', daily: 'alerts.daily' } as const;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A window starts this much before the last run: an approval can commit after it was timed. */
const OVERLAP_MS = 2 * MINUTE;
/** After a long stop, alerts cover at most the last day (older ads are in the new-match count). */
const LONGEST_WINDOW_MS = DAY;
const DIGEST_AT_UTC_MINUTES = 2 * 60 + 30;
/** Cars listed in one e-mail; the rest are a count and a link. */
const LISTED_AT_MOST = 20;

export function nextMinute(now: Date): Date {
  return new Date(Math.floor(now.getTime() / MINUTE) * MINUTE + MINUTE);
}

/** The next 08:00 in Colombo after `now`. */
export function nextDigest(now: Date): Date {
  const today = Math.floor(now.getTime() / DAY) * DAY + DIGEST_AT_UTC_MINUTES * MINUTE;
  return new Date(today > now.getTime() ? today : today + DAY);
}

export function alertContent(options: {
  frequency: SavedSearchFrequency;
  searchName: string;
  ownerName: string;
  ads: AlertedAd[];
  writer: MailWriter;
}): MailContent {
  const { frequency, searchName, ownerName, ads, writer } = options;
  const { t, url } = writer;
  const count = ads.length;
  const first = ads[0]!;
  const name = searchName;
  const subject =
    frequency === 'daily'
      ? t("Today's {count, plural, one {# new car} other {# new cars}} for “{name}”", {
          count,
          name,
        })
      : count === 1
        ? t('New match for “{name}”: {title}', { name, title: first.title })
        : t('{count, plural, one {# new car} other {# new cars}} for “{name}”', { count, name });
  const shown = ads.slice(0, LISTED_AT_MOST);
  return {
    subject,
    heading: t(
      '{count, plural, one {A new car matches your search} other {# new cars match your search}}',
      { count },
    ),
    paragraphs: [
      t(
        'Hello {owner}, {count, plural, one {a car that matches your saved search “{name}” is} other {# cars that match your saved search “{name}” are}} now for sale.',
        { owner: ownerName, count, name },
      ),
      ...(count > shown.length
        ? [
            t('Here are the first {shown}; see them all from your saved searches.', {
              shown: shown.length,
            }),
          ]
        : []),
    ],
    listings: shown.map((ad) => ({
      title: ad.title,
      summary: `${formatListingPrice(ad.price)} · ${ad.yom} · ${formatMileage(ad.mileage)} · ${ad.city}`,
      url: url(siteLinks.car(ad)),
    })),
    action: { label: t('See your saved searches'), url: url(siteLinks.savedSearches) },
    footnote:
      frequency === 'daily'
        ? t(
            'You get this e-mail because you saved the search “{name}” with a daily e-mail. Change how often, or stop it, in Saved Searches.',
            { name },
          )
        : t(
            'You get this e-mail because you saved the search “{name}” with an e-mail for every new match. Change how often, or stop it, in Saved Searches.',
            { name },
          ),
  };
}

export const savedSearchAlertsPlugin = fp(async (app: FastifyInstance) => {
  const deps = { savedSearches: app.repos.savedSearches, search: app.repos.search };

  async function sendAlerts(frequency: SavedSearchFrequency, kind: string, now: Date) {
    const last = await app.jobs.lastDone(kind);
    const since = new Date(
      Math.max(last?.getTime() ?? 0, now.getTime() - LONGEST_WINDOW_MS) - OVERLAP_MS,
    );
    const matches = await findNewMatches({ deps, since, until: now, frequency, now });
    for (const { savedSearch, vehicleIds } of matches) {
      const fresh = await deps.savedSearches.recordAlerted(savedSearch.id, vehicleIds, now);
      if (fresh.length === 0) continue;
      try {
        const owner = await deps.savedSearches.owner(savedSearch.userId);
        if (!owner) continue;
        const ads = await deps.savedSearches.adsForAlert(fresh);
        if (ads.length === 0) continue;
        await app.mail.send({
          to: owner.email,
          userId: owner.id,
          category: 'notice',
          kind: 'alerts',
          content: (writer) =>
            alertContent({
              frequency,
              searchName: savedSearch.name,
              ownerName: owner.name,
              ads,
              writer,
            }),
        });
      } catch (error) {
        // Not told, so not recorded: the job's retry finds these ads again.
        await deps.savedSearches.forgetAlerted(savedSearch.id, fresh);
        throw error;
      }
    }
  }

  app.jobs.handle(ALERT_JOBS.instant, ({ now }) => sendAlerts('instant', ALERT_JOBS.instant, now));
  app.jobs.handle(ALERT_JOBS.daily, ({ now }) => sendAlerts('daily', ALERT_JOBS.daily, now));
  app.jobs.schedule({ kind: ALERT_JOBS.instant, next: nextMinute });
  app.jobs.schedule({ kind: ALERT_JOBS.daily, next: nextDigest });
});
