import type { NewJob } from '../jobs/job-runner';

/**
 * The `market.bands` job (issue 37, decision 133): every night at 03:00 Asia/Colombo (21:30 UTC;
 * Sri Lanka has no daylight saving) the bands of every live ad, a batch of models per statement;
 * and the band of one ad as it goes live (approval, an approved edit, a renewal), enqueued in the
 * transaction that puts it live (`bandsJobFor`), so it is never lost.
 */
export const MARKET_BANDS_JOB = 'market.bands';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const NIGHTLY_AT_UTC_MINUTES = 21 * 60 + 30;

/** The next 03:00 in Colombo after `now`. */
export function nextNightlyBands(now: Date): Date {
  const today = Math.floor(now.getTime() / DAY) * DAY + NIGHTLY_AT_UTC_MINUTES * MINUTE;
  return new Date(today > now.getTime() ? today : today + DAY);
}

/** The job that computes one ad's band as it goes live. */
export function bandsJobFor(vehicleId: number): NewJob {
  return {
    kind: MARKET_BANDS_JOB,
    payload: { vehicleIds: [vehicleId], summary: `Price band of ad ${vehicleId}` },
  };
}
