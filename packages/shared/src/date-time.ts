/**
 * Every date and time people read, on the site and in mail, in Sri Lanka's time zone
 * (Asia/Colombo, UTC+5:30, no daylight saving) whatever the browser's or the server's zone: the
 * readers are in Sri Lanka, and an ad's "Live until 12 Dec 2026" must read the same on a phone
 * set to another zone, in the staff console and in the e-mail that announced it.
 */
import type { Language } from './i18n/languages';

export const SRI_LANKA_TIME_ZONE = 'Asia/Colombo';

/**
 * Sinhala and Tamil month names, written here rather than asked of Intl: browsers do not all
 * carry Sinhala's date data (Chromium 150 writes English for `si`), and a page drawn on the
 * server must read the same after the browser hydrates it (decision 119).
 */
const MONTHS: Record<Exclude<Language, 'en'>, { long: string[]; short: string[] }> = {
  si: {
    long: [
      'ජනවාරි',
      'පෙබරවාරි',
      'මාර්තු',
      'අප්‍රේල්',
      'මැයි',
      'ජූනි',
      'ජූලි',
      'අගෝස්තු',
      'සැප්තැම්බර්',
      'ඔක්තෝබර්',
      'නොවැම්බර්',
      'දෙසැම්බර්',
    ],
    short: ['ජන', 'පෙබ', 'මාර්තු', 'අප්‍රේල්', 'මැයි', 'ජූනි', 'ජූලි', 'අගෝ', 'සැප්', 'ඔක්', 'නොවැ', 'දෙසැ'],
  },
  ta: {
    long: [
      'ஜனவரி',
      'பிப்ரவரி',
      'மார்ச்',
      'ஏப்ரல்',
      'மே',
      'ஜூன்',
      'ஜூலை',
      'ஆகஸ்ட்',
      'செப்டம்பர்',
      'அக்டோபர்',
      'நவம்பர்',
      'டிசம்பர்',
    ],
    short: ['ஜன.', 'பிப்.', 'மார்.', 'ஏப்.', 'மே', 'ஜூன்', 'ஜூலை', 'ஆக.', 'செப்.', 'அக்.', 'நவ.', 'டிச.'],
  },
};

/** Today, tomorrow, yesterday and N days either way, in Sinhala and Tamil. */
const RELATIVE_DAYS: Record<Exclude<Language, 'en'>, (days: number) => string> = {
  si: (days) =>
    days === 0
      ? 'අද'
      : days === 1
        ? 'හෙට'
        : days === -1
          ? 'ඊයේ'
          : days > 0
            ? `දින ${days}කින්`
            : `දින ${-days}කට පෙර`,
  ta: (days) =>
    days === 0
      ? 'இன்று'
      : days === 1
        ? 'நாளை'
        : days === -1
          ? 'நேற்று'
          : days > 0
            ? `${days} நாட்களில்`
            : `${-days} நாட்களுக்கு முன்`,
};

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

/** A moment on Sri Lanka's clock: its day, month (0–11), year, hours and minutes. */
function sriLankaClock(at: Date | string) {
  const local = new Date(new Date(at).getTime() + SRI_LANKA_OFFSET_MS);
  return {
    day: local.getUTCDate(),
    month: local.getUTCMonth(),
    year: local.getUTCFullYear(),
    time: `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`,
  };
}

/** "27 නොවැ", "27 நவ. 2026", "நவம்பர் 2026": day, month, year, as both languages write them. */
function formatLocal(
  language: Exclude<Language, 'en'>,
  style: DateStyle,
  at: Date | string,
  withTime: boolean,
): string {
  const { day, month, year, time } = sriLankaClock(at);
  const names = MONTHS[language];
  const date =
    style === 'day-month'
      ? `${day} ${names.short[month]}`
      : style === 'medium'
        ? `${day} ${names.short[month]} ${year}`
        : style === 'long'
          ? `${day} ${names.long[month]} ${year}`
          : `${names.long[month]} ${year}`;
  return withTime ? `${date}, ${time}` : date;
}

function formatIn(
  key: string,
  options: Intl.DateTimeFormatOptions,
  at: Date | string,
  language: Language,
): string {
  if (language !== 'en') {
    return formatLocal(language, key.split(' ')[0] as DateStyle, at, key.endsWith(' time'));
  }
  formatters[key] ??= new Intl.DateTimeFormat('en-GB', {
    ...options,
    timeZone: SRI_LANKA_TIME_ZONE,
  });
  return formatters[key].format(new Date(at));
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

let relativeDays: Intl.RelativeTimeFormat | undefined;

/**
 * How far a day is from today, in days of Sri Lanka's calendar: "today", "tomorrow", "in 12
 * days", "yesterday", "3 days ago". Calendar days, not 24-hour spans: an ad ending at 23:00
 * tomorrow ends "tomorrow", even when that is 47 hours away.
 */
export function formatRelative(at: Date | string, now: Date, language: Language = 'en'): string {
  const days = sriLankaDay(at) - sriLankaDay(now);
  if (language !== 'en') return RELATIVE_DAYS[language](days);
  relativeDays ??= new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });
  return relativeDays.format(days, 'day');
}
