import { describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS, AVATAR_MESSAGES } from '../account';
import { AD_UPLOAD_HINTS, AD_UPLOAD_LIMITS } from '../ad';
import { ALL_CITIES } from '../all-cities';
import { ELIGIBILITY_REQUIREMENTS, ELIGIBILITY_RULES } from '../eligibility';
import { formatMegabytes } from '../media';
import { VISITOR_PHONE_REVEALS_PER_DAY, PHONE_REVEAL_MESSAGES } from '../phone-reveal-text';
import { POSTING_LIMIT_MESSAGES, POSTING_LIMIT_SENTENCES } from '../posting-limits';
import { FIX_MESSAGE_MAX, REMOVE_REASON_MAX, REPORT_DETAILS_MAX, REPORT_MESSAGES } from '../report';
import { SAVED_SEARCH_MESSAGES } from '../saved-search';
import { SAVED_SEARCH_LIMITS } from '../saved-search-limits';
import { DEEP_PAGE_MESSAGE, DEEP_TEXT_PAGE_MESSAGE, SEARCH_LIMITS } from '../search-limits';
import { SITE_NAME } from '../site-name';
import { PAGE_TITLES, STAFF_PAGE_TITLES } from '../site-page-titles';
import { SUSPENSION_MESSAGES, SUSPENSION_REASON_MAX } from '../suspension';
import { UNSUBSCRIBE_LINK_DAYS, UNSUBSCRIBE_MESSAGES } from '../unsubscribe';
import { SearchQuerySchema } from '../vehicle-search';
import { WISHLIST_LIMITS } from '../wishlist-limits';
import { WISHLIST_MESSAGES } from '../wishlist';
import si from './catalogs/si';
import ta from './catalogs/ta';
import { englishMessage, issueMessage, message, translateMessage, zodSentence } from './message';
import { REFERENCE_NAMES } from './reference-names';
import { createTranslator } from './translate';

const inSinhala = createTranslator('si', si);
const inTamil = createTranslator('ta', ta);
const inEnglish = createTranslator('en', {});

describe('messages with values (issue 32)', () => {
  const wait = message('Too many requests. Please try again in {wait}.', {
    wait: message('{minutes, plural, one {# minute} other {# minutes}}', { minutes: 5 }),
  });

  it('write English as the code always did, a message value first', () => {
    expect(englishMessage(wait)).toBe('Too many requests. Please try again in 5 minutes.');
    expect(translateMessage(inEnglish, wait)).toBe(englishMessage(wait));
  });

  it('write each part in the translator’s language, English where the catalog lacks it', () => {
    const phone = message(PHONE_REVEAL_MESSAGES.signedIn, {
      wait: message('{minutes, plural, one {# minute} other {# minutes}}', { minutes: 1 }),
    });
    expect(translateMessage(inTamil, phone)).toBe(
      'கடந்த ஒரு மணி நேரத்தில் நீங்கள் பல விற்பனையாளர்களின் எண்களைக் கேட்டுள்ளீர்கள். 1 minute கழித்து மீண்டும் முயற்சிக்கவும்.',
    );
  });

  it('carry a zod issue’s message beside its English, and read it back', () => {
    const sentence = zodSentence('{what} may list at most {max} ids', {
      what: { source: 'Models' },
      max: 50,
    });
    expect(sentence.message).toBe('Models may list at most 50 ids');
    expect(translateMessage(inSinhala, issueMessage(sentence, 'x'))).toBe(
      'මාදිලි තුළ උපරිම අංක 50ක් විය හැක',
    );
    expect(issueMessage({ message: 'Please enter price' }, 'x')).toEqual({
      source: 'Please enter price',
    });
    expect(issueMessage({}, 'The request is not valid.')).toEqual({
      source: 'The request is not valid.',
    });
  });

  it('reach zod issues through the shared schemas', () => {
    const parsed = SearchQuerySchema.safeParse({ yomMin: '1900' });
    expect(parsed.success).toBe(false);
    const issue = parsed.error!.issues[0]!;
    expect(issue.message).toMatch(/^The earliest year must be a year from 1950 to \d{4}$/);
    expect(translateMessage(inTamil, issueMessage(issue, 'x'))).toMatch(
      /^ஆரம்ப ஆண்டு 1950 முதல் \d{4} வரையிலான ஆண்டாக இருக்க வேண்டும்$/,
    );
    const names = SAVED_SEARCH_MESSAGES.unknownParam(['colour', 'size']);
    expect(names.message).toBe('“colour”, “size” are not search parameters.');
    expect(SAVED_SEARCH_MESSAGES.unknownParam(['colour']).message).toBe(
      '“colour” is not a search parameter.',
    );
  });

  it('keep the posting limit’s English and translate the package name inside it', () => {
    expect(POSTING_LIMIT_MESSAGES.reached('member')).toMatch(
      /^You can post \d+ new ads? a day with the Member package\./,
    );
    expect(translateMessage(inSinhala, POSTING_LIMIT_SENTENCES.reached('featured'))).toContain(
      'විශේෂිත පැකේජය',
    );
  });
});

describe('the shared catalogs', () => {
  it('name the districts officially and keep makes in Latin script', () => {
    expect(inSinhala.t('Colombo')).toBe('කොළඹ');
    expect(inTamil.t('Colombo')).toBe('கொழும்பு');
    expect(inSinhala.t('Jaffna')).toBe('යාපනය');
    expect(inTamil.t('Nuwara Eliya')).toBe('நுவரெலியா');
    expect(inSinhala.t(ALL_CITIES.name)).toBe('සියලු නගර');
    expect(inTamil.t('Toyota')).toBe('Toyota');
  });

  it('hold every reference name in both languages', () => {
    for (const name of Object.values(REFERENCE_NAMES).flat()) {
      expect(si[name], name).toBeDefined();
      expect(ta[name], name).toBeDefined();
    }
    expect(REFERENCE_NAMES.cities).toHaveLength(26);
  });

  it('translate schema sentences, page titles and labels', () => {
    expect(inSinhala.t('Please enter price')).toBe('කරුණාකර මිල ඇතුළත් කරන්න');
    expect(inTamil.t(PAGE_TITLES.sellCar)).toBe('உங்கள் காரை விற்கவும் | CarMarket');
    expect(inSinhala.t('Featured')).toBe('විශේෂිත');
  });
});

describe('sentences written out from a limit (each must follow its limit)', () => {
  it('name the same numbers as the limits', () => {
    expect(AVATAR_MESSAGES.hint).toBe(
      `JPEG, PNG or WebP, up to ${formatMegabytes(ACCOUNT_LIMITS.avatarBytes)}.`,
    );
    expect(AVATAR_MESSAGES.tooLarge).toBe(
      `Your photo is larger than ${formatMegabytes(ACCOUNT_LIMITS.avatarBytes)}.`,
    );
    expect(AD_UPLOAD_HINTS).toEqual({
      photo: `JPEG, PNG or WebP, up to ${formatMegabytes(AD_UPLOAD_LIMITS.imageBytes)} each.`,
      threeSixty: `One panoramic JPEG, up to ${formatMegabytes(AD_UPLOAD_LIMITS.threeSixtyBytes)}.`,
      video: `MP4, WebM or MOV, up to ${formatMegabytes(AD_UPLOAD_LIMITS.videoBytes)}.`,
    });
    expect(REPORT_MESSAGES.detailsTooLong).toContain(REPORT_DETAILS_MAX.toLocaleString('en-US'));
    expect(REPORT_MESSAGES.fixMessageTooLong).toContain(FIX_MESSAGE_MAX.toLocaleString('en-US'));
    expect(REPORT_MESSAGES.removeReasonTooLong).toContain(`(${REMOVE_REASON_MAX} characters`);
    expect(SUSPENSION_MESSAGES.reasonTooLong).toContain(`(${SUSPENSION_REASON_MAX} characters`);
    expect(SAVED_SEARCH_MESSAGES.tooMany).toContain(`up to ${SAVED_SEARCH_LIMITS.perUser} `);
    expect(SAVED_SEARCH_MESSAGES.nameTooLong).toContain(`${SAVED_SEARCH_LIMITS.nameLength} `);
    expect(WISHLIST_MESSAGES.tooManyIds).toContain(`${WISHLIST_LIMITS.maxIds} cars`);
    expect(WISHLIST_MESSAGES.tooManySavedIds).toContain(`${WISHLIST_LIMITS.maxIds} cars`);
    expect(DEEP_PAGE_MESSAGE).toContain(
      `first ${SEARCH_LIMITS.maxResults.toLocaleString('en-US')} cars of a search can be shown (page ${SEARCH_LIMITS.maxPage})`,
    );
    expect(DEEP_TEXT_PAGE_MESSAGE).toContain(
      `first ${SEARCH_LIMITS.maxTextResults.toLocaleString('en-US')} cars`,
    );
    expect(DEEP_TEXT_PAGE_MESSAGE).toContain(`(page ${SEARCH_LIMITS.maxTextPage})`);
    expect(PHONE_REVEAL_MESSAGES.visitorDaily).toContain(
      `seen ${VISITOR_PHONE_REVEALS_PER_DAY} sellers’`,
    );
    expect(UNSUBSCRIBE_MESSAGES.expired).toContain(`for ${UNSUBSCRIBE_LINK_DAYS} days`);
    expect(ELIGIBILITY_REQUIREMENTS).toEqual([
      `At least ${ELIGIBILITY_RULES.minimumAge} years old`,
      `Minimum credit score of ${ELIGIBILITY_RULES.minimumCreditScore}`,
      `Debt-to-income ratio below ${ELIGIBILITY_RULES.maximumDebtToIncomePercent}%`,
    ]);
    for (const title of [...Object.values(PAGE_TITLES), ...Object.values(STAFF_PAGE_TITLES)]) {
      expect(title).toContain(SITE_NAME);
    }
  });
});
