import type { Catalog } from '../translate';
import reference from './reference-ta';

/** Messages of packages/shared (schemas, formats, titles) in ta: every app's catalog starts from these. */
const shared = {
  // Issue 37: days on market, "still available — confirmed" (search filters, one-tap links, pauses).
  'Listed within must be 1, 3, 7, 14 or 30 days':
    'வெளியிட்ட காலம் 1, 3, 7, 14 அல்லது 30 நாட்களாக இருக்க வேண்டும்',
  'Confirmed within must be 7 days': 'உறுதிசெய்த காலம் 7 நாட்களாக இருக்க வேண்டும்',
  'This link does not work. It may be old, or it was changed.':
    'இந்த இணைப்பு செயல்படவில்லை. அது பழையதாக இருக்கலாம், அல்லது மாற்றப்பட்டிருக்கலாம்.',
  'This link was already used.': 'இந்த இணைப்பு ஏற்கனவே பயன்படுத்தப்பட்டது.',
  Paused: 'இடைநிறுத்தப்பட்டது',
  'Enter the price it sold for in rupees, like 4500000, or leave it empty':
    'விற்ற விலையை ரூபாயில் உள்ளிடுங்கள், உதா. 4500000, அல்லது வெறுமையாக விடுங்கள்',
  'Only a paused ad can be resumed.': 'இடைநிறுத்தப்பட்ட விளம்பரத்தை மட்டுமே மீண்டும் தொடங்க முடியும்.',
  'Your ad is live again.': 'உங்கள் விளம்பரம் மீண்டும் நேரலையில் உள்ளது.',
  'JPEG, PNG or WebP, up to 5 MB.': 'JPEG, PNG அல்லது WebP, 5 MB வரை.',
  'Your photo must be a JPEG, PNG or WebP image.':
    'உங்கள் புகைப்படம் JPEG, PNG அல்லது WebP படமாக இருக்க வேண்டும்.',
  'Your photo is larger than 5 MB.': 'உங்கள் புகைப்படம் 5 MB-ஐ விடப் பெரியது.',
  'We could not read your photo. Please choose another image.':
    'உங்கள் புகைப்படத்தைப் படிக்க முடியவில்லை. வேறு படத்தைத் தேர்ந்தெடுக்கவும்.',
  'Please enter name': 'பெயரை உள்ளிடவும்',
  'Your name is too long (100 characters at most)': 'உங்கள் பெயர் மிக நீளமானது (அதிகபட்சம் 100 எழுத்துகள்)',
  'Please use your own name. Names like CarMarket, Support, Admin or Security could be mistaken for our team.':
    'உங்கள் சொந்தப் பெயரைப் பயன்படுத்தவும். CarMarket, Support, Admin அல்லது Security போன்ற பெயர்கள் எங்கள் குழு என்று தவறாகக் கருதப்படலாம்.',
  'Please enter phone number': 'தொலைபேசி எண்ணை உள்ளிடவும்',
  'Invalid phone number': 'தவறான தொலைபேசி எண்',
  'Please enter email': 'மின்னஞ்சலை உள்ளிடவும்',
  'Invalid email': 'தவறான மின்னஞ்சல்',
  'Please enter password': 'கடவுச்சொல்லை உள்ளிடவும்',
  'Password must be at least 8 characters': 'கடவுச்சொல் குறைந்தது 8 எழுத்துகள் இருக்க வேண்டும்',
  'Password must be at most 128 characters': 'கடவுச்சொல் அதிகபட்சம் 128 எழுத்துகள் இருக்கலாம்',
  'Please confirm your password': 'உங்கள் கடவுச்சொல்லை உறுதிப்படுத்தவும்',
  'Passwords do not match': 'கடவுச்சொற்கள் பொருந்தவில்லை',
  'Please enter address line 1': 'முகவரி வரி 1-ஐ உள்ளிடவும்',
  'Address lines are limited to 200 characters': 'முகவரி வரிகள் அதிகபட்சம் 200 எழுத்துகள்',
  'Invalid postal code': 'தவறான அஞ்சல் குறியீடு',
  'Please select city': 'நகரத்தைத் தேர்ந்தெடுக்கவும்',
  'Please enter your current password': 'உங்கள் தற்போதைய கடவுச்சொல்லை உள்ளிடவும்',
  'Your name': 'உங்கள் பெயர்',
  'The phone number': 'தொலைபேசி எண்',
  'The email': 'மின்னஞ்சல்',
  'The password': 'கடவுச்சொல்',
  'If an account uses that e-mail, we have sent it a link to choose a new password. The link works for 30 minutes.':
    'அந்த மின்னஞ்சலை ஒரு கணக்கு பயன்படுத்தினால், புதிய கடவுச்சொல்லைத் தேர்வுசெய்ய ஓர் இணைப்பை அதற்கு அனுப்பியுள்ளோம். இணைப்பு 30 நிமிடங்கள் செயல்படும்.',
  'This reset link is not valid. Please ask for a new one.':
    'இந்த மீட்டமைப்பு இணைப்பு செல்லாது. புதிய இணைப்பைக் கேளுங்கள்.',
  'This reset link has expired or was already used.':
    'இந்த மீட்டமைப்பு இணைப்பு காலாவதியானது அல்லது ஏற்கனவே பயன்படுத்தப்பட்டது.',
  'Your password is changed. Please sign in with your new password.':
    'உங்கள் கடவுச்சொல் மாற்றப்பட்டது. புதிய கடவுச்சொல்லுடன் உள்நுழையவும்.',
  'Address line 2': 'முகவரி வரி 2',
  'Address line 1': 'முகவரி வரி 1',
  'The postal code': 'அஞ்சல் குறியீடு',
  'Register success': 'பதிவு வெற்றிகரமாக முடிந்தது',
  'Login success': 'வெற்றிகரமாக உள்நுழைந்தீர்கள்',
  'Your data saved success': 'உங்கள் தகவல்கள் வெற்றிகரமாகச் சேமிக்கப்பட்டன',
  'Only a live or expired ad can be renewed. A pending ad goes live when staff approve it.':
    'நேரலையில் உள்ள அல்லது காலாவதியான விளம்பரத்தை மட்டுமே புதுப்பிக்க முடியும். நிலுவையில் உள்ள விளம்பரம் ஊழியர்கள் அங்கீகரித்ததும் நேரலைக்கு வரும்.',
  'Only a live or pending ad can be edited. A sold, expired or rejected ad cannot.':
    'நேரலையில் உள்ள அல்லது நிலுவையில் உள்ள விளம்பரத்தை மட்டுமே திருத்த முடியும். விற்கப்பட்ட, காலாவதியான அல்லது நிராகரிக்கப்பட்ட விளம்பரத்தைத் திருத்த முடியாது.',
  'This link has expired or was already used.':
    'இந்த இணைப்பு காலாவதியானது அல்லது ஏற்கனவே பயன்படுத்தப்பட்டது.',
  'The link is missing its token. Please open the link from the e-mail again.':
    'இணைப்பில் அதன் டோக்கன் இல்லை. மின்னஞ்சலில் உள்ள இணைப்பை மீண்டும் திறக்கவும்.',
  'We could not find an edit waiting for review on that ad.':
    'அந்த விளம்பரத்தில் மதிப்பாய்வுக்குக் காத்திருக்கும் திருத்தம் எதையும் கண்டுபிடிக்க முடியவில்லை.',
  'Your ad is renewed.': 'உங்கள் விளம்பரம் புதுப்பிக்கப்பட்டது.',
  'Your ad is marked as sold.': 'உங்கள் விளம்பரம் விற்கப்பட்டதாகக் குறிக்கப்பட்டது.',
  'Your changes are live.': 'உங்கள் மாற்றங்கள் இப்போது நேரலையில் உள்ளன.',
  'Your changes will go live once staff approve them. Until then buyers see the ad as it was.':
    'ஊழியர்கள் அங்கீகரித்ததும் உங்கள் மாற்றங்கள் நேரலைக்கு வரும். அதுவரை வாங்குபவர்கள் விளம்பரத்தை முன்பு இருந்தபடியே பார்ப்பார்கள்.',
  'Your changes are saved. The ad is still waiting for review.':
    'உங்கள் மாற்றங்கள் சேமிக்கப்பட்டன. விளம்பரம் இன்னும் மதிப்பாய்வுக்குக் காத்திருக்கிறது.',
  'One of the photos kept is no longer on this ad. Please reload the page and try again.':
    'வைத்திருந்த புகைப்படங்களில் ஒன்று இப்போது இந்த விளம்பரத்தில் இல்லை. பக்கத்தை மீண்டும் ஏற்றி மீண்டும் முயற்சிக்கவும்.',
  'Editing an ad changes its photos only; the 360° view and the video stay as they are.':
    'விளம்பரத்தைத் திருத்துவது அதன் புகைப்படங்களை மட்டுமே மாற்றும்; 360° காட்சியும் வீடியோவும் அப்படியே இருக்கும்.',
  'The link': 'இணைப்பு',
  'Photo matches ad #{adId} by another seller':
    'புகைப்படம் வேறொரு விற்பனையாளரின் #{adId} விளம்பரத்துடன் பொருந்துகிறது',
  'This number is used by {accounts, plural, one {# account} other {# accounts}} and {ads, plural, one {# ad} other {# ads}}':
    'இந்த எண்ணை {accounts, plural, one {# கணக்கு} other {# கணக்குகள்}} மற்றும் {ads, plural, one {# விளம்பரம்} other {# விளம்பரங்கள்}} பயன்படுத்துகின்றன',
  'The phone number after this edit is used by {accounts, plural, one {# account} other {# accounts}} and {ads, plural, one {# ad} other {# ads}}':
    'இந்தத் திருத்தத்திற்குப் பிறகான தொலைபேசி எண்ணை {accounts, plural, one {# கணக்கு} other {# கணக்குகள்}} மற்றும் {ads, plural, one {# விளம்பரம்} other {# விளம்பரங்கள்}} பயன்படுத்துகின்றன',
  'Please enter ad title': 'விளம்பரத் தலைப்பை உள்ளிடவும்',
  'Ad title is too long (100 characters at most)':
    'விளம்பரத் தலைப்பு மிக நீளமானது (அதிகபட்சம் 100 எழுத்துகள்)',
  'Please select vehicle type': 'வாகன வகையைத் தேர்ந்தெடுக்கவும்',
  'Please select condition': 'நிலையைத் தேர்ந்தெடுக்கவும்',
  'Please select vehicle make (brand)': 'வாகனத்தின் தயாரிப்பு நிறுவனத்தைத் தேர்ந்தெடுக்கவும்',
  'Please enter model': 'மாடலை உள்ளிடவும்',
  'Model is too long (60 characters at most)': 'மாடல் மிக நீளமானது (அதிகபட்சம் 60 எழுத்துகள்)',
  'Please enter year of manufacture': 'உற்பத்தி ஆண்டை உள்ளிடவும்',
  'Invalid year of manufacture': 'தவறான உற்பத்தி ஆண்டு',
  'Please enter price': 'விலையை உள்ளிடவும்',
  'Invalid price format': 'விலையின் வடிவம் தவறானது',
  'Please select transmission': 'கியர் வகையைத் தேர்ந்தெடுக்கவும்',
  'Please select fuel type': 'எரிபொருள் வகையைத் தேர்ந்தெடுக்கவும்',
  'Please enter engine capacity': 'என்ஜின் கொள்ளளவை உள்ளிடவும்',
  'Invalid engine capacity (whole cc, 0 to 20,000)':
    'தவறான என்ஜின் கொள்ளளவு (முழு cc, 0 முதல் 20,000 வரை)',
  'Please enter mileage': 'ஓடிய தூரத்தை உள்ளிடவும்',
  'Invalid mileage (whole miles, 0 to 2,000,000)':
    'தவறான ஓடிய தூரம் (முழு மைல்கள், 0 முதல் 2,000,000 வரை)',
  'The description is too long (200,000 characters at most, pictures included)':
    'விவரம் மிக நீளமானது (படங்கள் உட்பட அதிகபட்சம் 200,000 எழுத்துகள்)',
  'Each feature checkbox must be sent as 0 or 1':
    'ஒவ்வொரு அம்சத் தேர்வுப்பெட்டியும் 0 அல்லது 1 ஆக அனுப்பப்பட வேண்டும்',
  'Please select minimun 1 image': 'குறைந்தது 1 படத்தைத் தேர்ந்தெடுக்கவும்',
  'Our team reviews every ad before it goes live, usually within 24 hours.':
    'ஒவ்வொரு விளம்பரமும் நேரலைக்கு வருவதற்கு முன் எங்கள் குழு அதை மதிப்பாய்வு செய்யும், பொதுவாக 24 மணி நேரத்திற்குள்.',
  'New advertisement added success. please wait to confirmation.':
    'புதிய விளம்பரம் வெற்றிகரமாகச் சேர்க்கப்பட்டது. உறுதிப்படுத்தலுக்குக் காத்திருக்கவும்.',
  'JPEG, PNG or WebP, up to 15 MB each.': 'JPEG, PNG அல்லது WebP, ஒவ்வொன்றும் 15 MB வரை.',
  'One panoramic JPEG, up to 25 MB.': 'ஒரு பனோரமா JPEG, 25 MB வரை.',
  'MP4, WebM or MOV, up to 200 MB.': 'MP4, WebM அல்லது MOV, 200 MB வரை.',
  'The ad title': 'விளம்பரத் தலைப்பு',
  'The model': 'மாடல்',
  'The description': 'விவரம்',
  'Status must be active, pending, expired, sold or rejected':
    'நிலை active, pending, expired, sold அல்லது rejected ஆக இருக்க வேண்டும்',
  'Only a live ad can be marked as sold.':
    'நேரலையில் உள்ள விளம்பரத்தை மட்டுமே விற்கப்பட்டதாகக் குறிக்க முடியும்.',
  'We could not find that ad among your listings.':
    'உங்கள் விளம்பரங்களில் அந்த விளம்பரத்தைக் கண்டுபிடிக்க முடியவில்லை.',
  'We could not find that ad.': 'அந்த விளம்பரத்தைக் கண்டுபிடிக்க முடியவில்லை.',
  Approved: 'அங்கீகரிக்கப்பட்டது',
  Rejected: 'நிராகரிக்கப்பட்டது',
  'Approved an edit of': 'திருத்தம் அங்கீகரிக்கப்பட்டது:',
  'Rejected an edit of': 'திருத்தம் நிராகரிக்கப்பட்டது:',
  'Set the package of': 'பேக்கேஜ் அமைக்கப்பட்டது:',
  Retried: 'மீண்டும் முயற்சிக்கப்பட்டது',
  'Changed the payment details': 'கட்டண விவரங்கள் மாற்றப்பட்டன',
  'Dismissed the reports of': 'புகார்கள் நிராகரிக்கப்பட்டன:',
  Held: 'நிறுத்தி வைக்கப்பட்டது',
  'Asked the seller to fix': 'சரிசெய்யுமாறு விற்பனையாளரிடம் கேட்கப்பட்டது:',
  Removed: 'நீக்கப்பட்டது',
  Suspended: 'இடைநிறுத்தப்பட்டது',
  'Lifted the suspension of': 'இடைநிறுத்தம் நீக்கப்பட்டது:',
  'Marked as handled': 'கையாளப்பட்டதாகக் குறிக்கப்பட்டது',
  Reopened: 'மீண்டும் திறக்கப்பட்டது',
  'Replied to': 'பதிலளிக்கப்பட்டது:',
  'The error message': 'பிழைச் செய்தி',
  'The report needs the error message': 'புகாருக்குப் பிழைச் செய்தி தேவை',
  'The error message is too long (500 characters at most)':
    'பிழைச் செய்தி மிக நீளமானது (அதிகபட்சம் 500 எழுத்துகள்)',
  'The page path': 'பக்கப் பாதை',
  'The report needs the page path': 'புகாருக்குப் பக்கப் பாதை தேவை',
  'The page path must be a path on this site, such as /cars/12':
    'பக்கப் பாதை இந்தத் தளத்தில் உள்ள பாதையாக இருக்க வேண்டும், எ.கா. /cars/12',
  'The page path is too long (300 characters at most)':
    'பக்கப் பாதை மிக நீளமானது (அதிகபட்சம் 300 எழுத்துகள்)',
  'The kind of error must be render': 'பிழையின் வகை render ஆக இருக்க வேண்டும்',
  'General Inquiry': 'பொது விசாரணை',
  'Technical Support': 'தொழில்நுட்ப உதவி',
  Billing: 'கட்டணம்',
  Partnership: 'கூட்டாண்மை',
  'Please enter your name': 'உங்கள் பெயரை உள்ளிடவும்',
  'Please enter your email': 'உங்கள் மின்னஞ்சலை உள்ளிடவும்',
  'Invalid email address': 'தவறான மின்னஞ்சல் முகவரி',
  'Please choose a subject': 'ஒரு பொருளைத் தேர்ந்தெடுக்கவும்',
  'Your message': 'உங்கள் செய்தி',
  'Please enter your message': 'உங்கள் செய்தியை உள்ளிடவும்',
  'Your message is too long (5,000 characters at most)':
    'உங்கள் செய்தி மிக நீளமானது (அதிகபட்சம் 5,000 எழுத்துகள்)',
  'At least 18 years old': 'குறைந்தது 18 வயது',
  'Minimum credit score of 600': 'குறைந்தபட்ச கடன் மதிப்பெண் 600',
  'Debt-to-income ratio below 50%': 'கடன்-வருமான விகிதம் 50%-க்குக் குறைவு',
  Excellent: 'மிகச் சிறப்பு',
  Good: 'நன்று',
  Fair: 'சராசரி',
  Poor: 'குறைவு',
  'Under 600': '600-க்குக் கீழ்',
  'Very poor': 'மிகக் குறைவு',
  'You are likely to be approved': 'நீங்கள் அங்கீகரிக்கப்பட வாய்ப்புள்ளது',
  'You are likely eligible': 'நீங்கள் தகுதியுடையவராக இருக்க வாய்ப்புள்ளது',
  'You may be eligible': 'நீங்கள் தகுதியுடையவராக இருக்கலாம்',
  'You do not meet the requirements yet': 'நீங்கள் இன்னும் தேவைகளைப் பூர்த்தி செய்யவில்லை',
  'Your excellent credit score and income qualify you for our best rates.':
    'உங்கள் சிறந்த கடன் மதிப்பெண்ணும் வருமானமும் எங்கள் சிறந்த வட்டி விகிதங்களுக்கு உங்களைத் தகுதியாக்குகின்றன.',
  'Your credit score and income meet our requirements.':
    'உங்கள் கடன் மதிப்பெண்ணும் வருமானமும் எங்கள் தேவைகளைப் பூர்த்தி செய்கின்றன.',
  'You meet the minimum requirements; our team will review your application. A larger down payment can help.':
    'நீங்கள் குறைந்தபட்சத் தேவைகளைப் பூர்த்தி செய்கிறீர்கள்; எங்கள் குழு உங்கள் விண்ணப்பத்தை மதிப்பாய்வு செய்யும். அதிக முன்பணம் உதவக்கூடும்.',
  'See the reasons below. A larger down payment or a longer term lowers the payment.':
    'கீழே உள்ள காரணங்களைப் பாருங்கள். அதிக முன்பணம் அல்லது நீண்ட காலம் தவணையைக் குறைக்கும்.',
  'You must be at least {age} years old.': 'நீங்கள் குறைந்தது {age} வயதுடையவராக இருக்க வேண்டும்.',
  'A credit score of at least {score} is required.': 'குறைந்தது {score} கடன் மதிப்பெண் தேவை.',
  'Enter an annual income above zero.': 'பூஜ்ஜியத்தை விட அதிகமான ஆண்டு வருமானத்தை உள்ளிடவும்.',
  'Your debt-to-income ratio of {ratio}% must be below {maximum}%.':
    'உங்கள் கடன்-வருமான விகிதம் {ratio}%; அது {maximum}%-க்குக் குறைவாக இருக்க வேண்டும்.',
  'We sent a confirmation link to {email}. It works once, for 24 hours.':
    '{email} முகவரிக்கு உறுதிப்படுத்தல் இணைப்பை அனுப்பியுள்ளோம். அது ஒரு முறை, 24 மணி நேரத்திற்குச் செயல்படும்.',
  'We sent a confirmation link to {email}. Your e-mail changes when you open it; until then you sign in with your current address.':
    '{email} முகவரிக்கு உறுதிப்படுத்தல் இணைப்பை அனுப்பியுள்ளோம். அதைத் திறக்கும்போது உங்கள் மின்னஞ்சல் மாறும்; அதுவரை தற்போதைய முகவரியுடன் உள்நுழையுங்கள்.',
  'Confirm your e-mail': 'உங்கள் மின்னஞ்சலை உறுதிப்படுத்துங்கள்',
  'Your e-mail address is confirmed. CarMarket can now send you notices and alerts.':
    'உங்கள் மின்னஞ்சல் முகவரி உறுதிப்படுத்தப்பட்டது. CarMarket இப்போது உங்களுக்கு அறிவிப்புகளையும் எச்சரிக்கைகளையும் அனுப்ப முடியும்.',
  'Your e-mail address is changed. Every other device signed in to your account was signed out.':
    'உங்கள் மின்னஞ்சல் முகவரி மாற்றப்பட்டது. உங்கள் கணக்கில் உள்நுழைந்திருந்த மற்ற எல்லாச் சாதனங்களும் வெளியேற்றப்பட்டன.',
  'This confirmation link is not valid. Please ask for a new one.':
    'இந்த உறுதிப்படுத்தல் இணைப்பு செல்லாது. புதிய இணைப்பைக் கேளுங்கள்.',
  'This confirmation link has expired or was already used.':
    'இந்த உறுதிப்படுத்தல் இணைப்பு காலாவதியானது அல்லது ஏற்கனவே பயன்படுத்தப்பட்டது.',
  'Your e-mail address is already confirmed.': 'உங்கள் மின்னஞ்சல் முகவரி ஏற்கனவே உறுதிப்படுத்தப்பட்டுள்ளது.',
  'That is already your e-mail address.': 'அது ஏற்கனவே உங்கள் மின்னஞ்சல் முகவரிதான்.',
  'An account with this email already exists. Please choose another address.':
    'இந்த மின்னஞ்சலுடன் ஏற்கனவே ஒரு கணக்கு உள்ளது. வேறு முகவரியைத் தேர்ந்தெடுக்கவும்.',
  'Your e-mail cannot be changed with the profile. Use Change e-mail in Settings: it asks for your password and a confirmation of the new address.':
    'சுயவிவரத்தின் மூலம் உங்கள் மின்னஞ்சலை மாற்ற முடியாது. அமைப்புகளில் உள்ள மின்னஞ்சலை மாற்று என்பதைப் பயன்படுத்துங்கள்: அது உங்கள் கடவுச்சொல்லையும் புதிய முகவரியின் உறுதிப்படுத்தலையும் கேட்கும்.',
  'Your previous e-mail address is back, and every device signed in to your account was signed out. Please choose a new password now: whoever changed the address may know it.':
    'உங்கள் முந்தைய மின்னஞ்சல் முகவரி மீண்டும் அமைக்கப்பட்டது, உங்கள் கணக்கில் உள்நுழைந்திருந்த எல்லாச் சாதனங்களும் வெளியேற்றப்பட்டன. இப்போதே புதிய கடவுச்சொல்லைத் தேர்ந்தெடுக்கவும்: முகவரியை மாற்றியவருக்கு அது தெரிந்திருக்கலாம்.',
  'This link is not valid.': 'இந்த இணைப்பு செல்லாது.',
  'This link has expired or was already used. If someone else controls your account, please contact us.':
    'இந்த இணைப்பு காலாவதியானது அல்லது ஏற்கனவே பயன்படுத்தப்பட்டது. வேறொருவர் உங்கள் கணக்கைக் கட்டுப்படுத்தினால், எங்களைத் தொடர்பு கொள்ளுங்கள்.',
  'You asked for many confirmation links. Please try again in {wait}.':
    'நீங்கள் பல உறுதிப்படுத்தல் இணைப்புகளைக் கேட்டுள்ளீர்கள். {wait} கழித்து மீண்டும் முயற்சிக்கவும்.',
  'The request body must be a JSON object.': 'கோரிக்கையின் உள்ளடக்கம் JSON பொருளாக இருக்க வேண்டும்.',
  'Price reduced by {amount} on {date}': '{date} அன்று விலை {amount} குறைக்கப்பட்டது',
  'That job is not waiting for a retry: it may have been retried already.':
    'அந்த வேலை மீண்டும் முயற்சிக்கக் காத்திருக்கவில்லை: அது ஏற்கனவே மீண்டும் முயற்சிக்கப்பட்டிருக்கலாம்.',
  'Please enter your offer amount': 'நீங்கள் முன்மொழியும் விலையை உள்ளிடவும்',
  'Enter the amount in numbers, with up to 2 decimals': 'தொகையை எண்களில், 2 தசம இடங்கள் வரை உள்ளிடவும்',
  'Your offer must be at least 1': 'உங்கள் விலை முன்மொழிவு குறைந்தது 1 ஆக இருக்க வேண்டும்',
  'The message must be text': 'செய்தி உரையாக இருக்க வேண்டும்',
  'Your message is too long (1,000 characters at most)':
    'உங்கள் செய்தி மிக நீளமானது (அதிகபட்சம் 1,000 எழுத்துகள்)',
  'We could not find that offer.': 'அந்த விலை முன்மொழிவைக் கண்டுபிடிக்க முடியவில்லை.',
  'This offer has already been answered.': 'இந்த விலை முன்மொழிவுக்கு ஏற்கனவே பதிலளிக்கப்பட்டுள்ளது.',
  'Please choose the featured or vip package': 'சிறப்பு அல்லது VIP பேக்கேஜைத் தேர்ந்தெடுக்கவும்',
  'Member is free: there is nothing to request.': 'உறுப்பினர் பேக்கேஜ் இலவசம்: கோருவதற்கு எதுவும் இல்லை.',
  'You already have this package.': 'உங்களிடம் ஏற்கனவே இந்த பேக்கேஜ் உள்ளது.',
  'You already have a request waiting for our team.':
    'எங்கள் குழுவுக்காகக் காத்திருக்கும் கோரிக்கை ஏற்கனவே உங்களிடம் உள்ளது.',
  'Your request is in. Pay by bank transfer quoting your reference; our team switches your package once the payment arrives.':
    'உங்கள் கோரிக்கை பெறப்பட்டது. உங்கள் குறிப்பு எண்ணைக் குறிப்பிட்டு வங்கிப் பரிமாற்றம் மூலம் செலுத்துங்கள்; பணம் வந்ததும் எங்கள் குழு உங்கள் பேக்கேஜை மாற்றும்.',
  'We could not find that request.': 'அந்தக் கோரிக்கையைக் கண்டுபிடிக்க முடியவில்லை.',
  'This request has already been decided.': 'இந்தக் கோரிக்கை குறித்து ஏற்கனவே முடிவெடுக்கப்பட்டுள்ளது.',
  'Status must be pending, approved or rejected':
    'நிலை pending, approved அல்லது rejected ஆக இருக்க வேண்டும்',
  Member: 'உறுப்பினர்',
  Featured: 'சிறப்பு',
  '360° view': '360° காட்சி',
  '1 month': '1 மாதம்',
  '2 months': '2 மாதங்கள்',
  'Photos per listing': 'ஒரு விளம்பரத்திற்கான புகைப்படங்கள்',
  'Ad validity': 'விளம்பரச் செல்லுபடிக் காலம்',
  'Rich text description': 'வடிவமைத்த உரையுடன் விவரம்',
  'Top ads placement': 'மேல் விளம்பர இடம்',
  'Vehicle video': 'வாகன வீடியோ',
  'Assistant support': 'உதவியாளர் ஆதரவு',
  'Contact details shown': 'தொடர்பு விவரங்கள் காட்டப்படும்',
  'Top up ads': 'விளம்பரங்களை மேலே கொண்டுவருதல்',
  Warranty: 'உத்தரவாதம்',
  'Leasing, insurance and pickup': 'லீசிங், காப்பீடு மற்றும் வாகனத்தை எடுத்துச் செல்லுதல்',
  'At cost': 'அடக்க விலையில்',
  Included: 'உள்ளடங்கியது',
  'Car for sale | CarMarket': 'விற்பனைக்கு கார் | CarMarket',
  'Page not found | CarMarket': 'பக்கம் கிடைக்கவில்லை | CarMarket',
  'Car no longer for sale | CarMarket': 'இனி விற்பனைக்கு இல்லாத கார் | CarMarket',
  '{car} – no longer for sale | CarMarket': '{car} – இனி விற்பனைக்கு இல்லை | CarMarket',
  '{make} cars': '{make} கார்கள்',
  'Used cars': 'பயன்படுத்திய கார்கள்',
  'Sri Lanka': 'இலங்கை',
  '{what} for sale in {where} – page {page} | CarMarket':
    '{where} இல் விற்பனைக்கு {what} – பக்கம் {page} | CarMarket',
  '{what} for sale in {where} | CarMarket': '{where} இல் விற்பனைக்கு {what} | CarMarket',
  'Please enter the bank name': 'வங்கியின் பெயரை உள்ளிடவும்',
  'The bank name is too long (80 characters at most)':
    'வங்கியின் பெயர் மிக நீளமானது (அதிகபட்சம் 80 எழுத்துகள்)',
  'Please enter the account name': 'கணக்கின் பெயரை உள்ளிடவும்',
  'The account name is too long (80 characters at most)':
    'கணக்கின் பெயர் மிக நீளமானது (அதிகபட்சம் 80 எழுத்துகள்)',
  'The account number should be 6 to 20 digits (spaces and dashes are allowed between them)':
    'கணக்கு எண் 6 முதல் 20 இலக்கங்கள் இருக்க வேண்டும் (அவற்றுக்கு இடையே இடைவெளிகளும் கோடுகளும் அனுமதிக்கப்படும்)',
  'Please enter the branch': 'கிளையை உள்ளிடவும்',
  'The branch is too long (80 characters at most)':
    'கிளையின் பெயர் மிக நீளமானது (அதிகபட்சம் 80 எழுத்துகள்)',
  'Please say how long confirming a payment usually takes':
    'ஒரு கட்டணத்தை உறுதிப்படுத்த வழக்கமாக எவ்வளவு நேரம் ஆகும் என்று குறிப்பிடவும்',
  'The confirmation time is too long (80 characters at most)':
    'உறுதிப்படுத்தும் நேரம் மிக நீளமானது (அதிகபட்சம் 80 எழுத்துகள்)',
  'Payment details saved. Sellers see them from now on.':
    'கட்டண விவரங்கள் சேமிக்கப்பட்டன. இனி விற்பனையாளர்கள் அவற்றைப் பார்ப்பார்கள்.',
  'The bank name': 'வங்கியின் பெயர்',
  'The account name': 'கணக்கின் பெயர்',
  'The account number': 'கணக்கு எண்',
  'The branch': 'கிளை',
  'The confirmation time': 'உறுதிப்படுத்தும் நேரம்',
  'This ad shows no phone number. Make an offer to reach the seller.':
    'இந்த விளம்பரம் தொலைபேசி எண்ணைக் காட்டவில்லை. விற்பனையாளரைத் தொடர்புகொள்ள விலை முன்மொழிவு செய்யுங்கள்.',
  'You have seen 10 sellers’ numbers today. Sign in to see more numbers.':
    'இன்று நீங்கள் 10 விற்பனையாளர்களின் எண்களைப் பார்த்துவிட்டீர்கள். மேலும் எண்களைப் பார்க்க உள்நுழையுங்கள்.',
  'Many people on your network have asked for sellers’ numbers in the last hour. Sign in to see more numbers, or try again in {wait}.':
    'கடந்த ஒரு மணி நேரத்தில் உங்கள் நெட்வொர்க்கில் பலர் விற்பனையாளர்களின் எண்களைக் கேட்டுள்ளனர். மேலும் எண்களைப் பார்க்க உள்நுழையுங்கள், அல்லது {wait} கழித்து மீண்டும் முயற்சிக்கவும்.',
  'Confirm your e-mail address to see more numbers: open the link we sent you, or send a new one from My Account.':
    'மேலும் எண்களைப் பார்க்க உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்துங்கள்: நாங்கள் அனுப்பிய இணைப்பைத் திறக்கவும், அல்லது My Account இலிருந்து புதிய இணைப்பை அனுப்பவும்.',
  'You have asked for many sellers’ numbers in the last hour. Please try again in {wait}.':
    'கடந்த ஒரு மணி நேரத்தில் நீங்கள் பல விற்பனையாளர்களின் எண்களைக் கேட்டுள்ளீர்கள். {wait} கழித்து மீண்டும் முயற்சிக்கவும்.',
  'You can post {count, plural, one {# new ad} other {# new ads}} a day with the {package} package. You can post again after midnight (Sri Lanka time).':
    '{package} பேக்கேஜுடன் நாளொன்றுக்கு {count, plural, one {# புதிய விளம்பரம்} other {# புதிய விளம்பரங்கள்}} இடலாம். நள்ளிரவுக்குப் பிறகு (இலங்கை நேரம்) மீண்டும் இடலாம்.',
  '{package} package: you can post {count, plural, one {# new ad} other {# new ads}} a day. {left} left today.':
    '{package} பேக்கேஜ்: நாளொன்றுக்கு {count, plural, one {# புதிய விளம்பரம்} other {# புதிய விளம்பரங்கள்}} இடலாம். இன்று மீதம் {left}.',
  'You have posted all your new ads for today':
    'இன்றைக்கான உங்கள் எல்லாப் புதிய விளம்பரங்களையும் இட்டுவிட்டீர்கள்',
  'The car name': 'காரின் பெயர்',
  'Car name is required': 'காரின் பெயர் தேவை',
  'The car name is too long (120 characters at most)':
    'காரின் பெயர் மிக நீளமானது (அதிகபட்சம் 120 எழுத்துகள்)',
  'The description must be text': 'விவரம் உரையாக இருக்க வேண்டும்',
  'The description is too long (2,000 characters at most)':
    'விவரம் மிக நீளமானது (அதிகபட்சம் 2,000 எழுத்துகள்)',
  'Email is required': 'மின்னஞ்சல் தேவை',
  'Sold already': 'ஏற்கனவே விற்கப்பட்டது',
  'Suspected scam': 'மோசடி என சந்தேகம்',
  'Wrong price or details': 'தவறான விலை அல்லது விவரங்கள்',
  'Duplicate ad': 'நகல் விளம்பரம்',
  Offensive: 'ஆபாசமானது',
  Other: 'மற்றவை',
  'Thank you. Our team will look at this ad.': 'நன்றி. எங்கள் குழு இந்த விளம்பரத்தைப் பார்க்கும்.',
  'Please choose why you are reporting this ad: sold already, suspected scam, wrong price or details, duplicate ad, offensive, or other.':
    'இந்த விளம்பரத்தை ஏன் புகாரளிக்கிறீர்கள் என்று தேர்ந்தெடுக்கவும்: ஏற்கனவே விற்கப்பட்டது, மோசடி என சந்தேகம், தவறான விலை அல்லது விவரங்கள், நகல் விளம்பரம், ஆபாசமானது, அல்லது மற்றவை.',
  'Please tell us in a sentence what is wrong with this ad.':
    'இந்த விளம்பரத்தில் என்ன தவறு என்று ஒரு வாக்கியத்தில் சொல்லுங்கள்.',
  'The details are too long (1,000 characters at most)':
    'விவரங்கள் மிக நீளமானவை (அதிகபட்சம் 1,000 எழுத்துகள்)',
  "You can't report your own ad.": 'உங்கள் சொந்த விளம்பரத்தைப் புகாரளிக்க முடியாது.',
  'We could not find that ad. It may have been removed, or it is not live yet.':
    'அந்த விளம்பரத்தைக் கண்டுபிடிக்க முடியவில்லை. அது நீக்கப்பட்டிருக்கலாம், அல்லது இன்னும் நேரலைக்கு வரவில்லை.',
  'This ad has already ended, so it no longer needs a report.':
    'இந்த விளம்பரம் ஏற்கனவே முடிந்துவிட்டதால், இனி அதைப் புகாரளிக்கத் தேவையில்லை.',
  'You have already reported this ad. Our team will look at it.':
    'நீங்கள் ஏற்கனவே இந்த விளம்பரத்தைப் புகாரளித்துள்ளீர்கள். எங்கள் குழு அதைப் பார்க்கும்.',
  'This ad has no open reports. Another staff member may have handled them.':
    'இந்த விளம்பரத்திற்குத் திறந்த புகார்கள் இல்லை. வேறொரு ஊழியர் அவற்றைக் கையாண்டிருக்கலாம்.',
  'This ad is already out of search.': 'இந்த விளம்பரம் ஏற்கனவே தேடலில் இருந்து நீக்கப்பட்டுள்ளது.',
  'This ad is no longer live, so there is nothing to hold.':
    'இந்த விளம்பரம் இனி நேரலையில் இல்லை, எனவே நிறுத்தி வைக்க எதுவும் இல்லை.',
  'Please write the seller what to fix': 'சரிசெய்ய வேண்டியதை விற்பனையாளருக்கு எழுதுங்கள்',
  'The message is too long (1,000 characters at most)':
    'செய்தி மிக நீளமானது (அதிகபட்சம் 1,000 எழுத்துகள்)',
  'Status must be open or decided': 'நிலை open அல்லது decided ஆக இருக்க வேண்டும்',
  'Please give the seller a reason for the removal': 'நீக்கியதற்கான காரணத்தை விற்பனையாளருக்குக் கூறுங்கள்',
  'The reason is too long (500 characters at most)': 'காரணம் மிக நீளமானது (அதிகபட்சம் 500 எழுத்துகள்)',
  'The details': 'விவரங்கள்',
  'The message': 'செய்தி',
  'The reason': 'காரணம்',
  'You can save up to 20 searches. Delete one to save another.':
    'நீங்கள் 20 தேடல்கள் வரை சேமிக்கலாம். இன்னொன்றைச் சேமிக்க ஒன்றை நீக்குங்கள்.',
  'We could not find that saved search.': 'அந்தச் சேமித்த தேடலைக் கண்டுபிடிக்க முடியவில்லை.',
  'Give the search a name.': 'தேடலுக்கு ஒரு பெயர் கொடுங்கள்.',
  'The name can be at most 60 characters.': 'பெயர் அதிகபட்சம் 60 எழுத்துகள் இருக்கலாம்.',
  'Frequency must be instant or daily.': 'அலைவெண் instant அல்லது daily ஆக இருக்க வேண்டும்.',
  'The search parameters must be an object of the search’s names and values.':
    'தேடல் அளவுருக்கள் தேடலின் பெயர்களும் மதிப்புகளும் கொண்ட பொருளாக இருக்க வேண்டும்.',
  '{count, plural, one {{names} is not a search parameter.} other {{names} are not search parameters.}}':
    '{count, plural, one {{names} ஒரு தேடல் அளவுரு அல்ல.} other {{names} தேடல் அளவுருக்கள் அல்ல.}}',
  'Nothing to change: give a name, a frequency, params or seen.':
    'மாற்றுவதற்கு எதுவும் இல்லை: name, frequency, params அல்லது seen கொடுக்கவும்.',
  'seen can only be true: it marks the search’s matches as seen.':
    'seen true ஆக மட்டுமே இருக்க முடியும்: அது தேடலின் பொருத்தங்களைப் பார்த்ததாகக் குறிக்கும்.',
  'Search saved.': 'தேடல் சேமிக்கப்பட்டது.',
  'The name': 'பெயர்',
  Relevance: 'பொருத்தம்',
  'Price: Low to High': 'விலை: குறைவிலிருந்து அதிகம்',
  'Price: High to Low': 'விலை: அதிகத்திலிருந்து குறைவு',
  'Newest Listings': 'புதிய விளம்பரங்கள்',
  'Lowest Mileage': 'குறைந்த ஓடிய தூரம்',
  'Only the first 10,000 cars of a search can be shown (page 834); narrow the search with filters to see others':
    'ஒரு தேடலின் முதல் 10,000 கார்களை மட்டுமே காட்ட முடியும் (பக்கம் 834); மற்றவற்றைப் பார்க்க வடிகட்டிகளால் தேடலைக் குறுக்குங்கள்',
  'Only the first 1,000 cars of a search by words or by a price, year or mileage range can be shown (page 84); narrow the search to see others':
    'சொற்கள் அல்லது விலை, ஆண்டு அல்லது ஓடிய தூர வரம்பு மூலமான தேடலின் முதல் 1,000 கார்களை மட்டுமே காட்ட முடியும் (பக்கம் 84); மற்றவற்றைப் பார்க்கத் தேடலைக் குறுக்குங்கள்',
  '{count} cars found': '{count} கார்கள் கிடைத்தன',
  'Each setting must be on or off.': 'ஒவ்வொரு அமைப்பும் இயக்கத்தில் அல்லது முடக்கத்தில் இருக்க வேண்டும்.',
  'CarMarket — Buy and sell used cars in Sri Lanka':
    'CarMarket — இலங்கையில் பயன்படுத்திய கார்களை வாங்கவும் விற்கவும்',
  'Used cars for sale in Sri Lanka | CarMarket': 'இலங்கையில் விற்பனைக்கு பயன்படுத்திய கார்கள் | CarMarket',
  'Sell your car | CarMarket': 'உங்கள் காரை விற்கவும் | CarMarket',
  'Car loan calculator | CarMarket': 'கார் கடன் கணிப்பான் | CarMarket',
  'About us | CarMarket': 'எங்களைப் பற்றி | CarMarket',
  'Contact us | CarMarket': 'எங்களைத் தொடர்பு கொள்ள | CarMarket',
  'Privacy policy | CarMarket': 'தனியுரிமைக் கொள்கை | CarMarket',
  'Safety tips for buying a used car | CarMarket':
    'பயன்படுத்திய கார் வாங்குவதற்கான பாதுகாப்புக் குறிப்புகள் | CarMarket',
  'Sign in | CarMarket': 'உள்நுழைக | CarMarket',
  'Create an account | CarMarket': 'கணக்கை உருவாக்குங்கள் | CarMarket',
  'Forgot password | CarMarket': 'கடவுச்சொல் மறந்துவிட்டதா | CarMarket',
  'Choose a new password | CarMarket': 'புதிய கடவுச்சொல்லைத் தேர்ந்தெடுக்கவும் | CarMarket',
  'Confirm your e-mail | CarMarket': 'உங்கள் மின்னஞ்சலை உறுதிப்படுத்துங்கள் | CarMarket',
  'Undo an e-mail change | CarMarket': 'மின்னஞ்சல் மாற்றத்தைச் செயல்தவிர்க்கவும் | CarMarket',
  'My profile | CarMarket': 'எனது சுயவிவரம் | CarMarket',
  'My package | CarMarket': 'எனது பேக்கேஜ் | CarMarket',
  'My listings | CarMarket': 'எனது விளம்பரங்கள் | CarMarket',
  'My wishlist | CarMarket': 'எனது விருப்பப் பட்டியல் | CarMarket',
  'Settings | CarMarket': 'அமைப்புகள் | CarMarket',
  'E-mail preferences | CarMarket': 'மின்னஞ்சல் விருப்பங்கள் | CarMarket',
  'Staff console | CarMarket': 'ஊழியர் கட்டுப்பாட்டகம் | CarMarket',
  'Saved cars | CarMarket': 'சேமித்த கார்கள் | CarMarket',
  'Offers | CarMarket': 'விலை முன்மொழிவுகள் | CarMarket',
  'Saved searches | CarMarket': 'சேமித்த தேடல்கள் | CarMarket',
  'Your ad | CarMarket': 'உங்கள் விளம்பரம் | CarMarket',
  'Conversation | CarMarket': 'உரையாடல் | CarMarket',
  'Audit log | CarMarket': 'தணிக்கைப் பதிவு | CarMarket',
  'Reports | CarMarket': 'புகார்கள் | CarMarket',
  'Messages | CarMarket': 'செய்திகள் | CarMarket',
  'Users | CarMarket': 'பயனர்கள் | CarMarket',
  'Packages | CarMarket': 'பேக்கேஜ்கள் | CarMarket',
  'We could not find that message.': 'அந்தச் செய்தியைக் கண்டுபிடிக்க முடியவில்லை.',
  'Status must be new or handled': 'நிலை new அல்லது handled ஆக இருக்க வேண்டும்',
  'Please write your reply': 'உங்கள் பதிலை எழுதுங்கள்',
  'Your reply is too long (5,000 characters at most)':
    'உங்கள் பதில் மிக நீளமானது (அதிகபட்சம் 5,000 எழுத்துகள்)',
  'Your reply': 'உங்கள் பதில்',
  'Your reply is on its way to the sender.': 'உங்கள் பதில் அனுப்பியவருக்குச் சென்றுகொண்டிருக்கிறது.',
  'Page must be a whole number from 1 to 10,000':
    'பக்கம் 1 முதல் 10,000 வரையிலான முழு எண்ணாக இருக்க வேண்டும்',
  'This page is for CarMarket staff only.': 'இந்தப் பக்கம் CarMarket ஊழியர்களுக்கு மட்டுமே.',
  'We could not find that user.': 'அந்தப் பயனரைக் கண்டுபிடிக்க முடியவில்லை.',
  'Please give the seller a reason for the rejection':
    'நிராகரித்ததற்கான காரணத்தை விற்பனையாளருக்குக் கூறுங்கள்',
  'Please choose the member, featured or vip package':
    'உறுப்பினர், சிறப்பு அல்லது VIP பேக்கேஜைத் தேர்ந்தெடுக்கவும்',
  'Please enter the start of an e-mail address': 'மின்னஞ்சல் முகவரியின் தொடக்கத்தை உள்ளிடவும்',
  'The e-mail address is too long': 'மின்னஞ்சல் முகவரி மிக நீளமானது',
  'The search is too long (100 characters at most)': 'தேடல் மிக நீளமானது (அதிகபட்சம் 100 எழுத்துகள்)',
  'Only a pending or rejected ad can be approved.':
    'நிலுவையில் உள்ள அல்லது நிராகரிக்கப்பட்ட விளம்பரத்தை மட்டுமே அங்கீகரிக்க முடியும்.',
  'Only a pending or live ad can be rejected.':
    'நிலுவையில் உள்ள அல்லது நேரலையில் உள்ள விளம்பரத்தை மட்டுமே நிராகரிக்க முடியும்.',
  'The search': 'தேடல்',
  'The e-mail address': 'மின்னஞ்சல் முகவரி',
  'Please give a reason for the suspension': 'இடைநிறுத்தத்திற்கான காரணத்தைக் கூறுங்கள்',
  'This account is suspended. Contact us if you think this is a mistake.':
    'இந்தக் கணக்கு இடைநிறுத்தப்பட்டுள்ளது. இது தவறு என்று நினைத்தால் எங்களைத் தொடர்பு கொள்ளுங்கள்.',
  'You cannot suspend your own account.': 'உங்கள் சொந்தக் கணக்கை இடைநிறுத்த முடியாது.',
  'A staff account cannot be suspended. Remove its staff role first.':
    'ஊழியர் கணக்கை இடைநிறுத்த முடியாது. முதலில் அதன் ஊழியர் பொறுப்பை நீக்குங்கள்.',
  'This account is already suspended.': 'இந்தக் கணக்கு ஏற்கனவே இடைநிறுத்தப்பட்டுள்ளது.',
  'This account is not suspended.': 'இந்தக் கணக்கு இடைநிறுத்தப்படவில்லை.',
  'The seller of this ad is suspended. Lift the suspension before approving it.':
    'இந்த விளம்பரத்தின் விற்பனையாளர் இடைநிறுத்தப்பட்டுள்ளார். அதை அங்கீகரிப்பதற்கு முன் இடைநிறுத்தத்தை நீக்குங்கள்.',
  '{label} contains characters that cannot be saved. Please remove them.':
    '{label} இல் சேமிக்க முடியாத எழுத்துகள் உள்ளன. அவற்றை நீக்கவும்.',
  '{label} contains characters that cannot be searched for. Please remove them.':
    '{label} இல் தேட முடியாத எழுத்துகள் உள்ளன. அவற்றை நீக்கவும்.',
  Offers: 'விலை முன்மொழிவுகள்',
  'A buyer makes an offer on your ad, or a seller answers yours.':
    'ஒரு வாங்குபவர் உங்கள் விளம்பரத்திற்கு விலை முன்மொழிவு செய்கிறார், அல்லது ஒரு விற்பனையாளர் உங்கள் முன்மொழிவுக்குப் பதிலளிக்கிறார்.',
  'offer e-mails': 'விலை முன்மொழிவு மின்னஞ்சல்கள்',
  'Unsubscribe from offer e-mails': 'விலை முன்மொழிவு மின்னஞ்சல்களை நிறுத்துங்கள்',
  'Ad updates': 'விளம்பரப் புதுப்பிப்புகள்',
  'Our team approves your ad, asks for a change or does not approve it; your package is active.':
    'எங்கள் குழு உங்கள் விளம்பரத்தை அங்கீகரிக்கிறது, மாற்றம் கேட்கிறது அல்லது அங்கீகரிக்கவில்லை; உங்கள் பேக்கேஜ் செயலில் உள்ளது.',
  'ad update e-mails': 'விளம்பரப் புதுப்பிப்பு மின்னஞ்சல்கள்',
  'Unsubscribe from ad update e-mails': 'விளம்பரப் புதுப்பிப்பு மின்னஞ்சல்களை நிறுத்துங்கள்',
  'Saved-search alerts': 'சேமித்த தேடல் எச்சரிக்கைகள்',
  'New cars that match the searches you saved.': 'நீங்கள் சேமித்த தேடல்களுக்குப் பொருந்தும் புதிய கார்கள்.',
  'saved-search alerts': 'சேமித்த தேடல் எச்சரிக்கைகள்',
  'Unsubscribe from saved-search alerts': 'சேமித்த தேடல் எச்சரிக்கைகளை நிறுத்துங்கள்',
  Reminders: 'நினைவூட்டல்கள்',
  'A reminder three days before your ad expires.':
    'உங்கள் விளம்பரம் காலாவதியாவதற்கு மூன்று நாட்களுக்கு முன் ஒரு நினைவூட்டல்.',
  'reminder e-mails': 'நினைவூட்டல் மின்னஞ்சல்கள்',
  'Unsubscribe from reminder e-mails': 'நினைவூட்டல் மின்னஞ்சல்களை நிறுத்துங்கள்',
  'You will no longer get e-mail notices from CarMarket. Password and security e-mails still come.':
    'இனி CarMarket இலிருந்து மின்னஞ்சல் அறிவிப்புகள் வராது. கடவுச்சொல் மற்றும் பாதுகாப்பு மின்னஞ்சல்கள் தொடர்ந்து வரும்.',
  'You will no longer get {kinds} from CarMarket. Your other e-mails are as you chose them.':
    'இனி CarMarket இலிருந்து {kinds} வராது. உங்கள் மற்ற மின்னஞ்சல்கள் நீங்கள் தேர்ந்தெடுத்தபடியே இருக்கும்.',
  'Your e-mail preferences are saved.': 'உங்கள் மின்னஞ்சல் விருப்பங்கள் சேமிக்கப்பட்டன.',
  'This unsubscribe link is not valid. Sign in to choose which e-mails you get.':
    'இந்த மின்னஞ்சல் நிறுத்த இணைப்பு செல்லாது. நீங்கள் பெறும் மின்னஞ்சல்களைத் தேர்வுசெய்ய உள்நுழையுங்கள்.',
  'This link has expired: the links in our e-mails work for 90 days. Sign in to choose which e-mails you get.':
    'இந்த இணைப்பு காலாவதியானது: எங்கள் மின்னஞ்சல்களில் உள்ள இணைப்புகள் 90 நாட்கள் செயல்படும். நீங்கள் பெறும் மின்னஞ்சல்களைத் தேர்வுசெய்ய உள்நுழையுங்கள்.',
  'This link has already been used. Sign in to choose which e-mails you get.':
    'இந்த இணைப்பு ஏற்கனவே பயன்படுத்தப்பட்டது. நீங்கள் பெறும் மின்னஞ்சல்களைத் தேர்வுசெய்ய உள்நுழையுங்கள்.',
  'Air Conditioning': 'குளிரூட்டி',
  'Power Steering': 'பவர் ஸ்டீயரிங்',
  'Power Windows': 'பவர் ஷட்டர்',
  'Power Mirrors': 'பவர் கண்ணாடிகள்',
  'This car is no longer for sale': 'இந்தக் கார் இனி விற்பனைக்கு இல்லை',
  'It was sold, or its ad has ended.': 'அது விற்கப்பட்டது, அல்லது அதன் விளம்பரம் முடிந்துவிட்டது.',
  'The last event id must be a whole number': 'கடைசி நிகழ்வு எண் முழு எண்ணாக இருக்க வேண்டும்',
  'The car id must be a whole number': 'கார் அடையாள எண் முழு எண்ணாக இருக்க வேண்டும்',
  'Each search parameter may be given once, as text':
    'ஒவ்வொரு தேடல் அளவுருவையும் ஒரு முறை, உரையாகக் கொடுக்கலாம்',
  '{what} must be a year like 2016': '{what} 2016 போன்ற ஆண்டாக இருக்க வேண்டும்',
  '{what} must be a year from {min} to {max}':
    '{what} {min} முதல் {max} வரையிலான ஆண்டாக இருக்க வேண்டும்',
  '{what} must be a whole number of miles from 0 to {max}':
    '{what} 0 முதல் {max} மைல்கள் வரையிலான முழு எண்ணாக இருக்க வேண்டும்',
  '{what} must be a comma-separated list of ids, like 3,7':
    '{what} 3,7 போன்ற, காற்புள்ளியால் பிரிக்கப்பட்ட அடையாள எண்களின் பட்டியலாக இருக்க வேண்டும்',
  '{what} may list at most {max} ids': '{what} அதிகபட்சம் {max} அடையாள எண்களைக் கொண்டிருக்கலாம்',
  'The search text is too long (100 characters at most)':
    'தேடல் உரை மிக நீளமானது (அதிகபட்சம் 100 எழுத்துகள்)',
  'Sort must be 0 (relevance), 1 (price low to high), 2 (price high to low), 3 (newest) or 4 (lowest mileage)':
    'வரிசை 0 (பொருத்தம்), 1 (விலை குறைவிலிருந்து அதிகம்), 2 (விலை அதிகத்திலிருந்து குறைவு), 3 (புதியவை) அல்லது 4 (குறைந்த ஓடிய தூரம்) ஆக இருக்க வேண்டும்',
  'Page must be a whole number, like 2': 'பக்கம் 2 போன்ற முழு எண்ணாக இருக்க வேண்டும்',
  'The minimum price must be a number with up to 2 decimals':
    'குறைந்தபட்ச விலை 2 தசம இடங்கள் வரையிலான எண்ணாக இருக்க வேண்டும்',
  'The maximum price must be a number with up to 2 decimals':
    'அதிகபட்ச விலை 2 தசம இடங்கள் வரையிலான எண்ணாக இருக்க வேண்டும்',
  Brands: 'தயாரிப்பு நிறுவனங்கள்',
  Conditions: 'நிலைகள்',
  'Fuel types': 'எரிபொருள் வகைகள்',
  'Vehicle types': 'வாகன வகைகள்',
  Transmissions: 'கியர் வகைகள்',
  'The city must be a city id': 'நகரம் ஒரு நகர அடையாள எண்ணாக இருக்க வேண்டும்',
  Models: 'மாடல்கள்',
  'The earliest year': 'ஆரம்ப ஆண்டு',
  'The latest year': 'இறுதி ஆண்டு',
  'The lowest mileage': 'குறைந்த ஓடிய தூரம்',
  'The highest mileage': 'அதிக ஓடிய தூரம்',
  'Verified sellers must be true or false':
    'சரிபார்க்கப்பட்ட விற்பனையாளர்கள் true அல்லது false ஆக இருக்க வேண்டும்',
  'The minimum price cannot be above the maximum price':
    'குறைந்தபட்ச விலை அதிகபட்ச விலையை விட அதிகமாக இருக்க முடியாது',
  'The earliest year cannot be after the latest year':
    'ஆரம்ப ஆண்டு இறுதி ஆண்டுக்குப் பிறகு இருக்க முடியாது',
  'The lowest mileage cannot be above the highest mileage':
    'குறைந்த ஓடிய தூரம் அதிக ஓடிய தூரத்தை விட அதிகமாக இருக்க முடியாது',
  'This car is no longer for sale.': 'இந்தக் கார் இனி விற்பனைக்கு இல்லை.',
  'We could not find that car.': 'அந்தக் காரைக் கண்டுபிடிக்க முடியவில்லை.',
  'The car ids must be whole numbers from 1 up':
    'கார் அடையாள எண்கள் 1 அல்லது அதற்கு மேற்பட்ட முழு எண்களாக இருக்க வேண்டும்',
  'The car ids must be a list': 'கார் அடையாள எண்கள் ஒரு பட்டியலாக இருக்க வேண்டும்',
  'You can save at most 200 cars at once': 'ஒரே நேரத்தில் அதிகபட்சம் 200 கார்களைச் சேமிக்கலாம்',
  'ids must be a comma-separated list of car ids, like 3,7':
    'ids 3,7 போன்ற, காற்புள்ளியால் பிரிக்கப்பட்ட கார் அடையாள எண்களின் பட்டியலாக இருக்க வேண்டும்',
  'ids may list at most 200 cars': 'ids அதிகபட்சம் 200 கார்களைக் கொண்டிருக்கலாம்',
  'The list of car ids': 'கார் அடையாள எண்களின் பட்டியல்',
  // i18n/language-setting.ts (PUT /api/me/language).
  'Choose English, Sinhala or Tamil.': 'ஆங்கிலம், சிங்களம் அல்லது தமிழைத் தேர்ந்தெடுங்கள்.',
  // health.ts: why a process is not ready (GET /api/health/ready), and the 503 of a request a
  // stopping server did not start (decision 125).
  'Not ready: the database does not answer.': 'தயாராக இல்லை: தரவுத்தளம் பதிலளிக்கவில்லை.',
  'Not ready: the database lacks migrations this version needs.':
    'தயாராக இல்லை: இந்தப் பதிப்புக்குத் தேவையான இடப்பெயர்வுகள் தரவுத்தளத்தில் இல்லை.',
  'Not ready: the media store cannot be written to.':
    'தயாராக இல்லை: ஊடகக் களஞ்சியத்தில் எழுத முடியவில்லை.',
  'Not ready: the {check} check did not answer within {seconds} seconds.':
    'தயாராக இல்லை: {check} சோதனை {seconds} வினாடிகளுக்குள் பதிலளிக்கவில்லை.',
  'Not ready: the server is shutting down.': 'தயாராக இல்லை: சேவையகம் நிறுத்தப்படுகிறது.',
  'The server is shutting down. Please try again in a moment.':
    'சேவையகம் நிறுத்தப்படுகிறது. சிறிது நேரத்தில் மீண்டும் முயற்சிக்கவும்.',
  // Field names of an ad, as the staff console's edit review and the API name them.
  Yes: 'ஆம்',
  No: 'இல்லை',
  Title: 'தலைப்பு',
  Price: 'விலை',
  Make: 'தயாரிப்பு நிறுவனம்',
  Model: 'மாடல்',
  'Year of manufacture': 'உற்பத்தி ஆண்டு',
  Mileage: 'ஓடிய தூரம்',
  City: 'நகரம்',
  Phone: 'தொலைபேசி எண்',
  Description: 'விவரம்',
  'Vehicle type': 'வாகன வகை',
  Condition: 'நிலை',
  Transmission: 'கியர் வகை',
  'Fuel type': 'எரிபொருள் வகை',
  'Engine capacity': 'என்ஜின் கொள்ளளவு',
  'Ongoing lease': 'நடப்பு லீசிங்',
  'Air condition': 'ஏர் கண்டிஷன்',
  'Power mirror': 'பவர் மிரர்',
  'Power steering': 'பவர் ஸ்டீயரிங்',
  'Power window': 'பவர் ஷட்டர்',
  // Chat (issue 35).
  'Please write a message': 'தயவுசெய்து ஒரு செய்தியை எழுதுங்கள்',
  'Your message is too long (2,000 characters at most)':
    'உங்கள் செய்தி மிக நீளமாக உள்ளது (அதிகபட்சம் 2,000 எழுத்துகள்)',
  Details: 'விவரங்கள்',
  'The details must be text': 'விவரங்கள் உரையாக இருக்க வேண்டும்',
  // The chat's safety warnings (issue 35, decision 129).
  'Never pay before you have seen the car and its papers':
    'காரையும் அதன் ஆவணங்களையும் பார்ப்பதற்கு முன் ஒருபோதும் பணம் செலுத்த வேண்டாம்',
  'This message asks for money up front. Scammers ask for an advance, a deposit or a booking fee.':
    'இந்தச் செய்தி முன்கூட்டியே பணம் கேட்கிறது. மோசடியாளர்கள் முன்பணம், வைப்புத்தொகை அல்லது முன்பதிவுக் கட்டணம் கேட்பார்கள்.',
  'This message has bank account details. Pay only after you have seen the car and its papers.':
    'இந்தச் செய்தியில் வங்கிக் கணக்கு விவரங்கள் உள்ளன. காரையும் அதன் ஆவணங்களையும் பார்த்த பிறகே பணம் செலுத்துங்கள்.',
  'This message takes you to another app or a link. Keep talking here, where we can help.':
    'இந்தச் செய்தி உங்களை வேறு செயலிக்கோ இணைப்புக்கோ அழைக்கிறது. நாங்கள் உதவக்கூடிய இங்கேயே பேசுங்கள்.',
  // Staff and reported conversations (issue 35, decision 129).
  'Read the reported': 'புகாரளிக்கப்பட்டதைப் படித்தார்:',
  'This conversation has no open report.': 'இந்த உரையாடலுக்குத் திறந்த புகார் இல்லை.',
  // Verified phone numbers (issue 36): phone-verification.ts.
  'Please enter a Sri Lankan mobile number, like 077 123 4567.':
    '077 123 4567 போன்ற இலங்கை மொபைல் எண்ணை உள்ளிடவும்.',
  'We can only send codes to Sri Lankan mobile numbers, like 077 123 4567. Numbers from other countries cannot be verified.':
    '077 123 4567 போன்ற இலங்கை மொபைல் எண்களுக்கு மட்டுமே குறியீடுகளை அனுப்ப முடியும். பிற நாடுகளின் எண்களை உறுதிப்படுத்த முடியாது.',
  'The code is the 6 digits in the text message we sent you.':
    'நாங்கள் அனுப்பிய குறுஞ்செய்தியில் உள்ள 6 இலக்கங்களே குறியீடு.',
  'That code is not right. You can try {left} more times.':
    'அந்தக் குறியீடு சரியில்லை. இன்னும் {left} முறை முயற்சிக்கலாம்.',
  'That code was wrong 5 times and no longer works. Please ask for a new code.':
    'அந்தக் குறியீடு 5 முறை தவறாக உள்ளிடப்பட்டதால் இனி செல்லாது. புதிய குறியீட்டைக் கேட்கவும்.',
  'That code has expired or was replaced by a newer one. Please ask for a new code.':
    'அந்தக் குறியீடு காலாவதியானது அல்லது புதிய குறியீட்டால் மாற்றப்பட்டது. புதிய குறியீட்டைக் கேட்கவும்.',
  'Please ask for a code first: we send it to your mobile number by text message.':
    'முதலில் ஒரு குறியீட்டைக் கேட்கவும்: அதை உங்கள் மொபைல் எண்ணுக்குக் குறுஞ்செய்தியாக அனுப்புவோம்.',
  'We just sent you a code. You can ask for another in {wait}.':
    'இப்போதுதான் உங்களுக்குக் குறியீட்டை அனுப்பினோம். {wait} கழித்து இன்னொன்றைக் கேட்கலாம்.',
  'You have asked for 5 codes in the last hour. Please try again in {wait}.':
    'கடந்த ஒரு மணி நேரத்தில் 5 குறியீடுகளைக் கேட்டுள்ளீர்கள். {wait} கழித்து மீண்டும் முயற்சிக்கவும்.',
  'Many people on your network have asked for codes today. Please try again in {wait}, or over another connection such as Wi-Fi.':
    'உங்கள் வலையமைப்பில் உள்ள பலர் இன்று குறியீடுகளைக் கேட்டுள்ளனர். {wait} கழித்து மீண்டும் முயற்சிக்கவும், அல்லது Wi-Fi போன்ற வேறு இணைப்பைப் பயன்படுத்தவும்.',
  'This number is already verified on 2 accounts, the most one number can be. Please use another mobile number.':
    'இந்த எண் ஏற்கனவே 2 கணக்குகளில் உறுதிப்படுத்தப்பட்டுள்ளது, ஒரு எண்ணுக்கான அதிகபட்சம் இதுவே. வேறு மொபைல் எண்ணைப் பயன்படுத்தவும்.',
  'Your mobile number is already verified.': 'உங்கள் மொபைல் எண் ஏற்கனவே உறுதிப்படுத்தப்பட்டுள்ளது.',
  'We cannot send more text messages today. Please try again tomorrow.':
    'இன்று மேலும் குறுஞ்செய்திகளை அனுப்ப முடியாது. நாளை மீண்டும் முயற்சிக்கவும்.',
  'We could not deliver a text message to this number. Please check it, or use another mobile number.':
    'இந்த எண்ணுக்குக் குறுஞ்செய்தியை அனுப்ப முடியவில்லை. அதைச் சரிபார்க்கவும், அல்லது வேறு மொபைல் எண்ணைப் பயன்படுத்தவும்.',
  'Please verify your mobile number first: we send you a 6-digit code by text message.':
    'முதலில் உங்கள் கைபேசி எண்ணைச் சரிபாருங்கள்: 6 இலக்கக் குறியீட்டைக் குறுஞ்செய்தியாக அனுப்புவோம்.',
  'The phone number of an ad must be your verified mobile number. Verify this number first, or use your verified one.':
    'விளம்பரத்தின் தொலைபேசி எண் உங்கள் சரிபார்க்கப்பட்ட கைபேசி எண்ணாக இருக்க வேண்டும். முதலில் இந்த எண்ணைச் சரிபாருங்கள், அல்லது உங்கள் சரிபார்க்கப்பட்ட எண்ணைப் பயன்படுத்தவும்.',
  'Many people on your network have seen sellers’ numbers today. Sign in with a verified mobile number to see more.':
    'உங்கள் வலையமைப்பில் உள்ள பலர் இன்று விற்பனையாளர்களின் எண்களைப் பார்த்துள்ளனர். மேலும் பார்க்க, சரிபார்க்கப்பட்ட கைபேசி எண்ணுடன் உள்நுழையுங்கள்.',
  '{code} is your CarMarket code. It expires in 10 minutes. Never share it.':
    '{code} உங்கள் CarMarket குறியீடு. 10 நிமிடம் செல்லும். பகிர வேண்டாம்.',
  'Text messages stopped for today: the daily limit is reached':
    'இன்றைய குறுஞ்செய்திகள் நிறுத்தப்பட்டன: தினசரி வரம்பு எட்டப்பட்டது',
  'Great price': 'சிறந்த விலை',
  'Good price': 'நல்ல விலை',
  'Above market': 'சந்தைக்கு மேல்',
  'Choose a make': 'ஒரு தயாரிப்பைத் தேர்ந்தெடுக்கவும்',
  'Choose a model': 'ஒரு மாடலைத் தேர்ந்தெடுக்கவும்',
  'Enter the year of manufacture': 'தயாரிப்பு ஆண்டை உள்ளிடவும்',
  'Enter the mileage': 'ஓடிய தூரத்தை உள்ளிடவும்',
  'At most 12 cars': 'அதிகபட்சம் 12 கார்கள்',
  // Issue 37: recently viewed and compare.
  'Choose up to 3 cars to compare': 'ஒப்பிட 3 கார்கள் வரை தேர்ந்தெடுக்கவும்',
  'Some of the cars you asked for are no longer listed.':
    'நீங்கள் கேட்ட சில கார்கள் இப்போது பட்டியலில் இல்லை.',
  'You can compare up to 3 cars. The first 3 are shown.':
    '3 கார்கள் வரை ஒப்பிடலாம். முதல் 3 காட்டப்படுகின்றன.',
  'Each car is shown once.': 'ஒவ்வொரு காரும் ஒரு முறை மட்டுமே காட்டப்படுகிறது.',
  'Compare cars | CarMarket': 'கார்களை ஒப்பிடுக | CarMarket',
  // Sign in with Google (issue 38, decision 135).
  'Signing in with Google did not work. Please try again, or sign in with your email and password.':
    'Google மூலம் உள்நுழைவது வெற்றிபெறவில்லை. மீண்டும் முயலுங்கள், அல்லது உங்கள் மின்னஞ்சல் மற்றும் கடவுச்சொல்லுடன் உள்நுழையுங்கள்.',
  'Your sign-in with Google took too long. Please start again.':
    'Google மூலம் உள்நுழைய அதிக நேரம் ஆனது. மீண்டும் தொடங்குங்கள்.',
  'Signing in with Google was cancelled.': 'Google மூலம் உள்நுழைவது ரத்து செய்யப்பட்டது.',
  'This account cannot sign in. Please contact us if you think this is a mistake.':
    'இந்தக் கணக்கால் உள்நுழைய முடியாது. இது தவறு என நீங்கள் கருதினால் எங்களைத் தொடர்புகொள்ளுங்கள்.',
  'Your sign-in with Google has ended. Please start again.':
    'உங்கள் Google உள்நுழைவு முடிந்துவிட்டது. மீண்டும் தொடங்குங்கள்.',
  'An account with this email was just opened. Please start again to link your Google account to it.':
    'இந்த மின்னஞ்சலுடன் ஒரு கணக்கு இப்போதுதான் திறக்கப்பட்டது. உங்கள் Google கணக்கை அதனுடன் இணைக்க மீண்டும் தொடங்குங்கள்.',
  'This CarMarket account is already linked to another Google account.':
    'இந்த CarMarket கணக்கு ஏற்கனவே வேறொரு Google கணக்குடன் இணைக்கப்பட்டுள்ளது.',
  'This is not the password of your CarMarket account': 'இது உங்கள் CarMarket கணக்கின் கடவுச்சொல் அல்ல',
  'Registration must be registered or unregistered':
    'பதிவு, பதிவு செய்யப்பட்டது அல்லது பதிவு செய்யப்படாதது என இருக்க வேண்டும்',
  'The year of registration must be a year from the year of manufacture to this year':
    'பதிவு ஆண்டு உற்பத்தி ஆண்டு முதல் இந்த ஆண்டு வரையான ஓர் ஆண்டாக இருக்க வேண்டும்',
  'An unregistered vehicle has no year of registration':
    'பதிவு செய்யப்படாத வாகனத்திற்குப் பதிவு ஆண்டு இல்லை',
  'Previous owners must be a whole number from 0 to 20':
    'முந்தைய உரிமையாளர்கள் 0 முதல் 20 வரையான முழு எண்ணாக இருக்க வேண்டும்',
  'Please select a town in the chosen city': 'தேர்ந்தெடுத்த நகரத்தில் உள்ள ஒரு ஊரைத் தேர்ந்தெடுக்கவும்',
  Registration: 'பதிவு',
  'Year of registration': 'பதிவு ஆண்டு',
  'Previous owners': 'முந்தைய உரிமையாளர்கள்',
  Town: 'ஊர்',
  Registered: 'பதிவு செய்யப்பட்டது',
  'The town must be a town id': 'ஊர் ஒரு ஊர் அடையாள எண்ணாக இருக்க வேண்டும்',
} satisfies Catalog;

export default { ...reference, ...shared } satisfies Catalog as Catalog;
