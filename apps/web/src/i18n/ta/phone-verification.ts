import type { Catalog } from '@carmarket/shared/i18n/translate';

/** phone-verification: see src/i18n/README.md. */
export default {
  // The verification panel and where it shows.
  'Verify your mobile number': 'உங்கள் கைபேசி எண்ணைச் சரிபாருங்கள்',
  'We send a 6-digit code by text message to {phone}.':
    '{phone} எண்ணுக்கு 6 இலக்கக் குறியீட்டைக் குறுஞ்செய்தியாக அனுப்புவோம்.',
  'Send code': 'குறியீட்டை அனுப்புங்கள்',
  'We sent a code to {phone}. It works for 10 minutes.':
    '{phone} எண்ணுக்குக் குறியீட்டை அனுப்பினோம். அது 10 நிமிடங்கள் செல்லும்.',
  '6-digit code': '6 இலக்கக் குறியீடு',
  Verify: 'சரிபாருங்கள்',
  'Verifying…': 'சரிபார்க்கிறது…',
  'Send a new code': 'புதிய குறியீட்டை அனுப்புங்கள்',
  'You can ask for a new code a minute after the last one.':
    'கடைசிக் குறியீட்டுக்கு ஒரு நிமிடம் கழித்துப் புதிய குறியீட்டைக் கேட்கலாம்.',
  'Your mobile number {phone} is verified.': 'உங்கள் கைபேசி எண் {phone} சரிபார்க்கப்பட்டது.',
  'Verified on {date}': '{date} அன்று சரிபார்க்கப்பட்டது',
  'Not verified': 'சரிபார்க்கப்படவில்லை',
} satisfies Catalog as Catalog;
