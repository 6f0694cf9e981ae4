import type { Catalog } from '@carmarket/shared/i18n/translate';

/** compare: recently viewed cars and /compare (issue 37); see src/i18n/README.md. */
export default {
  'Recently viewed': 'சமீபத்தில் பார்த்தவை',
  'Cars you looked at': 'நீங்கள் பார்த்த கார்கள்',
  'Add to compare': 'ஒப்பிடச் சேர்',
  'Remove from compare': 'ஒப்பீட்டிலிருந்து நீக்கு',
  'Compare ({count})': 'ஒப்பிடு ({count})',
  'You can compare up to 3 cars. Remove one to add this car.':
    'நீங்கள் 3 கார்கள் வரை ஒப்பிடலாம். இந்தக் காரைச் சேர்க்க ஒன்றை நீக்கவும்.',
  'Compare cars': 'கார்களை ஒப்பிடுக',
  'Up to 3 cars side by side. Share this page’s address to show someone else.':
    '3 கார்கள் வரை அருகருகே. வேறொருவருக்குக் காட்ட இந்தப் பக்கத்தின் முகவரியைப் பகிரவும்.',
  'Choose up to 3 cars to compare with “Add to compare” on their pages.':
    'கார்களின் பக்கங்களில் உள்ள “ஒப்பிடச் சேர்” மூலம் ஒப்பிட 3 கார்கள் வரை தேர்ந்தெடுக்கவும்.',
  'Cars side by side': 'அருகருகே கார்கள்',
  'None listed': 'எதுவும் குறிப்பிடப்படவில்லை',
  'Price band': 'விலை வரம்பு',
  '{low} – {high}': '{low} – {high}',
  '{count, plural, one {based on # similar car} other {based on # similar cars}}':
    '{count, plural, one {# ஒத்த காரின் அடிப்படையில்} other {# ஒத்த கார்களின் அடிப்படையில்}}',
  'Not enough similar cars': 'போதுமான ஒத்த கார்கள் இல்லை',
  'Remove {title}': '{title} ஐ அகற்றுங்கள்',
  'Two more hold the cars you opened last, {recentlyViewed} (it moves into your account when you sign in), and the cars you chose to compare, {compareCars}.':
    'மேலும் இரண்டு: நீங்கள் கடைசியாகத் திறந்த கார்கள், {recentlyViewed} (நீங்கள் உள்நுழையும்போது அது உங்கள் கணக்கிற்கு மாற்றப்படும்), மற்றும் ஒப்பிட நீங்கள் தேர்ந்தெடுத்த கார்கள், {compareCars}.',
} satisfies Catalog;
