import type { Catalog } from '@carmarket/shared/i18n/translate';

/** The API's messages. */
export default {
  'Please sign in to continue.': 'ඉදිරියට යාමට කරුණාකර ඇතුළු වන්න.',
  'We could not find what you were looking for.': 'ඔබ සොයන දේ සොයාගත නොහැකි විය.',
  '{seconds, plural, one {# second} other {# seconds}}':
    '{seconds, plural, one {තත්පර #} other {තත්පර #}}',
  '{minutes, plural, one {# minute} other {# minutes}}':
    '{minutes, plural, one {විනාඩි #} other {විනාඩි #}}',
  '{hours, plural, one {# hour} other {# hours}}': '{hours, plural, one {පැය #} other {පැය #}}',
  'This form must be sent as multipart/form-data.': 'මෙම පෝරමය multipart/form-data ලෙස යැවිය යුතුය.',
  'The form has more parts than expected.': 'පෝරමයේ අපේක්ෂිත ප්‍රමාණයට වඩා කොටස් ඇත.',
  '{file} is larger than {size}.': '{file} {size} ට වඩා විශාලයි.',
  'The file': 'ගොනුව',
  'The form could not be read. Please try again.': 'පෝරමය කියවිය නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.',
  'The ad is not valid.': 'දැන්වීම වලංගු නැත.',
  '{file} is not a JPEG, PNG or WebP image.': '{file} JPEG, PNG හෝ WebP රූපයක් නොවේ.',
  '{file} is not a JPEG image.': '{file} JPEG රූපයක් නොවේ.',
  '{file} is not an MP4, WebM or QuickTime video.': '{file} MP4, WebM හෝ QuickTime වීඩියෝවක් නොවේ.',
  '{file} could not be read: it may be damaged or cut short. Please choose another file.':
    '{file} කියවිය නොහැකි විය: එය හානි වී හෝ අසම්පූර්ණ විය හැක. කරුණාකර වෙනත් ගොනුවක් තෝරන්න.',
  '{file} could not be checked: its file structure is too complex. Please save it again with your phone or video app, or choose another file.':
    '{file} පරීක්ෂා කළ නොහැකි විය: එහි ගොනු ව්‍යුහය ඉතා සංකීර්ණයි. කරුණාකර ඔබගේ දුරකථනයෙන් හෝ වීඩියෝ යෙදුමෙන් එය නැවත සුරකින්න, නැතහොත් වෙනත් ගොනුවක් තෝරන්න.',
  '{file} has too many pixels (at most {megapixels} megapixels).':
    '{file} හි පික්සල් වැඩියි (උපරිම මෙගාපික්සල් {megapixels}).',
  'The ad must be sent as multipart/form-data.': 'දැන්වීම multipart/form-data ලෙස යැවිය යුතුය.',
  'The upload is larger than 451 MB in all. Please send fewer or smaller files.':
    'උඩුගත කිරීම සමස්තයක් ලෙස 451 MB ට වඩා විශාලයි. කරුණාකර ගොනු අඩුවෙන් හෝ කුඩා ගොනු යවන්න.',
  'The form has more parts than an ad can have.': 'දැන්වීමකට තිබිය හැකි ප්‍රමාණයට වඩා කොටස් පෝරමයේ ඇත.',
  'The upload was interrupted or could not be read. Please try again.':
    'උඩුගත කිරීම බාධා විය, නැතහොත් කියවිය නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.',
  'The {field} field is too long.': '{field} ක්ෂේත්‍රය දිග වැඩියි.',
  '{field} was sent twice. Please send each file once.':
    '{field} දෙවරක් යවා ඇත. කරුණාකර සෑම ගොනුවක්ම එක් වරක් යවන්න.',
  'Your {package} package allows up to {count} photos per ad. Please remove some.':
    'ඔබගේ {package} පැකේජය දැන්වීමකට ඡායාරූප {count}ක් දක්වා ඉඩ දෙයි. කරුණාකර සමහරක් ඉවත් කරන්න.',
  'A 360° view is not included in the {package} package. Choose Featured or VIP to add one.':
    '{package} පැකේජයට 360° දර්ශනයක් ඇතුළත් නැත. එකක් එක් කිරීමට විශේෂිත හෝ VIP තෝරන්න.',
  'A video is not included in the {package} package. Choose Featured or VIP to add one.':
    '{package} පැකේජයට වීඩියෝවක් ඇතුළත් නැත. එකක් එක් කිරීමට විශේෂිත හෝ VIP තෝරන්න.',
  'The 360° view ({name})': '360° දර්ශනය ({name})',
  'The video ({name})': 'වීඩියෝව ({name})',
  '{field} ({name})': '{field} ({name})',
  'Thank you. We sent a message to your e-mail address. You can sign in now.':
    'ස්තූතියි. අපි ඔබගේ ඊමේල් ලිපිනයට පණිවිඩයක් යැව්වා. ඔබට දැන් ඇතුළු විය හැක.',
  'Invalid email or password': 'වලංගු නොවන ඊමේල් ලිපිනය හෝ මුරපදය',
  'Your session has ended. Please sign in again.': 'ඔබගේ සැසිය අවසන් විය. කරුණාකර නැවත ඇතුළු වන්න.',
  'Your session has expired. Please sign in again.': 'ඔබගේ සැසිය කල් ඉකුත් විය. කරුණාකර නැවත ඇතුළු වන්න.',
  'This sign-in was used from somewhere else, so we ended it to keep your account safe. Please sign in again.':
    'මෙම ඇතුළු වීම වෙනත් තැනකින් භාවිත කළ බැවින් ඔබගේ ගිණුම ආරක්ෂා කිරීමට අපි එය අවසන් කළා. කරුණාකර නැවත ඇතුළු වන්න.',
  'This request came from another website, so we refused it. Please sign in on CarMarket itself.':
    'මෙම ඉල්ලීම වෙනත් වෙබ් අඩවියකින් පැමිණි බැවින් අපි එය ප්‍රතික්ෂේප කළා. කරුණාකර CarMarket තුළම ඇතුළු වන්න.',
  'Your current password is not correct': 'ඔබගේ වත්මන් මුරපදය නිවැරදි නැත',
  'Your new password must be different from the current one':
    'ඔබගේ නව මුරපදය වත්මන් මුරපදයට වඩා වෙනස් විය යුතුය',
  'Too many failed sign-in attempts. Please try again in {wait}.':
    'අසාර්ථක ඇතුළු වීමේ උත්සාහයන් වැඩියි. කරුණාකර {wait} කින් නැවත උත්සාහ කරන්න.',
  'Too many wrong passwords. Please try again in {wait}.':
    'වැරදි මුරපද වැඩියි. කරුණාකර {wait} කින් නැවත උත්සාහ කරන්න.',
  'Too many requests. Please try again in {wait}.': 'ඉල්ලීම් වැඩියි. කරුණාකර {wait} කින් නැවත උත්සාහ කරන්න.',
  'Thank you for your message. We will get back to you within one business day.':
    'ඔබගේ පණිවිඩයට ස්තූතියි. එක් ව්‍යාපාරික දිනයක් ඇතුළත අපි ඔබට පිළිතුරු දෙන්නෙමු.',
  'Thank you! Your pre-order request is in. We will e-mail you when we find a match.':
    'ස්තූතියි! ඔබගේ පෙර-ඇණවුම් ඉල්ලීම ලැබුණා. ගැළපෙන කාර් එකක් හමු වූ විට අපි ඔබට ඊමේල් කරන්නෙමු.',
  'Your offer has been sent to the seller.': 'ඔබගේ මිල යෝජනාව විකුණුම්කරු වෙත යැව්වා.',
  'You cannot make an offer on your own ad.': 'ඔබට ඔබගේම දැන්වීමට මිල යෝජනාවක් කළ නොහැක.',
  'Your photo': 'ඔබගේ ඡායාරූපය',
  'The profile is not valid.': 'පැතිකඩ වලංගු නැත.',
  'We could not find this car. It may have been sold, or the ad is no longer live.':
    'මෙම කාර් එක සොයාගත නොහැකි විය. එය විකිණී තිබිය හැක, නැතහොත් දැන්වීම තවදුරටත් ප්‍රසිද්ධියේ නැත.',
  'The request body is empty.': 'ඉල්ලීමේ අන්තර්ගතය හිස්ය.',
  'The request body is not valid JSON.': 'ඉල්ලීමේ අන්තර්ගතය වලංගු JSON නොවේ.',
  'The request is too large.': 'ඉල්ලීම විශාල වැඩියි.',
  'This type of request body is not supported.': 'මෙම වර්ගයේ ඉල්ලීම් අන්තර්ගතයට සහාය නොදක්වයි.',
  'The request body length is not valid.': 'ඉල්ලීමේ අන්තර්ගතයේ දිග වලංගු නැත.',
  'Photos and videos cannot be saved or shown right now. Please try again in a few minutes.':
    'ඡායාරූප සහ වීඩියෝ මේ මොහොතේ සුරැකීමට හෝ පෙන්වීමට නොහැක. කරුණාකර මිනිත්තු කිහිපයකින් නැවත උත්සාහ කරන්න.',
  'Something went wrong on our side. Please try again in a moment.':
    'අපගේ පැත්තෙන් යමක් වැරදුණා. කරුණාකර මොහොතකින් නැවත උත්සාහ කරන්න.',
  'Some of what you sent cannot be saved. Please check it and try again.':
    'ඔබ යැවූ දේවලින් සමහරක් සුරැකිය නොහැක. කරුණාකර එය පරීක්ෂා කර නැවත උත්සාහ කරන්න.',
  'The request is not valid.': 'ඉල්ලීම වලංගු නැත.',
  'The request could not be understood.': 'ඉල්ලීම තේරුම් ගත නොහැකි විය.',
  'There is no API endpoint at this address.': 'මෙම ලිපිනයේ API අන්ත ලක්ෂ්‍යයක් නැත.',
  'This file does not exist.': 'මෙම ගොනුව නොපවතී.',
  'Page not found.': 'පිටුව හමු නොවීය.',
  // Chat (issue 35).
  '`before` must be the id of a message': '`before` පණිවිඩයක හැඳුනුම් අංකය විය යුතුය',
  'We could not find that conversation.': 'එම සංවාදය සොයා ගත නොහැකි විය.',
  'You cannot start a conversation about your own ad.': 'ඔබගේම දැන්වීම ගැන සංවාදයක් ආරම්භ කළ නොහැක.',
  'You can no longer send messages in this conversation.':
    'ඔබට තවදුරටත් මෙම සංවාදයේ පණිවිඩ යැවිය නොහැක.',
  'You have blocked this person. Unblock them to send a message.':
    'ඔබ මෙම පුද්ගලයා අවහිර කර ඇත. පණිවිඩයක් යැවීමට අවහිරය ඉවත් කරන්න.',
  'This car has been sold, so this conversation is closed.':
    'මෙම කාර් එක විකුණා ඇති බැවින් මෙම සංවාදය වසා ඇත.',
  'This ad has ended, so this conversation is closed.':
    'මෙම දැන්වීම අවසන් වී ඇති බැවින් මෙම සංවාදය වසා ඇත.',
  'The seller removed this ad, so this conversation is closed.':
    'විකුණුම්කරු මෙම දැන්වීම ඉවත් කළ බැවින් මෙම සංවාදය වසා ඇත.',
  'This ad is not available at the moment, so no messages can be sent.':
    'මෙම දැන්වීම මේ මොහොතේ ලබා ගත නොහැකි බැවින් පණිවිඩ යැවිය නොහැක.',
  'This conversation is closed because an account in it is suspended.':
    'මෙම සංවාදයේ ගිණුමක් අත්හිටුවා ඇති බැවින් එය වසා ඇත.',
  'The other account was deleted, so this conversation is closed.':
    'අනෙක් ගිණුම මකා දමා ඇති බැවින් මෙම සංවාදය වසා ඇත.',
  'You can only delete messages you wrote.': 'ඔබට මකා දැමිය හැක්කේ ඔබ ලියූ පණිවිඩ පමණි.',
  'A message can only be deleted within 10 minutes of sending it.':
    'පණිවිඩයක් මකා දැමිය හැක්කේ එය යැවීමෙන් මිනිත්තු 10ක් ඇතුළත පමණි.',
  'Thank you. Our team will read this conversation and act on it.':
    'ස්තූතියි. අපගේ කණ්ඩායම මෙම සංවාදය කියවා ඒ සම්බන්ධයෙන් ක්‍රියා කරනු ඇත.',
  'Deleted user': 'මකා දැමූ පරිශීලකයා',
  'You cannot make an offer on this ad.': 'ඔබට මෙම දැන්වීමට මිල යෝජනාවක් කළ නොහැක.',
  // Phone verification (issue 36): one SMS is 70 UCS-2 characters; the code's text fits.
  'The site has sent {limit} text messages today ({day}, Sri Lanka time), its SMS_DAILY_LIMIT. Phone verification asks people to try again tomorrow until midnight. Raise SMS_DAILY_LIMIT and restart if this is real demand rather than abuse.':
    'වෙබ් අඩවිය අද ({day}, ශ්‍රී ලංකා වේලාවෙන්) කෙටි පණිවිඩ {limit}ක් යවා ඇත, එය SMS_DAILY_LIMIT යි. මධ්‍යම රාත්‍රිය දක්වා දුරකථන තහවුරු කිරීම හෙට නැවත උත්සාහ කරන ලෙස පවසයි. මෙය අපයෝජනයක් නොව සැබෑ ඉල්ලුමක් නම් SMS_DAILY_LIMIT වැඩි කර නැවත ආරම්භ කරන්න.',
} satisfies Catalog;
