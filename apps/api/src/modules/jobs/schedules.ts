const HOUR = 60 * 60 * 1000;

/** The start of the next hour after `now`: the slot of a job that runs hourly (`Schedule.next`). */
export function nextHour(now: Date): Date {
  return new Date(Math.floor(now.getTime() / HOUR) * HOUR + HOUR);
}
