import type { Catalog } from '@carmarket/shared/i18n/translate';

/** app: see src/i18n/README.md. */
export default {
  'My Profile': 'எனது சுயவிவரம்',
  'My Package': 'எனது பேக்கேஜ்',
  'My Listings': 'எனது விளம்பரங்கள்',
  Wishlist: 'விருப்பப் பட்டியல்',
  'Saved Searches': 'சேமித்த தேடல்கள்',
  Offers: 'விலை முன்மொழிவுகள்',
  Settings: 'அமைப்புகள்',
  Moderation: 'விளம்பர மதிப்பாய்வு',
  'My Account': 'எனது கணக்கு',
  'Manage your profile, package, listings and settings.':
    'உங்கள் சுயவிவரம், பேக்கேஜ், விளம்பரங்கள் மற்றும் அமைப்புகளை நிர்வகியுங்கள்.',
  Account: 'கணக்கு',
  '{count, plural, one {# ad waiting for review} other {# ads waiting for review}}':
    '{count, plural, one {மதிப்பாய்வுக்குக் காத்திருக்கும் # விளம்பரம்} other {மதிப்பாய்வுக்குக் காத்திருக்கும் # விளம்பரங்கள்}}',
  'Sign Out': 'வெளியேறு',
  'Your ads in every state: live, waiting for review, expired and sold.':
    'எல்லா நிலைகளிலும் உள்ள உங்கள் விளம்பரங்கள்: நேரலையில் உள்ளவை, மதிப்பாய்வுக்குக் காத்திருப்பவை, காலாவதியானவை மற்றும் விற்கப்பட்டவை.',
  'Sell a Car': 'கார் விற்க',
  'E-mail preferences': 'மின்னஞ்சல் விருப்பங்கள்',
  'Choose which e-mails we send you. Changes save as you make them.':
    'நாங்கள் உங்களுக்கு அனுப்ப வேண்டிய மின்னஞ்சல்களைத் தேர்ந்தெடுங்கள். நீங்கள் செய்யும் மாற்றங்கள் உடனே சேமிக்கப்படும்.',
  'Back to Settings': 'அமைப்புகளுக்குத் திரும்பு',
  'Offers buyers made on your ads, and the offers you made, with their answers.':
    'உங்கள் விளம்பரங்களுக்கு வாங்குபவர்கள் அளித்த விலை முன்மொழிவுகளும் நீங்கள் அளித்த விலை முன்மொழிவுகளும், அவற்றுக்கான பதில்களுடன்.',
  'Your plan, what it includes, and how much of it your ads use.':
    'உங்கள் பேக்கேஜ், அதில் அடங்கியவை, அதில் எவ்வளவை உங்கள் விளம்பரங்கள் பயன்படுத்துகின்றன என்பது.',
  'Keep your name, phone number and address up to date so buyers can reach you.':
    'வாங்குபவர்கள் உங்களைத் தொடர்பு கொள்ள, உங்கள் பெயர், தொலைபேசி எண் மற்றும் முகவரியைப் புதுப்பித்து வைத்திருங்கள்.',
  'Loading your profile': 'உங்கள் சுயவிவரம் ஏற்றப்படுகிறது',
  'The searches you saved, how many new cars match each, and how often we e-mail you.':
    'நீங்கள் சேமித்த தேடல்கள், ஒவ்வொன்றுக்கும் பொருந்தும் புதிய கார்கள் எத்தனை, நாங்கள் உங்களுக்கு எவ்வளவு அடிக்கடி மின்னஞ்சல் அனுப்புகிறோம் என்பது.',
  'Account Settings': 'கணக்கு அமைப்புகள்',
  'Choose how we contact you and who can see your details. Changes save as you make them.':
    'நாங்கள் உங்களை எப்படித் தொடர்பு கொள்ள வேண்டும், உங்கள் விவரங்களை யார் பார்க்கலாம் என்பதைத் தேர்ந்தெடுங்கள். நீங்கள் செய்யும் மாற்றங்கள் உடனே சேமிக்கப்படும்.',
  Security: 'பாதுகாப்பு',
  'My Wishlist': 'எனது விருப்பப் பட்டியல்',
  'The cars you saved, and whether they are still for sale.':
    'நீங்கள் சேமித்த கார்களும், அவை இன்னும் விற்பனைக்கு உள்ளனவா என்பதும்.',
  'Audit log': 'தணிக்கைப் பதிவு',
  'Every action staff take, with who took it, when and why. Entries are never changed or removed.':
    'ஊழியர்கள் எடுக்கும் ஒவ்வொரு நடவடிக்கையும், அதை யார், எப்போது, ஏன் எடுத்தார்கள் என்பதுடன். பதிவுகள் ஒருபோதும் மாற்றப்படுவதோ நீக்கப்படுவதோ இல்லை.',
  Messages: 'செய்திகள்',
  'Contact messages and pre-order requests from the site. Reply by e-mail, or mark a message handled once it needs nothing more.':
    'தளத்திலிருந்து வரும் தொடர்புச் செய்திகளும் முன்பதிவுக் கோரிக்கைகளும். மின்னஞ்சல் மூலம் பதிலளியுங்கள், அல்லது இனி எதுவும் தேவையில்லாத செய்தியைக் கையாளப்பட்டதாகக் குறியிடுங்கள்.',
  Reports: 'புகார்கள்',
  "Ads that visitors reported, the most recently reported first. Reports from three independent, established accounts take an ad out of search until you decide; visitors' and new accounts' reports wait for you.":
    'பார்வையாளர்கள் புகாரளித்த விளம்பரங்கள், மிகச் சமீபத்தில் புகாரளிக்கப்பட்டவை முதலில். ஒன்றுக்கொன்று தொடர்பில்லாத, நிலைபெற்ற மூன்று கணக்குகளின் புகார்கள், நீங்கள் முடிவெடுக்கும் வரை விளம்பரத்தைத் தேடலிலிருந்து நீக்கும்; பார்வையாளர்கள் மற்றும் புதிய கணக்குகளின் புகார்கள் உங்கள் முடிவுக்காகக் காத்திருக்கும்.',
  Ads: 'விளம்பரங்கள்',
  '{count, plural, one {# reported ad} other {# reported ads}}':
    '{count, plural, one {புகாரளிக்கப்பட்ட # விளம்பரம்} other {புகாரளிக்கப்பட்ட # விளம்பரங்கள்}}',
  '{count, plural, one {# new message} other {# new messages}}':
    '{count, plural, one {# புதிய செய்தி} other {# புதிய செய்திகள்}}',
  Users: 'பயனர்கள்',
  '{count, plural, one {# package request} other {# package requests}}':
    '{count, plural, one {# பேக்கேஜ் கோரிக்கை} other {# பேக்கேஜ் கோரிக்கைகள்}}',
  "Approve a package once its payment is confirmed, keep the bank details up to date, and set any seller's package.":
    'கட்டணம் உறுதியானதும் பேக்கேஜை அங்கீகரிக்கவும், வங்கி விவரங்களைப் புதுப்பித்து வைக்கவும், எந்த விற்பனையாளரின் பேக்கேஜையும் அமைக்கவும்.',
  'Staff console': 'ஊழியர் கன்சோல்',
  'Find an account by e-mail. A suspended account is signed out everywhere, cannot sign in, and its ads leave search until you lift the suspension.':
    'மின்னஞ்சல் மூலம் ஒரு கணக்கைத் தேடுங்கள். இடைநிறுத்தப்பட்ட கணக்கு எல்லா இடங்களிலிருந்தும் வெளியேற்றப்படும், அதனால் உள்நுழைய முடியாது, நீங்கள் இடைநிறுத்தத்தை நீக்கும் வரை அதன் விளம்பரங்கள் தேடலில் தோன்றாது.',
  'Every ad is checked before it goes live. Approve it, or reject it with a reason the seller will read.':
    'ஒவ்வொரு விளம்பரமும் நேரலைக்கு வரும் முன் சரிபார்க்கப்படுகிறது. அதை அங்கீகரியுங்கள், அல்லது விற்பனையாளர் படிக்கும் காரணத்துடன் நிராகரியுங்கள்.',
  'Edits of live ads': 'நேரலையில் உள்ள விளம்பரங்களின் திருத்தங்கள்',
  'Buyers see the live version until you approve the edit.':
    'நீங்கள் திருத்தத்தை அங்கீகரிக்கும் வரை வாங்குபவர்கள் நேரலையில் உள்ள பதிப்பையே பார்ப்பார்கள்.',
  'Package requests': 'பேக்கேஜ் கோரிக்கைகள்',
  'Approve once the payment is confirmed.': 'பணம் செலுத்தியது உறுதியானதும் அங்கீகரியுங்கள்.',
  'Payment details': 'பணம் செலுத்தும் விவரங்கள்',
  'Sellers see these when they choose a paid package.':
    'கட்டணப் பேக்கேஜைத் தேர்ந்தெடுக்கும்போது விற்பனையாளர்கள் இவற்றைப் பார்ப்பார்கள்.',
  'Seller packages': 'விற்பனையாளர் பேக்கேஜ்கள்',
  'Set a paid package once the payment is confirmed.':
    'பணம் செலுத்தியது உறுதியானதும் கட்டணப் பேக்கேஜை அமையுங்கள்.',
  'Failed e-mails and jobs': 'தோல்வியடைந்த மின்னஞ்சல்களும் பணிகளும்',
  'Work that kept failing after every retry. Fix the cause, then retry it.':
    'ஒவ்வொரு மறுமுயற்சிக்குப் பிறகும் தோல்வியடைந்த பணிகள். காரணத்தைச் சரிசெய்து, பின்னர் மீண்டும் முயற்சிக்கவும்.',
  'Find Your Perfect Car': 'உங்களுக்கு ஏற்ற காரைக் கண்டுபிடியுங்கள்',
  'Search reviewed listings from across Sri Lanka and filter by price, brand, fuel type and more.':
    'இலங்கை முழுவதிலுமிருந்து மதிப்பாய்வு செய்யப்பட்ட விளம்பரங்களைத் தேடுங்கள்; விலை, தயாரிப்பு நிறுவனம், எரிபொருள் வகை மற்றும் பலவற்றின்படி வடிகட்டுங்கள்.',
  'Cars for sale': 'விற்பனைக்கு உள்ள கார்கள்',
  'Error 404': 'பிழை 404',
  'Car not found': 'கார் கிடைக்கவில்லை',
  'This car may have been sold, or its ad is no longer live. Plenty of others are waiting for you.':
    'இந்தக் கார் விற்கப்பட்டிருக்கலாம், அல்லது அதன் விளம்பரம் இப்போது நேரலையில் இல்லை. இன்னும் பல கார்கள் உங்களுக்காகக் காத்திருக்கின்றன.',
  'Browse all cars': 'எல்லா கார்களையும் பாருங்கள்',
  'We could not load this car': 'இந்தக் காரை ஏற்ற முடியவில்லை',
  'Confirm your e-mail': 'உங்கள் மின்னஞ்சலை உறுதிப்படுத்துங்கள்',
  'One step, so that CarMarket’s notices and alerts reach you and nobody else.':
    'CarMarket இன் அறிவிப்புகளும் எச்சரிக்கைகளும் வேறு யாருக்கும் அல்ல, உங்களுக்கே வந்து சேர ஒரே ஒரு படி.',
  'Contact Us': 'எங்களைத் தொடர்பு கொள்ளுங்கள்',
  'We are here to help': 'உதவ நாங்கள் இருக்கிறோம்',
  'Questions about a listing, your account, finance or a package? Send us a message and our team will get back to you within one business day.':
    'ஒரு விளம்பரம், உங்கள் கணக்கு, நிதி அல்லது பேக்கேஜ் பற்றிக் கேள்விகள் உள்ளனவா? எங்களுக்குச் செய்தி அனுப்புங்கள்; எங்கள் குழு ஒரு வேலை நாளுக்குள் உங்களுக்குப் பதிலளிக்கும்.',
  'Send us a message': 'எங்களுக்குச் செய்தி அனுப்புங்கள்',
  'Fields marked optional can be left empty; everything else is needed to answer you.':
    '‘விருப்பத்தேர்வு’ எனக் குறிக்கப்பட்ட புலங்களை வெறுமையாக விடலாம்; உங்களுக்குப் பதிலளிக்க மற்ற அனைத்தும் தேவை.',
  'Contact details': 'தொடர்பு விவரங்கள்',
  'Find us': 'எங்களைக் கண்டறிய',
  'Our office in Colombo': 'கொழும்பில் உள்ள எங்கள் அலுவலகம்',
  'On Galle Road in Kollupitiya, between Marine Drive and Duplication Road, a short walk from Kollupitiya railway station. Visitors are welcome during opening hours.':
    'கொள்ளுப்பிட்டியில் காலி வீதியில், மரைன் டிரைவ் மற்றும் டூப்ளிகேஷன் வீதிக்கு இடையில், கொள்ளுப்பிட்டி ரயில் நிலையத்திலிருந்து சிறிது நடை தூரத்தில். திறந்திருக்கும் நேரங்களில் பார்வையாளர்களை வரவேற்கிறோம்.',
  FAQ: 'அடிக்கடி கேட்கப்படும் கேள்விகள்',
  'Before you write': 'எழுதும் முன்',
  'Same-day approval': 'அதே நாளில் ஒப்புதல்',
  'From 10% down': '10% முன்பணத்திலிருந்து',
  '7-day money-back guarantee': '7 நாள் பணம் திரும்பப்பெறும் உத்தரவாதம்',
  'Car Financing': 'கார் லீசிங் மற்றும் கடன்',
  'Finance your next car with confidence': 'உங்கள் அடுத்த காருக்கு நம்பிக்கையுடன் நிதி பெறுங்கள்',
  'Estimate your monthly payment, check your eligibility in a minute and compare our loan options before you meet a seller.':
    'விற்பனையாளரைச் சந்திக்கும் முன், உங்கள் மாதத் தவணையைக் கணக்கிடுங்கள், ஒரு நிமிடத்தில் உங்கள் தகுதியைச் சரிபாருங்கள், எங்கள் கடன் வாய்ப்புகளை ஒப்பிடுங்கள்.',
  'Loan calculator': 'கடன் கணிப்பான்',
  'What will it cost each month?': 'மாதம் எவ்வளவு செலவாகும்?',
  'Move the sliders to see your monthly payment, the interest and the total you pay.':
    'உங்கள் மாதத் தவணை, வட்டி, நீங்கள் செலுத்தும் மொத்தத் தொகையைப் பார்க்க ஸ்லைடர்களை நகர்த்துங்கள்.',
  'Eligibility checker': 'தகுதிச் சரிபார்ப்பு',
  'Check if you qualify': 'நீங்கள் தகுதியானவரா எனச் சரிபாருங்கள்',
  'We compare the monthly payment from the calculator with your income. Nothing is sent anywhere.':
    'கணிப்பானின் மாதத் தவணையை உங்கள் வருமானத்துடன் ஒப்பிடுகிறோம். எதுவும் எங்கும் அனுப்பப்படுவதில்லை.',
  'Finance options': 'நிதி வாய்ப்புகள்',
  'Choose the plan that fits you': 'உங்களுக்குப் பொருந்தும் திட்டத்தைத் தேர்ந்தெடுங்கள்',
  'Questions about car finance': 'கார் நிதி பற்றிய கேள்விகள்',
  'Forgot password?': 'கடவுச்சொல்லை மறந்துவிட்டீர்களா?',
  'Enter the email of your account and we will send you a link to choose a new password.':
    'உங்கள் கணக்கின் மின்னஞ்சலை உள்ளிடுங்கள்; புதிய கடவுச்சொல்லைத் தேர்ந்தெடுக்க உங்களுக்கு ஓர் இணைப்பை அனுப்புவோம்.',
  'Remembered it?': 'நினைவுக்கு வந்ததா?',
  'Back to sign in': 'உள்நுழைவுக்குத் திரும்பு',
  'Your Ad': 'உங்கள் விளம்பரம்',
  'Confirm what the link from your e-mail should do.':
    'உங்கள் மின்னஞ்சலில் உள்ள இணைப்பு என்ன செய்ய வேண்டும் என்பதை உறுதிப்படுத்துங்கள்.',
  'Sign In': 'உள்நுழைக',
  'Welcome back. Sign in to manage your listings, wishlist and account.':
    'மீண்டும் வருக. உங்கள் விளம்பரங்கள், விருப்பப் பட்டியல் மற்றும் கணக்கை நிர்வகிக்க உள்நுழையுங்கள்.',
  'New to CarMarket?': 'CarMarket-க்குப் புதியவரா?',
  'Create an account': 'பதிவு செய்யுங்கள்',
  'Page not found': 'பக்கம் கிடைக்கவில்லை',
  'The page you are looking for has moved or no longer exists. Let’s get you back on the road.':
    'நீங்கள் தேடும் பக்கம் இடம் மாறியுள்ளது அல்லது இனி இல்லை. உங்களை மீண்டும் சரியான பாதைக்குக் கொண்டு செல்வோம்.',
  'Go to Home': 'முகப்புக்குச் செல்லுங்கள்',
  'Buy Car': 'கார் வாங்க',
  'Create Account': 'பதிவு செய்யுங்கள்',
  'Sell your car, save favourites and make offers with a free account.':
    'இலவசக் கணக்குடன் உங்கள் காரை விற்கவும், விருப்பமானவற்றைச் சேமிக்கவும், விலை முன்மொழிவுகளைச் செய்யவும்.',
  'Already have an account?': 'ஏற்கனவே கணக்கு உள்ளதா?',
  'Sign in': 'உள்நுழைக',
  'Choose a new password': 'புதிய கடவுச்சொல்லைத் தேர்ந்தெடுங்கள்',
  'Your new password signs you in from now on; every device signed in to your account is signed out.':
    'இனி உங்கள் புதிய கடவுச்சொல் மூலமே உள்நுழைவீர்கள்; உங்கள் கணக்கில் உள்நுழைந்துள்ள எல்லாச் சாதனங்களும் வெளியேற்றப்படும்.',
  'Skip to content': 'உள்ளடக்கத்துக்குச் செல்லுங்கள்',
  'Skip to results': 'முடிவுகளுக்குச் செல்லுங்கள்',
  'Saved Cars': 'சேமித்த கார்கள்',
  'The cars you saved with the heart, and whether they are still for sale.':
    'இதயக் குறியால் நீங்கள் சேமித்த கார்களும், அவை இன்னும் விற்பனைக்கு உள்ளனவா என்பதும்.',
  'Sell Your Car': 'உங்கள் காரை விற்கவும்',
  "Choose a package, add your car's details and photos, and reach serious buyers across the island.":
    'ஒரு பேக்கேஜைத் தேர்ந்தெடுத்து, உங்கள் காரின் விவரங்களையும் புகைப்படங்களையும் சேர்த்து, தீவு முழுவதும் உள்ள உண்மையான வாங்குபவர்களைச் சென்றடையுங்கள்.',
  'Create Your Listing': 'உங்கள் விளம்பரத்தை உருவாக்குங்கள்',
  'Package: {package}. Up to {photos} photos, live for {months, plural, one {# month} other {# months}} once approved.':
    'பேக்கேஜ்: {package}. {photos} புகைப்படங்கள் வரை; அங்கீகரிக்கப்பட்ட பின் {months, plural, one {# மாதம்} other {# மாதங்கள்}} நேரலையில் இருக்கும்.',
  'Change Package': 'பேக்கேஜை மாற்றுங்கள்',
  '{tier} ads need the {tier} package; your account has {held}. Pay for the upgrade, or post this ad as {held} now.':
    '{tier} விளம்பரங்களுக்கு {tier} பேக்கேஜ் தேவை; உங்கள் கணக்கில் {held} உள்ளது. மேம்படுத்தலுக்குப் பணம் செலுத்துங்கள், அல்லது இந்த விளம்பரத்தை இப்போதே {held} ஆக இடுங்கள்.',
  'Loading the package details': 'பேக்கேஜ் விவரங்கள் ஏற்றப்படுகின்றன',
  'Continue as {package} now': 'இப்போது {package} ஆகத் தொடருங்கள்',
  'Back to packages': 'பேக்கேஜ்களுக்குத் திரும்பு',
  'Loading the form': 'படிவம் ஏற்றப்படுகிறது',
  'Edit Your Listing': 'உங்கள் விளம்பரத்தைத் திருத்துங்கள்',
  "Change your car's details and photos.": 'உங்கள் காரின் விவரங்களையும் புகைப்படங்களையும் மாற்றுங்கள்.',
  'Loading your ad': 'உங்கள் விளம்பரம் ஏற்றப்படுகிறது',
  'Undo an e-mail change': 'மின்னஞ்சல் மாற்றத்தைத் திரும்பப்பெறுங்கள்',
  'Keep your account’s e-mail address if someone else asked to change it.':
    'வேறு யாராவது உங்கள் கணக்கின் மின்னஞ்சல் முகவரியை மாற்றக் கேட்டிருந்தால், அதை அப்படியே வைத்திருங்கள்.',
  'Details (development only)': 'விவரங்கள் (உருவாக்கத்துக்கு மட்டும்)',
  'Something went wrong': 'ஏதோ தவறு நடந்தது',
  'Unexpected Application Error!': 'எதிர்பாராத பயன்பாட்டுப் பிழை!',
  'Sorry, this page stopped working. Reload it to try again, or start over from the home page.':
    'மன்னிக்கவும், இந்தப் பக்கம் செயல்படுவது நின்றுவிட்டது. மீண்டும் முயற்சிக்க அதை மீண்டும் ஏற்றுங்கள், அல்லது முகப்புப் பக்கத்திலிருந்து மீண்டும் தொடங்குங்கள்.',
  'Reload page': 'பக்கத்தை மீண்டும் ஏற்றுங்கள்',
  '© 2025 CarMarket. All rights reserved.': '© 2025 CarMarket. அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.',
  'Buy a Car': 'கார் வாங்க',
  'About Us': 'எங்களைப் பற்றி',
  'Sri Lanka’s marketplace for quality used cars. Every ad is reviewed by our team before it goes live.':
    'தரமான பயன்படுத்திய கார்களுக்கான இலங்கையின் சந்தை. ஒவ்வொரு விளம்பரமும் நேரலைக்கு வரும் முன் எங்கள் குழுவால் மதிப்பாய்வு செய்யப்படுகிறது.',
  'Follow us': 'எங்களைப் பின்தொடருங்கள்',
  'Useful links': 'பயனுள்ள இணைப்புகள்',
  'Useful Links': 'பயனுள்ள இணைப்புகள்',
  'Get the App': 'செயலியைப் பெறுங்கள்',
  'Browse, save and sell on the go.': 'எங்கிருந்தும் பாருங்கள், சேமியுங்கள், விற்பனை செய்யுங்கள்.',
  'Privacy Policy': 'தனியுரிமைக் கொள்கை',
  'How can we help?': 'நாங்கள் எப்படி உதவலாம்?',
  'Choose how you would like to reach us.':
    'எங்களை எப்படித் தொடர்பு கொள்ள விரும்புகிறீர்கள் என்பதைத் தேர்ந்தெடுங்கள்.',
  'Close help': 'உதவியை மூடு',
  'WhatsApp chat': 'WhatsApp அரட்டை',
  'Opens WhatsApp in a new tab': 'WhatsApp புதிய தாவலில் திறக்கும்',
  'Call Us': 'எங்களை அழையுங்கள்',
  'Send Message': 'செய்தி அனுப்புங்கள்',
  'Write to us from the contact page': 'தொடர்புப் பக்கத்திலிருந்து எங்களுக்கு எழுதுங்கள்',
  'Need Help?': 'உதவி வேண்டுமா?',
  'Back to top': 'மேலே செல்ல',
  'CarMarket on social media': 'சமூக ஊடகங்களில் CarMarket',
  Home: 'முகப்பு',
  'Sell Car': 'கார் விற்க',
  Finance: 'நிதி',
  Main: 'முதன்மை',
  '{count, plural, one {Wishlist, # saved car} other {Wishlist, # saved cars}}':
    '{count, plural, one {விருப்பப் பட்டியல், சேமித்த # கார்} other {விருப்பப் பட்டியல், சேமித்த # கார்கள்}}',
  'Close menu': 'மெனுவை மூடு',
  'Open menu': 'மெனுவைத் திற',
  'Your city': 'உங்கள் நகரம்',
  'Download on the': 'பதிவிறக்குங்கள்',
  'Get it on': 'பெறுங்கள்',
  'Our mobile apps are coming soon.': 'எங்கள் மொபைல் செயலிகள் விரைவில் வரும்.',
  '{name}: no photo yet': '{name}: இன்னும் புகைப்படம் இல்லை',
  'No photo yet': 'இன்னும் புகைப்படம் இல்லை',
  '(optional)': '(விருப்பத்தேர்வு)',
  'Portrait of {name}': '{name} அவர்களின் படம்',
  'CarMarket home': 'CarMarket முகப்பு',
  Close: 'மூடு',
  'Seller package:': 'விற்பனையாளர் பேக்கேஜ்:',
  'Loading...': 'ஏற்றப்படுகிறது...',
  Pages: 'பக்கங்கள்',
  Previous: 'முந்தைய',
  'Page {page} of {pageCount}': '{pageCount} பக்கங்களில் பக்கம் {page}',
  Next: 'அடுத்து',
  'Show password': 'கடவுச்சொல்லைக் காட்டு',
  Recommended: 'பரிந்துரைக்கப்படுகிறது',
  'per ad': 'ஒரு விளம்பரத்துக்கு',
  '{feature}: {value}': '{feature}: {value}',
  '(included)': '(அடங்கும்)',
  '(not included)': '(அடங்காது)',
  'CarMarket social channels (coming soon)': 'CarMarket சமூக ஊடகப் பக்கங்கள் (விரைவில்)',
  '{network} (coming soon)': '{network} (விரைவில்)',
  'Something went wrong. Please try again.': 'ஏதோ தவறு நடந்தது. மீண்டும் முயற்சிக்கவும்.',
  'We could not reach CarMarket. Check your connection and try again.':
    'CarMarket-ஐ அணுக முடியவில்லை. உங்கள் இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயற்சிக்கவும்.',
  'The server sent an unexpected response. Please try again.':
    'சேவையகம் எதிர்பாராத பதிலை அனுப்பியது. மீண்டும் முயற்சிக்கவும்.',
  'No. 42, Galle Road': 'இல. 42, காலி வீதி',
  'Colombo 03, Sri Lanka': 'கொழும்பு 03, இலங்கை',
} satisfies Catalog;
