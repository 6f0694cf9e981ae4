import type { ChatWarning } from './chat';

/**
 * The safety rules of the chat (issue 35, decision 129): which warning, if any, a message earns
 * for its recipient. One place for every rule, so the API stores the same answer the tests check.
 *
 * The rules look for the words people type in English, Sinhala, Tamil and romanised Singlish and
 * Tanglish. They warn; they never block, so a rule that is sometimes wrong costs a gentle line,
 * not a lost message. A phone number on its own is not a warning: buyers and sellers share
 * numbers to arrange a viewing, and Sri Lankan numbers (0 and 9 digits, or 94 and 9 digits) are
 * told apart from account numbers.
 */

/** Zero-width characters a sender can hide a word behind ("whats\u200bapp"). */
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/g;

function normalise(text: string): string {
  return text.normalize('NFC').replace(INVISIBLE, '').toLowerCase();
}

/** Words of Sinhala and Tamil script (where \b does not work), matched anywhere in the text. */
function anyOf(words: string[]): (text: string) => boolean {
  const normalised = words.map(normalise);
  return (text) => normalised.some((word) => text.includes(word));
}

const MONEY_UP_FRONT =
  /\b(deposit|reservation fee|booking fee|holding fee|token (money|amount|eka|ekak)|munpanam)\b/;
/** "in advance" alone is a time ("let me know in advance"); with paying it is money. */
const IN_ADVANCE = /\bin advance\b/;
const PAYING = /\b(pay|paid|send|transfer|money|rs\.?|lkr|salli|kudunga|anuppunga)\b/;
const advanceInScript = anyOf([
  'අත්තිකාරම්',
  'තැන්පතු',
  'ඇඩ්වාන්ස්',
  'ඩිපොසිට්',
  'වෙන් කිරීමේ ගාස්තු',
  'முன்பணம்',
  'அட்வான்ஸ்',
  'வைப்புத்தொகை',
  'வைப்பு தொகை',
  'டெபாசிட்',
  'முன்பதிவு கட்டணம்',
]);

function asksForAdvance(text: string): boolean {
  if (advanceInScript(text)) return true;
  if (MONEY_UP_FRONT.test(text)) return true;
  if (/\badvance\b/.test(text.replace(/\bin advance\b/g, ''))) return true;
  return IN_ADVANCE.test(text) && PAYING.test(text);
}

/** Naming an account number is enough, with or without the digits. */
const ACCOUNT_NUMBER_WORDS = /\b(account (number|no)|acc\.? ?no|acct\.? ?no)\b/;
const accountNumberInScript = anyOf(['ගිණුම් අංකය', 'கணக்கு எண்']);
/**
 * Words that make a long number an account number. "a/c" is also air conditioning in a car ad,
 * so it counts only beside such a number.
 */
const BANK_CONTEXT =
  /\b(bank|account|acc|acct|a\/c|boc|hnb|ndb|nsb|dfcc|sampath|seylan|commercial|peoples|people's|nations trust|pan asia)\b|a\/c/;
const bankInScript = anyOf(['බැංකු', 'ගිණුම', 'வங்கி', 'கணக்கு']);
/** 8 to 18 digits, in groups split by single spaces or hyphens (never commas: those are prices). */
const LONG_NUMBER = /\d(?:[ -]?\d){7,17}/g;
/** A Sri Lankan phone number: 0 and 9 digits, or 94 and 9 digits. */
const PHONE = /^(0\d{9}|94\d{9})$/;

function sharesBankAccount(text: string): boolean {
  if (ACCOUNT_NUMBER_WORDS.test(text) || accountNumberInScript(text)) return true;
  if (!BANK_CONTEXT.test(text) && !bankInScript(text)) return false;
  for (const [found] of text.matchAll(LONG_NUMBER)) {
    if (!PHONE.test(found.replace(/[ -]/g, ''))) return true;
  }
  return false;
}

const OFF_SITE_WORDS =
  /\b(whats ?app|wats ?app|watsapp|wtsapp|whtsapp|telegram|viber|imo|signal app)\b/;
const LINK =
  /https?:\/\/|\bwww\.|\bbit\.ly\b|\bwa\.me\b|\bt\.me\b|\b[a-z0-9-]{2,}\.(com|lk|net|org|info|xyz|ly|me|io|co)\b/;
const offSiteInScript = anyOf([
  'වට්සැප්',
  'වට්ස්ඇප්',
  'වට්ස් ඇප්',
  'ටෙලිග්‍රෑම්',
  'වයිබර්',
  'வாட்ஸ்அப்',
  'வாட்ஸ் அப்',
  'வாட்சப்',
  'வாட்ஸப்',
  'டெலிகிராம்',
  'வைபர்',
]);

function takesTalkOffSite(text: string): boolean {
  return OFF_SITE_WORDS.test(text) || LINK.test(text) || offSiteInScript(text);
}

/** The first rule `text` matches, in the order of the harm it warns of; null for none. */
export function chatWarningFor(text: string): ChatWarning | null {
  const normalised = normalise(text);
  if (asksForAdvance(normalised)) return 'advance-payment';
  if (sharesBankAccount(normalised)) return 'bank-account';
  if (takesTalkOffSite(normalised)) return 'off-platform';
  return null;
}
