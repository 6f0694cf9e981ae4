import type { Catalog } from '@carmarket/shared/i18n/translate';

/** phone-verification: see src/i18n/README.md. */
export default {
  // The verification panel and where it shows.
  'Verify your mobile number': 'ඔබගේ ජංගම දුරකථන අංකය තහවුරු කරන්න',
  'We send a 6-digit code by text message to {phone}.':
    'අපි {phone} වෙත කෙටි පණිවිඩයකින් ඉලක්කම් 6ක කේතයක් යවන්නෙමු.',
  'Send code': 'කේතය යවන්න',
  'We sent a code to {phone}. It works for 10 minutes.':
    'අපි {phone} වෙත කේතයක් එව්වෙමු. එය මිනිත්තු 10ක් ක්‍රියා කරයි.',
  '6-digit code': 'ඉලක්කම් 6ක කේතය',
  Verify: 'තහවුරු කරන්න',
  'Verifying…': 'තහවුරු කරමින්…',
  'Send a new code': 'නව කේතයක් යවන්න',
  'You can ask for a new code a minute after the last one.':
    'අවසන් කේතයෙන් මිනිත්තුවකට පසු ඔබට නව කේතයක් ඉල්ලිය හැක.',
  'Your mobile number {phone} is verified.': 'ඔබගේ ජංගම දුරකථන අංකය {phone} තහවුරු කර ඇත.',
  'Verified on {date}': '{date} දින තහවුරු කරන ලදී',
  'Not verified': 'තහවුරු කර නැත',
} satisfies Catalog as Catalog;
