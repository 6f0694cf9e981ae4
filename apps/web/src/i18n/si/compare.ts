import type { Catalog } from '@carmarket/shared/i18n/translate';

/** compare: recently viewed cars and /compare (issue 37); see src/i18n/README.md. */
export default {
  'Recently viewed': 'මෑතකදී බැලූ',
  'Cars you looked at': 'ඔබ බැලූ කාර්',
  'Add to compare': 'සැසඳීමට එක් කරන්න',
  'Remove from compare': 'සැසඳීමෙන් ඉවත් කරන්න',
  'Compare ({count})': 'සසඳන්න ({count})',
  'You can compare up to 3 cars. Remove one to add this car.':
    'ඔබට කාර් 3ක් දක්වා සැසඳිය හැක. මෙම කාර් එක එක් කිරීමට එකක් ඉවත් කරන්න.',
  'Compare cars': 'කාර් සසඳන්න',
  'Up to 3 cars side by side. Share this page’s address to show someone else.':
    'කාර් 3ක් දක්වා එක ළඟ. වෙනත් අයෙකුට පෙන්වීමට මෙම පිටුවේ ලිපිනය බෙදා ගන්න.',
  'Choose up to 3 cars to compare with “Add to compare” on their pages.':
    'කාර්වල පිටුවල ඇති “සැසඳීමට එක් කරන්න” මගින් සැසඳීමට කාර් 3ක් දක්වා තෝරන්න.',
  'Cars side by side': 'එක ළඟ ඇති කාර්',
  'None listed': 'කිසිවක් සඳහන් කර නැත',
  'Price band': 'මිල පරාසය',
  '{low} – {high}': '{low} – {high}',
  '{count, plural, one {based on # similar car} other {based on # similar cars}}':
    '{count, plural, other {සමාන කාර් # ක් මත පදනම්ව}}',
  'Not enough similar cars': 'සමාන කාර් ප්‍රමාණවත් නැත',
  'Remove {title}': '{title} ඉවත් කරන්න',
  'Two more hold the cars you opened last, {recentlyViewed} (it moves into your account when you sign in), and the cars you chose to compare, {compareCars}.':
    'මීට අමතරව තවත් දෙකක්: ඔබ අවසන් වරට විවෘත කළ කාර්, {recentlyViewed} (ඔබ ඇතුළු වූ විට එය ඔබේ ගිණුමට මාරු වේ), සහ ඔබ සැසඳීමට තෝරාගත් කාර්, {compareCars}.',
} satisfies Catalog;
