import { escapeHtml } from '@carmarket/shared/escape-html';
import type { Language } from '@carmarket/shared/i18n/languages';
import { msg, type Translator } from '@carmarket/shared/i18n/translate';
import type { MailKind, UnsubscribeScope } from '@carmarket/shared/unsubscribe';
import { withoutLinks } from './plain-words';

/**
 * The look of every CarMarket e-mail: one plain-text and one HTML part from the same content, so
 * a template only says what to tell. The HTML is tables and inline styles in a 600 px column,
 * which Gmail on a phone renders as it is meant; every text is escaped here, once.
 */

export interface MailContent {
  subject: string;
  /** The first line the reader sees, in large type. */
  heading: string;
  paragraphs: string[];
  /** One button, e.g. "Open your ad" → its page. */
  action?: { label: string; url: string };
  /** A second, quieter button beside it ("Mark as sold"). */
  secondaryAction?: { label: string; url: string };
  /** Facts in label/value rows: "Offer" "Rs. 6,200,000". */
  details?: Array<{ label: string; value: string }>;
  /** Cars, each a linked title and a line of facts (alerts list the new matches). */
  listings?: Array<{ title: string; summary: string; url: string }>;
  /**
   * Another user's words (a buyer's message), shown as a marked quote under `intro`: in the text
   * part as "> " lines, in HTML as a blockquote. Their addresses never become links
   * (`withoutLinks`), here, once, so no template can forget it (decision 110).
   */
  quote?: { intro: string; text: string };
  /** Small print under the message: why they got it, what to do if it was not them. */
  footnote?: string;
  /**
   * The words ask the reader to answer by e-mail ("reply to this e-mail"): the message then
   * carries Reply-To with the shared support address (MAIL_REPLY_TO). A message that does not
   * set it must not ask for a reply (mail-kinds.test.ts reads every kind).
   */
  invitesReply?: boolean;
}

export interface MailLayoutOptions {
  /** The site's home page, linked from the header (in the reader's language). */
  siteUrl: string;
  /** The reader's language: the layout's own words, `<html lang>` and the font stack (issue 32). */
  t: Translator;
  /**
   * Notices say their kind and carry a link to the preferences page with a token for that kind;
   * essential mail has none.
   */
  unsubscribe?: { url: string; scope: UnsubscribeScope };
}

/**
 * The footer's words about a notice's kind (MAIL_KIND_TEXT's plural and unsubscribe, as whole
 * sentences to translate). Neutral on purpose: "Stop these e-mails" scores END_FUTURE_EMAILS in
 * SpamAssassin (decision 104), "Unsubscribe from offer e-mails" does not.
 */
const KIND_WORDS: Readonly<Record<MailKind, { why: string; link: string }>> = {
  offers: {
    why: msg('This is one of your offer e-mails.'),
    link: msg('Unsubscribe from offer e-mails'),
  },
  adUpdates: {
    why: msg('This is one of your ad update e-mails.'),
    link: msg('Unsubscribe from ad update e-mails'),
  },
  alerts: {
    why: msg('This is one of your saved-search alerts.'),
    link: msg('Unsubscribe from saved-search alerts'),
  },
  reminders: {
    why: msg('This is one of your reminder e-mails.'),
    link: msg('Unsubscribe from reminder e-mails'),
  },
};

function unsubscribeWords(scope: UnsubscribeScope, { t }: Translator) {
  if (scope === 'all') {
    return { why: t('This is an e-mail notice from CarMarket.'), link: t('E-mail preferences') };
  }
  return { why: t(KIND_WORDS[scope].why), link: t(KIND_WORDS[scope].link) };
}

/**
 * The HTML's fonts: the Latin one first, then one for the reader's script that phones and
 * Windows have (Noto on Android, Iskoola Pota and Latha on Windows).
 */
const FONT_STACKS: Readonly<Record<Language, string>> = {
  en: 'Arial,Helvetica,sans-serif',
  si: "Arial,Helvetica,'Noto Sans Sinhala','Iskoola Pota',sans-serif",
  ta: "Arial,Helvetica,'Noto Sans Tamil','Latha',sans-serif",
};

const BRAND = '#1d40d8';
const INK = '#111827';
const MUTED = '#4b5563';

export function renderMail(content: MailContent, options: MailLayoutOptions) {
  return { text: renderText(content, options), html: renderHtml(content, options) };
}

function renderText(content: MailContent, options: MailLayoutOptions): string {
  const { t } = options.t;
  const lines = [
    `CarMarket`,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
  ];
  for (const { label, value } of content.details ?? []) lines.push(`${label}: ${value}`);
  for (const listing of content.listings ?? []) {
    lines.push(listing.title, listing.summary, listing.url, '');
  }
  if (content.details?.length) lines.push('');
  if (content.quote) {
    const quoted = withoutLinks(content.quote.text)
      .split(/\r\n|\r|\n/)
      .map((line) => (line ? `> ${line}` : '>'));
    lines.push(`${content.quote.intro}:`, ...quoted, '');
  }
  if (content.action) lines.push(`${content.action.label}: ${content.action.url}`, '');
  if (content.secondaryAction) {
    lines.push(`${content.secondaryAction.label}: ${content.secondaryAction.url}`, '');
  }
  if (content.footnote) lines.push(content.footnote, '');
  lines.push('—', `${t('CarMarket, used cars in Sri Lanka')}: ${options.siteUrl}`);
  if (options.unsubscribe) {
    const words = unsubscribeWords(options.unsubscribe.scope, options.t);
    lines.push(
      words.why,
      t('{link} or choose your e-mails: {url}', { link: words.link, url: options.unsubscribe.url }),
    );
  }
  return `${lines.join('\n')}\n`;
}

function renderHtml(content: MailContent, options: MailLayoutOptions): string {
  const { t, language } = options.t;
  const paragraphs = content.paragraphs
    .map(
      (text) =>
        `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${INK};">${escapeHtml(text)}</p>`,
    )
    .join('');
  // English labels are a word or two and stay on one line; Sinhala and Tamil ones run longer
  // and may wrap, so the value keeps its room on a phone.
  const labelWrap = language === 'en' ? 'white-space:nowrap;' : '';
  const details = content.details?.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="margin:0 0 20px;border-collapse:collapse;">${content.details
        .map(
          ({ label, value }) =>
            `<tr><td width="1%" style="padding:8px 16px 8px 0;border-top:1px solid #e5e7eb;font-size:14px;color:${MUTED};${labelWrap}vertical-align:top;">${escapeHtml(label)}</td><td style="padding:8px 0;border-top:1px solid #e5e7eb;font-size:15px;color:${INK};word-break:break-word;">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const listings = (content.listings ?? [])
    .map(
      (listing) =>
        `<tr><td style="padding:12px 0;border-top:1px solid #e5e7eb;"><a href="${escapeHtml(listing.url)}" style="font-size:16px;font-weight:bold;color:${BRAND};text-decoration:none;word-break:break-word;">${escapeHtml(listing.title)}</a><div style="margin-top:4px;font-size:14px;color:${MUTED};">${escapeHtml(listing.summary)}</div></td></tr>`,
    )
    .join('');
  const listingsTable = listings
    ? `<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="margin:0 0 20px;border-collapse:collapse;">${listings}</table>`
    : '';
  const quote = content.quote
    ? `<p style="margin:0 0 8px;font-size:14px;line-height:20px;font-weight:bold;color:${MUTED};">${escapeHtml(content.quote.intro)}</p><blockquote style="margin:0 0 20px;padding:12px 16px;border-left:4px solid #9ca3af;background:#f9fafb;font-size:15px;line-height:22px;color:${INK};word-break:break-word;">${escapeHtml(
        withoutLinks(content.quote.text),
      )
        .split(/\r\n|\r|\n/)
        .join('<br>')}</blockquote>`
    : '';
  const button = (link: { label: string; url: string }, primary: boolean) =>
    `<td style="padding:0 8px 8px 0;"><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:${primary ? '14px 24px' : '12px 22px'};font-size:16px;font-weight:bold;text-decoration:none;border-radius:8px;${primary ? `background:${BRAND};color:#ffffff;` : `border:2px solid ${BRAND};color:${BRAND};background:#ffffff;`}">${escapeHtml(link.label)}</a></td>`;
  const buttons = [
    content.action && button(content.action, true),
    content.secondaryAction && button(content.secondaryAction, false),
  ].filter(Boolean);
  // A second button wraps under the first on a narrow screen (each in its own table).
  const action = content.action
    ? `<div style="margin:4px 0 16px;">${buttons
        .map(
          (cell) =>
            `<table role="presentation" cellpadding="0" cellspacing="0" style="display:inline-table;"><tr>${cell}</tr></table>`,
        )
        .join(
          '',
        )}</div><p style="margin:0 0 16px;font-size:13px;line-height:20px;color:${MUTED};word-break:break-all;">${escapeHtml(t('Or open this link:'))} <a href="${escapeHtml(content.action.url)}" style="color:${BRAND};">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const footnote = content.footnote
    ? `<p style="margin:16px 0 0;font-size:13px;line-height:20px;color:${MUTED};">${escapeHtml(content.footnote)}</p>`
    : '';
  const words = options.unsubscribe && unsubscribeWords(options.unsubscribe.scope, options.t);
  const unsubscribe =
    options.unsubscribe && words
      ? `<br>${escapeHtml(words.why)} <a href="${escapeHtml(options.unsubscribe.url)}" style="color:${MUTED};">${escapeHtml(words.link)}</a> · <a href="${escapeHtml(options.unsubscribe.url)}" style="color:${MUTED};">${escapeHtml(t('E-mail preferences'))}</a>`
      : '';
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:${FONT_STACKS[language]};">
<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="background:#f3f4f6;"><tr><td align="center" style="padding:16px 8px;">
<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="max-width:600px;background:#ffffff;border-radius:12px;overflow:hidden;">
<tr><td style="background:${BRAND};padding:16px 24px;"><a href="${escapeHtml(options.siteUrl)}" style="font-size:22px;font-weight:bold;color:#ffffff;text-decoration:none;">CarMarket</a></td></tr>
<tr><td style="padding:24px;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:28px;color:${INK};">${escapeHtml(content.heading)}</h1>
${paragraphs}${details}${listingsTable}${quote}${action}${footnote}
</td></tr>
<tr><td style="padding:16px 24px;background:#f9fafb;font-size:12px;line-height:18px;color:${MUTED};">${escapeHtml(t('CarMarket, used cars in Sri Lanka'))} · <a href="${escapeHtml(options.siteUrl)}" style="color:${MUTED};">${escapeHtml(options.siteUrl.replace(/^https?:\/\//, '').replace(/\/$/, ''))}</a>${unsubscribe}</td></tr>
</table></td></tr></table>
</body></html>
`;
}
