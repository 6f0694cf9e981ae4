import { localizedPath, type Language } from '@carmarket/shared/i18n/languages';
import type { Translator } from '@carmarket/shared/i18n/translate';
import { translatorFor } from '../../i18n';
import { formatMailDate, formatMailTime } from './mail-dates';
import type { MailContent } from './mail-layout';

/**
 * What a template writes a message with, in its reader's language (issue 32): the words (`t`),
 * links to the site's pages in that language, and Sri Lanka's dates in it.
 */
export interface MailWriter extends Translator {
  /** An absolute link to a page of the site, in the reader's language: `/si/my-listings…`. */
  url(path: string): string;
  /** "12 Dec 2026". */
  date(at: Date): string;
  /** "27 Nov 2026, 10:15 am (Sri Lanka time)". */
  time(at: Date): string;
}

/** A message's words, written when its reader (and so its language) is known. */
export type MailTemplate = (writer: MailWriter) => MailContent;

/** `siteUrl` makes an absolute URL on PUBLIC_URL from a path. */
export function createMailWriter(
  language: Language,
  siteUrl: (pathAndQuery: string) => string,
): MailWriter {
  const translator = translatorFor(language);
  return {
    language,
    t: translator.t,
    tc: translator.tc,
    url: (path) => siteUrl(localizedPath(path, language)),
    date: (at) => formatMailDate(at, language),
    time: (at) => formatMailTime(at, translator),
  };
}
