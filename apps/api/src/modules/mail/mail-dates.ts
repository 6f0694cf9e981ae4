import { formatDate, SRI_LANKA_TIME_ZONE } from '@carmarket/shared/date-time';
import { INTL_LOCALES, type Language } from '@carmarket/shared/i18n/languages';
import type { Translator } from '@carmarket/shared/i18n/translate';
import { translatorFor } from '../../i18n';

/**
 * Dates and times in mail are Sri Lanka's whatever the server's time zone: the readers are in
 * Sri Lanka, and a time in UTC reads five and a half hours wrong to them. Dates are the site's
 * own (`formatDate` in packages/shared), so a mail and the page it links to name the same day.
 */
const colomboTimes = new Map<Language, Intl.DateTimeFormat>();

function colomboTime(language: Language): Intl.DateTimeFormat {
  let format = colomboTimes.get(language);
  if (!format) {
    // English keeps en-GB's "27 Nov 2026, 10:15 am"; Sinhala and Tamil their own Sri Lankan forms.
    format = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : INTL_LOCALES[language], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      // Not `hour12: true`, which en-GB reads as h11: "0:10 pm" at ten past noon.
      hourCycle: 'h12',
      timeZone: SRI_LANKA_TIME_ZONE,
    });
    colomboTimes.set(language, format);
  }
  return format;
}

/** "12 Dec 2026", on Sri Lanka's calendar, in the reader's language. */
export function formatMailDate(date: Date, language: Language = 'en'): string {
  return formatDate(date, 'medium', language);
}

/** "27 Nov 2026, 10:15 am (Sri Lanka time)", in `t`'s language. */
export function formatMailTime(date: Date, t: Translator = translatorFor('en')): string {
  return t.t('{time} (Sri Lanka time)', { time: colomboTime(t.language).format(date) });
}
