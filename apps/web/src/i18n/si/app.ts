import type { Catalog } from '@carmarket/shared/i18n/translate';

/** app: see src/i18n/README.md. */
export default {
  'My Profile': 'මගේ පැතිකඩ',
  'My Package': 'මගේ පැකේජය',
  'My Listings': 'මගේ දැන්වීම්',
  Wishlist: 'කැමති ලැයිස්තුව',
  'Saved Searches': 'සුරැකි සෙවුම්',
  Offers: 'මිල යෝජනා',
  Settings: 'සැකසුම්',
  Moderation: 'දැන්වීම් පරීක්ෂාව',
  'My Account': 'මගේ ගිණුම',
  'Manage your profile, package, listings and settings.':
    'ඔබේ පැතිකඩ, පැකේජය, දැන්වීම් සහ සැකසුම් කළමනාකරණය කරන්න.',
  Account: 'ගිණුම',
  '{count, plural, one {# ad waiting for review} other {# ads waiting for review}}':
    '{count, plural, one {පරීක්ෂාව සඳහා රැඳී ඇති දැන්වීම් #ක්} other {පරීක්ෂාව සඳහා රැඳී ඇති දැන්වීම් #ක්}}',
  'Sign Out': 'ඉවත් වන්න',
  'Your ads in every state: live, waiting for review, expired and sold.':
    'සෑම තත්ත්වයකම ඇති ඔබේ දැන්වීම්: ප්‍රසිද්ධියේ ඇති, පරීක්ෂාව සඳහා රැඳී ඇති, කල් ඉකුත් වූ සහ විකිණුණු.',
  'Sell a Car': 'කාර් එකක් විකුණන්න',
  'E-mail preferences': 'ඊමේල් මනාපයන්',
  'Choose which e-mails we send you. Changes save as you make them.':
    'අප ඔබට එවිය යුතු ඊමේල් තෝරන්න. ඔබ කරන වෙනස්කම් එවෙලේම සුරැකේ.',
  'Back to Settings': 'සැකසුම් වෙත ආපසු',
  'Offers buyers made on your ads, and the offers you made, with their answers.':
    'ගැනුම්කරුවන් ඔබේ දැන්වීම්වලට කළ මිල යෝජනා සහ ඔබ කළ මිල යෝජනා, ඒවාට ලැබුණු පිළිතුරු සමඟ.',
  'Your plan, what it includes, and how much of it your ads use.':
    'ඔබේ පැකේජය, එයට ඇතුළත් දේ සහ ඔබේ දැන්වීම් එයින් කොපමණ ප්‍රමාණයක් භාවිත කරන්නේද යන්න.',
  'Keep your name, phone number and address up to date so buyers can reach you.':
    'ගැනුම්කරුවන්ට ඔබව සම්බන්ධ කරගත හැකි වන පරිදි ඔබේ නම, දුරකථන අංකය සහ ලිපිනය යාවත්කාලීනව තබා ගන්න.',
  'Loading your profile': 'ඔබේ පැතිකඩ පූරණය වෙමින්',
  'The searches you saved, how many new cars match each, and how often we e-mail you.':
    'ඔබ සුරැකි සෙවුම්, එක් එක් සෙවුමට ගැළපෙන නව කාර් ගණන සහ අප ඔබට ඊමේල් කරන වාර ගණන.',
  'Account Settings': 'ගිණුම් සැකසුම්',
  'Choose how we contact you and who can see your details. Changes save as you make them.':
    'අප ඔබව සම්බන්ධ කරගන්නා ආකාරය සහ ඔබේ විස්තර දැකිය හැක්කේ කාටද යන්න තෝරන්න. ඔබ කරන වෙනස්කම් එවෙලේම සුරැකේ.',
  Security: 'ආරක්ෂාව',
  'My Wishlist': 'මගේ කැමති ලැයිස්තුව',
  'The cars you saved, and whether they are still for sale.':
    'ඔබ සුරැකි කාර් සහ ඒවා තවමත් විකිණීමට තිබේද යන්න.',
  'Audit log': 'ක්‍රියාකාරකම් සටහන',
  'Every action staff take, with who took it, when and why. Entries are never changed or removed.':
    'කාර්ය මණ්ඩලය ගන්නා සෑම ක්‍රියාවක්ම, එය කළේ කවුද, කවදාද සහ ඇයි යන්න සමඟ. සටහන් කිසි විටෙක වෙනස් කරනු හෝ ඉවත් කරනු නොලැබේ.',
  Messages: 'පණිවිඩ',
  'Contact messages and pre-order requests from the site. Reply by e-mail, or mark a message handled once it needs nothing more.':
    'වෙබ් අඩවියෙන් ලැබෙන සම්බන්ධතා පණිවිඩ සහ පූර්ව ඇණවුම් ඉල්ලීම්. ඊමේල් මගින් පිළිතුරු දෙන්න, නැතහොත් තවත් කිසිවක් අවශ්‍ය නැති පණිවිඩයක් කටයුතු අවසන් ලෙස සලකුණු කරන්න.',
  Reports: 'වාර්තා',
  "Ads that visitors reported, the most recently reported first. Reports from three independent, established accounts take an ad out of search until you decide; visitors' and new accounts' reports wait for you.":
    'අමුත්තන් වාර්තා කළ දැන්වීම්, වඩාත්ම මෑතකදී වාර්තා කළ ඒවා මුලින්. එකිනෙකට සම්බන්ධ නැති, දිගු කලක් පවතින ගිණුම් තුනකින් ලැබෙන වාර්තා, ඔබ තීරණය කරන තෙක් දැන්වීම සෙවුමෙන් ඉවත් කරයි; අමුත්තන්ගේ සහ නව ගිණුම්වල වාර්තා ඔබේ තීරණය සඳහා රැඳී සිටී.',
  Ads: 'දැන්වීම්',
  '{count, plural, one {# reported ad} other {# reported ads}}':
    '{count, plural, one {වාර්තා කළ දැන්වීම් #ක්} other {වාර්තා කළ දැන්වීම් #ක්}}',
  '{count, plural, one {# new message} other {# new messages}}':
    '{count, plural, one {නව පණිවිඩ #ක්} other {නව පණිවිඩ #ක්}}',
  Users: 'පරිශීලකයින්',
  '{count, plural, one {# package request} other {# package requests}}':
    '{count, plural, one {පැකේජ ඉල්ලීම් #ක්} other {පැකේජ ඉල්ලීම් #ක්}}',
  "Approve a package once its payment is confirmed, keep the bank details up to date, and set any seller's package.":
    'ගෙවීම තහවුරු වූ පසු පැකේජයක් අනුමත කරන්න, බැංකු විස්තර යාවත්කාලීනව තබන්න, සහ ඕනෑම විකුණුම්කරුවෙකුගේ පැකේජය සකසන්න.',
  'Staff console': 'කාර්ය මණ්ඩල කොන්සෝලය',
  'Find an account by e-mail. A suspended account is signed out everywhere, cannot sign in, and its ads leave search until you lift the suspension.':
    'ඊමේල් ලිපිනයෙන් ගිණුමක් සොයන්න. අත්හිටුවූ ගිණුමක් සෑම තැනකින්ම ඉවත් කෙරේ, එයට ඇතුළු විය නොහැක, සහ ඔබ අත්හිටුවීම ඉවත් කරන තෙක් එහි දැන්වීම් සෙවුමෙන් ඉවත් වේ.',
  'Every ad is checked before it goes live. Approve it, or reject it with a reason the seller will read.':
    'සෑම දැන්වීමක්ම ප්‍රසිද්ධ වීමට පෙර පරීක්ෂා කෙරේ. එය අනුමත කරන්න, නැතහොත් විකුණුම්කරුට කියවිය හැකි හේතුවක් සමඟ ප්‍රතික්ෂේප කරන්න.',
  'Edits of live ads': 'ප්‍රසිද්ධියේ ඇති දැන්වීම්වල සංස්කරණ',
  'Buyers see the live version until you approve the edit.':
    'ඔබ සංස්කරණය අනුමත කරන තෙක් ගැනුම්කරුවන්ට පෙනෙන්නේ ප්‍රසිද්ධියේ ඇති අනුවාදයයි.',
  'Package requests': 'පැකේජ ඉල්ලීම්',
  'Approve once the payment is confirmed.': 'ගෙවීම තහවුරු වූ පසු අනුමත කරන්න.',
  'Payment details': 'ගෙවීම් විස්තර',
  'Sellers see these when they choose a paid package.':
    'ගෙවිය යුතු පැකේජයක් තෝරන විට විකුණුම්කරුවන්ට මේවා පෙනේ.',
  'Seller packages': 'විකුණුම්කරුවන්ගේ පැකේජ',
  'Set a paid package once the payment is confirmed.': 'ගෙවීම තහවුරු වූ පසු ගෙවිය යුතු පැකේජයක් සකසන්න.',
  'Failed e-mails and jobs': 'අසාර්ථක වූ ඊමේල් සහ කාර්යයන්',
  'Work that kept failing after every retry. Fix the cause, then retry it.':
    'සෑම නැවත උත්සාහයකින් පසුවත් අසාර්ථක වූ කාර්යයන්. හේතුව නිවැරදි කර, ඉන්පසු නැවත උත්සාහ කරන්න.',
  'Find Your Perfect Car': 'ඔබට ගැළපෙනම කාර් එක සොයාගන්න',
  'Search reviewed listings from across Sri Lanka and filter by price, brand, fuel type and more.':
    'ශ්‍රී ලංකාව පුරා පරීක්ෂා කළ දැන්වීම් සොයන්න; මිල, වෙළඳ නාමය, ඉන්ධන වර්ගය සහ තවත් දේ අනුව පෙරහන් කරන්න.',
  'Cars for sale': 'විකිණීමට ඇති කාර්',
  'Error 404': 'දෝෂය 404',
  'Car not found': 'කාර් එක හමු නොවීය',
  'This car may have been sold, or its ad is no longer live. Plenty of others are waiting for you.':
    'මෙම කාර් එක විකිණී ඇති, නැතහොත් එහි දැන්වීම තවදුරටත් ප්‍රසිද්ධියේ නැති විය හැක. තවත් කාර් රැසක් ඔබ එනතුරු බලා සිටී.',
  'Browse all cars': 'සියලු කාර් බලන්න',
  'We could not load this car': 'මෙම කාර් එක පූරණය කළ නොහැකි විය',
  'Confirm your e-mail': 'ඔබගේ ඊමේල් ලිපිනය තහවුරු කරන්න',
  'One step, so that CarMarket’s notices and alerts reach you and nobody else.':
    'CarMarket හි දැනුම්දීම් සහ ඇඟවීම් වෙන කිසිවෙකුට නොව ඔබටම ලැබෙන්නට, එක් පියවරක්.',
  'Contact Us': 'අප අමතන්න',
  'We are here to help': 'ඔබට උදව් කිරීමට අප සූදානම්',
  'Questions about a listing, your account, finance or a package? Send us a message and our team will get back to you within one business day.':
    'දැන්වීමක්, ඔබේ ගිණුම, ලීසිං/ණය හෝ පැකේජයක් ගැන ප්‍රශ්න තිබේද? අපට පණිවිඩයක් එවන්න; අපගේ කණ්ඩායම එක් වැඩ කරන දිනයක් තුළ ඔබට පිළිතුරු දෙනු ඇත.',
  'Send us a message': 'අපට පණිවිඩයක් එවන්න',
  'Fields marked optional can be left empty; everything else is needed to answer you.':
    '‘අත්‍යවශ්‍ය නොවේ’ ලෙස සලකුණු කළ ක්ෂේත්‍ර හිස්ව තැබිය හැක; ඔබට පිළිතුරු දීමට අනෙක් සියල්ල අවශ්‍යයි.',
  'Contact details': 'සම්බන්ධතා විස්තර',
  'Find us': 'අපව සොයාගන්න',
  'Our office in Colombo': 'කොළඹ පිහිටි අපගේ කාර්යාලය',
  'On Galle Road in Kollupitiya, between Marine Drive and Duplication Road, a short walk from Kollupitiya railway station. Visitors are welcome during opening hours.':
    'කොල්ලුපිටියේ ගාලු පාරේ, මැරීන් ඩ්‍රයිව් සහ ඩුප්ලිකේෂන් පාර අතර, කොල්ලුපිටිය දුම්රිය ස්ථානයේ සිට පයින් යා හැකි දුරකින්. විවෘත වේලාවන්හිදී අමුත්තන් සාදරයෙන් පිළිගනිමු.',
  FAQ: 'නිතර අසන ප්‍රශ්න',
  'Before you write': 'ලිවීමට පෙර',
  'Same-day approval': 'එදිනම අනුමැතිය',
  'From 10% down': '10% මූලික ගෙවීමේ සිට',
  '7-day money-back guarantee': 'දින 7ක මුදල් ආපසු දීමේ සහතිකය',
  'Car Financing': 'කාර් ලීසිං සහ ණය',
  'Finance your next car with confidence': 'ඔබේ ඊළඟ කාර් එක විශ්වාසයෙන් ලීසිං හෝ ණයට ගන්න',
  'Estimate your monthly payment, check your eligibility in a minute and compare our loan options before you meet a seller.':
    'විකුණුම්කරුවෙකු හමුවීමට පෙර ඔබේ මාසික වාරිකය ගණනය කරන්න, විනාඩියකින් ඔබේ සුදුසුකම් පරීක්ෂා කරන්න, සහ අපගේ ණය විකල්ප සසඳා බලන්න.',
  'Loan calculator': 'ණය ගණකය',
  'What will it cost each month?': 'මසකට කොපමණ වැය වේද?',
  'Move the sliders to see your monthly payment, the interest and the total you pay.':
    'ඔබේ මාසික වාරිකය, පොලිය සහ ඔබ ගෙවන මුළු මුදල බැලීමට ස්ලයිඩර චලනය කරන්න.',
  'Eligibility checker': 'සුදුසුකම් පරීක්ෂකය',
  'Check if you qualify': 'ඔබ සුදුසුදැයි පරීක්ෂා කරන්න',
  'We compare the monthly payment from the calculator with your income. Nothing is sent anywhere.':
    'ගණකයෙන් ලැබෙන මාසික වාරිකය අපි ඔබේ ආදායම සමඟ සසඳමු. කිසිවක් කොතැනකටවත් යවනු නොලැබේ.',
  'Finance options': 'ලීසිං සහ ණය විකල්ප',
  'Choose the plan that fits you': 'ඔබට ගැළපෙන සැලැස්ම තෝරන්න',
  'Questions about car finance': 'කාර් ලීසිං සහ ණය ගැන ප්‍රශ්න',
  'Forgot password?': 'මුරපදය අමතකද?',
  'Enter the email of your account and we will send you a link to choose a new password.':
    'ඔබේ ගිණුමේ ඊමේල් ලිපිනය ඇතුළත් කරන්න; නව මුරපදයක් තෝරා ගැනීමට අපි ඔබට සබැඳියක් එවන්නෙමු.',
  'Remembered it?': 'මතක් වුණාද?',
  'Back to sign in': 'ඇතුළු වීමට ආපසු',
  'Your Ad': 'ඔබේ දැන්වීම',
  'Confirm what the link from your e-mail should do.': 'ඔබේ ඊමේල් එකේ සබැඳිය කළ යුතු දේ තහවුරු කරන්න.',
  'Sign In': 'ඇතුළු වන්න',
  'Welcome back. Sign in to manage your listings, wishlist and account.':
    'නැවත සාදරයෙන් පිළිගනිමු. ඔබේ දැන්වීම්, කැමති ලැයිස්තුව සහ ගිණුම කළමනාකරණය කිරීමට ඇතුළු වන්න.',
  'New to CarMarket?': 'CarMarket වෙත අලුත්ද?',
  'Create an account': 'ලියාපදිංචි වන්න',
  'Page not found': 'පිටුව හමු නොවීය',
  'The page you are looking for has moved or no longer exists. Let’s get you back on the road.':
    'ඔබ සොයන පිටුව වෙනත් තැනකට ගෙන ගොස් ඇත, නැතහොත් තවදුරටත් නොපවතී. අපි ඔබව නැවත නිවැරදි මගට යොමු කරමු.',
  'Go to Home': 'මුල් පිටුවට යන්න',
  'Buy Car': 'කාර් ගන්න',
  'Create Account': 'ලියාපදිංචි වන්න',
  'Sell your car, save favourites and make offers with a free account.':
    'නොමිලේ ලැබෙන ගිණුමක් සමඟ ඔබේ කාර් එක විකුණන්න, කැමති කාර් සුරකින්න සහ මිල යෝජනා කරන්න.',
  'Already have an account?': 'දැනටමත් ගිණුමක් තිබේද?',
  'Sign in': 'ඇතුළු වන්න',
  'Choose a new password': 'නව මුරපදයක් තෝරන්න',
  'Your new password signs you in from now on; every device signed in to your account is signed out.':
    'මෙතැන් සිට ඔබ ඇතුළු වන්නේ නව මුරපදයෙනි; ඔබේ ගිණුමට ඇතුළු වී ඇති සෑම උපාංගයකින්ම ඔබව ඉවත් කෙරේ.',
  'Skip to content': 'අන්තර්ගතයට යන්න',
  'Skip to results': 'ප්‍රතිඵලවලට යන්න',
  'Saved Cars': 'සුරැකි කාර්',
  'The cars you saved with the heart, and whether they are still for sale.':
    'හදවත් සලකුණෙන් ඔබ සුරැකි කාර් සහ ඒවා තවමත් විකිණීමට තිබේද යන්න.',
  'Sell Your Car': 'ඔබේ කාර් එක විකුණන්න',
  "Choose a package, add your car's details and photos, and reach serious buyers across the island.":
    'පැකේජයක් තෝරන්න, ඔබේ කාර් එකේ විස්තර සහ ඡායාරූප එක් කරන්න, දිවයින පුරා සිටින සැබෑ ගැනුම්කරුවන් වෙත ළඟා වන්න.',
  'Create Your Listing': 'ඔබේ දැන්වීම සකසන්න',
  'Package: {package}. Up to {photos} photos, live for {months, plural, one {# month} other {# months}} once approved.':
    'පැකේජය: {package}. ඡායාරූප {photos}ක් දක්වා; අනුමත වූ පසු {months, plural, one {මාස #ක්} other {මාස #ක්}} ප්‍රසිද්ධියේ පවතී.',
  'Change Package': 'පැකේජය වෙනස් කරන්න',
  '{tier} ads need the {tier} package; your account has {held}. Pay for the upgrade, or post this ad as {held} now.':
    '{tier} දැන්වීම් සඳහා {tier} පැකේජය අවශ්‍යයි; ඔබේ ගිණුමට ඇත්තේ {held}. උසස් කිරීම සඳහා ගෙවන්න, නැතහොත් මෙම දැන්වීම දැන් {held} ලෙස පළ කරන්න.',
  'Loading the package details': 'පැකේජයේ විස්තර පූරණය වෙමින්',
  'Continue as {package} now': 'දැන් {package} ලෙස ඉදිරියට යන්න',
  'Back to packages': 'පැකේජ වෙත ආපසු',
  'Loading the form': 'පෝරමය පූරණය වෙමින්',
  'Edit Your Listing': 'ඔබේ දැන්වීම සංස්කරණය කරන්න',
  "Change your car's details and photos.": 'ඔබේ කාර් එකේ විස්තර සහ ඡායාරූප වෙනස් කරන්න.',
  'Loading your ad': 'ඔබේ දැන්වීම පූරණය වෙමින්',
  'Undo an e-mail change': 'ඊමේල් වෙනස් කිරීමක් අවලංගු කරන්න',
  'Keep your account’s e-mail address if someone else asked to change it.':
    'වෙනත් අයෙකු ඔබේ ගිණුමේ ඊමේල් ලිපිනය වෙනස් කිරීමට ඉල්ලා ඇත්නම්, එය එලෙසම තබා ගන්න.',
  'Details (development only)': 'විස්තර (සංවර්ධනය සඳහා පමණි)',
  'Something went wrong': 'යමක් වැරදුණා',
  'Unexpected Application Error!': 'අනපේක්ෂිත යෙදුම් දෝෂයකි!',
  'Sorry, this page stopped working. Reload it to try again, or start over from the home page.':
    'සමාවන්න, මෙම පිටුව ක්‍රියා කිරීම නැවතුණා. නැවත උත්සාහ කිරීමට එය නැවත පූරණය කරන්න, නැතහොත් මුල් පිටුවෙන් නැවත අරඹන්න.',
  'Reload page': 'පිටුව නැවත පූරණය කරන්න',
  '© 2025 CarMarket. All rights reserved.': '© 2025 CarMarket. සියලු හිමිකම් ඇවිරිණි.',
  'Buy a Car': 'කාර් එකක් ගන්න',
  'About Us': 'අප ගැන',
  'Sri Lanka’s marketplace for quality used cars. Every ad is reviewed by our team before it goes live.':
    'ගුණාත්මක පාවිච්චි කළ කාර් සඳහා ශ්‍රී ලංකාවේ වෙළඳපොළ. සෑම දැන්වීමක්ම ප්‍රසිද්ධ වීමට පෙර අපගේ කණ්ඩායම විසින් පරීක්ෂා කරනු ලැබේ.',
  'Follow us': 'අපව අනුගමනය කරන්න',
  'Useful links': 'ප්‍රයෝජනවත් සබැඳි',
  'Useful Links': 'ප්‍රයෝජනවත් සබැඳි',
  'Get the App': 'යෙදුම ලබාගන්න',
  'Browse, save and sell on the go.': 'ඕනෑම තැනක සිට බලන්න, සුරකින්න, විකුණන්න.',
  'Privacy Policy': 'රහස්‍යතා ප්‍රතිපත්තිය',
  'How can we help?': 'අපට ඔබට උදව් කළ හැක්කේ කෙසේද?',
  'Choose how you would like to reach us.': 'අප හා සම්බන්ධ වීමට ඔබ කැමති ක්‍රමය තෝරන්න.',
  'Close help': 'උදව් වසන්න',
  'WhatsApp chat': 'WhatsApp කතාබහ',
  'Opens WhatsApp in a new tab': 'WhatsApp නව ටැබයක විවෘත වේ',
  'Call Us': 'අපට කතා කරන්න',
  'Send Message': 'පණිවිඩයක් යවන්න',
  'Write to us from the contact page': 'සම්බන්ධතා පිටුවෙන් අපට ලියන්න',
  'Need Help?': 'උදව් අවශ්‍යද?',
  'Back to top': 'ඉහළට',
  'CarMarket on social media': 'සමාජ මාධ්‍යවල CarMarket',
  Home: 'මුල් පිටුව',
  'Sell Car': 'කාර් විකුණන්න',
  Finance: 'ලීසිං සහ ණය',
  Main: 'ප්‍රධාන',
  '{count, plural, one {Wishlist, # saved car} other {Wishlist, # saved cars}}':
    '{count, plural, one {කැමති ලැයිස්තුව, සුරැකි කාර් #ක්} other {කැමති ලැයිස්තුව, සුරැකි කාර් #ක්}}',
  'Close menu': 'මෙනුව වසන්න',
  'Open menu': 'මෙනුව විවෘත කරන්න',
  'Your city': 'ඔබේ නගරය',
  'Download on the': 'බාගත කරන්න',
  'Get it on': 'ලබාගන්න',
  'Our mobile apps are coming soon.': 'අපගේ ජංගම යෙදුම් ළඟදීම පැමිණේ.',
  '{name}: no photo yet': '{name}: තවම ඡායාරූපයක් නැත',
  'No photo yet': 'තවම ඡායාරූපයක් නැත',
  '(optional)': '(අත්‍යවශ්‍ය නොවේ)',
  'Portrait of {name}': '{name} ගේ රූපය',
  'CarMarket home': 'CarMarket මුල් පිටුව',
  Close: 'වසන්න',
  'Seller package:': 'විකුණුම්කරුගේ පැකේජය:',
  'Loading...': 'පූරණය වෙමින්...',
  Pages: 'පිටු',
  Previous: 'පෙර',
  'Page {page} of {pageCount}': 'පිටු {pageCount} න් {page} වන පිටුව',
  Next: 'ඊළඟ',
  'Show password': 'මුරපදය පෙන්වන්න',
  Recommended: 'නිර්දේශිත',
  'per ad': 'දැන්වීමකට',
  '{feature}: {value}': '{feature}: {value}',
  '(included)': '(ඇතුළත්)',
  '(not included)': '(ඇතුළත් නැත)',
  'CarMarket social channels (coming soon)': 'CarMarket සමාජ මාධ්‍ය නාලිකා (ළඟදීම)',
  '{network} (coming soon)': '{network} (ළඟදීම)',
  'Something went wrong. Please try again.': 'යමක් වැරදුණා. නැවත උත්සාහ කරන්න.',
  'We could not reach CarMarket. Check your connection and try again.':
    'CarMarket වෙත සම්බන්ධ වීමට නොහැකි විය. ඔබේ අන්තර්ජාල සම්බන්ධතාවය පරීක්ෂා කර නැවත උත්සාහ කරන්න.',
  'The server sent an unexpected response. Please try again.':
    'සේවාදායකයෙන් අනපේක්ෂිත පිළිතුරක් ලැබුණා. නැවත උත්සාහ කරන්න.',
  'No. 42, Galle Road': 'අංක 42, ගාලු පාර',
  'Colombo 03, Sri Lanka': 'කොළඹ 03, ශ්‍රී ලංකාව',
} satisfies Catalog;
