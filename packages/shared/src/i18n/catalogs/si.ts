import type { Catalog } from '../translate';
import reference from './reference-si';

/** Messages of packages/shared (schemas, formats, titles) in si: every app's catalog starts from these. */
const shared = {
  // Issue 37: days on market, "still available — confirmed" (search filters, one-tap links, pauses).
  'Listed within must be 1, 3, 7, 14 or 30 days': 'පළ කළ කාලය දින 1, 3, 7, 14 හෝ 30 විය යුතුය',
  'Confirmed within must be 7 days': 'තහවුරු කළ කාලය දින 7 විය යුතුය',
  'This link does not work. It may be old, or it was changed.':
    'මෙම සබැඳිය ක්‍රියා නොකරයි. එය පැරණි විය හැක, නැතහොත් එය වෙනස් කර ඇත.',
  'This link was already used.': 'මෙම සබැඳිය දැනටමත් භාවිත කර ඇත.',
  Paused: 'නවතා ඇත',
  'Enter the price it sold for in rupees, like 4500000, or leave it empty':
    'විකුණූ මිල රුපියල්වලින් ඇතුළත් කරන්න, උදා. 4500000, නැතහොත් හිස්ව තබන්න',
  'Only a paused ad can be resumed.': 'නැවත ආරම්භ කළ හැක්කේ නවතා ඇති දැන්වීමක් පමණි.',
  'Your ad is live again.': 'ඔබේ දැන්වීම නැවත ප්‍රසිද්ධියේ ඇත.',
  'JPEG, PNG or WebP, up to 5 MB.': 'JPEG, PNG හෝ WebP, 5 MB දක්වා.',
  'Your photo must be a JPEG, PNG or WebP image.': 'ඔබගේ ඡායාරූපය JPEG, PNG හෝ WebP රූපයක් විය යුතුය.',
  'Your photo is larger than 5 MB.': 'ඔබගේ ඡායාරූපය 5 MB ට වඩා විශාලයි.',
  'We could not read your photo. Please choose another image.':
    'ඔබගේ ඡායාරූපය කියවිය නොහැකි විය. කරුණාකර වෙනත් රූපයක් තෝරන්න.',
  'Please enter name': 'කරුණාකර නම ඇතුළත් කරන්න',
  'Your name is too long (100 characters at most)': 'ඔබගේ නම දිග වැඩියි (උපරිම අක්ෂර 100)',
  'Please use your own name. Names like CarMarket, Support, Admin or Security could be mistaken for our team.':
    'කරුණාකර ඔබගේම නම භාවිත කරන්න. CarMarket, Support, Admin හෝ Security වැනි නම් අපගේ කණ්ඩායම ලෙස වරදවා වටහා ගත හැක.',
  'Please enter phone number': 'කරුණාකර දුරකථන අංකය ඇතුළත් කරන්න',
  'Invalid phone number': 'වලංගු නොවන දුරකථන අංකය',
  'Please enter email': 'කරුණාකර ඊමේල් ලිපිනය ඇතුළත් කරන්න',
  'Invalid email': 'වලංගු නොවන ඊමේල් ලිපිනය',
  'Please enter password': 'කරුණාකර මුරපදය ඇතුළත් කරන්න',
  'Password must be at least 8 characters': 'මුරපදයේ අවම වශයෙන් අක්ෂර 8ක් තිබිය යුතුය',
  'Password must be at most 128 characters': 'මුරපදයේ උපරිම අක්ෂර 128ක් විය හැක',
  'Please confirm your password': 'කරුණාකර ඔබගේ මුරපදය තහවුරු කරන්න',
  'Passwords do not match': 'මුරපද නොගැළපේ',
  'Please enter address line 1': 'කරුණාකර ලිපිනයේ 1 වන පේළිය ඇතුළත් කරන්න',
  'Address lines are limited to 200 characters': 'ලිපින පේළියක උපරිම අක්ෂර 200ක් විය හැක',
  'Invalid postal code': 'වලංගු නොවන තැපැල් කේතය',
  'Please select city': 'කරුණාකර නගරය තෝරන්න',
  'Please enter your current password': 'කරුණාකර ඔබගේ වත්මන් මුරපදය ඇතුළත් කරන්න',
  'Your name': 'ඔබගේ නම',
  'The phone number': 'දුරකථන අංකය',
  'The email': 'ඊමේල් ලිපිනය',
  'The password': 'මුරපදය',
  'If an account uses that e-mail, we have sent it a link to choose a new password. The link works for 30 minutes.':
    'එම ඊමේල් ලිපිනය ගිණුමක් භාවිත කරන්නේ නම්, නව මුරපදයක් තෝරා ගැනීමට සබැඳියක් අපි එයට යවා ඇත. සබැඳිය විනාඩි 30ක් ක්‍රියා කරයි.',
  'This reset link is not valid. Please ask for a new one.':
    'මෙම යළි සැකසීමේ සබැඳිය වලංගු නැත. කරුණාකර නව එකක් ඉල්ලන්න.',
  'This reset link has expired or was already used.':
    'මෙම යළි සැකසීමේ සබැඳිය කල් ඉකුත් වී ඇත, නැතහොත් දැනටමත් භාවිත කර ඇත.',
  'Your password is changed. Please sign in with your new password.':
    'ඔබගේ මුරපදය වෙනස් කළා. කරුණාකර නව මුරපදයෙන් ඇතුළු වන්න.',
  'Address line 2': 'ලිපිනයේ 2 වන පේළිය',
  'Address line 1': 'ලිපිනයේ 1 වන පේළිය',
  'The postal code': 'තැපැල් කේතය',
  'Register success': 'ලියාපදිංචිය සාර්ථකයි',
  'Login success': 'සාර්ථකව ඇතුළු විය',
  'Your data saved success': 'ඔබගේ තොරතුරු සාර්ථකව සුරැකිණි',
  'Only a live or expired ad can be renewed. A pending ad goes live when staff approve it.':
    'අලුත් කළ හැක්කේ ප්‍රසිද්ධියේ ඇති හෝ කල් ඉකුත් වූ දැන්වීමක් පමණි. පරීක්ෂාව සඳහා රැඳී ඇති දැන්වීමක් කාර්ය මණ්ඩලය අනුමත කළ විට ප්‍රසිද්ධ වේ.',
  'Only a live or pending ad can be edited. A sold, expired or rejected ad cannot.':
    'සංස්කරණය කළ හැක්කේ ප්‍රසිද්ධියේ ඇති හෝ පරීක්ෂාව සඳහා රැඳී ඇති දැන්වීමක් පමණි. විකිණී, කල් ඉකුත් වූ හෝ ප්‍රතික්ෂේප කළ දැන්වීමක් සංස්කරණය කළ නොහැක.',
  'This link has expired or was already used.': 'මෙම සබැඳිය කල් ඉකුත් වී ඇත, නැතහොත් දැනටමත් භාවිත කර ඇත.',
  'The link is missing its token. Please open the link from the e-mail again.':
    'සබැඳියේ ටෝකනය නැත. කරුණාකර ඊමේල් පණිවිඩයේ ඇති සබැඳිය නැවත විවෘත කරන්න.',
  'We could not find an edit waiting for review on that ad.':
    'එම දැන්වීමේ පරීක්ෂාව සඳහා රැඳී ඇති සංස්කරණයක් සොයාගත නොහැකි විය.',
  'Your ad is renewed.': 'ඔබගේ දැන්වීම අලුත් කළා.',
  'Your ad is marked as sold.': 'ඔබගේ දැන්වීම විකිණී ඇති ලෙස සලකුණු කළා.',
  'Your changes are live.': 'ඔබගේ වෙනස්කම් දැන් ප්‍රසිද්ධියේ ඇත.',
  'Your changes will go live once staff approve them. Until then buyers see the ad as it was.':
    'කාර්ය මණ්ඩලය අනුමත කළ පසු ඔබගේ වෙනස්කම් ප්‍රසිද්ධ වේ. එතෙක් ගැනුම්කරුවන්ට දැන්වීම පෙර තිබූ ලෙසම පෙනේ.',
  'Your changes are saved. The ad is still waiting for review.':
    'ඔබගේ වෙනස්කම් සුරැකිණි. දැන්වීම තවමත් පරීක්ෂාව සඳහා රැඳී ඇත.',
  'One of the photos kept is no longer on this ad. Please reload the page and try again.':
    'තබා ගත් ඡායාරූපවලින් එකක් තවදුරටත් මෙම දැන්වීමේ නැත. කරුණාකර පිටුව නැවත පූරණය කර නැවත උත්සාහ කරන්න.',
  'Editing an ad changes its photos only; the 360° view and the video stay as they are.':
    'දැන්වීමක් සංස්කරණය කිරීමෙන් වෙනස් වන්නේ එහි ඡායාරූප පමණි; 360° දර්ශනය සහ වීඩියෝව එලෙසම පවතී.',
  'The link': 'සබැඳිය',
  'Photo matches ad #{adId} by another seller': 'ඡායාරූපය වෙනත් විකුණුම්කරුවෙකුගේ #{adId} දැන්වීමට ගැළපේ',
  'This number is used by {accounts, plural, one {# account} other {# accounts}} and {ads, plural, one {# ad} other {# ads}}':
    'මෙම අංකය {accounts, plural, one {ගිණුම් #ක්} other {ගිණුම් #ක්}} සහ {ads, plural, one {දැන්වීම් #ක්} other {දැන්වීම් #ක්}} භාවිත කරයි',
  'The phone number after this edit is used by {accounts, plural, one {# account} other {# accounts}} and {ads, plural, one {# ad} other {# ads}}':
    'මෙම සංස්කරණයෙන් පසු දුරකථන අංකය {accounts, plural, one {ගිණුම් #ක්} other {ගිණුම් #ක්}} සහ {ads, plural, one {දැන්වීම් #ක්} other {දැන්වීම් #ක්}} භාවිත කරයි',
  'Please enter ad title': 'කරුණාකර දැන්වීමේ මාතෘකාව ඇතුළත් කරන්න',
  'Ad title is too long (100 characters at most)': 'දැන්වීමේ මාතෘකාව දිග වැඩියි (උපරිම අක්ෂර 100)',
  'Please select vehicle type': 'කරුණාකර වාහන වර්ගය තෝරන්න',
  'Please select condition': 'කරුණාකර තත්ත්වය තෝරන්න',
  'Please select vehicle make (brand)': 'කරුණාකර වාහනයේ වෙළඳ නාමය තෝරන්න',
  'Please enter model': 'කරුණාකර මාදිලිය ඇතුළත් කරන්න',
  'Model is too long (60 characters at most)': 'මාදිලිය දිග වැඩියි (උපරිම අක්ෂර 60)',
  'Please enter year of manufacture': 'කරුණාකර නිෂ්පාදිත වර්ෂය ඇතුළත් කරන්න',
  'Invalid year of manufacture': 'වලංගු නොවන නිෂ්පාදිත වර්ෂය',
  'Please enter price': 'කරුණාකර මිල ඇතුළත් කරන්න',
  'Invalid price format': 'මිල ලියා ඇති ආකාරය වලංගු නැත',
  'Please select transmission': 'කරුණාකර ගියර් වර්ගය තෝරන්න',
  'Please select fuel type': 'කරුණාකර ඉන්ධන වර්ගය තෝරන්න',
  'Please enter engine capacity': 'කරුණාකර එන්ජින් ධාරිතාව ඇතුළත් කරන්න',
  'Invalid engine capacity (whole cc, 0 to 20,000)':
    'වලංගු නොවන එන්ජින් ධාරිතාව (පූර්ණ cc, 0 සිට 20,000 දක්වා)',
  'Please enter mileage': 'කරුණාකර ධාවනය කළ දුර ඇතුළත් කරන්න',
  'Invalid mileage (whole miles, 0 to 2,000,000)':
    'වලංගු නොවන ධාවනය කළ දුර (පූර්ණ සැතපුම්, 0 සිට 2,000,000 දක්වා)',
  'The description is too long (200,000 characters at most, pictures included)':
    'විස්තරය දිග වැඩියි (පින්තූර ද ඇතුළුව උපරිම අක්ෂර 200,000)',
  'Each feature checkbox must be sent as 0 or 1': 'එක් එක් විශේෂාංග කොටුව 0 හෝ 1 ලෙස යැවිය යුතුය',
  'Please select minimun 1 image': 'කරුණාකර අවම වශයෙන් එක් රූපයක් තෝරන්න',
  'Our team reviews every ad before it goes live, usually within 24 hours.':
    'සෑම දැන්වීමක්ම ප්‍රසිද්ධ වීමට පෙර අපගේ කණ්ඩායම පරීක්ෂා කරයි, සාමාන්‍යයෙන් පැය 24ක් ඇතුළත.',
  'New advertisement added success. please wait to confirmation.':
    'නව දැන්වීම සාර්ථකව එක් කළා. කරුණාකර තහවුරු කිරීම තෙක් රැඳී සිටින්න.',
  'JPEG, PNG or WebP, up to 15 MB each.': 'JPEG, PNG හෝ WebP, එකක් 15 MB දක්වා.',
  'One panoramic JPEG, up to 25 MB.': 'එක් පැනොරමික් JPEG එකක්, 25 MB දක්වා.',
  'MP4, WebM or MOV, up to 200 MB.': 'MP4, WebM හෝ MOV, 200 MB දක්වා.',
  'The ad title': 'දැන්වීමේ මාතෘකාව',
  'The model': 'මාදිලිය',
  'The description': 'විස්තරය',
  'Status must be active, pending, expired, sold or rejected':
    'තත්ත්වය active, pending, expired, sold හෝ rejected විය යුතුය',
  'Only a live ad can be marked as sold.': 'විකිණී ඇති ලෙස සලකුණු කළ හැක්කේ ප්‍රසිද්ධියේ ඇති දැන්වීමක් පමණි.',
  'We could not find that ad among your listings.': 'ඔබගේ දැන්වීම් අතර එම දැන්වීම සොයාගත නොහැකි විය.',
  'We could not find that ad.': 'එම දැන්වීම සොයාගත නොහැකි විය.',
  Approved: 'අනුමත කළා',
  Rejected: 'ප්‍රතික්ෂේප කළා',
  'Approved an edit of': 'සංස්කරණයක් අනුමත කළා:',
  'Rejected an edit of': 'සංස්කරණයක් ප්‍රතික්ෂේප කළා:',
  'Set the package of': 'පැකේජය සැකසුවා:',
  Retried: 'නැවත උත්සාහ කළා',
  'Changed the payment details': 'ගෙවීම් විස්තර වෙනස් කළා',
  'Dismissed the reports of': 'වාර්තා ඉවත දැමුවා:',
  Held: 'නවතා තැබුවා',
  'Asked the seller to fix': 'විකුණුම්කරුට නිවැරදි කිරීමට දැන්වුවා:',
  Removed: 'ඉවත් කළා',
  Suspended: 'අත්හිටුවා ඇත',
  'Lifted the suspension of': 'අත්හිටුවීම ඉවත් කළා:',
  'Marked as handled': 'කටයුතු කළ ලෙස සලකුණු කළා',
  Reopened: 'නැවත විවෘත කළා',
  'Replied to': 'පිළිතුරු දුන්නා:',
  'The error message': 'දෝෂ පණිවිඩය',
  'The report needs the error message': 'වාර්තාවට දෝෂ පණිවිඩය අවශ්‍යයි',
  'The error message is too long (500 characters at most)': 'දෝෂ පණිවිඩය දිග වැඩියි (උපරිම අක්ෂර 500)',
  'The page path': 'පිටුවේ මාර්ගය',
  'The report needs the page path': 'වාර්තාවට පිටුවේ මාර්ගය අවශ්‍යයි',
  'The page path must be a path on this site, such as /cars/12':
    'පිටුවේ මාර්ගය මෙම වෙබ් අඩවියේ මාර්ගයක් විය යුතුය, උදා. /cars/12',
  'The page path is too long (300 characters at most)': 'පිටුවේ මාර්ගය දිග වැඩියි (උපරිම අක්ෂර 300)',
  'The kind of error must be render': 'දෝෂයේ වර්ගය render විය යුතුය',
  'General Inquiry': 'පොදු විමසීම',
  'Technical Support': 'තාක්ෂණික සහාය',
  Billing: 'බිල්පත්',
  Partnership: 'හවුල්කාරිත්වය',
  'Please enter your name': 'කරුණාකර ඔබගේ නම ඇතුළත් කරන්න',
  'Please enter your email': 'කරුණාකර ඔබගේ ඊමේල් ලිපිනය ඇතුළත් කරන්න',
  'Invalid email address': 'වලංගු නොවන ඊමේල් ලිපිනය',
  'Please choose a subject': 'කරුණාකර මාතෘකාවක් තෝරන්න',
  'Your message': 'ඔබගේ පණිවිඩය',
  'Please enter your message': 'කරුණාකර ඔබගේ පණිවිඩය ඇතුළත් කරන්න',
  'Your message is too long (5,000 characters at most)': 'ඔබගේ පණිවිඩය දිග වැඩියි (උපරිම අක්ෂර 5,000)',
  'At least 18 years old': 'අවම වශයෙන් වයස අවුරුදු 18ක්',
  'Minimum credit score of 600': 'අවම ණය ලකුණු 600',
  'Debt-to-income ratio below 50%': 'ණය-ආදායම් අනුපාතය 50% ට අඩු',
  Excellent: 'විශිෂ්ටයි',
  Good: 'හොඳයි',
  Fair: 'සාමාන්‍යයි',
  Poor: 'දුර්වලයි',
  'Under 600': '600 ට අඩු',
  'Very poor': 'ඉතා දුර්වලයි',
  'You are likely to be approved': 'ඔබට අනුමැතිය ලැබීමට බොහෝ දුරට ඉඩ ඇත',
  'You are likely eligible': 'ඔබ සුදුසුකම් ලැබීමට ඉඩ ඇත',
  'You may be eligible': 'ඔබ සුදුසුකම් ලැබිය හැක',
  'You do not meet the requirements yet': 'ඔබ තවම අවශ්‍යතා සපුරා නැත',
  'Your excellent credit score and income qualify you for our best rates.':
    'ඔබගේ විශිෂ්ට ණය ලකුණු සහ ආදායම නිසා ඔබට අපගේ හොඳම පොලී අනුපාත ලැබේ.',
  'Your credit score and income meet our requirements.': 'ඔබගේ ණය ලකුණු සහ ආදායම අපගේ අවශ්‍යතා සපුරයි.',
  'You meet the minimum requirements; our team will review your application. A larger down payment can help.':
    'ඔබ අවම අවශ්‍යතා සපුරයි; අපගේ කණ්ඩායම ඔබගේ අයදුම්පත පරීක්ෂා කරනු ඇත. වැඩි මූලික ගෙවීමක් උපකාරී විය හැක.',
  'See the reasons below. A larger down payment or a longer term lowers the payment.':
    'පහත හේතු බලන්න. වැඩි මූලික ගෙවීමක් හෝ දිගු කාලයක් මාසික වාරිකය අඩු කරයි.',
  'You must be at least {age} years old.': 'ඔබ අවම වශයෙන් වයස අවුරුදු {age}ක් විය යුතුය.',
  'A credit score of at least {score} is required.': 'අවම වශයෙන් ණය ලකුණු {score}ක් අවශ්‍යයි.',
  'Enter an annual income above zero.': 'බිංදුවට වැඩි වාර්ෂික ආදායමක් ඇතුළත් කරන්න.',
  'Your debt-to-income ratio of {ratio}% must be below {maximum}%.':
    'ඔබගේ ණය-ආදායම් අනුපාතය {ratio}%; එය {maximum}% ට වඩා අඩු විය යුතුය.',
  'We sent a confirmation link to {email}. It works once, for 24 hours.':
    'අපි {email} වෙත තහවුරු කිරීමේ සබැඳියක් යැව්වා. එය එක් වරක්, පැය 24ක් ඇතුළත ක්‍රියා කරයි.',
  'We sent a confirmation link to {email}. Your e-mail changes when you open it; until then you sign in with your current address.':
    'අපි {email} වෙත තහවුරු කිරීමේ සබැඳියක් යැව්වා. ඔබ එය විවෘත කළ විට ඔබගේ ඊමේල් ලිපිනය වෙනස් වේ; එතෙක් ඔබ වත්මන් ලිපිනයෙන් ඇතුළු වන්න.',
  'Confirm your e-mail': 'ඔබගේ ඊමේල් ලිපිනය තහවුරු කරන්න',
  'Your e-mail address is confirmed. CarMarket can now send you notices and alerts.':
    'ඔබගේ ඊමේල් ලිපිනය තහවුරු කළා. CarMarket හට දැන් ඔබට දැනුම්දීම් සහ ඇඟවීම් යැවිය හැක.',
  'Your e-mail address is changed. Every other device signed in to your account was signed out.':
    'ඔබගේ ඊමේල් ලිපිනය වෙනස් කළා. ඔබගේ ගිණුමට ඇතුළු වී සිටි අනෙක් සියලු උපාංග ඉවත් කළා.',
  'This confirmation link is not valid. Please ask for a new one.':
    'මෙම තහවුරු කිරීමේ සබැඳිය වලංගු නැත. කරුණාකර නව එකක් ඉල්ලන්න.',
  'This confirmation link has expired or was already used.':
    'මෙම තහවුරු කිරීමේ සබැඳිය කල් ඉකුත් වී ඇත, නැතහොත් දැනටමත් භාවිත කර ඇත.',
  'Your e-mail address is already confirmed.': 'ඔබගේ ඊමේල් ලිපිනය දැනටමත් තහවුරු කර ඇත.',
  'That is already your e-mail address.': 'එය දැනටමත් ඔබගේ ඊමේල් ලිපිනයයි.',
  'An account with this email already exists. Please choose another address.':
    'මෙම ඊමේල් ලිපිනය සහිත ගිණුමක් දැනටමත් ඇත. කරුණාකර වෙනත් ලිපිනයක් තෝරන්න.',
  'Your e-mail cannot be changed with the profile. Use Change e-mail in Settings: it asks for your password and a confirmation of the new address.':
    'පැතිකඩ හරහා ඔබගේ ඊමේල් ලිපිනය වෙනස් කළ නොහැක. සැකසුම් තුළ ඇති ඊමේල් වෙනස් කිරීම භාවිත කරන්න: එය ඔබගේ මුරපදය සහ නව ලිපිනයේ තහවුරු කිරීමක් ඉල්ලයි.',
  'Your previous e-mail address is back, and every device signed in to your account was signed out. Please choose a new password now: whoever changed the address may know it.':
    'ඔබගේ පෙර ඊමේල් ලිපිනය නැවත යොදා ඇති අතර ඔබගේ ගිණුමට ඇතුළු වී සිටි සියලු උපාංග ඉවත් කළා. කරුණාකර දැන්ම නව මුරපදයක් තෝරන්න: ලිපිනය වෙනස් කළ අය එය දන්නවා විය හැක.',
  'This link is not valid.': 'මෙම සබැඳිය වලංගු නැත.',
  'This link has expired or was already used. If someone else controls your account, please contact us.':
    'මෙම සබැඳිය කල් ඉකුත් වී ඇත, නැතහොත් දැනටමත් භාවිත කර ඇත. වෙනත් අයෙකු ඔබගේ ගිණුම පාලනය කරන්නේ නම්, කරුණාකර අප හා සම්බන්ධ වන්න.',
  'You asked for many confirmation links. Please try again in {wait}.':
    'ඔබ තහවුරු කිරීමේ සබැඳි බොහොමයක් ඉල්ලා ඇත. කරුණාකර {wait} කින් නැවත උත්සාහ කරන්න.',
  'The request body must be a JSON object.': 'ඉල්ලීමේ අන්තර්ගතය JSON වස්තුවක් විය යුතුය.',
  'Price reduced by {amount} on {date}': '{date} දින මිල {amount} කින් අඩු කළා',
  'That job is not waiting for a retry: it may have been retried already.':
    'එම කාර්යය නැවත උත්සාහ කිරීමක් සඳහා රැඳී නැත: එය දැනටමත් නැවත උත්සාහ කර තිබිය හැක.',
  'Please enter your offer amount': 'කරුණාකර ඔබ යෝජනා කරන මිල ඇතුළත් කරන්න',
  'Enter the amount in numbers, with up to 2 decimals': 'මුදල ඉලක්කම්වලින්, දශමස්ථාන 2ක් දක්වා ඇතුළත් කරන්න',
  'Your offer must be at least 1': 'ඔබගේ මිල යෝජනාව අවම වශයෙන් 1ක් විය යුතුය',
  'The message must be text': 'පණිවිඩය පෙළක් විය යුතුය',
  'Your message is too long (1,000 characters at most)': 'ඔබගේ පණිවිඩය දිග වැඩියි (උපරිම අක්ෂර 1,000)',
  'We could not find that offer.': 'එම මිල යෝජනාව සොයාගත නොහැකි විය.',
  'This offer has already been answered.': 'මෙම මිල යෝජනාවට දැනටමත් පිළිතුරු දී ඇත.',
  'Please choose the featured or vip package': 'කරුණාකර විශේෂිත හෝ VIP පැකේජය තෝරන්න',
  'Member is free: there is nothing to request.': 'සාමාජික පැකේජය නොමිලේ: ඉල්ලීමට කිසිවක් නැත.',
  'You already have this package.': 'ඔබට දැනටමත් මෙම පැකේජය ඇත.',
  'You already have a request waiting for our team.': 'අපගේ කණ්ඩායම වෙත රැඳී ඇති ඉල්ලීමක් ඔබට දැනටමත් ඇත.',
  'Your request is in. Pay by bank transfer quoting your reference; our team switches your package once the payment arrives.':
    'ඔබගේ ඉල්ලීම ලැබුණා. ඔබගේ යොමු අංකය සඳහන් කර බැංකු මාරුවකින් ගෙවන්න; ගෙවීම ලැබුණු පසු අපගේ කණ්ඩායම ඔබගේ පැකේජය මාරු කරයි.',
  'We could not find that request.': 'එම ඉල්ලීම සොයාගත නොහැකි විය.',
  'This request has already been decided.': 'මෙම ඉල්ලීම පිළිබඳව දැනටමත් තීරණය කර ඇත.',
  'Status must be pending, approved or rejected': 'තත්ත්වය pending, approved හෝ rejected විය යුතුය',
  Member: 'සාමාජික',
  Featured: 'විශේෂිත',
  '360° view': '360° දර්ශනය',
  '1 month': 'මාස 1',
  '2 months': 'මාස 2',
  'Photos per listing': 'දැන්වීමකට ඡායාරූප',
  'Ad validity': 'දැන්වීමේ වලංගු කාලය',
  'Rich text description': 'හැඩගැන්වූ පෙළ සහිත විස්තරය',
  'Top ads placement': 'ඉහළම දැන්වීම් ස්ථානය',
  'Vehicle video': 'වාහන වීඩියෝව',
  'Assistant support': 'සහායක සේවාව',
  'Contact details shown': 'සම්බන්ධතා විස්තර පෙන්වයි',
  'Top up ads': 'දැන්වීම් ඉහළට ගැනීම',
  Warranty: 'වගකීම',
  'Leasing, insurance and pickup': 'ලීසිං, රක්ෂණය සහ වාහනය රැගෙන යාම',
  'At cost': 'පිරිවැයට',
  Included: 'ඇතුළත්',
  'Car for sale | CarMarket': 'විකිණීමට ඇති කාර් | CarMarket',
  'Page not found | CarMarket': 'පිටුව හමු නොවීය | CarMarket',
  'Car no longer for sale | CarMarket': 'තවදුරටත් විකිණීමට නැති කාර් | CarMarket',
  '{car} – no longer for sale | CarMarket': '{car} – තවදුරටත් විකිණීමට නැත | CarMarket',
  '{make} cars': '{make} කාර්',
  'Used cars': 'පාවිච්චි කළ කාර්',
  'Sri Lanka': 'ශ්‍රී ලංකාව',
  '{what} for sale in {where} – page {page} | CarMarket':
    '{where} හි විකිණීමට ඇති {what} – {page} වන පිටුව | CarMarket',
  '{what} for sale in {where} | CarMarket': '{where} හි විකිණීමට ඇති {what} | CarMarket',
  'Please enter the bank name': 'කරුණාකර බැංකුවේ නම ඇතුළත් කරන්න',
  'The bank name is too long (80 characters at most)': 'බැංකුවේ නම දිග වැඩියි (උපරිම අක්ෂර 80)',
  'Please enter the account name': 'කරුණාකර ගිණුමේ නම ඇතුළත් කරන්න',
  'The account name is too long (80 characters at most)': 'ගිණුමේ නම දිග වැඩියි (උපරිම අක්ෂර 80)',
  'The account number should be 6 to 20 digits (spaces and dashes are allowed between them)':
    'ගිණුම් අංකය ඉලක්කම් 6 සිට 20 දක්වා විය යුතුය (ඒවා අතර හිස්තැන් සහ ඉරි යෙදිය හැක)',
  'Please enter the branch': 'කරුණාකර ශාඛාව ඇතුළත් කරන්න',
  'The branch is too long (80 characters at most)': 'ශාඛාවේ නම දිග වැඩියි (උපරිම අක්ෂර 80)',
  'Please say how long confirming a payment usually takes':
    'කරුණාකර ගෙවීමක් තහවුරු කිරීමට සාමාන්‍යයෙන් කොපමණ කාලයක් ගතවේදැයි සඳහන් කරන්න',
  'The confirmation time is too long (80 characters at most)':
    'තහවුරු කිරීමේ කාලය දිග වැඩියි (උපරිම අක්ෂර 80)',
  'Payment details saved. Sellers see them from now on.':
    'ගෙවීම් විස්තර සුරැකිණි. මෙතැන් සිට විකුණුම්කරුවන්ට ඒවා පෙනේ.',
  'The bank name': 'බැංකුවේ නම',
  'The account name': 'ගිණුමේ නම',
  'The account number': 'ගිණුම් අංකය',
  'The branch': 'ශාඛාව',
  'The confirmation time': 'තහවුරු කිරීමේ කාලය',
  'This ad shows no phone number. Make an offer to reach the seller.':
    'මෙම දැන්වීමේ දුරකථන අංකයක් පෙන්වන්නේ නැත. විකුණුම්කරු හා සම්බන්ධ වීමට මිල යෝජනාවක් කරන්න.',
  'You have seen 10 sellers’ numbers today. Sign in to see more numbers.':
    'ඔබ අද විකුණුම්කරුවන් 10 දෙනෙකුගේ අංක බලා ඇත. තවත් අංක බැලීමට ඇතුළු වන්න.',
  'Many people on your network have asked for sellers’ numbers in the last hour. Sign in to see more numbers, or try again in {wait}.':
    'පසුගිය පැය තුළ ඔබගේ ජාලයේ බොහෝ දෙනෙක් විකුණුම්කරුවන්ගේ අංක ඉල්ලා ඇත. තවත් අංක බැලීමට ඇතුළු වන්න, නැතහොත් {wait} කින් නැවත උත්සාහ කරන්න.',
  'Confirm your e-mail address to see more numbers: open the link we sent you, or send a new one from My Account.':
    'තවත් අංක බැලීමට ඔබගේ ඊමේල් ලිපිනය තහවුරු කරන්න: අපි ඔබට යැවූ සබැඳිය විවෘත කරන්න, නැතහොත් My Account වෙතින් නව එකක් යවන්න.',
  'You have asked for many sellers’ numbers in the last hour. Please try again in {wait}.':
    'පසුගිය පැය තුළ ඔබ විකුණුම්කරුවන්ගේ අංක බොහොමයක් ඉල්ලා ඇත. කරුණාකර {wait} කින් නැවත උත්සාහ කරන්න.',
  'You can post {count, plural, one {# new ad} other {# new ads}} a day with the {package} package. You can post again after midnight (Sri Lanka time).':
    '{package} පැකේජය සමඟ ඔබට දිනකට {count, plural, one {නව දැන්වීම් #ක්} other {නව දැන්වීම් #ක්}} පළ කළ හැක. මධ්‍යම රාත්‍රියෙන් පසු (ශ්‍රී ලංකා වේලාව) ඔබට නැවත පළ කළ හැක.',
  '{package} package: you can post {count, plural, one {# new ad} other {# new ads}} a day. {left} left today.':
    '{package} පැකේජය: ඔබට දිනකට {count, plural, one {නව දැන්වීම් #ක්} other {නව දැන්වීම් #ක්}} පළ කළ හැක. අදට ඉතිරි {left}.',
  'You have posted all your new ads for today': 'ඔබ අදට ඔබගේ සියලු නව දැන්වීම් පළ කර ඇත',
  'The car name': 'කාර් එකේ නම',
  'Car name is required': 'කාර් එකේ නම අවශ්‍යයි',
  'The car name is too long (120 characters at most)': 'කාර් එකේ නම දිග වැඩියි (උපරිම අක්ෂර 120)',
  'The description must be text': 'විස්තරය පෙළක් විය යුතුය',
  'The description is too long (2,000 characters at most)': 'විස්තරය දිග වැඩියි (උපරිම අක්ෂර 2,000)',
  'Email is required': 'ඊමේල් ලිපිනය අවශ්‍යයි',
  'Sold already': 'දැනටමත් විකිණී ඇත',
  'Suspected scam': 'වංචාවක් යැයි සැක කෙරේ',
  'Wrong price or details': 'වැරදි මිල හෝ විස්තර',
  'Duplicate ad': 'අනුපිටපත් දැන්වීම',
  Offensive: 'අශිෂ්ට',
  Other: 'වෙනත්',
  'Thank you. Our team will look at this ad.': 'ස්තූතියි. අපගේ කණ්ඩායම මෙම දැන්වීම පරීක්ෂා කරනු ඇත.',
  'Please choose why you are reporting this ad: sold already, suspected scam, wrong price or details, duplicate ad, offensive, or other.':
    'කරුණාකර ඔබ මෙම දැන්වීම වාර්තා කරන්නේ ඇයිදැයි තෝරන්න: දැනටමත් විකිණී ඇත, වංචාවක් යැයි සැක කෙරේ, වැරදි මිල හෝ විස්තර, අනුපිටපත් දැන්වීම, අශිෂ්ට, හෝ වෙනත්.',
  'Please tell us in a sentence what is wrong with this ad.':
    'කරුණාකර මෙම දැන්වීමේ ඇති වරද වාක්‍යයකින් අපට කියන්න.',
  'The details are too long (1,000 characters at most)': 'විස්තර දිග වැඩියි (උපරිම අක්ෂර 1,000)',
  "You can't report your own ad.": 'ඔබට ඔබගේම දැන්වීම වාර්තා කළ නොහැක.',
  'We could not find that ad. It may have been removed, or it is not live yet.':
    'එම දැන්වීම සොයාගත නොහැකි විය. එය ඉවත් කර තිබිය හැක, නැතහොත් තවම ප්‍රසිද්ධ කර නැත.',
  'This ad has already ended, so it no longer needs a report.':
    'මෙම දැන්වීම දැනටමත් අවසන් වී ඇති බැවින් එය වාර්තා කිරීම තවදුරටත් අවශ්‍ය නැත.',
  'You have already reported this ad. Our team will look at it.':
    'ඔබ දැනටමත් මෙම දැන්වීම වාර්තා කර ඇත. අපගේ කණ්ඩායම එය පරීක්ෂා කරනු ඇත.',
  'This ad has no open reports. Another staff member may have handled them.':
    'මෙම දැන්වීමට විවෘත වාර්තා නැත. වෙනත් කාර්ය මණ්ඩල සාමාජිකයෙකු ඒවා පිළිබඳව කටයුතු කර තිබිය හැක.',
  'This ad is already out of search.': 'මෙම දැන්වීම දැනටමත් සෙවුමෙන් ඉවත් කර ඇත.',
  'This ad is no longer live, so there is nothing to hold.':
    'මෙම දැන්වීම තවදුරටත් ප්‍රසිද්ධියේ නැති බැවින් නවතා තැබීමට කිසිවක් නැත.',
  'Please write the seller what to fix': 'කරුණාකර නිවැරදි කළ යුතු දේ විකුණුම්කරුට ලියන්න',
  'The message is too long (1,000 characters at most)': 'පණිවිඩය දිග වැඩියි (උපරිම අක්ෂර 1,000)',
  'Status must be open or decided': 'තත්ත්වය open හෝ decided විය යුතුය',
  'Please give the seller a reason for the removal': 'කරුණාකර ඉවත් කිරීමට හේතුවක් විකුණුම්කරුට දෙන්න',
  'The reason is too long (500 characters at most)': 'හේතුව දිග වැඩියි (උපරිම අක්ෂර 500)',
  'The details': 'විස්තර',
  'The message': 'පණිවිඩය',
  'The reason': 'හේතුව',
  'You can save up to 20 searches. Delete one to save another.':
    'ඔබට සෙවුම් 20ක් දක්වා සුරැකිය හැක. තවත් එකක් සුරැකීමට එකක් මකන්න.',
  'We could not find that saved search.': 'එම සුරැකි සෙවුම සොයාගත නොහැකි විය.',
  'Give the search a name.': 'සෙවුමට නමක් දෙන්න.',
  'The name can be at most 60 characters.': 'නමේ උපරිම අක්ෂර 60ක් විය හැක.',
  'Frequency must be instant or daily.': 'වාර ගණන instant හෝ daily විය යුතුය.',
  'The search parameters must be an object of the search’s names and values.':
    'සෙවුම් පරාමිතීන් සෙවුමේ නම් සහ අගයන් සහිත වස්තුවක් විය යුතුය.',
  '{count, plural, one {{names} is not a search parameter.} other {{names} are not search parameters.}}':
    '{count, plural, one {{names} සෙවුම් පරාමිතියක් නොවේ.} other {{names} සෙවුම් පරාමිතීන් නොවේ.}}',
  'Nothing to change: give a name, a frequency, params or seen.':
    'වෙනස් කිරීමට කිසිවක් නැත: name, frequency, params හෝ seen ලබා දෙන්න.',
  'seen can only be true: it marks the search’s matches as seen.':
    'seen හි අගය true පමණක් විය හැක: එය සෙවුමේ ගැළපීම් බලා ඇති ලෙස සලකුණු කරයි.',
  'Search saved.': 'සෙවුම සුරැකිණි.',
  'The name': 'නම',
  Relevance: 'අදාළත්වය',
  'Price: Low to High': 'මිල: අඩු සිට වැඩි',
  'Price: High to Low': 'මිල: වැඩි සිට අඩු',
  'Newest Listings': 'නවතම දැන්වීම්',
  'Lowest Mileage': 'අඩුම ධාවනය කළ දුර',
  'Only the first 10,000 cars of a search can be shown (page 834); narrow the search with filters to see others':
    'සෙවුමක පළමු කාර් 10,000 පමණක් පෙන්විය හැක (834 වන පිටුව); අනෙක් ඒවා බැලීමට පෙරහන් මගින් සෙවුම සීමා කරන්න',
  'Only the first 1,000 cars of a search by words or by a price, year or mileage range can be shown (page 84); narrow the search to see others':
    'වචන හෝ මිල, වර්ෂ හෝ ධාවනය කළ දුර පරාසයක් අනුව කළ සෙවුමක පළමු කාර් 1,000 පමණක් පෙන්විය හැක (84 වන පිටුව); අනෙක් ඒවා බැලීමට සෙවුම සීමා කරන්න',
  '{count} cars found': 'කාර් {count}ක් හමු විය',
  'Each setting must be on or off.': 'සෑම සැකසුමක්ම ක්‍රියාත්මක හෝ අක්‍රිය විය යුතුය.',
  'CarMarket — Buy and sell used cars in Sri Lanka':
    'CarMarket — ශ්‍රී ලංකාවේ පාවිච්චි කළ කාර් ගන්න සහ විකුණන්න',
  'Used cars for sale in Sri Lanka | CarMarket': 'ශ්‍රී ලංකාවේ විකිණීමට ඇති පාවිච්චි කළ කාර් | CarMarket',
  'Sell your car | CarMarket': 'ඔබගේ කාර් එක විකුණන්න | CarMarket',
  'Car loan calculator | CarMarket': 'කාර් ණය ගණකය | CarMarket',
  'About us | CarMarket': 'අප ගැන | CarMarket',
  'Contact us | CarMarket': 'අප හා සම්බන්ධ වන්න | CarMarket',
  'Privacy policy | CarMarket': 'රහස්‍යතා ප්‍රතිපත්තිය | CarMarket',
  'Safety tips for buying a used car | CarMarket':
    'පාවිච්චි කළ කාර් එකක් ගැනීමේදී ආරක්ෂිත උපදෙස් | CarMarket',
  'Sign in | CarMarket': 'ඇතුළු වන්න | CarMarket',
  'Create an account | CarMarket': 'ගිණුමක් සාදන්න | CarMarket',
  'Forgot password | CarMarket': 'මුරපදය අමතකද | CarMarket',
  'Choose a new password | CarMarket': 'නව මුරපදයක් තෝරන්න | CarMarket',
  'Confirm your e-mail | CarMarket': 'ඔබගේ ඊමේල් ලිපිනය තහවුරු කරන්න | CarMarket',
  'Undo an e-mail change | CarMarket': 'ඊමේල් වෙනස් කිරීම අවලංගු කරන්න | CarMarket',
  'My profile | CarMarket': 'මගේ පැතිකඩ | CarMarket',
  'My package | CarMarket': 'මගේ පැකේජය | CarMarket',
  'My listings | CarMarket': 'මගේ දැන්වීම් | CarMarket',
  'My wishlist | CarMarket': 'මගේ කැමති ලැයිස්තුව | CarMarket',
  'Settings | CarMarket': 'සැකසුම් | CarMarket',
  'E-mail preferences | CarMarket': 'ඊමේල් මනාපයන් | CarMarket',
  'Staff console | CarMarket': 'කාර්ය මණ්ඩල කොන්සෝලය | CarMarket',
  'Saved cars | CarMarket': 'සුරැකි කාර් | CarMarket',
  'Offers | CarMarket': 'මිල යෝජනා | CarMarket',
  'Saved searches | CarMarket': 'සුරැකි සෙවුම් | CarMarket',
  'Your ad | CarMarket': 'ඔබගේ දැන්වීම | CarMarket',
  'Conversation | CarMarket': 'සංවාදය | CarMarket',
  'Audit log | CarMarket': 'විගණන සටහන | CarMarket',
  'Reports | CarMarket': 'වාර්තා | CarMarket',
  'Messages | CarMarket': 'පණිවිඩ | CarMarket',
  'Users | CarMarket': 'පරිශීලකයින් | CarMarket',
  'Packages | CarMarket': 'පැකේජ | CarMarket',
  'We could not find that message.': 'එම පණිවිඩය සොයාගත නොහැකි විය.',
  'Status must be new or handled': 'තත්ත්වය new හෝ handled විය යුතුය',
  'Please write your reply': 'කරුණාකර ඔබගේ පිළිතුර ලියන්න',
  'Your reply is too long (5,000 characters at most)': 'ඔබගේ පිළිතුර දිග වැඩියි (උපරිම අක්ෂර 5,000)',
  'Your reply': 'ඔබගේ පිළිතුර',
  'Your reply is on its way to the sender.': 'ඔබගේ පිළිතුර යවන්නා වෙත යමින් පවතී.',
  'Page must be a whole number from 1 to 10,000': 'පිටුව 1 සිට 10,000 දක්වා පූර්ණ සංඛ්‍යාවක් විය යුතුය',
  'This page is for CarMarket staff only.': 'මෙම පිටුව CarMarket කාර්ය මණ්ඩලයට පමණි.',
  'We could not find that user.': 'එම පරිශීලකයා සොයාගත නොහැකි විය.',
  'Please give the seller a reason for the rejection': 'කරුණාකර ප්‍රතික්ෂේප කිරීමට හේතුවක් විකුණුම්කරුට දෙන්න',
  'Please choose the member, featured or vip package': 'කරුණාකර සාමාජික, විශේෂිත හෝ VIP පැකේජය තෝරන්න',
  'Please enter the start of an e-mail address': 'කරුණාකර ඊමේල් ලිපිනයක ආරම්භය ඇතුළත් කරන්න',
  'The e-mail address is too long': 'ඊමේල් ලිපිනය දිග වැඩියි',
  'The search is too long (100 characters at most)': 'සෙවුම දිග වැඩියි (උපරිම අක්ෂර 100)',
  'Only a pending or rejected ad can be approved.':
    'අනුමත කළ හැක්කේ පරීක්ෂාව සඳහා රැඳී ඇති හෝ ප්‍රතික්ෂේප කළ දැන්වීමක් පමණි.',
  'Only a pending or live ad can be rejected.':
    'ප්‍රතික්ෂේප කළ හැක්කේ පරීක්ෂාව සඳහා රැඳී ඇති හෝ ප්‍රසිද්ධියේ ඇති දැන්වීමක් පමණි.',
  'The search': 'සෙවුම',
  'The e-mail address': 'ඊමේල් ලිපිනය',
  'Please give a reason for the suspension': 'කරුණාකර අත්හිටුවීමට හේතුවක් දෙන්න',
  'This account is suspended. Contact us if you think this is a mistake.':
    'මෙම ගිණුම අත්හිටුවා ඇත. මෙය වැරැද්දක් යැයි ඔබ සිතන්නේ නම් අප හා සම්බන්ධ වන්න.',
  'You cannot suspend your own account.': 'ඔබට ඔබගේම ගිණුම අත්හිටුවිය නොහැක.',
  'A staff account cannot be suspended. Remove its staff role first.':
    'කාර්ය මණ්ඩල ගිණුමක් අත්හිටුවිය නොහැක. පළමුව එහි කාර්ය මණ්ඩල භූමිකාව ඉවත් කරන්න.',
  'This account is already suspended.': 'මෙම ගිණුම දැනටමත් අත්හිටුවා ඇත.',
  'This account is not suspended.': 'මෙම ගිණුම අත්හිටුවා නැත.',
  'The seller of this ad is suspended. Lift the suspension before approving it.':
    'මෙම දැන්වීමේ විකුණුම්කරු අත්හිටුවා ඇත. එය අනුමත කිරීමට පෙර අත්හිටුවීම ඉවත් කරන්න.',
  '{label} contains characters that cannot be saved. Please remove them.':
    '{label} තුළ සුරැකිය නොහැකි අක්ෂර ඇත. කරුණාකර ඒවා ඉවත් කරන්න.',
  '{label} contains characters that cannot be searched for. Please remove them.':
    '{label} තුළ සෙවිය නොහැකි අක්ෂර ඇත. කරුණාකර ඒවා ඉවත් කරන්න.',
  Offers: 'මිල යෝජනා',
  'A buyer makes an offer on your ad, or a seller answers yours.':
    'ගැනුම්කරුවෙකු ඔබගේ දැන්වීමට මිල යෝජනාවක් කරයි, නැතහොත් විකුණුම්කරුවෙකු ඔබගේ යෝජනාවට පිළිතුරු දෙයි.',
  'offer e-mails': 'මිල යෝජනා පිළිබඳ ඊමේල්',
  'Unsubscribe from offer e-mails': 'මිල යෝජනා පිළිබඳ ඊමේල් නවත්වන්න',
  'Ad updates': 'දැන්වීම් යාවත්කාලීන',
  'Our team approves your ad, asks for a change or does not approve it; your package is active.':
    'අපගේ කණ්ඩායම ඔබගේ දැන්වීම අනුමත කරයි, වෙනසක් ඉල්ලයි හෝ අනුමත නොකරයි; ඔබගේ පැකේජය සක්‍රිය වේ.',
  'ad update e-mails': 'දැන්වීම් යාවත්කාලීන ඊමේල්',
  'Unsubscribe from ad update e-mails': 'දැන්වීම් යාවත්කාලීන ඊමේල් නවත්වන්න',
  'Saved-search alerts': 'සුරැකි සෙවුම් ඇඟවීම්',
  'New cars that match the searches you saved.': 'ඔබ සුරැකි සෙවුම්වලට ගැළපෙන නව කාර්.',
  'saved-search alerts': 'සුරැකි සෙවුම් ඇඟවීම්',
  'Unsubscribe from saved-search alerts': 'සුරැකි සෙවුම් ඇඟවීම් නවත්වන්න',
  Reminders: 'සිහිකැඳවීම්',
  'A reminder three days before your ad expires.': 'ඔබගේ දැන්වීම කල් ඉකුත් වීමට දින තුනකට පෙර සිහිකැඳවීමක්.',
  'reminder e-mails': 'සිහිකැඳවීම් ඊමේල්',
  'Unsubscribe from reminder e-mails': 'සිහිකැඳවීම් ඊමේල් නවත්වන්න',
  'You will no longer get e-mail notices from CarMarket. Password and security e-mails still come.':
    'ඔබට තවදුරටත් CarMarket වෙතින් ඊමේල් දැනුම්දීම් නොලැබේ. මුරපද සහ ආරක්ෂණ ඊමේල් තවමත් ලැබේ.',
  'You will no longer get {kinds} from CarMarket. Your other e-mails are as you chose them.':
    'ඔබට තවදුරටත් CarMarket වෙතින් {kinds} නොලැබේ. ඔබගේ අනෙක් ඊමේල් ඔබ තෝරාගත් පරිදිම පවතී.',
  'Your e-mail preferences are saved.': 'ඔබගේ ඊමේල් මනාපයන් සුරැකිණි.',
  'This unsubscribe link is not valid. Sign in to choose which e-mails you get.':
    'මෙම ඊමේල් නැවැත්වීමේ සබැඳිය වලංගු නැත. ඔබට ලැබෙන ඊමේල් තෝරා ගැනීමට ඇතුළු වන්න.',
  'This link has expired: the links in our e-mails work for 90 days. Sign in to choose which e-mails you get.':
    'මෙම සබැඳිය කල් ඉකුත් වී ඇත: අපගේ ඊමේල්වල ඇති සබැඳි දින 90ක් ක්‍රියා කරයි. ඔබට ලැබෙන ඊමේල් තෝරා ගැනීමට ඇතුළු වන්න.',
  'This link has already been used. Sign in to choose which e-mails you get.':
    'මෙම සබැඳිය දැනටමත් භාවිත කර ඇත. ඔබට ලැබෙන ඊමේල් තෝරා ගැනීමට ඇතුළු වන්න.',
  'Air Conditioning': 'වායු සමීකරණය',
  'Power Steering': 'පවර් ස්ටියරින්',
  'Power Windows': 'පවර් ෂටර්',
  'Power Mirrors': 'පවර් කණ්නාඩි',
  'This car is no longer for sale': 'මෙම කාර් එක තවදුරටත් විකිණීමට නැත',
  'It was sold, or its ad has ended.': 'එය විකිණී ඇත, නැතහොත් එහි දැන්වීම අවසන් වී ඇත.',
  'The last event id must be a whole number': 'අවසන් සිදුවීම් අංකය පූර්ණ සංඛ්‍යාවක් විය යුතුය',
  'The car id must be a whole number': 'කාර් අංකය පූර්ණ සංඛ්‍යාවක් විය යුතුය',
  'Each search parameter may be given once, as text': 'සෑම සෙවුම් පරාමිතියක්ම එක් වරක්, පෙළ ලෙස දිය හැක',
  '{what} must be a year like 2016': '{what} 2016 වැනි වර්ෂයක් විය යුතුය',
  '{what} must be a year from {min} to {max}': '{what} {min} සිට {max} දක්වා වර්ෂයක් විය යුතුය',
  '{what} must be a whole number of miles from 0 to {max}':
    '{what} සැතපුම් 0 සිට {max} දක්වා පූර්ණ සංඛ්‍යාවක් විය යුතුය',
  '{what} must be a comma-separated list of ids, like 3,7':
    '{what} 3,7 වැනි, කොමාවෙන් වෙන් කළ අංක ලැයිස්තුවක් විය යුතුය',
  '{what} may list at most {max} ids': '{what} තුළ උපරිම අංක {max}ක් විය හැක',
  'The search text is too long (100 characters at most)': 'සෙවුම් පෙළ දිග වැඩියි (උපරිම අක්ෂර 100)',
  'Sort must be 0 (relevance), 1 (price low to high), 2 (price high to low), 3 (newest) or 4 (lowest mileage)':
    'පිළිවෙළ 0 (අදාළත්වය), 1 (මිල අඩු සිට වැඩි), 2 (මිල වැඩි සිට අඩු), 3 (නවතම) හෝ 4 (අඩුම ධාවනය කළ දුර) විය යුතුය',
  'Page must be a whole number, like 2': 'පිටුව 2 වැනි පූර්ණ සංඛ්‍යාවක් විය යුතුය',
  'The minimum price must be a number with up to 2 decimals':
    'අවම මිල දශමස්ථාන 2ක් දක්වා ඇති සංඛ්‍යාවක් විය යුතුය',
  'The maximum price must be a number with up to 2 decimals':
    'උපරිම මිල දශමස්ථාන 2ක් දක්වා ඇති සංඛ්‍යාවක් විය යුතුය',
  Brands: 'වෙළඳ නාම',
  Conditions: 'තත්ත්වයන්',
  'Fuel types': 'ඉන්ධන වර්ග',
  'Vehicle types': 'වාහන වර්ග',
  Transmissions: 'ගියර් වර්ග',
  'The city must be a city id': 'නගරය නගර අංකයක් විය යුතුය',
  Models: 'මාදිලි',
  'The earliest year': 'මුල්ම වර්ෂය',
  'The latest year': 'නවතම වර්ෂය',
  'The lowest mileage': 'අඩුම ධාවනය කළ දුර',
  'The highest mileage': 'වැඩිම ධාවනය කළ දුර',
  'Verified sellers must be true or false': 'තහවුරු කළ විකුණුම්කරුවන් true හෝ false විය යුතුය',
  'The minimum price cannot be above the maximum price': 'අවම මිල උපරිම මිලට වඩා වැඩි විය නොහැක',
  'The earliest year cannot be after the latest year': 'මුල්ම වර්ෂය නවතම වර්ෂයට පසු විය නොහැක',
  'The lowest mileage cannot be above the highest mileage':
    'අඩුම ධාවනය කළ දුර වැඩිම ධාවනය කළ දුරට වඩා වැඩි විය නොහැක',
  'This car is no longer for sale.': 'මෙම කාර් එක තවදුරටත් විකිණීමට නැත.',
  'We could not find that car.': 'එම කාර් එක සොයාගත නොහැකි විය.',
  'The car ids must be whole numbers from 1 up': 'කාර් අංක 1 හෝ ඊට වැඩි පූර්ණ සංඛ්‍යා විය යුතුය',
  'The car ids must be a list': 'කාර් අංක ලැයිස්තුවක් විය යුතුය',
  'You can save at most 200 cars at once': 'ඔබට එකවර උපරිම කාර් 200ක් සුරැකිය හැක',
  'ids must be a comma-separated list of car ids, like 3,7':
    'ids 3,7 වැනි, කොමාවෙන් වෙන් කළ කාර් අංක ලැයිස්තුවක් විය යුතුය',
  'ids may list at most 200 cars': 'ids තුළ උපරිම කාර් 200ක් විය හැක',
  'The list of car ids': 'කාර් අංක ලැයිස්තුව',
  // i18n/language-setting.ts (PUT /api/me/language).
  'Choose English, Sinhala or Tamil.': 'ඉංග්‍රීසි, සිංහල හෝ දෙමළ තෝරන්න.',
  // health.ts: why a process is not ready (GET /api/health/ready), and the 503 of a request a
  // stopping server did not start (decision 125).
  'Not ready: the database does not answer.': 'සූදානම් නැත: දත්ත සමුදාය ප්‍රතිචාර නොදක්වයි.',
  'Not ready: the database lacks migrations this version needs.':
    'සූදානම් නැත: මෙම අනුවාදයට අවශ්‍ය සංක්‍රමණ දත්ත සමුදායට යොදා නැත.',
  'Not ready: the media store cannot be written to.': 'සූදානම් නැත: මාධ්‍ය ගබඩාවට ලිවිය නොහැක.',
  'Not ready: the {check} check did not answer within {seconds} seconds.':
    'සූදානම් නැත: {check} පිරික්සුම තත්පර {seconds}ක් ඇතුළත පිළිතුරු දුන්නේ නැත.',
  'Not ready: the server is shutting down.': 'සූදානම් නැත: සේවාදායකය වසා දමමින් පවතී.',
  'The server is shutting down. Please try again in a moment.':
    'සේවාදායකය වසා දමමින් පවතී. කරුණාකර මොහොතකින් නැවත උත්සාහ කරන්න.',
  // Field names of an ad, as the staff console's edit review and the API name them.
  Yes: 'ඔව්',
  No: 'නැත',
  Title: 'මාතෘකාව',
  Price: 'මිල',
  Make: 'වෙළඳ නාමය',
  Model: 'මාදිලිය',
  'Year of manufacture': 'නිෂ්පාදිත වර්ෂය',
  Mileage: 'ධාවනය කළ දුර',
  City: 'නගරය',
  Phone: 'දුරකථන අංකය',
  Description: 'විස්තරය',
  'Vehicle type': 'වාහන වර්ගය',
  Condition: 'තත්ත්වය',
  Transmission: 'ගියර් වර්ගය',
  'Fuel type': 'ඉන්ධන වර්ගය',
  'Engine capacity': 'එන්ජින් ධාරිතාව',
  'Ongoing lease': 'ලීසිං පවතී',
  'Air condition': 'එයාර් කන්ඩිෂන්',
  'Power mirror': 'පවර් මිරර්',
  'Power steering': 'පවර් ස්ටියරින්',
  'Power window': 'පවර් ෂටර්',
  // Chat (issue 35).
  'Please write a message': 'කරුණාකර පණිවිඩයක් ලියන්න',
  'Your message is too long (2,000 characters at most)': 'ඔබගේ පණිවිඩය දිග වැඩියි (උපරිම අක්ෂර 2,000)',
  Details: 'විස්තර',
  'The details must be text': 'විස්තර පෙළ විය යුතුය',
  // The chat's safety warnings (issue 35, decision 129).
  'Never pay before you have seen the car and its papers':
    'වාහනය සහ එහි ලියකියවිලි දැක ගැනීමට පෙර කිසිවිටෙක මුදල් නොගෙවන්න',
  'This message asks for money up front. Scammers ask for an advance, a deposit or a booking fee.':
    'මෙම පණිවිඩය කලින් මුදල් ඉල්ලයි. වංචාකරුවන් අත්තිකාරම්, තැන්පතුවක් හෝ වෙන් කිරීමේ ගාස්තුවක් ඉල්ලති.',
  'This message has bank account details. Pay only after you have seen the car and its papers.':
    'මෙම පණිවිඩයේ බැංකු ගිණුම් විස්තර ඇත. වාහනය සහ එහි ලියකියවිලි දුටු පසුව පමණක් ගෙවන්න.',
  'This message takes you to another app or a link. Keep talking here, where we can help.':
    'මෙම පණිවිඩය ඔබව වෙනත් යෙදුමකට හෝ සබැඳියකට යොමු කරයි. අපට උදව් කළ හැකි මෙතැනම කතා කරන්න.',
  // Staff and reported conversations (issue 35, decision 129).
  'Read the reported': 'වාර්තා කළ සංවාදය කියෙව්වා:',
  'This conversation has no open report.': 'මෙම සංවාදයට විවෘත වාර්තාවක් නැත.',
  // Verified phone numbers (issue 36): phone-verification.ts.
  'Please enter a Sri Lankan mobile number, like 077 123 4567.':
    'කරුණාකර 077 123 4567 වැනි ශ්‍රී ලංකා ජංගම දුරකථන අංකයක් ඇතුළත් කරන්න.',
  'We can only send codes to Sri Lankan mobile numbers, like 077 123 4567. Numbers from other countries cannot be verified.':
    'අපට කේත යැවිය හැක්කේ 077 123 4567 වැනි ශ්‍රී ලංකා ජංගම අංකවලට පමණි. වෙනත් රටවල අංක තහවුරු කළ නොහැක.',
  'The code is the 6 digits in the text message we sent you.':
    'කේතය වන්නේ අප ඔබට එවූ කෙටි පණිවිඩයේ ඇති ඉලක්කම් 6 යි.',
  'That code is not right. You can try {left} more times.':
    'එම කේතය නිවැරදි නැත. ඔබට තවත් {left} වතාවක් උත්සාහ කළ හැක.',
  'That code was wrong 5 times and no longer works. Please ask for a new code.':
    'එම කේතය 5 වතාවක් වැරදී ඇති බැවින් තවදුරටත් ක්‍රියා නොකරයි. කරුණාකර නව කේතයක් ඉල්ලන්න.',
  'That code has expired or was replaced by a newer one. Please ask for a new code.':
    'එම කේතය කල් ඉකුත් වී හෝ නවතම කේතයකින් ප්‍රතිස්ථාපනය වී ඇත. කරුණාකර නව කේතයක් ඉල්ලන්න.',
  'Please ask for a code first: we send it to your mobile number by text message.':
    'කරුණාකර පළමුව කේතයක් ඉල්ලන්න: අපි එය ඔබගේ ජංගම අංකයට කෙටි පණිවිඩයකින් එවන්නෙමු.',
  'We just sent you a code. You can ask for another in {wait}.':
    'අපි දැන් ඔබට කේතයක් එව්වෙමු. ඔබට {wait} කින් තවත් එකක් ඉල්ලිය හැක.',
  'You have asked for 5 codes in the last hour. Please try again in {wait}.':
    'ඔබ පසුගිය පැය තුළ කේත 5ක් ඉල්ලා ඇත. කරුණාකර {wait} කින් නැවත උත්සාහ කරන්න.',
  'Many people on your network have asked for codes today. Please try again in {wait}, or over another connection such as Wi-Fi.':
    'අද ඔබගේ ජාලයේ බොහෝ දෙනෙක් කේත ඉල්ලා ඇත. කරුණාකර {wait} කින් නැවත උත්සාහ කරන්න, නැතහොත් Wi-Fi වැනි වෙනත් සම්බන්ධතාවයකින් උත්සාහ කරන්න.',
  'This number is already verified on 2 accounts, the most one number can be. Please use another mobile number.':
    'මෙම අංකය දැනටමත් ගිණුම් 2ක තහවුරු කර ඇත, එක් අංකයකට හැකි උපරිමය එයයි. කරුණාකර වෙනත් ජංගම අංකයක් භාවිත කරන්න.',
  'Your mobile number is already verified.': 'ඔබගේ ජංගම අංකය දැනටමත් තහවුරු කර ඇත.',
  'We cannot send more text messages today. Please try again tomorrow.':
    'අද තවත් කෙටි පණිවිඩ යැවිය නොහැක. කරුණාකර හෙට නැවත උත්සාහ කරන්න.',
  'We could not deliver a text message to this number. Please check it, or use another mobile number.':
    'මෙම අංකයට කෙටි පණිවිඩයක් යැවිය නොහැකි විය. කරුණාකර එය පරීක්ෂා කරන්න, නැතහොත් වෙනත් ජංගම අංකයක් භාවිත කරන්න.',
  'Please verify your mobile number first: we send you a 6-digit code by text message.':
    'කරුණාකර පළමුව ඔබගේ ජංගම දුරකථන අංකය තහවුරු කරන්න: අපි ඔබට කෙටි පණිවිඩයකින් ඉලක්කම් 6ක කේතයක් යවන්නෙමු.',
  'The phone number of an ad must be your verified mobile number. Verify this number first, or use your verified one.':
    'දැන්වීමක දුරකථන අංකය ඔබගේ තහවුරු කළ ජංගම දුරකථන අංකය විය යුතුය. පළමුව මෙම අංකය තහවුරු කරන්න, නැතහොත් ඔබගේ තහවුරු කළ අංකය භාවිත කරන්න.',
  'Many people on your network have seen sellers’ numbers today. Sign in with a verified mobile number to see more.':
    'අද ඔබගේ ජාලයේ බොහෝ දෙනෙක් විකුණුම්කරුවන්ගේ අංක බලා ඇත. තවත් බැලීමට තහවුරු කළ ජංගම දුරකථන අංකයකින් ඇතුළු වන්න.',
  '{code} is your CarMarket code. It expires in 10 minutes. Never share it.':
    '{code} ඔබේ CarMarket කේතයයි. විනාඩි 10ක් වලංගුයි. කිසිවෙකුට නොදෙන්න.',
  'Text messages stopped for today: the daily limit is reached':
    'අද සඳහා කෙටි පණිවිඩ නතර විය: දෛනික සීමාවට ළඟා විය',
  'Great price': 'විශිෂ්ට මිලක්',
  'Good price': 'හොඳ මිලක්',
  'Above market': 'වෙළඳපොළට වඩා වැඩි',
  'Choose a make': 'වෙළඳ නාමයක් තෝරන්න',
  'Choose a model': 'මාදිලියක් තෝරන්න',
  'Enter the year of manufacture': 'නිෂ්පාදිත වර්ෂය ඇතුළත් කරන්න',
  'Enter the mileage': 'ධාවනය කළ දුර ඇතුළත් කරන්න',
  'At most 12 cars': 'උපරිම කාර් 12ක්',
  'Choose up to 3 cars to compare': 'සසඳන්න කාර් 3ක් දක්වා තෝරන්න',
  'Some of the cars you asked for are no longer listed.': 'ඔබ ඉල්ලූ කාර් සමහරක් තවදුරටත් පළ කර නැත.',
  'You can compare up to 3 cars. The first 3 are shown.':
    'ඔබට කාර් 3ක් දක්වා සැසඳිය හැක. පළමු කාර් 3 පෙන්වා ඇත.',
  // Issue 37: recently viewed and compare.
  'Each car is shown once.': 'සෑම කාර් එකක්ම එක් වරක් පෙන්වයි.',
  'Compare cars | CarMarket': 'කාර් සසඳන්න | CarMarket',
  // Sign in with Google (issue 38, decision 135).
  'Signing in with Google did not work. Please try again, or sign in with your email and password.':
    'Google හරහා ඇතුළු වීම සාර්ථක වූයේ නැත. කරුණාකර නැවත උත්සාහ කරන්න, නැතහොත් ඔබගේ ඊමේල් ලිපිනය සහ මුරපදය සමඟ ඇතුළු වන්න.',
  'Your sign-in with Google took too long. Please start again.':
    'Google හරහා ඇතුළු වීමට වැඩි කාලයක් ගත විය. කරුණාකර නැවත අරඹන්න.',
  'Signing in with Google was cancelled.': 'Google හරහා ඇතුළු වීම අවලංගු කරන ලදී.',
  'This account cannot sign in. Please contact us if you think this is a mistake.':
    'මෙම ගිණුමට ඇතුළු විය නොහැක. මෙය වැරැද්දක් යැයි ඔබ සිතන්නේ නම් කරුණාකර අප හා සම්බන්ධ වන්න.',
  'Your sign-in with Google has ended. Please start again.':
    'ඔබගේ Google හරහා ඇතුළු වීම අවසන් විය. කරුණාකර නැවත අරඹන්න.',
  'An account with this email was just opened. Please start again to link your Google account to it.':
    'මෙම ඊමේල් ලිපිනය සහිත ගිණුමක් දැන් විවෘත කරන ලදී. ඔබගේ Google ගිණුම එයට සම්බන්ධ කිරීමට කරුණාකර නැවත අරඹන්න.',
  'This CarMarket account is already linked to another Google account.':
    'මෙම CarMarket ගිණුම දැනටමත් වෙනත් Google ගිණුමකට සම්බන්ධ කර ඇත.',
  'This is not the password of your CarMarket account': 'මෙය ඔබගේ CarMarket ගිණුමේ මුරපදය නොවේ',
  'Registration must be registered or unregistered': 'ලියාපදිංචිය ලියාපදිංචි කළ හෝ ලියාපදිංචි නොකළ විය යුතුය',
  'The year of registration must be a year from the year of manufacture to this year':
    'ලියාපදිංචි වර්ෂය නිෂ්පාදන වර්ෂයේ සිට මෙම වර්ෂය දක්වා වර්ෂයක් විය යුතුය',
  'An unregistered vehicle has no year of registration': 'ලියාපදිංචි නොකළ වාහනයකට ලියාපදිංචි වර්ෂයක් නැත',
  'Previous owners must be a whole number from 0 to 20':
    'පෙර හිමිකරුවන් 0 සිට 20 දක්වා පූර්ණ සංඛ්\u200dයාවක් විය යුතුය',
  'Please select a town in the chosen city': 'කරුණාකර තෝරාගත් නගරයේ ප්\u200dරදේශයක් තෝරන්න',
  Registration: 'ලියාපදිංචිය',
  'Year of registration': 'ලියාපදිංචි වර්ෂය',
  'Previous owners': 'පෙර හිමිකරුවන්',
  Town: 'ප්\u200dරදේශය',
  Registered: 'ලියාපදිංචි කළ',
  'The town must be a town id': 'ප්\u200dරදේශය ප්\u200dරදේශ අංකයක් විය යුතුය',
} satisfies Catalog;

export default { ...reference, ...shared } satisfies Catalog as Catalog;
