/**
 * Every date and time people read, on the site and in mail, in Sri Lanka's time zone
 * (Asia/Colombo, UTC+5:30, no daylight saving) whatever the browser's or the server's zone: the
 * readers are in Sri Lanka, and an ad's "Live until 12 Dec 2026" must read the same on a phone
 * set to another zone, in the staff console and in the e-mail that announced it.
 */
import { INTL_LOCALES, type Language } from './i18n/languages';

export const SRI_LANKA_TIME_ZONE = 'Asia/Colombo';

/** English keeps the day-first British form ("27 Nov 2026"); Sinhala and Tamil their own. */
const localeOf = (language: Language) => (language === 'en' ? 'en-GB' : INTL_LOCALES[language]);

/** How much of a date to write, from "27 Nov" to "27 November 2026". */
export type DateStyle = 'day-month' | 'medium' | 'long' | 'month-year';

const DATE_PARTS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  // "27 Nov": a recent moment whose year goes without saying.
  'day-month': { day: 'numeric', month: 'short' },
  // "27 Nov 2026": the date of lists, cards and mail.
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  // "27 November 2026": a date that stands alone in a sentence.
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  // "November 2026": since when, without the day.
  'month-year': { month: 'long', year: 'numeric' },
};

// Built on first use and kept: a formatter is costly to build, and a page needs one or two.
const formatters: Partial<Record<string, Intl.DateTimeFormat>> = {};

function formatIn(
  key: string,
  options: Intl.DateTimeFormatOptions,
  at: Date | string,
  language: Language,
): string {
  const cacheKey = `${language} ${key}`;
  formatters[cacheKey] ??= new Intl.DateTimeFormat(localeOf(language), {
    ...options,
    timeZone: SRI_LANKA_TIME_ZONE,
  });
  return formatters[cacheKey].format(new Date(at));
}

/** A day on Sri Lanka's calendar: "27 Nov 2026" (`medium`), "27 November 2026" (`long`)… */
export function formatDate(
  at: Date | string,
  style: DateStyle = 'medium',
  language: Language = 'en',
): string {
  return formatIn(style, DATE_PARTS[style], at, language);
}

/** A moment to the minute, 24-hour clock: "24 Nov 2026, 09:05" or, `day-month`, "24 Nov, 09:05". */
export function formatDateTime(
  at: Date | string,
  style: Extract<DateStyle, 'day-month' | 'medium'> = 'medium',
  language: Language = 'en',
): string {
  return formatIn(
    `${style} time`,
    { ...DATE_PARTS[style], hour: '2-digit', minute: '2-digit' },
    at,
    language,
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;
// Sri Lanka has kept UTC+05:30 all year since 2006: a fixed offset counts its days the same in
// every browser, whatever time zone data it carries (as the posting limit's day, decision 098).
const SRI_LANKA_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** Which day in Sri Lanka `at` falls on, counted from 1 Jan 1970. */
const sriLankaDay = (at: Date | string) =>
  Math.floor((new Date(at).getTime() + SRI_LANKA_OFFSET_MS) / DAY_MS);

const relativeDays = new Map<Language, Intl.RelativeTimeFormat>();

/**
 * How far a day is from today, in days of Sri Lanka's calendar: "today", "tomorrow", "in 12
 * days", "yesterday", "3 days ago". Calendar days, not 24-hour spans: an ad ending at 23:00
 * tomorrow ends "tomorrow", even when that is 47 hours away.
 */
export function formatRelative(at: Date | string, now: Date, language: Language = 'en'): string {
  let format = relativeDays.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto' });
    relativeDays.set(language, format);
  }
  return format.format(sriLankaDay(at) - sriLankaDay(now), 'day');
}
