import type { Catalog } from '@carmarket/shared/i18n/translate';

/** messages: see src/i18n/README.md. */
export default {
  'Chat with seller': 'විකුණුම්කරු සමඟ කතාබස් කරන්න',
  'Open chat': 'කතාබස විවෘත කරන්න',
  'Sign in to chat with the seller': 'විකුණුම්කරු සමඟ කතාබස් කිරීමට ඇතුළු වන්න',
  'Messages go to the seller from your account, so they can answer you. Sign in and you will come back to the {title}.':
    'පණිවිඩ ඔබගේ ගිණුමෙන් විකුණුම්කරු වෙත යන නිසා ඔවුන්ට ඔබට පිළිතුරු දිය හැක. ඇතුළු වූ පසු ඔබ නැවත {title} වෙත එනු ඇත.',
  'Ask the seller about the {title}.': '{title} ගැන විකුණුම්කරුගෙන් අසන්න.',
  'Quick questions': 'ඉක්මන් ප්‍රශ්න',
  'Is it still available?': 'මෙය තවමත් ලබා ගත හැකිද?',
  'Any accidents?': 'කිසියම් අනතුරක් වී තිබේද?',
  'Can I see it this weekend?': 'මෙම සති අන්තයේ බලන්න පුළුවන්ද?',
  'Send message': 'පණිවිඩය යවන්න',
  'Your conversations with buyers and sellers, the newest first.':
    'ගැනුම්කරුවන් සහ විකුණුම්කරුවන් සමඟ ඔබගේ සංවාද, නවතම ඒවා මුලින්.',
  'Messages, {count} unread': 'පණිවිඩ, නොකියවූ {count}',
  '{count, plural, one {# unread message} other {# unread messages}}':
    '{count, plural, other {නොකියවූ පණිවිඩ #}}',
  '{count, plural, one {unread message} other {unread messages}}':
    '{count, plural, other {නොකියවූ පණිවිඩ}}',
  'No messages yet. Ask a seller about a car you like and the conversation starts here.':
    'තවම පණිවිඩ නැත. ඔබ කැමති කාරයක් ගැන විකුණුම්කරුගෙන් අසන්න, සංවාදය මෙහි ආරම්භ වේ.',
  Ended: 'අවසන්',
  Blocked: 'අවහිර කළා',
  'The car has been sold. You can read this conversation, but no one can write in it any more.':
    'කාරය විකුණා ඇත. ඔබට මෙම සංවාදය කියවිය හැකි නමුත් තවදුරටත් කිසිවෙකුට එහි ලිවිය නොහැක.',
  'The ad has ended. You can read this conversation, but no one can write in it any more.':
    'දැන්වීම අවසන් වී ඇත. ඔබට මෙම සංවාදය කියවිය හැකි නමුත් තවදුරටත් කිසිවෙකුට එහි ලිවිය නොහැක.',
  'This conversation is closed: one of its accounts has been suspended.':
    'මෙම සංවාදය වසා ඇත: එහි ගිණුමක් අත්හිටුවා ඇත.',
  'This conversation is closed: the other person deleted their account.':
    'මෙම සංවාදය වසා ඇත: අනෙක් පුද්ගලයා ඔවුන්ගේ ගිණුම මකා දමා ඇත.',
  'This conversation is closed: you blocked this person. They are not told.':
    'මෙම සංවාදය වසා ඇත: ඔබ මෙම පුද්ගලයා අවහිර කළා. ඔවුන්ට එය දන්වනු නොලැබේ.',
  'Message deleted': 'පණිවිඩය මකා ඇත',
  'Offer: {amount}': 'මිල යෝජනාව: {amount}',
  'Offer accepted: {amount}': 'මිල යෝජනාව පිළිගත්තා: {amount}',
  'Offer declined: {amount}': 'මිල යෝජනාව ප්‍රතික්ෂේප කළා: {amount}',
  'Offer of {amount} accepted': '{amount} මිල යෝජනාව පිළිගත්තා',
  'Offer of {amount} declined': '{amount} මිල යෝජනාව ප්‍රතික්ෂේප කළා',
  'Your offer': 'ඔබගේ මිල යෝජනාව',
  Offer: 'මිල යෝජනාව',
  'the offer of {amount}': '{amount} මිල යෝජනාව',
  'Make an offer': 'මිල යෝජනාවක් කරන්න',
  'Block {name}?': '{name} අවහිර කරන්නද?',
  'They will no longer be able to write to you, and this conversation closes. They are not told.':
    'ඔවුන්ට තවදුරටත් ඔබට ලිවිය නොහැකි අතර මෙම සංවාදය වැසේ. ඔවුන්ට එය දන්වනු නොලැබේ.',
  Block: 'අවහිර කරන්න',
  Report: 'වාර්තා කරන්න',
  '{name} is blocked.': '{name} අවහිර කළා.',
  'Thank you for telling us': 'අපට දැන්වූවාට ස්තූතියි',
  'Our team will read this conversation and act on it. You can keep using CarMarket as usual.':
    'අපගේ කණ්ඩායම මෙම සංවාදය කියවා ඒ ගැන ක්‍රියා කරනු ඇත. ඔබට සුපුරුදු පරිදි CarMarket භාවිත කළ හැක.',
  'Report this conversation': 'මෙම සංවාදය වාර්තා කරන්න',
  'Our team will read the messages of this conversation to see what happened.':
    'සිදු වූයේ කුමක්දැයි බැලීමට අපගේ කණ්ඩායම මෙම සංවාදයේ පණිවිඩ කියවනු ඇත.',
  'What happened? (optional)': 'සිදු වූයේ කුමක්ද? (අත්‍යවශ්‍ය නොවේ)',
  'Seller: {name}': 'විකුණුම්කරු: {name}',
  'Buyer: {name}': 'ගැනුම්කරු: {name}',
  'Loading…': 'පූරණය වෙමින්…',
  'Load older messages': 'පැරණි පණිවිඩ පෙන්වන්න',
  'Delete this message?': 'මෙම පණිවිඩය මකන්නද?',
  'It will be deleted for both of you.': 'එය ඔබ දෙදෙනාටම මැකී යයි.',
  Send: 'යවන්න',
  'You wrote:': 'ඔබ ලිව්වේ:',
  'They wrote:': 'ඔවුන් ලිව්වේ:',
  Seen: 'දුටුවා',
  'your message sent at {time}': '{time} ට යැවූ ඔබගේ පණිවිඩය',
} satisfies Catalog;
