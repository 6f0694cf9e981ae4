import { formatDate, SRI_LANKA_TIME_ZONE } from '@carmarket/shared/date-time';

/**
 * Dates and times in mail are Sri Lanka's whatever the server's time zone: the readers are in
 * Sri Lanka, and a time in UTC reads five and a half hours wrong to them. Dates are the site's
 * own (`formatDate` in packages/shared), so a mail and the page it links to name the same day.
 */
const colomboTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  // Not `hour12: true`, which en-GB reads as h11: "0:10 pm" at ten past noon.
  hourCycle: 'h12',
  timeZone: SRI_LANKA_TIME_ZONE,
});

/** "12 Dec 2026", on Sri Lanka's calendar. */
export function formatMailDate(date: Date): string {
  return formatDate(date);
}

/** "27 Nov 2026, 10:15 am (Sri Lanka time)". */
export function formatMailTime(date: Date): string {
  return `${colomboTime.format(date)} (Sri Lanka time)`;
}
