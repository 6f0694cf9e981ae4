import type { ChatWarning } from './chat';

/**
 * The safety rules of the chat (issue 35): which warning, if any, a message earns for its
 * recipient. One place for every rule, so the API stores the same answer the tests check.
 */
export function chatWarningFor(text: string): ChatWarning | null {
  const lower = text.toLowerCase();
  if (/\b(advance|deposit|reservation fee|booking fee)\b/.test(lower)) return 'advance-payment';
  if (/\b(account (no|number)|acc no|a\/c)\b/.test(lower) || /\b\d{10,16}\b/.test(lower)) {
    return 'bank-account';
  }
  if (/\b(whatsapp|telegram|viber)\b|https?:\/\/|www\./.test(lower)) return 'off-platform';
  return null;
}
