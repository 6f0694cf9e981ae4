import type { Catalog } from '@carmarket/shared/i18n/translate';

/** messages: see src/i18n/README.md. */
export default {
  'Chat with seller': 'விற்பனையாளருடன் அரட்டை',
  'Open chat': 'அரட்டையைத் திற',
  'Sign in to chat with the seller': 'விற்பனையாளருடன் அரட்டையடிக்க உள்நுழைக',
  'Messages go to the seller from your account, so they can answer you. Sign in and you will come back to the {title}.':
    'செய்திகள் உங்கள் கணக்கிலிருந்து விற்பனையாளருக்குச் செல்வதால் அவர்கள் உங்களுக்குப் பதிலளிக்கலாம். உள்நுழைந்த பின் {title} பக்கத்துக்குத் திரும்புவீர்கள்.',
  'Ask the seller about the {title}.': '{title} பற்றி விற்பனையாளரிடம் கேளுங்கள்.',
  'Quick questions': 'விரைவுக் கேள்விகள்',
  'Is it still available?': 'இது இன்னும் கிடைக்குமா?',
  'Any accidents?': 'ஏதேனும் விபத்து நடந்ததா?',
  'Can I see it this weekend?': 'இந்த வார இறுதியில் பார்க்க முடியுமா?',
  'Send message': 'செய்தியை அனுப்பு',
  'Your conversations with buyers and sellers, the newest first.':
    'வாங்குபவர்கள் மற்றும் விற்பனையாளர்களுடன் உங்கள் உரையாடல்கள், புதியவை முதலில்.',
  'Messages, {count} unread': 'செய்திகள், படிக்காதவை {count}',
  '{count, plural, one {# unread message} other {# unread messages}}':
    '{count, plural, other {படிக்காத செய்திகள் #}}',
  '{count, plural, one {unread message} other {unread messages}}':
    '{count, plural, other {படிக்காத செய்திகள்}}',
  'No messages yet. Ask a seller about a car you like and the conversation starts here.':
    'இன்னும் செய்திகள் இல்லை. உங்களுக்குப் பிடித்த காரைப் பற்றி விற்பனையாளரிடம் கேளுங்கள், உரையாடல் இங்கே தொடங்கும்.',
  Ended: 'முடிந்தது',
  Blocked: 'தடுக்கப்பட்டது',
  'The car has been sold. You can read this conversation, but no one can write in it any more.':
    'கார் விற்கப்பட்டுவிட்டது. இந்த உரையாடலைப் படிக்கலாம், ஆனால் இனி யாரும் இதில் எழுத முடியாது.',
  'The ad has ended. You can read this conversation, but no one can write in it any more.':
    'விளம்பரம் முடிந்துவிட்டது. இந்த உரையாடலைப் படிக்கலாம், ஆனால் இனி யாரும் இதில் எழுத முடியாது.',
  'This conversation is closed: one of its accounts has been suspended.':
    'இந்த உரையாடல் மூடப்பட்டுள்ளது: இதன் கணக்குகளில் ஒன்று இடைநிறுத்தப்பட்டுள்ளது.',
  'This conversation is closed: the other person deleted their account.':
    'இந்த உரையாடல் மூடப்பட்டுள்ளது: மற்றவர் தமது கணக்கை நீக்கிவிட்டார்.',
  'This conversation is closed: you blocked this person. They are not told.':
    'இந்த உரையாடல் மூடப்பட்டுள்ளது: நீங்கள் இவரைத் தடுத்துள்ளீர்கள். அவருக்குத் தெரிவிக்கப்படாது.',
  'Message deleted': 'செய்தி நீக்கப்பட்டது',
  'Offer: {amount}': 'விலை முன்மொழிவு: {amount}',
  'Offer accepted: {amount}': 'விலை முன்மொழிவு ஏற்கப்பட்டது: {amount}',
  'Offer declined: {amount}': 'விலை முன்மொழிவு நிராகரிக்கப்பட்டது: {amount}',
  'Offer of {amount} accepted': '{amount} விலை முன்மொழிவு ஏற்கப்பட்டது',
  'Offer of {amount} declined': '{amount} விலை முன்மொழிவு நிராகரிக்கப்பட்டது',
  'Your offer': 'உங்கள் விலை முன்மொழிவு',
  Offer: 'விலை முன்மொழிவு',
  'the offer of {amount}': '{amount} விலை முன்மொழிவு',
  'Make an offer': 'விலை முன்மொழியுங்கள்',
  'Block {name}?': '{name} அவர்களைத் தடுக்கவா?',
  'They will no longer be able to write to you, and this conversation closes. They are not told.':
    'அவர்களால் இனி உங்களுக்கு எழுத முடியாது, இந்த உரையாடல் மூடப்படும். அவருக்குத் தெரிவிக்கப்படாது.',
  Block: 'தடு',
  Report: 'புகாரளிக்கவும்',
  '{name} is blocked.': '{name} தடுக்கப்பட்டார்.',
  'Thank you for telling us': 'எங்களுக்குத் தெரிவித்ததற்கு நன்றி',
  'Our team will read this conversation and act on it. You can keep using CarMarket as usual.':
    'எங்கள் குழு இந்த உரையாடலைப் படித்து நடவடிக்கை எடுக்கும். நீங்கள் வழக்கம்போல் CarMarket ஐப் பயன்படுத்தலாம்.',
  'Report this conversation': 'இந்த உரையாடல் குறித்துப் புகாரளிக்கவும்',
  'Our team will read the messages of this conversation to see what happened.':
    'என்ன நடந்தது என்று அறிய எங்கள் குழு இந்த உரையாடலின் செய்திகளைப் படிக்கும்.',
  'What happened? (optional)': 'என்ன நடந்தது? (விருப்பத்தேர்வு)',
  'Seller: {name}': 'விற்பனையாளர்: {name}',
  'Buyer: {name}': 'வாங்குபவர்: {name}',
  'Loading…': 'ஏற்றுகிறது…',
  'Load older messages': 'பழைய செய்திகளைக் காட்டு',
  'Delete this message?': 'இந்தச் செய்தியை நீக்கவா?',
  'It will be deleted for both of you.': 'இது உங்கள் இருவருக்கும் நீக்கப்படும்.',
  Send: 'அனுப்பு',
  'You wrote:': 'நீங்கள் எழுதியது:',
  'They wrote:': 'அவர்கள் எழுதியது:',
  Seen: 'பார்த்தார்',
  'your message sent at {time}': '{time} மணிக்கு அனுப்பிய உங்கள் செய்தி',
} satisfies Catalog;
