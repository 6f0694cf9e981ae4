import type { Catalog } from '@carmarket/shared/i18n/translate';

/** pages: see src/i18n/README.md. */
export default {
  'About Us': 'අප ගැන',
  'Helping Sri Lanka buy and sell cars with confidence':
    'ශ්‍රී ලාංකිකයන්ට විශ්වාසයෙන් කාර් ගැනීමට සහ විකිණීමට අපි උදව් කරමු',
  'CarMarket started with a simple idea: a used car deserves an honest ad, a fair price and a buyer who knows what they are getting. Ten years on, that is still how we work.':
    'CarMarket ආරම්භ වූයේ සරල අදහසකිනි: පාවිච්චි කළ සෑම කාර් එකකටම අවංක දැන්වීමක්, සාධාරණ මිලක් සහ තමන් ගන්නේ කුමක්දැයි හරියටම දන්නා ගැනුම්කරුවෙක් හිමි විය යුතුය. වසර දහයකට පසුවත් අප වැඩ කරන්නේ එලෙසමයි.',
  'CarMarket in numbers': 'සංඛ්‍යා තුළින් CarMarket',
  Leadership: 'නායකත්වය',
  'The people behind CarMarket': 'CarMarket පිටුපස සිටින පිරිස',
  'Core values': 'මූලික වටිනාකම්',
  'What we stand for': 'අප පෙනී සිටින්නේ මේ සඳහායි',
  'What we collect': 'අප එකතු කරන තොරතුරු',
  'Why we use it': 'ඒවා භාවිත කරන්නේ ඇයි',
  'How long we keep it': 'ඒවා කොපමණ කලක් තබා ගන්නේද',
  'Who sees what': 'කාට කුමක් පෙනේද',
  'How we protect it': 'ඒවා ආරක්ෂා කරන්නේ කෙසේද',
  'Your choices and deleting your account': 'ඔබේ තේරීම් සහ ඔබේ ගිණුම මකා දැමීම',
  'Changes to this policy': 'මෙම ප්‍රතිපත්තියේ වෙනස්කම්',
  'On this page': 'මෙම පිටුවේ',
  'Privacy Policy': 'රහස්‍යතා ප්‍රතිපත්තිය',
  'Last updated: {date}': 'අවසන් වරට යාවත්කාලීන කළේ: {date}',
  'CarMarket ({address}) runs this website. This page explains what we collect when you use it, why, how long we keep it and who can see it. The short version: we collect what the marketplace needs to work, we never sell it, and you can have your account deleted at any time.':
    'මෙම වෙබ් අඩවිය පවත්වාගෙන යනු ලබන්නේ CarMarket ({address}) විසිනි. ඔබ එය භාවිත කරන විට අප එකතු කරන්නේ කුමක්ද, ඒ ඇයි, කොපමණ කලක් තබා ගන්නේද සහ එය දැකිය හැක්කේ කාටද යන්න මෙම පිටුවෙන් පැහැදිලි කෙරේ. කෙටියෙන් කිවහොත්: අප එකතු කරන්නේ වෙළඳපොළ ක්‍රියාත්මක වීමට අවශ්‍ය දේ පමණි, අප එය කිසිදා විකුණන්නේ නැත, ඔබට ඕනෑම වේලාවක ඔබේ ගිණුම මකා දැමීමට ඉල්ලිය හැකිය.',
  'Your account': 'ඔබේ ගිණුම',
  'Your name, mobile number, e-mail address, postal address and city, and a profile photo if you add one. Your password is never stored: we keep only a one-way hash of it, from which the password cannot be read back.':
    'ඔබේ නම, ජංගම දුරකථන අංකය, ඊමේල් ලිපිනය, තැපැල් ලිපිනය සහ නගරය, සහ ඔබ එක් කරන්නේ නම් පැතිකඩ ඡායාරූපයක්. ඔබේ මුරපදය කිසිදා ගබඩා නොකෙරේ: අප තබා ගන්නේ එහි එක්-දිශා හැෂ් අගයක් පමණක් වන අතර, එයින් මුරපදය නැවත ලබා ගත නොහැක.',
  'Your listings': 'ඔබේ දැන්වීම්',
  'The details of each car you advertise (title, price, make, model, mileage, description and so on), its photos and any 360° view or video. Every photo is re-encoded when you upload it and its metadata, such as the GPS location where it was taken and the camera details, is removed before it is stored.':
    'ඔබ දැන්වීම් පළ කරන සෑම කාර් එකකම විස්තර (මාතෘකාව, මිල, වෙළඳ නාමය, මාදිලිය, ධාවනය කළ දුර, විස්තරය ආදිය), එහි ඡායාරූප සහ ඇත්නම් 360° දර්ශනය හෝ වීඩියෝව. ඔබ උඩුගත කරන සෑම ඡායාරූපයක්ම නැවත කේතනය කෙරෙන අතර, එය ගත් ස්ථානයේ GPS පිහිටීම සහ කැමරා විස්තර වැනි පාරදත්ත ගබඩා කිරීමට පෙර ඉවත් කෙරේ.',
  Offers: 'මිල යෝජනා',
  'The amount and message of each offer you make on a car, and who made it.':
    'ඔබ කාර් එකකට ඉදිරිපත් කරන සෑම මිල යෝජනාවකම මුදල සහ පණිවිඩය, සහ එය ඉදිරිපත් කළේ කවුරුන්ද යන්න.',
  'Contact and pre-order messages': 'සම්බන්ධ වීමේ සහ පෙර-ඇණවුම් පණිවිඩ',
  'What you send us through the contact form (name, e-mail, phone if you give it, subject and message) or a pre-order request (the car you want, its description, your expected price and your e-mail).':
    'සම්බන්ධ වීමේ පෝරමය හරහා ඔබ අපට එවන දේ (නම, ඊමේල්, ඔබ ලබා දෙන්නේ නම් දුරකථන අංකය, මාතෘකාව සහ පණිවිඩය) හෝ පෙර-ඇණවුම් ඉල්ලීමක් (ඔබට අවශ්‍ය කාර් එක, එහි විස්තරය, ඔබ අපේක්ෂා කරන මිල සහ ඔබේ ඊමේල්).',
  'Stored in your browser': 'ඔබේ බ්‍රවුසරයේ ගබඩා වන දේ',
  'Two cookies, sent only to our sign-in addresses and never readable by the page’s scripts: {session}, your signed-in session, which changes each time it is used and ends after 30 days unused or 90 days in all, and {device}, a note that this browser has signed in to your account, so that other people’s wrong passwords cannot lock you out here (180 days).':
    'අපගේ ඇතුළු වීමේ ලිපිනවලට පමණක් යවන, පිටුවේ ස්ක්‍රිප්ට්වලට කිසිසේත් කියවිය නොහැකි කුකී දෙකක්: {session}, ඔබ ඇතුළු වී සිටින සැසිය; එය භාවිත කරන සෑම වරම වෙනස් වන අතර, දින 30ක් භාවිත නොකළහොත් හෝ සමස්තයක් ලෙස දින 90කට පසු අවසන් වේ; සහ {device}, මෙම බ්‍රවුසරයෙන් ඔබේ ගිණුමට ඇතුළු වී ඇති බවට සටහනක්; එමඟින් වෙනත් අය ඇතුළත් කරන වැරදි මුරපද නිසා මෙහිදී ඔබට ඔබේ ගිණුම අවහිර නොවේ (දින 180).',
  'Three entries in your browser’s local storage: {signedIn}, which says only that you may be signed in, {cityId}, the city you chose in the city selector, and {savedCars}, the cars you saved before signing in.':
    'ඔබේ බ්‍රවුසරයේ local storage හි සටහන් තුනක්: {signedIn}, ඔබ ඇතුළු වී සිටිය හැකි බව පමණක් කියන සටහන; {cityId}, නගර තේරීමෙන් ඔබ තෝරාගත් නගරය; සහ {savedCars}, ඇතුළු වීමට පෙර ඔබ සුරැකි කාර්.',
  'We use no advertising or tracking cookies, and no third-party scripts, fonts or analytics run on this site.':
    'අප දැන්වීම් හෝ ලුහුබැඳීමේ කුකී කිසිවක් භාවිත නොකරන අතර, තෙවන පාර්ශ්ව ස්ක්‍රිප්ට්, අකුරු හෝ විශ්ලේෂණ මෙවලම් කිසිවක් මෙම අඩවියේ ක්‍රියාත්මක නොවේ.',
  'Server logs': 'සර්වර් ලොග්',
  'When your browser talks to our servers we record your IP address, the date and time, the address requested and the result, to keep the site running and to stop abuse.':
    'ඔබේ බ්‍රවුසරය අපගේ සර්වර් සමඟ සන්නිවේදනය කරන විට, අඩවිය නොකඩවා ක්‍රියාත්මක කිරීමටත් අනිසි භාවිතය වැළැක්වීමටත් ඔබේ IP ලිපිනය, දිනය සහ වේලාව, ඉල්ලූ ලිපිනය සහ ප්‍රතිඵලය අප සටහන් කරමු.',
  'To run your account, sign you in and keep you signed in.':
    'ඔබේ ගිණුම පවත්වාගෙන යාමට, ඔබව ඇතුළු කර ගැනීමට සහ ඔබව ඇතුළු වී සිටින ලෙස තබා ගැනීමට.',
  'To publish your ads after our team has reviewed them, and to show buyers the details they need.':
    'අපගේ කණ්ඩායම පරීක්ෂා කළ පසු ඔබේ දැන්වීම් පළ කිරීමට සහ ගැනුම්කරුවන්ට අවශ්‍ය විස්තර පෙන්වීමට.',
  'To pass your offers to sellers and to answer your messages and pre-orders.':
    'ඔබේ මිල යෝජනා විකුණුම්කරුවන් වෙත යොමු කිරීමට සහ ඔබේ පණිවිඩවලට සහ පෙර-ඇණවුම්වලට පිළිතුරු දීමට.',
  'To remember your city so search shows cars near you.':
    'සෙවීමේදී ඔබට ළඟම ඇති කාර් පෙන්වීම සඳහා ඔබේ නගරය මතක තබා ගැනීමට.',
  'To keep the marketplace safe: spotting fraud, fake ads and attacks, and limiting how often forms can be sent.':
    'වෙළඳපොළ ආරක්ෂිතව තබා ගැනීමට: වංචා, ව්‍යාජ දැන්වීම් සහ ප්‍රහාර හඳුනා ගැනීම, සහ පෝරම යැවිය හැකි වාර ගණන සීමා කිරීම.',
  'To meet our legal obligations.': 'අපගේ නෛතික බැඳීම් ඉටු කිරීමට.',
  'We do not use your data for advertising profiles and we never sell it.':
    'අප ඔබේ දත්ත වෙළඳ දැන්වීම් පැතිකඩ සඳහා භාවිත නොකරන අතර, ඒවා කිසිදා විකුණන්නේ නැත.',
  Account: 'ගිණුම',
  'Until you ask us to delete it. Signed-in sessions end when you sign out or when they expire.':
    'එය මකා දමන ලෙස ඔබ අපෙන් ඉල්ලා සිටින තුරු. ඔබ ඉවත් වූ විට හෝ කල් ඉකුත් වූ විට ඇතුළු වූ සැසි අවසන් වේ.',
  'Listings and photos': 'දැන්වීම් සහ ඡායාරූප',
  'While the ad is live and for 12 months after it expires or is marked sold, so you can see your history. An ad you delete is removed at once, with its photos and videos.':
    'දැන්වීම ප්‍රසිද්ධියේ ඇති කාලය පුරාත්, එය කල් ඉකුත් වූ පසු හෝ විකිණී ඇති ලෙස සලකුණු කළ පසු මාස 12ක් දක්වාත්, ඔබට ඔබේ ඉතිහාසය බැලිය හැකි වන පරිදි. ඔබ මකා දමන දැන්වීමක් එහි ඡායාරූප සහ වීඩියෝ සමඟ වහාම ඉවත් කෙරේ.',
  '12 months after they are made.': 'ඉදිරිපත් කළ දින සිට මාස 12ක්.',
  '12 months after we have answered or closed them.': 'අප පිළිතුරු දුන් හෝ අවසන් කළ දින සිට මාස 12ක්.',
  '30 days.': 'දින 30ක්.',
  'Browser storage': 'බ්‍රවුසර ගබඩාව',
  '{session} and {signedIn} are removed when you sign out; {cityId} stays until you choose All Cities or clear your browser’s site data; {savedCars} moves into your account when you sign in.':
    'ඔබ ඉවත් වූ විට {session} සහ {signedIn} ඉවත් කෙරේ; ඔබ “සියලු නගර” තෝරන තුරු හෝ ඔබේ බ්‍රවුසරයේ අඩවි දත්ත මකා දමන තුරු {cityId} පවතී; ඔබ ඇතුළු වූ විට {savedCars} ඔබේ ගිණුමට මාරු වේ.',
  '{everyone} can see a live ad: its details, photos, city and the seller’s name. A seller’s phone number is shown only on packages that include showing contact details; on the others, buyers reach the seller through CarMarket.':
    '{everyone} ප්‍රසිද්ධියේ ඇති දැන්වීමක් දැකිය හැක: එහි විස්තර, ඡායාරූප, නගරය සහ විකුණුම්කරුගේ නම. විකුණුම්කරුගේ දුරකථන අංකය පෙන්වන්නේ සම්බන්ධතා විස්තර පෙන්වීම ඇතුළත් පැකේජවල පමණි; අනෙක් ඒවායේදී ගැනුම්කරුවන් විකුණුම්කරු හා සම්බන්ධ වන්නේ CarMarket හරහාය.',
  'privacy: who sees\u0004Everyone': 'ඕනෑම කෙනෙකුට',
  '{sellers} see the offers made on their own cars, with the message the buyer wrote.':
    '{sellers} තමන්ගේම කාර්වලට ලැබෙන මිල යෝජනා, ගැනුම්කරු ලියූ පණිවිඩය සමඟ දකිති.',
  'privacy: who sees\u0004Sellers': 'විකුණුම්කරුවන්',
  '{staff} see new ads to review them before they go live, and read contact and pre-order messages to answer them.':
    '{staff} නව දැන්වීම් ප්‍රසිද්ධියට පත් වීමට පෙර පරීක්ෂා කිරීමට ඒවා දකින අතර, සම්බන්ධ වීමේ සහ පෙර-ඇණවුම් පණිවිඩවලට පිළිතුරු දීමට ඒවා කියවති.',
  'privacy: who sees\u0004Our staff': 'අපගේ කාර්ය මණ්ඩලය',
  '{hosts} store the data on our behalf and may not use it for anything else.':
    '{hosts} අප වෙනුවෙන් දත්ත ගබඩා කරන අතර, ඒවා වෙනත් කිසිදු දෙයකට භාවිත කිරීමට ඔවුන්ට අවසර නැත.',
  'privacy: who sees\u0004Our hosting providers': 'අපගේ සත්කාරක සේවා සපයන්නන්',
  '{authorities}, only when the law requires it.': '{authorities}, නීතියෙන් අවශ්‍ය වූ විට පමණි.',
  'privacy: who sees\u0004Authorities': 'බලධාරීන්',
  'Your e-mail address, postal address and password hash are never shown to other users. We do not sell, rent or trade personal data to anyone.':
    'ඔබේ ඊමේල් ලිපිනය, තැපැල් ලිපිනය සහ මුරපද හැෂ් අගය කිසිදා වෙනත් පරිශීලකයන්ට නොපෙන්වයි. අප කිසිවෙකුට පුද්ගලික දත්ත විකුණන්නේවත්, කුලියට දෙන්නේවත්, හුවමාරු කරන්නේවත් නැත.',
  'Passwords are hashed with argon2id, the method security experts recommend first.':
    'මුරපද හැෂ් කරනුයේ ආරක්ෂණ විශේෂඥයන් පළමුවෙන්ම නිර්දේශ කරන argon2id ක්‍රමයෙනි.',
  'Sessions are stored on our servers and can be revoked: signing out ends the session at once, and you can sign out of every device.':
    'සැසි අපගේ සර්වර්වල ගබඩා වන අතර ඒවා අවලංගු කළ හැක: ඉවත් වූ විට සැසිය වහාම අවසන් වන අතර, ඔබට සියලු උපාංගවලින් ඉවත් විය හැක.',
  'Uploaded files are checked by their content, not their name, and photos are re-encoded without their metadata.':
    'උඩුගත කරන ගොනු පරීක්ෂා කරන්නේ ඒවායේ නමින් නොව අන්තර්ගතයෙනි; ඡායාරූප ඒවායේ පාරදත්ත නොමැතිව නැවත කේතනය කෙරේ.',
  'The site loads scripts, fonts and images from our own address only, which blocks a whole class of attacks on your browser.':
    'අඩවිය ස්ක්‍රිප්ට්, අකුරු සහ රූප පූරණය කරන්නේ අපගේම ලිපිනයෙන් පමණක් වන අතර, එමඟින් ඔබේ බ්‍රවුසරයට එල්ල වන ප්‍රහාර වර්ගයක්ම අවහිර වේ.',
  'Only staff who need the data for their work can reach it.':
    'දත්තවලට ප්‍රවේශ විය හැක්කේ තම රාජකාරියට ඒවා අවශ්‍ය කාර්ය මණ්ඩල සාමාජිකයන්ට පමණි.',
  'You can see and correct your name, phone, address and city at any time in My Profile, and delete your ads from My Listings.':
    'ඔබේ නම, දුරකථන අංකය, ලිපිනය සහ නගරය ඕනෑම වේලාවක “මගේ පැතිකඩ” තුළ බලා නිවැරදි කළ හැකි අතර, ඔබේ දැන්වීම් “මගේ දැන්වීම්” වෙතින් මකා දැමිය හැක.',
  'To have your account and its data deleted, or to get a copy of the data we hold about you, write to {email} or use the {contactForm} with the subject {subject}, from the e-mail address of your account. We answer within 30 days.':
    'ඔබේ ගිණුම සහ එහි දත්ත මකා දැමීමට, හෝ අප සතු ඔබ පිළිබඳ දත්තවල පිටපතක් ලබා ගැනීමට, ඔබේ ගිණුමේ ඊමේල් ලිපිනයෙන් {email} වෙත ලියන්න, නැතහොත් “{subject}” මාතෘකාව සමඟ {contactForm} භාවිත කරන්න. අප දින 30ක් ඇතුළත පිළිතුරු දෙන්නෙමු.',
  'privacy: link\u0004contact form': 'සම්බන්ධ වීමේ පෝරමය',
  'When we change this policy we update the date at the top of this page, and we tell signed-in users about important changes before they take effect. Questions about privacy are welcome at {email}.':
    'අප මෙම ප්‍රතිපත්තිය වෙනස් කරන විට මෙම පිටුවේ ඉහළින් ඇති දිනය යාවත්කාලීන කරන අතර, වැදගත් වෙනස්කම් ක්‍රියාත්මක වීමට පෙර ඒ පිළිබඳව ඇතුළු වී සිටින පරිශීලකයන්ට දන්වන්නෙමු. රහස්‍යතාව පිළිබඳ ඕනෑම ප්‍රශ්නයක් {email} වෙත යොමු කරන්න.',
  'See the car before you pay': 'මුදල් ගෙවීමට පෙර කාර් එක බලන්න',
  'Inspect the car in person, with a mechanic you trust, and take it for a test drive before any money changes hands.':
    'කිසිදු මුදලක් ගෙවීමට පෙර, ඔබ විශ්වාස කරන කාර්මිකයෙකු සමඟ ගොස් කාර් එක ඔබම පරීක්ෂා කර, ටෙස්ට් ඩ්‍රයිව් එකක් යන්න.',
  'Never pay a “reservation advance”, booking fee or deposit to a seller you have not met, however good the price.':
    'මිල කොතරම් හොඳ වුවත්, ඔබ මුණගැසී නැති විකුණුම්කරුවෙකුට “වෙන් කිරීමේ අත්තිකාරමක්”, වෙන් කිරීමේ ගාස්තුවක් හෝ තැන්පතුවක් කිසිසේත් ගෙවන්න එපා.',
  'Pay at the handover, by bank transfer or a bank draft, and get a signed receipt with the registration number and the price.':
    'කාර් එක භාර ගන්නා අවස්ථාවේදී බැංකු මාරුවකින් හෝ බැංකු ඩ්‍රාෆ්ට් එකකින් ගෙවා, ලියාපදිංචි අංකය සහ මිල සඳහන් අත්සන් කළ රිසිට්පතක් ලබා ගන්න.',
  'Know the advance scam': 'අත්තිකාරම් වංචාව හඳුනා ගන්න',
  'It starts with photos copied from another ad, a new phone number and a price well below similar cars.':
    'එය ආරම්භ වන්නේ වෙනත් දැන්වීමකින් පිටපත් කළ ඡායාරූප, අලුත් දුරකථන අංකයක් සහ සමාන කාර්වලට වඩා බොහෝ අඩු මිලක් සමඟිනි.',
  'Then a request for an advance “to hold the car” because other buyers are waiting, or the seller is abroad or out of station.':
    'ඉන්පසු වෙනත් ගැනුම්කරුවන් බලා සිටින බව හෝ විකුණුම්කරු විදේශගතව හෝ ප්‍රදේශයෙන් බැහැරව සිටින බව කියමින්, “කාර් එක වෙන් කර තැබීමට” අත්තිකාරමක් ඉල්ලයි.',
  'If you see these together, do not pay anything: report the ad.':
    'මේවා එකට දුටුවොත්, කිසිවක් ගෙවන්න එපා: දැන්වීම වාර්තා කරන්න.',
  'Check the CR book': 'CR පොත පරීක්ෂා කරන්න',
  'Compare the chassis and engine numbers on the car with the Certificate of Registration (CR).':
    'කාර් එකේ චැසි අංකය සහ එන්ජින් අංකය ලියාපදිංචි සහතිකය (CR) සමඟ සසඳන්න.',
  'The registered owner’s name and NIC number on the CR must match the seller’s national identity card.':
    'CR හි සඳහන් ලියාපදිංචි අයිතිකරුගේ නම සහ ජා.හැ.අ. අංකය විකුණුම්කරුගේ ජාතික හැඳුනුම්පතට ගැළපිය යුතුය.',
  'Sign the transfer papers together and submit them to the Department of Motor Traffic (DMT) promptly.':
    'පැවරුම් ලියකියවිලි දෙදෙනාම එකට අත්සන් කර, ප්‍රමාද නොකර මෝටර් රථ ප්‍රවාහන දෙපාර්තමේන්තුවට (DMT) ඉදිරිපත් කරන්න.',
  'Check for a lease or loan': 'ලීසිං හෝ ණයක් තිබේදැයි පරීක්ෂා කරන්න',
  'If the CR names a bank or finance company as the absolute owner, the car is under lease or finance.':
    'CR හි නිරපේක්ෂ අයිතිකරු ලෙස බැංකුවක් හෝ මූල්‍ය සමාගමක් සඳහන් නම්, කාර් එක ලීසිං හෝ ණය යටතේ ඇත.',
  'Ask that company, or the DMT, who the absolute owner is now and whether anything is still owed.':
    'දැන් නිරපේක්ෂ අයිතිකරු කවුද සහ තවමත් ගෙවිය යුතු මුදලක් තිබේද යන්න එම සමාගමෙන් හෝ DMT එකෙන් විමසන්න.',
  'Buy a leased car only with the finance company’s release letter in hand.':
    'ලීසිං කාර් එකක් ගන්න, මූල්‍ය සමාගමේ නිදහස් කිරීමේ ලිපිය අතට ලැබුණු පසුව පමණි.',
  'Meet safely': 'ආරක්ෂිතව හමු වන්න',
  'Meet in a busy public place in daylight, and bring someone with you.':
    'දිවා කාලයේ සෙනඟ ගැවසෙන පොදු ස්ථානයක හමු වන්න, ඔබ සමඟ තවත් කෙනෙකු රැගෙන යන්න.',
  'If you are selling, go with the buyer on the test drive and hand over the car only once the money has cleared.':
    'ඔබ විකුණන්නේ නම්, ටෙස්ට් ඩ්‍රයිව් එකට ගැනුම්කරු සමඟම යන්න; මුදල් ඔබේ ගිණුමට බැර වූ පසුව පමණක් කාර් එක භාර දෙන්න.',
  'Safety Tips': 'ආරක්ෂිත උපදෙස්',
  'Buying a used car in Sri Lanka: what to check before you pay anything.':
    'ශ්‍රී ලංකාවේ පාවිච්චි කළ කාර් එකක් ගන්නවා නම්: කිසිවක් ගෙවීමට පෙර පරීක්ෂා කළ යුතු දේ.',
  'Report an ad': 'දැන්වීමක් වාර්තා කරන්න',
  'On the ad’s page, press {button}, choose a reason such as “{reason}” and send it.':
    'දැන්වීමේ පිටුවේ {button} ඔබා, “{reason}” වැනි හේතුවක් තෝරා එය යවන්න.',
  'Report this ad': 'මෙම දැන්වීම වාර්තා කරන්න',
  'Our team checks every report, and an ad several people report leaves the site until we have looked at it.':
    'අපගේ කණ්ඩායම සෑම වාර්තාවක්ම පරීක්ෂා කරන අතර, කිහිප දෙනෙකු වාර්තා කරන දැන්වීමක් අප එය සොයා බලන තුරු අඩවියෙන් ඉවත් කෙරේ.',
  'You can also {link}.': 'ඔබට {link} ද හැකිය.',
  'tell our team': 'අපගේ කණ්ඩායමට කෙලින්ම දැනුම් දීමට',
  'Search and filter': 'සොයා පෙරන්න',
  'Narrow thousands of ads down by price, brand, fuel type, transmission and city.':
    'මිල, වෙළඳ නාමය, ඉන්ධන වර්ගය, ගියර් වර්ගය සහ නගරය අනුව දැන්වීම් දහස් ගණනක් අතරින් ඔබට ගැළපෙන ඒවා තෝරා ගන්න.',
  'Compare and plan': 'සසඳා සැලසුම් කරන්න',
  'Save cars to your wishlist and estimate the monthly payment with our loan calculator.':
    'කැමති කාර් ඔබේ ලැයිස්තුවට සුරකින්න, අපගේ ණය ගණකයෙන් මාසික වාරිකය ඇස්තමේන්තු කරන්න.',
  'Meet the seller': 'විකුණුම්කරු හමු වන්න',
  'Contact the seller, then inspect and test-drive the car with our safety checklist.':
    'විකුණුම්කරු හා සම්බන්ධ වී, අපගේ ආරක්ෂිත පරීක්ෂා ලැයිස්තුව සමඟ කාර් එක පරීක්ෂා කර ටෙස්ට් ඩ්‍රයිව් කරන්න.',
  'Drive away': 'කාර් එක රැගෙන යන්න',
  'Agree the price, finish the paperwork and enjoy your car, with our team a call away.':
    'මිල එකඟ කරගෙන, ලියකියවිලි අවසන් කර ඔබේ කාර් එක භුක්ති විඳින්න; අවශ්‍ය ඕනෑම වේලාවක අපගේ කණ්ඩායම දුරකථන ඇමතුමකින් ළඟා විය හැක.',
  'How It Works': 'එය ක්‍රියා කරන ආකාරය',
  'From search to keys in four steps': 'සෙවීමේ සිට යතුර අතට ගැනීම දක්වා පියවර හතරකින්',
  'Buy a car': 'කාර් එකක් ගන්න',
  'Find your next car with confidence': 'ඔබේ ඊළඟ කාර් එක විශ්වාසයෙන් සොයා ගන්න',
  'Browse reviewed listings from trusted sellers in all 25 districts, compare prices and save your favourites for later.':
    'දිස්ත්‍රික්ක 25 පුරා විශ්වාසවන්ත විකුණුම්කරුවන්ගේ පරීක්ෂා කළ දැන්වීම් බලන්න, මිල සසඳන්න, කැමතිම ඒවා පසුවට සුරකින්න.',
  'Browse cars': 'කාර් බලන්න',
  'Sell a car': 'කාර් එක විකුණන්න',
  'Sell your car in three simple steps': 'සරල පියවර තුනකින් ඔබේ කාර් එක විකුණන්න',
  'Add the details, upload photos and submit. Our team reviews every ad, usually within 24 hours, and the Member package is free.':
    'විස්තර එක් කර, ඡායාරූප උඩුගත කර, ඉදිරිපත් කරන්න. අපගේ කණ්ඩායම සෑම දැන්වීමක්ම සාමාන්‍යයෙන් පැය 24ක් ඇතුළත පරීක්ෂා කරන අතර, සාමාජික පැකේජය නොමිලේ.',
  'Sell your car': 'ඔබේ කාර් එක විකුණන්න',
  'Car finance': 'කාර් ණය පහසුකම්',
  'Plan the payments before you buy': 'ගැනීමට පෙර ගෙවීම් සැලසුම් කරන්න',
  'Estimate your monthly payment, check your eligibility in a minute and get same-day approval on most applications.':
    'ඔබේ මාසික වාරිකය ඇස්තමේන්තු කරන්න, විනාඩියකින් ඔබේ සුදුසුකම් පරීක්ෂා කරන්න; බොහෝ අයදුම්පත් එදිනම අනුමත වේ.',
  'Explore finance': 'ණය පහසුකම් බලන්න',
  carousel: 'කැරොසලය',
  Highlights: 'විශේෂාංග',
  'Sri Lanka’s used-car marketplace': 'ශ්‍රී ලංකාවේ පාවිච්චි කළ කාර් වෙළඳපොළ',
  slide: 'ස්ලයිඩය',
  '{number} of {count}: {name}': '{count} න් {number}: {name}',
  'Previous slide': 'පෙර ස්ලයිඩය',
  'Show slide {number} of {count}': '{count} න් {number} වන ස්ලයිඩය පෙන්වන්න',
  'Next slide': 'ඊළඟ ස්ලයිඩය',
  'Play slideshow': 'ස්ලයිඩ දර්ශනය ධාවනය කරන්න',
  'Pause slideshow': 'ස්ලයිඩ දර්ශනය නවත්වන්න',
  'Every ad reviewed': 'සෑම දැන්වීමක්ම පරීක්ෂා කෙරේ',
  'A person on our team checks each listing before it goes live, so you see real cars from real sellers.':
    'සෑම දැන්වීමක්ම ප්‍රසිද්ධියට පත් වීමට පෙර අපගේ කණ්ඩායමේ කෙනෙකු පරීක්ෂා කරන නිසා, ඔබට පෙනෙන්නේ සැබෑ විකුණුම්කරුවන්ගේ සැබෑ කාර් පමණි.',
  'Honest, clear prices': 'අවංක, පැහැදිලි මිල',
  'Prices are shown up front and you can compare similar cars side by side before you call.':
    'මිල ගණන් මුලින්ම පෙන්වන අතර, ඇමතුමක් ගැනීමට පෙර සමාන කාර් පැත්තෙන් පැත්තට තබා සැසඳිය හැක.',
  '7-day money-back guarantee': 'දින 7ක මුදල් ආපසු දීමේ සහතිකය',
  'On cars bought through our finance programme, change your mind within 7 days and get your money back.':
    'අපගේ ණය වැඩසටහන හරහා ගත් කාර් සඳහා, දින 7ක් ඇතුළත ඔබේ අදහස වෙනස් වුවහොත් ඔබේ මුදල් ආපසු ලබා ගත හැක.',
  'Same-day finance approval': 'එදිනම ණය අනුමැතිය',
  'Most loan applications are approved the same day, and every one within 24 hours.':
    'බොහෝ ණය අයදුම්පත් එදිනම අනුමත වන අතර, සියල්ලම පැය 24ක් ඇතුළත අනුමත වේ.',
  'Flexible down payments': 'නම්‍යශීලී මූලික ගෙවීම්',
  'Start from 10% down; we recommend 20% to keep your monthly payment comfortable.':
    '10% මූලික ගෙවීමකින් ආරම්භ කළ හැක; ඔබේ මාසික වාරිකය පහසු මට්ටමක තබා ගැනීමට 20%ක් අප නිර්දේශ කරමු.',
  'Help when you need it': 'ඔබට අවශ්‍ය විටම සහාය',
  'Call, write or chat with our support team whenever a question comes up.':
    'ප්‍රශ්නයක් ආ ඕනෑම විටෙක අපගේ සහාය කණ්ඩායමට අමතන්න, ලියන්න හෝ චැට් කරන්න.',
  'Why Buy From Us': 'අපෙන් ගන්නේ ඇයි',
  'Peace of mind comes standard': 'සිතේ සැනසීම සැමවිටම ඇතුළත්',
  'Buying a used car is a big decision. These promises are there to make it an easy one.':
    'පාවිච්චි කළ කාර් එකක් ගැනීම විශාල තීරණයකි. මෙම පොරොන්දු ඇත්තේ එය පහසු තීරණයක් කිරීමටයි.',
  'Reviewed listings': 'පරීක්ෂා කළ දැන්වීම්',
  'Our team checks every new ad before it is published, usually within 24 hours.':
    'අපගේ කණ්ඩායම සෑම නව දැන්වීමක්ම පළ කිරීමට පෙර, සාමාන්‍යයෙන් පැය 24ක් ඇතුළත පරීක්ෂා කරයි.',
  'Finance made simple': 'සරල ණය පහසුකම්',
  'Work out a monthly payment and check your eligibility before you meet a seller.':
    'විකුණුම්කරුවෙකු හමු වීමට පෙර මාසික වාරිකය ගණනය කර ඔබේ සුදුසුකම් පරීක්ෂා කරන්න.',
  'Sell in three steps': 'පියවර තුනකින් විකුණන්න',
  'Add your car’s details, upload photos, review and submit. That is all it takes.':
    'ඔබේ කාර් එකේ විස්තර එක් කරන්න, ඡායාරූප උඩුගත කරන්න, පරීක්ෂා කර ඉදිරිපත් කරන්න. එපමණයි.',
  'Close to home': 'නිවසට ළඟින්',
  'Pick your city once and CarMarket remembers it the next time you visit.':
    'ඔබේ නගරය එක් වරක් තෝරන්න; ඊළඟ වතාවේ ඔබ පැමිණෙන විට CarMarket එය මතක තබා ගනී.',
  'Why CarMarket': 'CarMarket ඇයි',
  'Buying and selling, without the guesswork': 'අනුමාන නැතිව, ගැනීම සහ විකිණීම',
  'Bought a Toyota Aqua': 'Toyota Aqua එකක් ගත්තා',
  'I found my Aqua in two evenings of browsing. The seller’s ad matched the car exactly, and the loan calculator told me what I could afford before I even called.':
    'සවස් වරු දෙකක් බලද්දී මගේ Aqua එක හම්බුණා. විකුණුම්කරුගේ දැන්වීම කාර් එකට හරියටම ගැළපුණා, ඒ වගේම මම කෝල් කරන්නත් කලින් මට දරාගත හැකි මුදල ණය ගණකයෙන් දැනගත්තා.',
  'Sold a Honda Vezel': 'Honda Vezel එකක් විකුණුවා',
  'My ad was reviewed and live the same afternoon. I had three serious buyers within a week and sold for the price I asked.':
    'මගේ දැන්වීම එදිනම දවල් පරීක්ෂා කරලා පළ වුණා. සතියක් ඇතුළත බැරෑරුම් ගැනුම්කරුවන් තුන්දෙනෙක් ආවා, මම ඉල්ලපු මිලටම විකුණුවා.',
  'Financed a Suzuki Wagon R': 'Suzuki Wagon R එකක් ණයට ගත්තා',
  'The eligibility check was quick and honest. My finance was approved the same day and the team answered every question I had.':
    'සුදුසුකම් පරීක්ෂාව ඉක්මන් හා අවංක එකක්. මගේ ණය එදිනම අනුමත වුණා, මට තිබුණු හැම ප්‍රශ්නයකටම කණ්ඩායම උත්තර දුන්නා.',
  'Happy Customer Stories': 'සතුටු පාරිභෝගික කතා',
  'Drivers across Sri Lanka trust CarMarket': 'ශ්‍රී ලංකාව පුරා රියදුරන් CarMarket විශ්වාස කරති',
  'Rated {rating} out of {max}': 'ශ්‍රේණිගත කිරීම: {max} න් {rating}',
  SOLD: 'විකිණී ඇත',
  'What credit score do I need?': 'මට අවශ්‍ය ණය ලකුණු (credit score) කොපමණද?',
  'We finance applicants with a credit score of {minimum} or more. Scores from 700 up usually get the best rates; between {minimum} and 649 our team reviews each application.':
    'ණය ලකුණු {minimum} හෝ ඊට වැඩි අයදුම්කරුවන්ට අප ණය ලබා දෙමු. ලකුණු 700 සහ ඊට වැඩි අයට සාමාන්‍යයෙන් හොඳම පොලී අනුපාත ලැබේ; {minimum} සිට 649 දක්වා ලකුණු ඇති අයගේ සෑම අයදුම්පතක්ම අපගේ කණ්ඩායම විසින් පරීක්ෂා කෙරේ.',
  'How quickly will I get an answer?': 'මට පිළිතුරක් කොපමණ ඉක්මනින් ලැබේද?',
  'Most applications are approved the same day. You will always have a decision within 24 hours of sending us your documents.':
    'බොහෝ අයදුම්පත් එදිනම අනුමත වේ. ඔබේ ලියකියවිලි අපට එවා පැය 24ක් ඇතුළත ඔබට සැමවිටම තීරණයක් ලැබේ.',
  'How much should I put down?': 'මූලික ගෙවීම ලෙස කොපමණ ගෙවිය යුතුද?',
  'A down payment of at least 10% of the price is required, and we recommend 20%: it lowers your monthly payment and the interest you pay over the term.':
    'මිලෙන් අවම වශයෙන් 10%ක මූලික ගෙවීමක් අවශ්‍ය වන අතර, අප 20%ක් නිර්දේශ කරමු: එමඟින් ඔබේ මාසික වාරිකය සහ ණය කාලය පුරා ඔබ ගෙවන පොලිය අඩු වේ.',
  'What if I change my mind?': 'මගේ අදහස වෙනස් වුවහොත් කුමක් වේද?',
  'Cars bought with CarMarket finance come with a 7-day money-back guarantee. Return the car in the condition you received it within 7 days for a full refund.':
    'CarMarket ණය පහසුකම් යටතේ ගත් කාර් සඳහා දින 7ක මුදල් ආපසු දීමේ සහතිකයක් ඇත. ඔබට ලැබුණු තත්ත්වයෙන්ම දින 7ක් ඇතුළත කාර් එක ආපසු දී සම්පූර්ණ මුදල ආපසු ලබා ගන්න.',
  'Does checking my eligibility affect my credit score?':
    'මගේ සුදුසුකම් පරීක්ෂා කිරීම මගේ ණය ලකුණුවලට බලපාන්නේද?',
  'No. The checker on this page runs in your browser and sends nothing to us or to a credit bureau. A full application is only made when you apply.':
    'නැත. මෙම පිටුවේ ඇති පරීක්ෂකය ක්‍රියා කරන්නේ ඔබේ බ්‍රවුසරය තුළ වන අතර, එය අපට හෝ ණය තොරතුරු කාර්යාංශයකට කිසිවක් නොයවයි. සම්පූර්ණ අයදුම්පතක් ඉදිරිපත් වන්නේ ඔබ අයදුම් කළ විට පමණි.',
  'Same-day approval on most applications, and a decision within 24 hours':
    'බොහෝ අයදුම්පත් සඳහා එදිනම අනුමැතිය, පැය 24ක් ඇතුළත තීරණයක්',
  'A down payment of at least 10% (we recommend 20%)':
    'අවම වශයෙන් 10%ක මූලික ගෙවීමක් (අප 20% නිර්දේශ කරමු)',
  '7-day money-back guarantee on cars bought with our finance':
    'අපගේ ණය පහසුකම් යටතේ ගත් කාර් සඳහා දින 7ක මුදල් ආපසු දීමේ සහතිකය',
  'Eligibility requirements': 'සුදුසුකම් අවශ්‍යතා',
  'Good to know': 'දැනගත යුතු දේ',
  '{months} months ({years} yr)': 'මාස {months} (වසර {years})',
  'Vehicle price': 'වාහනයේ මිල',
  'Down payment': 'මූලික ගෙවීම',
  '{share}% of the price. Up to half the price; we recommend at least 20%.':
    'මිලෙන් {share}%. මිලෙන් අඩක් දක්වා ගෙවිය හැක; අවම වශයෙන් 20%ක් අප නිර්දේශ කරමු.',
  'Interest rate': 'පොලී අනුපාතය',
  'Loan term': 'ණය කාලය',
  'Monthly payment': 'මාසික වාරිකය',
  'for {months} months': 'මාස {months}ක් සඳහා',
  'Loan amount': 'ණය මුදල',
  'Total interest': 'මුළු පොලිය',
  'Total cost': 'මුළු පිරිවැය',
  'An estimate to help you plan. Your final rate depends on your credit history and the car.':
    'ඔබට සැලසුම් කිරීමට උදව් වන ඇස්තමේන්තුවකි. ඔබේ අවසාන පොලී අනුපාතය ඔබේ ණය ඉතිහාසය සහ කාර් එක මත රඳා පවතී.',
  'Standard Loan': 'සාමාන්‍ය ණය',
  'Own the car from day one with fixed monthly payments.':
    'ස්ථාවර මාසික වාරික සමඟ පළමු දින සිටම කාර් එකේ අයිතිකරු වන්න.',
  'Fixed rate for the whole term': 'මුළු කාලයටම ස්ථාවර පොලී අනුපාතයක්',
  'Terms from 12 to 84 months': 'මාස 12 සිට 84 දක්වා ණය කාල',
  'From 10% down': '10% මූලික ගෙවීමේ සිට',
  'Lease Program': 'ලීසිං වැඩසටහන',
  'Lower monthly payments and a newer car, with the option to buy at the end.':
    'අඩු මාසික වාරික සහ අලුත් කාර් එකක්, අවසානයේ මිලදී ගැනීමේ හැකියාව සමඟ.',
  'Lowest monthly payment': 'අඩුම මාසික වාරිකය',
  'Maintenance plans available': 'නඩත්තු සැලසුම් ලබා ගත හැක',
  'Buy, renew or return': 'මිලදී ගන්න, අලුත් කරන්න හෝ ආපසු දෙන්න',
  'Balloon Payment': 'බැලූන් ගෙවීම',
  'Smaller payments during the term and one larger final payment.':
    'ණය කාලය තුළ කුඩා වාරික සහ අවසානයේ එක් විශාල ගෙවීමක්.',
  'Reduced monthly payments': 'අඩු කළ මාසික වාරික',
  'One lump sum at the end': 'අවසානයේ එක් වරක් ගෙවන මුදලක්',
  'Refinance or sell to settle': 'පියවීමට නැවත ණය ගන්න හෝ විකුණන්න',
  Recommended: 'නිර්දේශිත',
  'Apply Now for the {option}': '{option} සඳහා දැන් අයදුම් කරන්න',
  'Apply Now': 'දැන් අයදුම් කරන්න',
  'Debt-to-income with this loan: {ratio} (must stay below {percent}%)':
    'මෙම ණය සමඟ ණය-ආදායම් අනුපාතය: {ratio} ({percent}%ට අඩු විය යුතුය)',
  'Talk to our finance team': 'අපගේ ණය කණ්ඩායම සමඟ කතා කරන්න',
  'Credit score range': 'ණය ලකුණු පරාසය',
  'Choose your credit score range': 'ඔබේ ණය ලකුණු පරාසය තෝරන්න',
  'Annual income (USD)': 'වාර්ෂික ආදායම (USD)',
  'Before tax, from all sources.': 'බදු පෙර, සියලු මාර්ගවලින්.',
  'I am {age} or older': 'මගේ වයස අවුරුදු {age} හෝ ඊට වැඩිය',
  'Check Eligibility': 'සුදුසුකම් පරීක්ෂා කරන්න',
  'Happy Customers': 'සතුටු පාරිභෝගිකයන්',
  'Cars Sold': 'විකුණූ කාර්',
  'Satisfaction Rate': 'තෘප්තිමත් අනුපාතය',
  'Customer Support': 'පාරිභෝගික සහාය',
  'Founder & Chief Executive Officer': 'නිර්මාතෘ සහ ප්‍රධාන විධායක නිලධාරී',
  'Dilan spent twelve years in vehicle import and leasing before founding CarMarket in 2015 to bring the honesty of a good dealer online.':
    'හොඳ වෙළෙන්දෙකුගේ අවංකභාවය අන්තර්ජාලයට ගෙන ඒම සඳහා 2015 දී CarMarket ආරම්භ කිරීමට පෙර, ඩිලාන් වසර දොළහක් වාහන ආනයන සහ ලීසිං ක්ෂේත්‍රයේ සේවය කළේය.',
  'Chief Operating Officer': 'ප්‍රධාන මෙහෙයුම් නිලධාරී',
  'Shalini leads the review team that checks every ad, and the customer support desk that answers buyers and sellers around the clock.':
    'සෑම දැන්වීමක්ම පරීක්ෂා කරන කණ්ඩායමත්, ගැනුම්කරුවන්ට සහ විකුණුම්කරුවන්ට දිවා රෑ දෙකේම පිළිතුරු දෙන පාරිභෝගික සහාය අංශයත් මෙහෙයවන්නේ ශාලිනීය.',
  'Chief Technology Officer': 'ප්‍රධාන තාක්ෂණ නිලධාරී',
  'Arjun builds the search, finance tools and security behind CarMarket, and believes a fast site on a slow connection is a feature.':
    'CarMarket පිටුපස ඇති සෙවීම, ණය මෙවලම් සහ ආරක්ෂාව ගොඩනඟන්නේ අර්ජුන් වන අතර, මන්දගාමී සම්බන්ධතාවයකදීත් වේගයෙන් ක්‍රියා කරන අඩවියක් විශේෂාංගයක් බව ඔහු විශ්වාස කරයි.',
  'Portrait of {name}, {role}': '{name}, {role} ගේ ඡායාරූපය',
  'Our Mission': 'අපගේ මෙහෙවර',
  'To make buying and selling a used car in Sri Lanka simple, fair and safe: honest listings checked by people, clear prices, and finance you can understand before you sign.':
    'ශ්‍රී ලංකාවේ පාවිච්චි කළ කාර් එකක් ගැනීම සහ විකිණීම සරල, සාධාරණ සහ ආරක්ෂිත කිරීම: මිනිසුන් විසින් පරීක්ෂා කළ අවංක දැන්වීම්, පැහැදිලි මිල, සහ අත්සන් කිරීමට පෙර ඔබට තේරුම් ගත හැකි ණය පහසුකම්.',
  'Our Vision': 'අපගේ දැක්ම',
  'A country where every driver can find the right car with confidence, and every seller reaches serious buyers in days, not weeks, wherever they live.':
    'සෑම රියදුරෙකුටම නිවැරදි කාර් එක විශ්වාසයෙන් සොයා ගත හැකි, සහ සෑම විකුණුම්කරුවෙකුටම කොහේ ජීවත් වුවත් සති ගණනකින් නොව දින කිහිපයකින් බැරෑරුම් ගැනුම්කරුවන් වෙත ළඟා විය හැකි රටක්.',
  'Trust & Transparency': 'විශ්වාසය සහ විනිවිදභාවය',
  'Every ad is reviewed, every price is shown up front, and we explain how finance works before you commit.':
    'සෑම දැන්වීමක්ම පරීක්ෂා කෙරේ, සෑම මිලක්ම මුලින්ම පෙන්වයි, ඔබ එකඟ වීමට පෙර ණය පහසුකම් ක්‍රියා කරන ආකාරය අප පැහැදිලි කරමු.',
  'Customer First': 'පාරිභෝගිකයාට මුල් තැන',
  'We measure ourselves by how our buyers and sellers feel after the deal, and we answer every message.':
    'ගනුදෙනුවෙන් පසු අපගේ ගැනුම්කරුවන්ට සහ විකුණුම්කරුවන්ට දැනෙන ආකාරයෙන් අප අපවම මනින අතර, සෑම පණිවිඩයකටම පිළිතුරු දෙමු.',
  'Continuous Innovation': 'අඛණ්ඩ නවෝත්පාදනය',
  'We keep improving search, selling and finance so that finding the right car takes minutes, not weekends.':
    'නිවැරදි කාර් එක සොයා ගැනීමට සති අන්ත නොව මිනිත්තු කිහිපයක් ගත වන පරිදි, අප සෙවීම, විකිණීම සහ ණය පහසුකම් නොකඩවා දියුණු කරමු.',
  'Map: the CarMarket office on Galle Road, Colombo 03, between Marine Drive by the sea and Duplication Road':
    'සිතියම: මුහුද අසල මැරීන් ඩ්‍රයිව් සහ ඩුප්ලිකේෂන් පාර අතර, කොළඹ 03, ගාලු පාරේ පිහිටි CarMarket කාර්යාලය',
  'Indian Ocean': 'ඉන්දියන් සාගරය',
  'Marine Drive': 'මැරීන් ඩ්‍රයිව්',
  'Galle Road': 'ගාලු පාර',
  'Duplication Road': 'ඩුප්ලිකේෂන් පාර',
  'CarMarket office': 'CarMarket කාර්යාලය',
  'Open in Google Maps': 'Google Maps හි විවෘත කරන්න',
  '(opens in a new tab)': '(නව ටැබයක විවෘත වේ)',
  'Full name': 'සම්පූර්ණ නම',
  Email: 'ඊමේල්',
  Phone: 'දුරකථන අංකය',
  Subject: 'මාතෘකාව',
  Message: 'පණිවිඩය',
  'How can we help?': 'අපට ඔබට උදව් කළ හැක්කේ කෙසේද?',
  'Sending…': 'යවමින්…',
  'Send Message': 'පණිවිඩයක් යවන්න',
  'Monday to Friday': 'සඳුදා සිට සිකුරාදා දක්වා',
  '8.30 am – 6.00 pm': 'පෙ.ව. 8.30 – ප.ව. 6.00',
  Saturday: 'සෙනසුරාදා',
  '9.00 am – 2.00 pm': 'පෙ.ව. 9.00 – ප.ව. 2.00',
  'Sunday and public holidays': 'ඉරිදා සහ රජයේ නිවාඩු දින',
  Closed: 'වසා ඇත',
  'Visit us': 'අප හමුවීමට එන්න',
  'Call us': 'අපට අමතන්න',
  'Email us': 'අපට ඊමේල් කරන්න',
  'Opening hours': 'විවෘත වේලාවන්',
  'How soon will you reply?': 'ඔබ කොපමණ ඉක්මනින් පිළිතුරු දෙනවාද?',
  'We answer every message within one business day. For anything urgent about a car you are about to buy, call us during opening hours.':
    'අප සෑම පණිවිඩයකටම එක් වැඩ කරන දිනයක් ඇතුළත පිළිතුරු දෙමු. ඔබ ගැනීමට සූදානම් වන කාර් එකක් ගැන හදිසි දෙයක් ඇත්නම්, විවෘත වේලාවන් තුළ අපට අමතන්න.',
  'How do I report a suspicious ad?': 'සැක සහිත දැන්වීමක් වාර්තා කරන්නේ කෙසේද?',
  'Send us a message with the link to the ad and what worried you. Our team checks it the same day and removes ads that break our rules.':
    'දැන්වීමේ සබැඳිය සහ ඔබට සැක ඇති කළ දේ සමඟ අපට පණිවිඩයක් එවන්න. අපගේ කණ්ඩායම එදිනම එය පරීක්ෂා කර, අපගේ නීති කඩ කරන දැන්වීම් ඉවත් කරයි.',
  'How do I change or remove my ad?': 'මගේ දැන්වීම වෙනස් කරන්නේ හෝ ඉවත් කරන්නේ කෙසේද?',
  'Sign in and open My Listings in your account. From there you can mark a car as sold or delete the ad at any time.':
    'ඇතුළු වී ඔබේ ගිණුමේ “මගේ දැන්වීම්” විවෘත කරන්න. එතැන් සිට ඕනෑම වේලාවක කාර් එකක් විකිණී ඇති ලෙස සලකුණු කිරීමට හෝ දැන්වීම මකා දැමීමට ඔබට හැකිය.',
  'How do I delete my account?': 'මගේ ගිණුම මකා දමන්නේ කෙසේද?',
  'Write to {email} or send this form with the subject {subject}. We delete the account and its data within 30 days.':
    '{email} වෙත ලියන්න, නැතහොත් “{subject}” මාතෘකාව සමඟ මෙම පෝරමය යවන්න. අප දින 30ක් ඇතුළත ගිණුම සහ එහි දත්ත මකා දමමු.',
  'Choose city: {city}': 'නගරය තෝරන්න: {city}',
  Cities: 'නගර',
} satisfies Catalog;
