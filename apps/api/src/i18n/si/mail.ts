import type { Catalog } from '@carmarket/shared/i18n/translate';

/** The API's mail. */
export default {
  // The layout: footer, unsubscribe lines, the link under the button, times.
  'CarMarket, used cars in Sri Lanka': 'CarMarket, ශ්‍රී ලංකාවේ පාවිච්චි කළ කාර්',
  'Or open this link:': 'නැතහොත් මෙම සබැඳිය විවෘත කරන්න:',
  'E-mail preferences': 'ඊමේල් මනාපයන්',
  '{link} or choose your e-mails: {url}': '{link}, නැතහොත් ඔබට ලැබෙන ඊමේල් තෝරන්න: {url}',
  'This is an e-mail notice from CarMarket.': 'මෙය CarMarket වෙතින් එවන ඊමේල් දැනුම්දීමකි.',
  'This is one of your offer e-mails.': 'මෙය ඔබට එවන මිල යෝජනා ඊමේල්වලින් එකකි.',
  'Unsubscribe from offer e-mails': 'මිල යෝජනා පිළිබඳ ඊමේල් නවත්වන්න',
  'This is one of your ad update e-mails.': 'මෙය ඔබට එවන දැන්වීම් යාවත්කාලීන ඊමේල්වලින් එකකි.',
  'Unsubscribe from ad update e-mails': 'දැන්වීම් යාවත්කාලීන ඊමේල් නවත්වන්න',
  'This is one of your saved-search alerts.': 'මෙය ඔබේ සුරැකි සෙවුම් දැනුම්දීම්වලින් එකකි.',
  'Unsubscribe from saved-search alerts': 'සුරැකි සෙවුම් ඇඟවීම් නවත්වන්න',
  'This is one of your reminder e-mails.': 'මෙය ඔබට එවන සිහිකැඳවීම් ඊමේල්වලින් එකකි.',
  'Unsubscribe from reminder e-mails': 'සිහිකැඳවීම් ඊමේල් නවත්වන්න',
  '{time} (Sri Lanka time)': '{time} (ශ්‍රී ලංකා වේලාව)',

  // E-mail address confirmation and changes (decision 103).
  'Confirm your e-mail address for CarMarket': 'CarMarket සඳහා ඔබේ ඊමේල් ලිපිනය තහවුරු කරන්න',
  'Confirm your e-mail address': 'ඔබේ ඊමේල් ලිපිනය තහවුරු කරන්න',
  'Hello {name}, please confirm that this address is yours. Until you do, CarMarket sends it no notices about ads, offers or saved searches.':
    'ආයුබෝවන් {name}, මෙම ලිපිනය ඔබගේ බව කරුණාකර තහවුරු කරන්න. ඔබ එසේ කරන තුරු, CarMarket දැන්වීම්, මිල යෝජනා හෝ සුරැකි සෙවුම් ගැන කිසිදු දැනුම්දීමක් මෙම ලිපිනයට නොඑවයි.',
  'The button below opens a page where you confirm. It works once, for 24 hours; after that, ask for a new link in your account.':
    'පහත බොත්තම ඔබට තහවුරු කළ හැකි පිටුවක් විවෘත කරයි. එය එක් වරක් පමණක්, පැය 24ක් තුළ ක්‍රියා කරයි; ඉන් පසු ඔබේ ගිණුමෙන් නව සබැඳියක් ඉල්ලන්න.',
  'Confirm my e-mail': 'මගේ ඊමේල් ලිපිනය තහවුරු කරන්න',
  'If you did not create a CarMarket account, you can ignore this e-mail: nothing more is sent to this address unless the link is opened.':
    'ඔබ CarMarket ගිණුමක් සෑදුවේ නැත්නම්, මෙම ඊමේල් එක නොසලකා හරින්න: සබැඳිය විවෘත නොකළහොත් මෙම ලිපිනයට තවත් කිසිවක් නොඑවනු ලැබේ.',
  'Confirm your new e-mail address for CarMarket': 'CarMarket සඳහා ඔබේ නව ඊමේල් ලිපිනය තහවුරු කරන්න',
  'Confirm your new e-mail address': 'ඔබේ නව ඊමේල් ලිපිනය තහවුරු කරන්න',
  'Hello {name}, you asked to use this address for your CarMarket account. It becomes your sign-in address when you confirm it, and your other signed-in devices are signed out.':
    'ආයුබෝවන් {name}, ඔබේ CarMarket ගිණුම සඳහා මෙම ලිපිනය භාවිත කිරීමට ඔබ ඉල්ලා සිටියා. ඔබ එය තහවුරු කළ විට එය ඔබ ඇතුළු වන ලිපිනය බවට පත් වන අතර, ඇතුළු වී ඇති ඔබේ අනෙක් උපාංග ඉවත් කරනු ලැබේ.',
  'The button below opens a page where you confirm. It works once, for 24 hours.':
    'පහත බොත්තම ඔබට තහවුරු කළ හැකි පිටුවක් විවෘත කරයි. එය එක් වරක් පමණක්, පැය 24ක් තුළ ක්‍රියා කරයි.',
  'Confirm my new e-mail': 'මගේ නව ඊමේල් තහවුරු කරන්න',
  'If you did not ask for this, you can ignore this e-mail: the account keeps its current address.':
    'ඔබ මෙය ඉල්ලුවේ නැත්නම්, මෙම ඊමේල් එක නොසලකා හරින්න: ගිණුමේ වත්මන් ලිපිනය එලෙසම පවතී.',
  'Your CarMarket e-mail address is being changed': 'ඔබේ CarMarket ඊමේල් ලිපිනය වෙනස් කෙරෙමින් පවතී',
  'Your e-mail address is being changed': 'ඔබේ ඊමේල් ලිපිනය වෙනස් කෙරෙමින් පවතී',
  'Hello {name}, someone signed in to your CarMarket account asked to change its e-mail address to {email}. The change happens when that address is confirmed.':
    'ආයුබෝවන් {name}, ඔබේ CarMarket ගිණුමට ඇතුළු වී සිටි අයෙක් එහි ඊමේල් ලිපිනය {email} ලෙස වෙනස් කිරීමට ඉල්ලා සිටියා. එම ලිපිනය තහවුරු කළ විට වෙනස සිදු වේ.',
  'If that was you, there is nothing more to do. If it was not, press the button below: it keeps or puts back this address, cancels the change and signs out every device. Then choose a new password. The button works once, for 7 days.':
    'එය ඔබ නම්, තවත් කළ යුතු කිසිවක් නැත. එය ඔබ නොවේ නම්, පහත බොත්තම ඔබන්න: එය මෙම ලිපිනය තබා ගනී හෝ නැවත යොදයි, වෙනස අවලංගු කරයි, සහ සියලු උපාංග ඉවත් කරයි. ඉන් පසු නව මුරපදයක් තෝරන්න. බොත්තම එක් වරක් පමණක්, දින 7ක් තුළ ක්‍රියා කරයි.',
  'New address': 'නව ලිපිනය',
  'Undo the change': 'වෙනස් කිරීම අහෝසි කරන්න',
  'Someone tried to register with your e-mail address':
    'යමෙක් ඔබේ ඊමේල් ලිපිනයෙන් ලියාපදිංචි වීමට උත්සාහ කළා',
  'You already have a CarMarket account': 'ඔබට දැනටමත් CarMarket ගිණුමක් ඇත',
  'Hello {name}, someone just tried to create a CarMarket account with this e-mail address. It already belongs to your account, so nothing was created and nothing changed.':
    'ආයුබෝවන් {name}, යමෙක් මෙම ඊමේල් ලිපිනයෙන් CarMarket ගිණුමක් සෑදීමට දැන් උත්සාහ කළා. එය දැනටමත් ඔබේ ගිණුමට අයත් නිසා, කිසිවක් සෑදුණේ නැත, කිසිවක් වෙනස් වුණේ නැත.',
  'If that was you, sign in with your password, or choose a new one if you have forgotten it.':
    'එය ඔබ නම්, ඔබේ මුරපදයෙන් ඇතුළු වන්න, නැතහොත් එය අමතක වී ඇත්නම් නව මුරපදයක් තෝරන්න.',
  'Sign in': 'ඇතුළු වන්න',
  'Choose a new password': 'නව මුරපදයක් තෝරන්න',
  'If it was not you, you can ignore this e-mail: your account is as it was.':
    'එය ඔබ නොවේ නම්, මෙම ඊමේල් එක නොසලකා හරින්න: ඔබේ ගිණුම තිබූ ආකාරයෙන්ම පවතී.',

  // Password reset.
  'Choose a new CarMarket password': 'නව CarMarket මුරපදයක් තෝරන්න',
  'Hello {name}, someone asked to reset the password of the CarMarket account that uses this e-mail address.':
    'ආයුබෝවන් {name}, මෙම ඊමේල් ලිපිනය භාවිත කරන CarMarket ගිණුමේ මුරපදය යළි සැකසීමට යමෙක් ඉල්ලා සිටියා.',
  'The button below opens a page where you choose a new password. It works once, for 30 minutes; after that, ask for a new link on the sign-in page.':
    'පහත බොත්තම ඔබට නව මුරපදයක් තෝරා ගත හැකි පිටුවක් විවෘත කරයි. එය එක් වරක් පමණක්, මිනිත්තු 30ක් තුළ ක්‍රියා කරයි; ඉන් පසු ඇතුළු වන පිටුවෙන් නව සබැඳියක් ඉල්ලන්න.',
  'If you did not ask for this, you can ignore this e-mail: your password stays as it is.':
    'ඔබ මෙය ඉල්ලුවේ නැත්නම්, මෙම ඊමේල් එක නොසලකා හරින්න: ඔබේ මුරපදය එලෙසම පවතී.',
  'Your CarMarket password was changed': 'ඔබේ CarMarket මුරපදය වෙනස් කරන ලදී',
  'Your password was changed': 'ඔබේ මුරපදය වෙනස් කරන ලදී',
  'Hello {name}, the password of your CarMarket account was just changed with a reset link, and every device signed in to it was signed out.':
    'ආයුබෝවන් {name}, යළි සැකසීමේ සබැඳියක් මගින් ඔබේ CarMarket ගිණුමේ මුරපදය දැන් වෙනස් කරන ලද අතර, එයට ඇතුළු වී සිටි සියලු උපාංග ඉවත් කරන ලදී.',
  'If that was you, there is nothing more to do. If it was not, ask for a new reset link at once to take the account back, and tell us through the contact page.':
    'එය ඔබ නම්, තවත් කළ යුතු කිසිවක් නැත. එය ඔබ නොවේ නම්, ගිණුම නැවත ලබා ගැනීමට වහාම නව යළි සැකසීමේ සබැඳියක් ඉල්ලා, සම්බන්ධ වීමේ පිටුව හරහා අපට දන්වන්න.',
  'Ask for a new reset link': 'නව යළි සැකසීමේ සබැඳියක් ඉල්ලන්න',
  'Changed at': 'වෙනස් කළ වේලාව',

  // Expiry reminders.
  'Your ad expires on {date}: {title}': 'ඔබේ දැන්වීම {date} දින කල් ඉකුත් වේ: {title}',
  'Your ad expires soon': 'ඔබේ දැන්වීම ඉක්මනින් කල් ඉකුත් වේ',
  'Hello {name}, your ad “{title}” stops showing to buyers on {date}.':
    'ආයුබෝවන් {name}, ඔබේ “{title}” දැන්වීම {date} දින සිට ගැනුම්කරුවන්ට නොපෙන්වයි.',
  'Still for sale? Renew it with one tap: it stays live for another full period, with no new review. Sold it already? Mark it as sold so buyers stop calling.':
    'තවමත් විකිණීමට තිබේද? එක් ස්පර්ශයකින් අලුත් කරන්න: නව පරීක්ෂාවකින් තොරව එය තවත් සම්පූර්ණ කාලයක් ප්‍රසිද්ධියේ පවතී. දැනටමත් විකුණුවාද? ගැනුම්කරුවන් ඇමතීම නවතින්න විකිණී ඇති බව සලකුණු කරන්න.',
  Expires: 'කල් ඉකුත් වන දිනය',
  'Renew my ad': 'මගේ දැන්වීම අලුත් කරන්න',
  'Mark as sold': 'විකිණී ඇති බව සලකුණු කරන්න',
  'These links work for 7 days. You can also renew or mark it sold in My Listings: {url}':
    'මෙම සබැඳි දින 7ක් ක්‍රියා කරයි. මගේ දැන්වීම් තුළින්ද එය අලුත් කිරීමට හෝ විකිණී ඇති බව සලකුණු කිරීමට හැක: {url}',

  // The weekly availability check (issue 37).
  'Is your {title} still available?': 'ඔබේ {title} තවමත් විකිණීමට තිබේද?',
  'Is your car still available?': 'ඔබේ වාහනය තවමත් විකිණීමට තිබේද?',
  'Hello {name}, buyers trust ads their sellers have confirmed. Is your “{title}” still for sale?':
    'ආයුබෝවන් {name}, විකුණුම්කරුවන් තහවුරු කළ දැන්වීම් ගැනුම්කරුවන් විශ්වාස කරයි. ඔබේ “{title}” තවමත් විකිණීමට තිබේද?',
  'One tap answers: the ad then shows buyers it was confirmed available. Sold it? Tell us, and what it sold for if you like. Price changed? Set the new price: {url}':
    'එක් ස්පර්ශයකින් පිළිතුරු දෙන්න: එවිට දැන්වීම තවමත් ඇති බව තහවුරු කළ බව ගැනුම්කරුවන්ට පෙන්වයි. විකුණුවාද? අපට කියන්න, කැමති නම් විකුණූ මිලද. මිල වෙනස් වුණාද? නව මිල සකසන්න: {url}',
  'Still available': 'තවමත් ඇත',
  'It is sold': 'එය විකිණී ඇත',
  'These links work for 7 days. If two of these e-mails in a row go unanswered, we pause the ad until you resume it in My Listings: {url}':
    'මෙම සබැඳි දින 7ක් ක්‍රියා කරයි. මෙවැනි ඊමේල් දෙකකට අඛණ්ඩව පිළිතුරු නොලැබුණහොත්, මගේ දැන්වීම් තුළින් ඔබ නැවත ආරම්භ කරන තුරු අපි දැන්වීම නවතා තබමු: {url}',

  // Staff replies to a contact message or a pre-order.
  'Hello {name},': 'ආයුබෝවන් {name},',
  'Hello,': 'ආයුබෝවන්,',
  'On {time} you wrote:': '{time} දින ඔබ මෙසේ ලිව්වා:',
  'You are receiving this because you wrote to CarMarket. Reply to this e-mail to answer us.':
    'ඔබ CarMarket වෙත ලිවූ නිසා මෙය ඔබට ලැබේ. අපට පිළිතුරු දීමට මෙම ඊමේල් එකට පිළිතුරු දෙන්න.',

  // Notices to sellers and buyers.
  'You get this e-mail because you sell on CarMarket.':
    'ඔබ CarMarket හි විකුණන නිසා මෙම ඊමේල් එක ඔබට ලැබේ.',
  'You get this e-mail because you made an offer on CarMarket.':
    'ඔබ CarMarket හි මිල යෝජනාවක් කළ නිසා මෙම ඊමේල් එක ඔබට ලැබේ.',
  'Message from a buyer (CarMarket never asks for bank details)':
    'ගැනුම්කරුවෙකුගේ පණිවිඩය (CarMarket කිසි විටෙක බැංකු විස්තර ඉල්ලන්නේ නැත)',
  'Your ad is live: {title}': 'ඔබේ දැන්වීම දැන් ප්‍රසිද්ධියේ ඇත: {title}',
  'Your ad is live': 'ඔබේ දැන්වීම දැන් ප්‍රසිද්ධියේ ඇත',
  'Hello {name}, our team checked your ad “{title}” and it is now live. Buyers can find it in search and contact you.':
    'ආයුබෝවන් {name}, අපේ කණ්ඩායම ඔබේ “{title}” දැන්වීම පරීක්ෂා කළ අතර එය දැන් ප්‍රසිද්ධියේ ඇත. ගැනුම්කරුවන්ට එය සෙවීමෙන් සොයාගෙන ඔබ හා සම්බන්ධ විය හැක.',
  Price: 'මිල',
  'Live until': 'ප්‍රසිද්ධියේ ඇති අවසන් දිනය',
  'See your ad': 'ඔබේ දැන්වීම බලන්න',
  'Your ad needs changes: {title}': 'ඔබේ දැන්වීමට වෙනස්කම් අවශ්‍යයි: {title}',
  'Your ad was not approved': 'ඔබේ දැන්වීම අනුමත නොකෙරිණි',
  'Hello {name}, our team could not approve your ad “{title}” as it is.':
    'ආයුබෝවන් {name}, අපේ කණ්ඩායමට ඔබේ “{title}” දැන්වීම දැනට පවතින ආකාරයෙන් අනුමත කළ නොහැකි විය.',
  'You can post it again with the change, or reply to this e-mail if something is unclear.':
    'වෙනස සහිතව ඔබට එය නැවත පළ කළ හැක, නැතහොත් යමක් අපැහැදිලි නම් මෙම ඊමේල් එකට පිළිතුරු දෙන්න.',
  Reason: 'හේතුව',
  'No reason was given.': 'හේතුවක් දක්වා නැත.',
  'Open My Listings': 'මගේ දැන්වීම් විවෘත කරන්න',
  'Please update your ad: {title}': 'කරුණාකර ඔබේ දැන්වීම යාවත්කාලීන කරන්න: {title}',
  'Please update your ad': 'කරුණාකර ඔබේ දැන්වීම යාවත්කාලීන කරන්න',
  'Hello {name}, buyers reported your ad “{title}” and our team checked it. It can stay on CarMarket, but please make the change below.':
    'ආයුබෝවන් {name}, ගැනුම්කරුවන් ඔබේ “{title}” දැන්වීම වාර්තා කළ අතර අපේ කණ්ඩායම එය පරීක්ෂා කළා. එයට CarMarket හි රැඳී සිටිය හැකි නමුත්, කරුණාකර පහත වෙනස කරන්න.',
  'Edit the ad from My Listings, or reply to this e-mail if something is unclear.':
    'මගේ දැන්වීම් තුළින් දැන්වීම සංස්කරණය කරන්න, නැතහොත් යමක් අපැහැදිලි නම් මෙම ඊමේල් එකට පිළිතුරු දෙන්න.',
  'From our team': 'අපේ කණ්ඩායමෙන්',
  'a buyer': 'ගැනුම්කරුවෙක්',
  'New offer of {amount} for {title}': '{title} සඳහා {amount} ක නව මිල යෝජනාවක්',
  'You have a new offer': 'ඔබට නව මිල යෝජනාවක් ලැබී ඇත',
  'Hello {name}, {buyer} offered {amount} for your “{title}”, listed at {price}.':
    'ආයුබෝවන් {name}, {price} ට දැන්වූ ඔබේ “{title}” සඳහා {buyer} {amount} ක මිලක් යෝජනා කළා.',
  'Accept or decline it in your offers inbox; the buyer is told either way.':
    'ඔබේ මිල යෝජනා පෙට්ටියෙන් එය පිළිගන්න හෝ ප්‍රතික්ෂේප කරන්න; කුමක් කළත් ගැනුම්කරුට දන්වනු ලැබේ.',
  Offer: 'මිල යෝජනාව',
  'Open your offers': 'ඔබේ මිල යෝජනා විවෘත කරන්න',
  '{count, plural, one {# more offer} other {# more offers}} on your ads':
    'ඔබේ දැන්වීම් සඳහා තවත් මිල යෝජනා {count}ක්',
  'Hello {name}, buyers made {count, plural, one {# offer} other {# offers}} on your ads that we did not send you one by one. We send at most {max} offer e-mails an hour and put the rest together in one, like this.':
    'ආයුබෝවන් {name}, ගැනුම්කරුවන් ඔබේ දැන්වීම් සඳහා මිල යෝජනා {count}ක් කළ අතර ඒවා අපි ඔබට එකින් එක එව්වේ නැත. අපි පැයකට උපරිම වශයෙන් මිල යෝජනා ඊමේල් {max}ක් එවන අතර, ඉතිරිය මෙලෙස එක් ඊමේල් එකකට එකතු කරමු.',
  'Read them and accept or decline each in your offers inbox.':
    'ඔබේ මිල යෝජනා පෙට්ටියෙන් ඒවා කියවා, එක් එක් යෝජනාව පිළිගන්න හෝ ප්‍රතික්ෂේප කරන්න.',
  '{count, plural, one {# offer} other {# offers}}': 'මිල යෝජනා {count}',
  'Your offer was accepted: {title}': 'ඔබේ මිල යෝජනාව පිළිගන්නා ලදී: {title}',
  'Your offer was declined: {title}': 'ඔබේ මිල යෝජනාව ප්‍රතික්ෂේප කරන ලදී: {title}',
  'Your offer was accepted': 'ඔබේ මිල යෝජනාව පිළිගන්නා ලදී',
  'Your offer was declined': 'ඔබේ මිල යෝජනාව ප්‍රතික්ෂේප කරන ලදී',
  'Hello {name}, the seller accepted your offer of {amount} for “{title}”.':
    'ආයුබෝවන් {name}, “{title}” සඳහා ඔබ කළ {amount} ක මිල යෝජනාව විකුණුම්කරු පිළිගත්තා.',
  'Contact the seller from the ad to arrange a viewing. Inspect the car and its papers before you pay anything, and never pay an advance to hold it.':
    'කාර් එක බැලීමට දිනයක් සකසා ගැනීමට දැන්වීමෙන් විකුණුම්කරු හා සම්බන්ධ වන්න. කිසිවක් ගෙවීමට පෙර කාර් එක සහ එහි ලියකියවිලි පරීක්ෂා කරන්න, එය වෙන් කර තබා ගැනීමට කිසි විටෙක අත්තිකාරමක් නොගෙවන්න.',
  'Hello {name}, the seller declined your offer of {amount} for “{title}”.':
    'ආයුබෝවන් {name}, “{title}” සඳහා ඔබ කළ {amount} ක මිල යෝජනාව විකුණුම්කරු ප්‍රතික්ෂේප කළා.',
  'The car may still be for sale: you can make a new offer from the ad.':
    'කාර් එක තවමත් විකිණීමට තිබිය හැක: දැන්වීමෙන් ඔබට නව මිල යෝජනාවක් කළ හැක.',
  'See the car': 'කාර් එක බලන්න',
  'Your {tier} package is active': 'ඔබේ {tier} පැකේජය දැන් ක්‍රියාත්මකයි',
  'Hello {name}, we confirmed your payment and switched your account to the {tier} package.':
    'ආයුබෝවන් {name}, අපි ඔබේ ගෙවීම තහවුරු කර ඔබේ ගිණුම {tier} පැකේජයට මාරු කළා.',
  'Your next ads get its photos, placement and validity.':
    'ඔබේ ඊළඟ දැන්වීම්වලට එහි ඡායාරූප, ස්ථානගත කිරීම සහ වලංගු කාලය ලැබේ.',
  'Active until': 'ක්‍රියාත්මක අවසන් දිනය',
  'See your package': 'ඔබේ පැකේජය බලන්න',

  // Saved-search alerts.
  "Today's {count, plural, one {# new car} other {# new cars}} for “{name}”":
    '“{name}” සඳහා අද {count, plural, one {අලුත් කාර් එකක්} other {අලුත් කාර් #ක්}}',
  'New match for “{name}”: {title}': '“{name}” සඳහා නව ගැළපීමක්: {title}',
  '{count, plural, one {# new car} other {# new cars}} for “{name}”':
    '“{name}” සඳහා {count, plural, one {අලුත් කාර් එකක්} other {අලුත් කාර් #ක්}}',
  '{count, plural, one {A new car matches your search} other {# new cars match your search}}':
    '{count, plural, one {ඔබේ සෙවුමට අලුත් කාර් එකක් ගැළපේ} other {ඔබේ සෙවුමට අලුත් කාර් #ක් ගැළපේ}}',
  'Hello {owner}, {count, plural, one {a car that matches your saved search “{name}” is} other {# cars that match your saved search “{name}” are}} now for sale.':
    'ආයුබෝවන් {owner}, ඔබේ “{name}” සුරැකි සෙවුමට ගැළපෙන {count, plural, one {කාර් එකක්} other {කාර් #ක්}} දැන් විකිණීමට ඇත.',
  'Here are the first {shown}; see them all from your saved searches.':
    'මෙහි පළමු {shown} ඇත; ඔබේ සුරැකි සෙවුම් තුළින් ඒ සියල්ල බලන්න.',
  'See your saved searches': 'ඔබේ සුරැකි සෙවුම් බලන්න',
  'You get this e-mail because you saved the search “{name}” with a daily e-mail. Change how often, or stop it, in Saved Searches.':
    'ඔබ “{name}” සෙවුම දිනපතා ඊමේල් එකක් සමඟ සුරැකි නිසා මෙම ඊමේල් එක ඔබට ලැබේ. එය කොපමණ වාරයක් එවිය යුතුද යන්න වෙනස් කිරීමට හෝ නැවැත්වීමට සුරැකි සෙවුම් වෙත යන්න.',
  'You get this e-mail because you saved the search “{name}” with an e-mail for every new match. Change how often, or stop it, in Saved Searches.':
    'ඔබ “{name}” සෙවුම සෑම නව ගැළපීමකටම ඊමේල් එකක් සමඟ සුරැකි නිසා මෙම ඊමේල් එක ඔබට ලැබේ. එය කොපමණ වාරයක් එවිය යුතුද යන්න වෙනස් කිරීමට හෝ නැවැත්වීමට සුරැකි සෙවුම් වෙත යන්න.',

  // The chat's unread-message notice (issue 35, decision 129).
  'You get this e-mail because someone wrote to you about a car on CarMarket.':
    'CarMarket හි වාහනයක් ගැන කෙනෙකු ඔබට ලියූ නිසා මෙම ඊමේල් එක ඔබට ලැබේ.',
  'New message about your {car}': 'ඔබේ {car} ගැන නව පණිවිඩයක්',
  'New message about the {car}': '{car} ගැන නව පණිවිඩයක්',
  'You have a new message': 'ඔබට නව පණිවිඩයක් ඇත',
  'Hello {name}, a message about the {car} has been waiting for you for 15 minutes. Read it and answer on CarMarket.':
    'ආයුබෝවන් {name}, {car} ගැන පණිවිඩයක් විනාඩි 15ක් තිස්සේ ඔබ එනතුරු බලා සිටී. එය කියවා CarMarket හිදී පිළිතුරු දෙන්න.',
  'Read the message': 'පණිවිඩය කියවන්න',
} satisfies Catalog;
