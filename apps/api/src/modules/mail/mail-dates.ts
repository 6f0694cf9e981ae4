/**
 * Dates and times in mail are Sri Lanka's (Asia/Colombo, UTC+5:30, no daylight saving) whatever
 * the server's time zone: the readers are in Sri Lanka, and a time in UTC reads five and a half
 * hours wrong to them.
 */
const colomboDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Colombo',
});

const colomboTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  // Not `hour12: true`, which en-GB reads as h11: "0:10 pm" at ten past noon.
  hourCycle: 'h12',
  timeZone: 'Asia/Colombo',
});

/** "12 Dec 2026", on Sri Lanka's calendar. */
export function formatMailDate(date: Date): string {
  return colomboDate.format(date);
}

/** "27 Nov 2026, 10:15 am (Sri Lanka time)". */
export function formatMailTime(date: Date): string {
  return `${colomboTime.format(date)} (Sri Lanka time)`;
}
