import type { Catalog } from '@carmarket/shared/i18n/translate';

/** pages: see src/i18n/README.md. */
export default {
  'About Us': 'எங்களைப் பற்றி',
  'Helping Sri Lanka buy and sell cars with confidence':
    'இலங்கையர்கள் நம்பிக்கையுடன் கார் வாங்கவும் விற்கவும் உதவுகிறோம்',
  'CarMarket started with a simple idea: a used car deserves an honest ad, a fair price and a buyer who knows what they are getting. Ten years on, that is still how we work.':
    'CarMarket ஓர் எளிய எண்ணத்துடன் தொடங்கியது: ஒவ்வொரு பயன்படுத்திய காருக்கும் நேர்மையான விளம்பரம், நியாயமான விலை, தாம் எதை வாங்குகிறோம் என்பதை நன்கு அறிந்த வாங்குபவர் கிடைக்க வேண்டும். பத்து ஆண்டுகள் கடந்தும் நாங்கள் அப்படியே செயல்படுகிறோம்.',
  'CarMarket in numbers': 'எண்களில் CarMarket',
  Leadership: 'தலைமைத்துவம்',
  'The people behind CarMarket': 'CarMarket-இன் பின்னால் இருப்பவர்கள்',
  'Core values': 'அடிப்படை விழுமியங்கள்',
  'What we stand for': 'நாங்கள் உறுதியாகப் பின்பற்றுபவை',
  'What we collect': 'நாங்கள் சேகரிக்கும் தகவல்கள்',
  'Why we use it': 'அவற்றை ஏன் பயன்படுத்துகிறோம்',
  'How long we keep it': 'எவ்வளவு காலம் வைத்திருக்கிறோம்',
  'Who sees what': 'யார் எதைப் பார்க்கலாம்',
  'How we protect it': 'அவற்றை எவ்வாறு பாதுகாக்கிறோம்',
  'Your choices and deleting your account': 'உங்கள் தேர்வுகளும் கணக்கை நீக்குவதும்',
  'Changes to this policy': 'இந்தக் கொள்கையில் மாற்றங்கள்',
  'On this page': 'இந்தப் பக்கத்தில்',
  'Privacy Policy': 'தனியுரிமைக் கொள்கை',
  'Last updated: {date}': 'கடைசியாகப் புதுப்பிக்கப்பட்டது: {date}',
  'CarMarket ({address}) runs this website. This page explains what we collect when you use it, why, how long we keep it and who can see it. The short version: we collect what the marketplace needs to work, we never sell it, and you can have your account deleted at any time.':
    'இந்த இணையதளத்தை CarMarket ({address}) நடத்துகிறது. நீங்கள் இதைப் பயன்படுத்தும்போது நாங்கள் எதைச் சேகரிக்கிறோம், ஏன், எவ்வளவு காலம் வைத்திருக்கிறோம், அதை யார் பார்க்கலாம் என்பதை இந்தப் பக்கம் விளக்குகிறது. சுருக்கமாகச் சொன்னால்: சந்தை இயங்கத் தேவையானதை மட்டுமே சேகரிக்கிறோம், அதை ஒருபோதும் விற்பதில்லை, எந்த நேரத்திலும் உங்கள் கணக்கை நீக்கச் சொல்லலாம்.',
  'Your account': 'உங்கள் கணக்கு',
  'Your name, mobile number, e-mail address, postal address and city, and a profile photo if you add one. Your password is never stored: we keep only a one-way hash of it, from which the password cannot be read back.':
    'உங்கள் பெயர், கைபேசி எண், மின்னஞ்சல் முகவரி, அஞ்சல் முகவரி, நகரம், நீங்கள் சேர்த்தால் சுயவிவரப் புகைப்படம். உங்கள் கடவுச்சொல் ஒருபோதும் சேமிக்கப்படுவதில்லை: அதன் ஒருவழி ஹாஷ் மட்டுமே எங்களிடம் இருக்கும்; அதிலிருந்து கடவுச்சொல்லை மீண்டும் அறிய முடியாது.',
  'Your listings': 'உங்கள் விளம்பரங்கள்',
  'The details of each car you advertise (title, price, make, model, mileage, description and so on), its photos and any 360° view or video. Every photo is re-encoded when you upload it and its metadata, such as the GPS location where it was taken and the camera details, is removed before it is stored.':
    'நீங்கள் விளம்பரம் இடும் ஒவ்வொரு காரின் விவரங்கள் (தலைப்பு, விலை, தயாரிப்பு நிறுவனம், மாடல், ஓடிய தூரம், விவரம் போன்றவை), அதன் புகைப்படங்கள், இருந்தால் 360° காட்சி அல்லது வீடியோ. நீங்கள் பதிவேற்றும் ஒவ்வொரு புகைப்படமும் மீண்டும் குறியாக்கம் செய்யப்படுகிறது; அது எடுக்கப்பட்ட இடத்தின் GPS இருப்பிடம், கேமரா விவரங்கள் போன்ற மெட்டாடேட்டா சேமிப்பதற்கு முன்பே நீக்கப்படுகிறது.',
  Offers: 'விலை முன்மொழிவுகள்',
  'The amount and message of each offer you make on a car, and who made it.':
    'நீங்கள் ஒரு காருக்கு அளிக்கும் ஒவ்வொரு விலை முன்மொழிவின் தொகையும் செய்தியும், அதை அளித்தவர் யார் என்பதும்.',
  'Contact and pre-order messages': 'தொடர்பு மற்றும் முன்பதிவுச் செய்திகள்',
  'What you send us through the contact form (name, e-mail, phone if you give it, subject and message) or a pre-order request (the car you want, its description, your expected price and your e-mail).':
    'தொடர்புப் படிவம் வழியாக நீங்கள் அனுப்புபவை (பெயர், மின்னஞ்சல், நீங்கள் தந்தால் தொலைபேசி எண், தலைப்பு, செய்தி) அல்லது முன்பதிவுக் கோரிக்கை (உங்களுக்கு வேண்டிய கார், அதன் விவரம், நீங்கள் எதிர்பார்க்கும் விலை, உங்கள் மின்னஞ்சல்).',
  'Stored in your browser': 'உங்கள் உலாவியில் சேமிக்கப்படுபவை',
  'Two cookies, sent only to our sign-in addresses and never readable by the page’s scripts: {session}, your signed-in session, which changes each time it is used and ends after 30 days unused or 90 days in all, and {device}, a note that this browser has signed in to your account, so that other people’s wrong passwords cannot lock you out here (180 days).':
    'எங்கள் உள்நுழைவு முகவரிகளுக்கு மட்டுமே அனுப்பப்படும், பக்கத்தின் ஸ்கிரிப்டுகளால் ஒருபோதும் படிக்க முடியாத இரண்டு குக்கீகள்: {session}, நீங்கள் உள்நுழைந்துள்ள அமர்வு; இது ஒவ்வொரு முறை பயன்படுத்தும்போதும் மாறும், 30 நாட்கள் பயன்படுத்தாவிட்டால் அல்லது மொத்தம் 90 நாட்களுக்குப் பின் முடிவடையும்; மற்றும் {device}, இந்த உலாவியிலிருந்து உங்கள் கணக்கில் உள்நுழைந்ததற்கான குறிப்பு; பிறர் தவறான கடவுச்சொற்களை உள்ளிடுவதால் இங்கே உங்கள் கணக்கு பூட்டப்படாமல் இருக்க இது உதவுகிறது (180 நாட்கள்).',
  'Three entries in your browser’s local storage: {signedIn}, which says only that you may be signed in, {cityId}, the city you chose in the city selector, and {savedCars}, the cars you saved before signing in.':
    'உங்கள் உலாவியின் local storage-இல் மூன்று பதிவுகள்: {signedIn}, நீங்கள் உள்நுழைந்திருக்கலாம் என்பதை மட்டும் சொல்லும் பதிவு; {cityId}, நகரத் தேர்வியில் நீங்கள் தேர்ந்தெடுத்த நகரம்; மற்றும் {savedCars}, உள்நுழைவதற்கு முன் நீங்கள் சேமித்த கார்கள்.',
  'We use no advertising or tracking cookies, and no third-party scripts, fonts or analytics run on this site.':
    'நாங்கள் விளம்பர அல்லது கண்காணிப்புக் குக்கீகள் எதையும் பயன்படுத்துவதில்லை; மூன்றாம் தரப்பு ஸ்கிரிப்டுகள், எழுத்துருக்கள், பகுப்பாய்வுக் கருவிகள் எதுவும் இந்தத் தளத்தில் இயங்குவதில்லை.',
  'Server logs': 'சர்வர் பதிவுகள்',
  'When your browser talks to our servers we record your IP address, the date and time, the address requested and the result, to keep the site running and to stop abuse.':
    'உங்கள் உலாவி எங்கள் சர்வர்களுடன் தொடர்புகொள்ளும்போது, தளம் தடையின்றி இயங்கவும் தவறான பயன்பாட்டைத் தடுக்கவும் உங்கள் IP முகவரி, தேதி, நேரம், கோரப்பட்ட முகவரி, அதன் முடிவு ஆகியவற்றைப் பதிவு செய்கிறோம்.',
  'To run your account, sign you in and keep you signed in.':
    'உங்கள் கணக்கை நடத்தவும், உங்களை உள்நுழைய வைக்கவும், உள்நுழைந்த நிலையில் வைத்திருக்கவும்.',
  'To publish your ads after our team has reviewed them, and to show buyers the details they need.':
    'எங்கள் குழு மதிப்பாய்வு செய்த பின் உங்கள் விளம்பரங்களை வெளியிடவும், வாங்குபவர்களுக்குத் தேவையான விவரங்களைக் காட்டவும்.',
  'To pass your offers to sellers and to answer your messages and pre-orders.':
    'உங்கள் விலை முன்மொழிவுகளை விற்பனையாளர்களுக்கு அனுப்பவும், உங்கள் செய்திகளுக்கும் முன்பதிவுகளுக்கும் பதிலளிக்கவும்.',
  'To remember your city so search shows cars near you.':
    'தேடலில் உங்களுக்கு அருகிலுள்ள கார்களைக் காட்ட உங்கள் நகரத்தை நினைவில் வைத்திருக்க.',
  'To keep the marketplace safe: spotting fraud, fake ads and attacks, and limiting how often forms can be sent.':
    'சந்தையைப் பாதுகாப்பாக வைத்திருக்க: மோசடிகள், போலி விளம்பரங்கள், தாக்குதல்களைக் கண்டறிதல், படிவங்களை எத்தனை முறை அனுப்பலாம் என்பதைக் கட்டுப்படுத்துதல்.',
  'To meet our legal obligations.': 'எங்கள் சட்டக் கடமைகளை நிறைவேற்ற.',
  'We do not use your data for advertising profiles and we never sell it.':
    'உங்கள் தரவை விளம்பரச் சுயவிவரங்களுக்குப் பயன்படுத்துவதில்லை, அதை ஒருபோதும் விற்பதும் இல்லை.',
  Account: 'கணக்கு',
  'Until you ask us to delete it. Signed-in sessions end when you sign out or when they expire.':
    'அதை நீக்குமாறு நீங்கள் கேட்கும் வரை. நீங்கள் வெளியேறும்போது அல்லது காலாவதியாகும்போது உள்நுழைவு அமர்வுகள் முடிவடையும்.',
  'Listings and photos': 'விளம்பரங்களும் புகைப்படங்களும்',
  'While the ad is live and for 12 months after it expires or is marked sold, so you can see your history. An ad you delete is removed at once, with its photos and videos.':
    'விளம்பரம் நேரலையில் இருக்கும் வரையும், அது காலாவதியான பின் அல்லது விற்கப்பட்டதாகக் குறிக்கப்பட்ட பின் 12 மாதங்கள் வரையும், உங்கள் வரலாற்றை நீங்கள் பார்க்கலாம். நீங்கள் நீக்கும் விளம்பரம் அதன் புகைப்படங்கள், வீடியோக்களுடன் உடனே அகற்றப்படும்.',
  '12 months after they are made.': 'அளிக்கப்பட்டதிலிருந்து 12 மாதங்கள்.',
  '12 months after we have answered or closed them.':
    'நாங்கள் பதிலளித்த அல்லது முடித்துவைத்ததிலிருந்து 12 மாதங்கள்.',
  '30 days.': '30 நாட்கள்.',
  'Browser storage': 'உலாவிச் சேமிப்பு',
  '{session} and {signedIn} are removed when you sign out; {cityId} stays until you choose All Cities or clear your browser’s site data; {savedCars} moves into your account when you sign in.':
    'நீங்கள் வெளியேறும்போது {session}, {signedIn} ஆகியவை நீக்கப்படும்; நீங்கள் “அனைத்து நகரங்களும்” என்பதைத் தேர்ந்தெடுக்கும் வரை அல்லது உலாவியின் தளத் தரவை அழிக்கும் வரை {cityId} இருக்கும்; நீங்கள் உள்நுழையும்போது {savedCars} உங்கள் கணக்கிற்கு மாற்றப்படும்.',
  '{everyone} can see a live ad: its details, photos, city and the seller’s name. A seller’s phone number is shown only on packages that include showing contact details; on the others, buyers reach the seller through CarMarket.':
    '{everyone} நேரலையில் உள்ள விளம்பரத்தைப் பார்க்கலாம்: அதன் விவரங்கள், புகைப்படங்கள், நகரம், விற்பனையாளரின் பெயர். தொடர்பு விவரங்களைக் காட்டும் பேக்கேஜ்களில் மட்டுமே விற்பனையாளரின் தொலைபேசி எண் காட்டப்படும்; மற்றவற்றில் வாங்குபவர்கள் CarMarket மூலம் விற்பனையாளரைத் தொடர்பு கொள்வார்கள்.',
  'privacy: who sees\u0004Everyone': 'அனைவரும்',
  '{sellers} see the offers made on their own cars, with the message the buyer wrote.':
    '{sellers} தங்கள் சொந்தக் கார்களுக்கு வந்த விலை முன்மொழிவுகளை, வாங்குபவர் எழுதிய செய்தியுடன் பார்க்கிறார்கள்.',
  'privacy: who sees\u0004Sellers': 'விற்பனையாளர்கள்',
  '{staff} see new ads to review them before they go live, and read contact and pre-order messages to answer them.':
    '{staff} புதிய விளம்பரங்கள் நேரலைக்கு வரும் முன் மதிப்பாய்வு செய்ய அவற்றைப் பார்க்கிறார்கள்; தொடர்பு மற்றும் முன்பதிவுச் செய்திகளுக்குப் பதிலளிக்க அவற்றைப் படிக்கிறார்கள்.',
  'privacy: who sees\u0004Our staff': 'எங்கள் ஊழியர்கள்',
  '{hosts} store the data on our behalf and may not use it for anything else.':
    '{hosts} எங்கள் சார்பாகத் தரவைச் சேமிக்கிறார்கள்; அதை வேறு எதற்கும் பயன்படுத்த அவர்களுக்கு அனுமதி இல்லை.',
  'privacy: who sees\u0004Our hosting providers': 'எங்கள் ஹோஸ்டிங் சேவை வழங்குநர்கள்',
  '{authorities}, only when the law requires it.': '{authorities}, சட்டம் கோரும்போது மட்டும்.',
  'privacy: who sees\u0004Authorities': 'அதிகாரிகள்',
  'Your e-mail address, postal address and password hash are never shown to other users. We do not sell, rent or trade personal data to anyone.':
    'உங்கள் மின்னஞ்சல் முகவரி, அஞ்சல் முகவரி, கடவுச்சொல் ஹாஷ் ஆகியவை பிற பயனர்களுக்கு ஒருபோதும் காட்டப்படுவதில்லை. தனிப்பட்ட தரவை யாருக்கும் விற்பதோ, வாடகைக்கு விடுவதோ, பரிமாற்றம் செய்வதோ இல்லை.',
  'Passwords are hashed with argon2id, the method security experts recommend first.':
    'பாதுகாப்பு வல்லுநர்கள் முதலில் பரிந்துரைக்கும் argon2id முறையில் கடவுச்சொற்கள் ஹாஷ் செய்யப்படுகின்றன.',
  'Sessions are stored on our servers and can be revoked: signing out ends the session at once, and you can sign out of every device.':
    'அமர்வுகள் எங்கள் சர்வர்களில் சேமிக்கப்படுகின்றன, அவற்றை ரத்து செய்யலாம்: வெளியேறியதும் அமர்வு உடனே முடிவடையும், எல்லாச் சாதனங்களிலிருந்தும் நீங்கள் வெளியேறலாம்.',
  'Uploaded files are checked by their content, not their name, and photos are re-encoded without their metadata.':
    'பதிவேற்றப்படும் கோப்புகள் பெயரால் அல்ல, உள்ளடக்கத்தால் சரிபார்க்கப்படுகின்றன; புகைப்படங்கள் மெட்டாடேட்டா இல்லாமல் மீண்டும் குறியாக்கம் செய்யப்படுகின்றன.',
  'The site loads scripts, fonts and images from our own address only, which blocks a whole class of attacks on your browser.':
    'தளம் ஸ்கிரிப்டுகள், எழுத்துருக்கள், படங்களை எங்கள் சொந்த முகவரியிலிருந்து மட்டுமே ஏற்றுகிறது; இது உங்கள் உலாவி மீதான ஒரு முழு வகைத் தாக்குதல்களைத் தடுக்கிறது.',
  'Only staff who need the data for their work can reach it.':
    'தங்கள் பணிக்குத் தரவு தேவைப்படும் ஊழியர்கள் மட்டுமே அதை அணுக முடியும்.',
  'You can see and correct your name, phone, address and city at any time in My Profile, and delete your ads from My Listings.':
    'உங்கள் பெயர், தொலைபேசி எண், முகவரி, நகரம் ஆகியவற்றை எந்த நேரத்திலும் “எனது சுயவிவரம்” பகுதியில் பார்த்துத் திருத்தலாம்; உங்கள் விளம்பரங்களை “எனது விளம்பரங்கள்” பகுதியிலிருந்து நீக்கலாம்.',
  'To have your account and its data deleted, or to get a copy of the data we hold about you, write to {email} or use the {contactForm} with the subject {subject}, from the e-mail address of your account. We answer within 30 days.':
    'உங்கள் கணக்கையும் அதன் தரவையும் நீக்க, அல்லது உங்களைப் பற்றி எங்களிடம் உள்ள தரவின் நகலைப் பெற, உங்கள் கணக்கின் மின்னஞ்சல் முகவரியிலிருந்து {email} என்ற முகவரிக்கு எழுதுங்கள், அல்லது “{subject}” என்ற தலைப்புடன் {contactForm} பயன்படுத்துங்கள். 30 நாட்களுக்குள் பதிலளிப்போம்.',
  'privacy: link\u0004contact form': 'தொடர்புப் படிவத்தை',
  'When we change this policy we update the date at the top of this page, and we tell signed-in users about important changes before they take effect. Questions about privacy are welcome at {email}.':
    'இந்தக் கொள்கையை மாற்றும்போது இந்தப் பக்கத்தின் மேலே உள்ள தேதியைப் புதுப்பிப்போம்; முக்கிய மாற்றங்கள் நடைமுறைக்கு வரும் முன் உள்நுழைந்த பயனர்களுக்குத் தெரிவிப்போம். தனியுரிமை பற்றிய கேள்விகளை {email} என்ற முகவரிக்கு அனுப்பலாம்.',
  'See the car before you pay': 'பணம் செலுத்தும் முன் காரைப் பாருங்கள்',
  'Inspect the car in person, with a mechanic you trust, and take it for a test drive before any money changes hands.':
    'எந்தப் பணமும் கைமாறும் முன், நீங்கள் நம்பும் மெக்கானிக்குடன் சென்று காரை நேரில் பரிசோதித்து, டெஸ்ட் டிரைவ் செய்து பாருங்கள்.',
  'Never pay a “reservation advance”, booking fee or deposit to a seller you have not met, however good the price.':
    'விலை எவ்வளவு நல்லதாக இருந்தாலும், நீங்கள் சந்திக்காத விற்பனையாளருக்கு “முன்பதிவு அட்வான்ஸ்”, முன்பதிவுக் கட்டணம் அல்லது வைப்புத்தொகை எதையும் ஒருபோதும் செலுத்தாதீர்கள்.',
  'Pay at the handover, by bank transfer or a bank draft, and get a signed receipt with the registration number and the price.':
    'காரை ஒப்படைக்கும்போது வங்கிப் பரிமாற்றம் அல்லது வங்கி வரைவோலை மூலம் பணம் செலுத்தி, பதிவு எண்ணும் விலையும் குறிப்பிட்ட, கையொப்பமிட்ட ரசீதைப் பெறுங்கள்.',
  'Know the advance scam': 'அட்வான்ஸ் மோசடியை அறிந்துகொள்ளுங்கள்',
  'It starts with photos copied from another ad, a new phone number and a price well below similar cars.':
    'வேறொரு விளம்பரத்திலிருந்து நகலெடுத்த புகைப்படங்கள், புதிய தொலைபேசி எண், ஒத்த கார்களைவிட மிகக் குறைந்த விலை ஆகியவற்றுடன் இது தொடங்குகிறது.',
  'Then a request for an advance “to hold the car” because other buyers are waiting, or the seller is abroad or out of station.':
    'பிறகு, வேறு வாங்குபவர்கள் காத்திருப்பதாகவோ, விற்பனையாளர் வெளிநாட்டில் அல்லது ஊரில் இல்லை என்றோ சொல்லி, “காரை ஒதுக்கி வைக்க” அட்வான்ஸ் கேட்கப்படும்.',
  'If you see these together, do not pay anything: report the ad.':
    'இவற்றை ஒன்றாகக் கண்டால், எதையும் செலுத்தாதீர்கள்: விளம்பரத்தைப் புகாரளிக்கவும்.',
  'Check the CR book': 'CR புத்தகத்தைச் சரிபாருங்கள்',
  'Compare the chassis and engine numbers on the car with the Certificate of Registration (CR).':
    'காரில் உள்ள சேசிஸ் எண், என்ஜின் எண் ஆகியவற்றைப் பதிவுச் சான்றிதழுடன் (CR) ஒப்பிட்டுப் பாருங்கள்.',
  'The registered owner’s name and NIC number on the CR must match the seller’s national identity card.':
    'CR-இல் உள்ள பதிவு செய்யப்பட்ட உரிமையாளரின் பெயரும் தே.அ.அ. எண்ணும் விற்பனையாளரின் தேசிய அடையாள அட்டையுடன் பொருந்த வேண்டும்.',
  'Sign the transfer papers together and submit them to the Department of Motor Traffic (DMT) promptly.':
    'உரிமை மாற்று ஆவணங்களில் இருவரும் சேர்ந்து கையொப்பமிட்டு, தாமதமின்றி மோட்டார் போக்குவரத்துத் திணைக்களத்தில் (DMT) சமர்ப்பியுங்கள்.',
  'Check for a lease or loan': 'லீசிங் அல்லது கடன் உள்ளதா எனச் சரிபாருங்கள்',
  'If the CR names a bank or finance company as the absolute owner, the car is under lease or finance.':
    'CR-இல் முழு உரிமையாளராக ஒரு வங்கி அல்லது நிதி நிறுவனம் குறிப்பிடப்பட்டிருந்தால், அந்தக் கார் லீசிங் அல்லது கடனின் கீழ் உள்ளது.',
  'Ask that company, or the DMT, who the absolute owner is now and whether anything is still owed.':
    'இப்போது முழு உரிமையாளர் யார், இன்னும் ஏதேனும் நிலுவை உள்ளதா என்பதை அந்த நிறுவனத்திடம் அல்லது DMT-இடம் கேளுங்கள்.',
  'Buy a leased car only with the finance company’s release letter in hand.':
    'லீசிங்கில் உள்ள காரை, நிதி நிறுவனத்தின் விடுவிப்புக் கடிதம் கையில் கிடைத்த பின்னரே வாங்குங்கள்.',
  'Meet safely': 'பாதுகாப்பாகச் சந்தியுங்கள்',
  'Meet in a busy public place in daylight, and bring someone with you.':
    'பகல் நேரத்தில், மக்கள் நடமாட்டம் உள்ள பொது இடத்தில் சந்தியுங்கள்; உங்களுடன் ஒருவரை அழைத்துச் செல்லுங்கள்.',
  'If you are selling, go with the buyer on the test drive and hand over the car only once the money has cleared.':
    'நீங்கள் விற்பவராக இருந்தால், டெஸ்ட் டிரைவில் வாங்குபவருடன் செல்லுங்கள்; பணம் உங்கள் கணக்கில் வந்து சேர்ந்த பின்னரே காரை ஒப்படையுங்கள்.',
  'Safety Tips': 'பாதுகாப்புக் குறிப்புகள்',
  'Buying a used car in Sri Lanka: what to check before you pay anything.':
    'இலங்கையில் பயன்படுத்திய கார் வாங்கும்போது: எதையும் செலுத்தும் முன் சரிபார்க்க வேண்டியவை.',
  'Report an ad': 'விளம்பரத்தைப் புகாரளிக்கவும்',
  'On the ad’s page, press {button}, choose a reason such as “{reason}” and send it.':
    'விளம்பரத்தின் பக்கத்தில் {button} என்பதை அழுத்தி, “{reason}” போன்ற காரணத்தைத் தேர்ந்தெடுத்து அனுப்புங்கள்.',
  'Report this ad': 'இந்த விளம்பரம் குறித்துப் புகாரளிக்கவும்',
  'Our team checks every report, and an ad several people report leaves the site until we have looked at it.':
    'எங்கள் குழு ஒவ்வொரு புகாரையும் சரிபார்க்கிறது; பலர் புகாரளிக்கும் விளம்பரம், நாங்கள் பார்க்கும் வரை தளத்திலிருந்து அகற்றப்படும்.',
  'You can also {link}.': 'நீங்கள் {link}.',
  'tell our team': 'எங்கள் குழுவிடமும் தெரிவிக்கலாம்',
  'Search and filter': 'தேடி வடிகட்டுங்கள்',
  'Narrow thousands of ads down by price, brand, fuel type, transmission and city.':
    'விலை, தயாரிப்பு நிறுவனம், எரிபொருள் வகை, கியர் வகை, நகரம் ஆகியவற்றின்படி ஆயிரக்கணக்கான விளம்பரங்களைச் சுருக்குங்கள்.',
  'Compare and plan': 'ஒப்பிட்டுத் திட்டமிடுங்கள்',
  'Save cars to your wishlist and estimate the monthly payment with our loan calculator.':
    'பிடித்த கார்களை உங்கள் விருப்பப் பட்டியலில் சேமித்து, எங்கள் கடன் கணிப்பானால் மாதத் தவணையைக் கணக்கிடுங்கள்.',
  'Meet the seller': 'விற்பனையாளரைச் சந்தியுங்கள்',
  'Contact the seller, then inspect and test-drive the car with our safety checklist.':
    'விற்பனையாளரைத் தொடர்பு கொண்டு, எங்கள் பாதுகாப்புச் சரிபார்ப்புப் பட்டியலுடன் காரைப் பரிசோதித்து டெஸ்ட் டிரைவ் செய்யுங்கள்.',
  'Drive away': 'காரை ஓட்டிச் செல்லுங்கள்',
  'Agree the price, finish the paperwork and enjoy your car, with our team a call away.':
    'விலையை ஒப்புக்கொண்டு, ஆவணங்களை முடித்து, உங்கள் காரை அனுபவியுங்கள்; எங்கள் குழு ஒரு அழைப்பில் உங்களுடன் இருக்கும்.',
  'How It Works': 'இது எப்படிச் செயல்படுகிறது',
  'From search to keys in four steps': 'தேடலிலிருந்து சாவி வரை நான்கு படிகளில்',
  'Buy a car': 'கார் வாங்க',
  'Find your next car with confidence': 'உங்கள் அடுத்த காரை நம்பிக்கையுடன் கண்டறியுங்கள்',
  'Browse reviewed listings from trusted sellers in all 25 districts, compare prices and save your favourites for later.':
    '25 மாவட்டங்களிலும் உள்ள நம்பகமான விற்பனையாளர்களின் மதிப்பாய்வு செய்யப்பட்ட விளம்பரங்களைப் பாருங்கள், விலைகளை ஒப்பிடுங்கள், பிடித்தவற்றைப் பின்னர் பார்க்கச் சேமியுங்கள்.',
  'Browse cars': 'கார்களைப் பாருங்கள்',
  'Sell a car': 'கார் விற்க',
  'Sell your car in three simple steps': 'மூன்று எளிய படிகளில் உங்கள் காரை விற்கவும்',
  'Add the details, upload photos and submit. Our team reviews every ad, usually within 24 hours, and the Member package is free.':
    'விவரங்களைச் சேர்த்து, புகைப்படங்களைப் பதிவேற்றிச் சமர்ப்பியுங்கள். எங்கள் குழு ஒவ்வொரு விளம்பரத்தையும் பொதுவாக 24 மணி நேரத்திற்குள் மதிப்பாய்வு செய்கிறது; உறுப்பினர் பேக்கேஜ் இலவசம்.',
  'Sell your car': 'உங்கள் காரை விற்கவும்',
  'Car finance': 'கார் நிதி',
  'Plan the payments before you buy': 'வாங்கும் முன் தவணைகளைத் திட்டமிடுங்கள்',
  'Estimate your monthly payment, check your eligibility in a minute and get same-day approval on most applications.':
    'உங்கள் மாதத் தவணையைக் கணக்கிடுங்கள், ஒரு நிமிடத்தில் உங்கள் தகுதியைச் சரிபாருங்கள்; பெரும்பாலான விண்ணப்பங்களுக்கு அதே நாளில் ஒப்புதல் கிடைக்கும்.',
  'Explore finance': 'நிதி வசதிகளைப் பாருங்கள்',
  carousel: 'சுழல் காட்சி',
  Highlights: 'சிறப்பம்சங்கள்',
  'Sri Lanka’s used-car marketplace': 'இலங்கையின் பயன்படுத்திய கார் சந்தை',
  slide: 'ஸ்லைடு',
  '{number} of {count}: {name}': '{count}-இல் {number}: {name}',
  'Previous slide': 'முந்தைய ஸ்லைடு',
  'Show slide {number} of {count}': '{count}-இல் {number}-ஆவது ஸ்லைடைக் காட்டு',
  'Next slide': 'அடுத்த ஸ்லைடு',
  'Play slideshow': 'ஸ்லைடுகளை இயக்கு',
  'Pause slideshow': 'ஸ்லைடுகளை இடைநிறுத்து',
  'Every ad reviewed': 'ஒவ்வொரு விளம்பரமும் மதிப்பாய்வு செய்யப்படுகிறது',
  'A person on our team checks each listing before it goes live, so you see real cars from real sellers.':
    'ஒவ்வொரு விளம்பரமும் நேரலைக்கு வரும் முன் எங்கள் குழுவில் ஒருவர் சரிபார்க்கிறார்; எனவே உண்மையான விற்பனையாளர்களின் உண்மையான கார்களையே நீங்கள் பார்க்கிறீர்கள்.',
  'Honest, clear prices': 'நேர்மையான, தெளிவான விலைகள்',
  'Prices are shown up front and you can compare similar cars side by side before you call.':
    'விலைகள் முன்கூட்டியே காட்டப்படுகின்றன; அழைக்கும் முன் ஒத்த கார்களை அருகருகே ஒப்பிடலாம்.',
  '7-day money-back guarantee': '7 நாள் பணம் திரும்பப்பெறும் உத்தரவாதம்',
  'On cars bought through our finance programme, change your mind within 7 days and get your money back.':
    'எங்கள் நிதித் திட்டம் மூலம் வாங்கிய கார்களுக்கு, 7 நாட்களுக்குள் மனம் மாறினால் உங்கள் பணத்தைத் திரும்பப் பெறலாம்.',
  'Same-day finance approval': 'அதே நாளில் நிதி ஒப்புதல்',
  'Most loan applications are approved the same day, and every one within 24 hours.':
    'பெரும்பாலான கடன் விண்ணப்பங்கள் அதே நாளிலும், அனைத்தும் 24 மணி நேரத்திற்குள்ளும் ஒப்புதல் பெறுகின்றன.',
  'Flexible down payments': 'நெகிழ்வான முன்பணம்',
  'Start from 10% down; we recommend 20% to keep your monthly payment comfortable.':
    '10% முன்பணத்திலிருந்து தொடங்கலாம்; மாதத் தவணையைச் சுலபமாக வைத்திருக்க 20% பரிந்துரைக்கிறோம்.',
  'Help when you need it': 'தேவைப்படும்போது உதவி',
  'Call, write or chat with our support team whenever a question comes up.':
    'கேள்வி எழும்போதெல்லாம் எங்கள் உதவிக் குழுவை அழையுங்கள், எழுதுங்கள் அல்லது அரட்டையடியுங்கள்.',
  'Why Buy From Us': 'எங்களிடம் ஏன் வாங்க வேண்டும்',
  'Peace of mind comes standard': 'மன நிம்மதி எப்போதும் உடன் வரும்',
  'Buying a used car is a big decision. These promises are there to make it an easy one.':
    'பயன்படுத்திய கார் வாங்குவது பெரிய முடிவு. அதை எளிதான முடிவாக்கவே இந்த வாக்குறுதிகள்.',
  'Reviewed listings': 'மதிப்பாய்வு செய்யப்பட்ட விளம்பரங்கள்',
  'Our team checks every new ad before it is published, usually within 24 hours.':
    'ஒவ்வொரு புதிய விளம்பரமும் வெளியிடப்படும் முன், பொதுவாக 24 மணி நேரத்திற்குள், எங்கள் குழு அதைச் சரிபார்க்கிறது.',
  'Finance made simple': 'எளிமையான நிதி வசதி',
  'Work out a monthly payment and check your eligibility before you meet a seller.':
    'விற்பனையாளரைச் சந்திக்கும் முன் மாதத் தவணையைக் கணக்கிட்டு உங்கள் தகுதியைச் சரிபாருங்கள்.',
  'Sell in three steps': 'மூன்று படிகளில் விற்கவும்',
  'Add your car’s details, upload photos, review and submit. That is all it takes.':
    'உங்கள் காரின் விவரங்களைச் சேர்த்து, புகைப்படங்களைப் பதிவேற்றி, சரிபார்த்துச் சமர்ப்பியுங்கள். அவ்வளவுதான்.',
  'Close to home': 'வீட்டுக்கு அருகில்',
  'Pick your city once and CarMarket remembers it the next time you visit.':
    'உங்கள் நகரத்தை ஒருமுறை தேர்ந்தெடுங்கள்; அடுத்த முறை நீங்கள் வரும்போது CarMarket அதை நினைவில் வைத்திருக்கும்.',
  'Why CarMarket': 'ஏன் CarMarket',
  'Buying and selling, without the guesswork': 'ஊகமின்றி வாங்குதலும் விற்றலும்',
  'Bought a Toyota Aqua': 'Toyota Aqua வாங்கினார்',
  'I found my Aqua in two evenings of browsing. The seller’s ad matched the car exactly, and the loan calculator told me what I could afford before I even called.':
    'இரண்டு மாலைகள் தேடியதில் என் Aqua-வைக் கண்டுபிடித்தேன். விற்பனையாளரின் விளம்பரம் காருடன் சரியாகப் பொருந்தியது; அழைப்பதற்கு முன்பே என்னால் எவ்வளவு செலவழிக்க முடியும் என்பதைக் கடன் கணிப்பான் சொன்னது.',
  'Sold a Honda Vezel': 'Honda Vezel விற்றார்',
  'My ad was reviewed and live the same afternoon. I had three serious buyers within a week and sold for the price I asked.':
    'என் விளம்பரம் அதே மதியமே மதிப்பாய்வு செய்யப்பட்டு நேரலைக்கு வந்தது. ஒரு வாரத்திற்குள் மூன்று தீவிர வாங்குபவர்கள் வந்தார்கள்; நான் கேட்ட விலைக்கே விற்றேன்.',
  'Financed a Suzuki Wagon R': 'Suzuki Wagon R நிதியுதவியில் வாங்கினார்',
  'The eligibility check was quick and honest. My finance was approved the same day and the team answered every question I had.':
    'தகுதிச் சரிபார்ப்பு விரைவாகவும் நேர்மையாகவும் இருந்தது. என் கடன் அதே நாளில் ஒப்புதல் பெற்றது; என் ஒவ்வொரு கேள்விக்கும் குழு பதிலளித்தது.',
  'Happy Customer Stories': 'மகிழ்ச்சியான வாடிக்கையாளர் கதைகள்',
  'Drivers across Sri Lanka trust CarMarket': 'இலங்கை முழுவதும் ஓட்டுநர்கள் CarMarket-ஐ நம்புகிறார்கள்',
  'Rated {rating} out of {max}': '{max}-க்கு {rating} மதிப்பீடு',
  SOLD: 'விற்கப்பட்டது',
  'What credit score do I need?': 'எனக்கு எவ்வளவு கடன் மதிப்பெண் (credit score) தேவை?',
  'We finance applicants with a credit score of {minimum} or more. Scores from 700 up usually get the best rates; between {minimum} and 649 our team reviews each application.':
    '{minimum} அல்லது அதற்கு மேல் கடன் மதிப்பெண் உள்ள விண்ணப்பதாரர்களுக்கு நிதி வழங்குகிறோம். 700 மற்றும் அதற்கு மேல் மதிப்பெண் உள்ளவர்களுக்குப் பொதுவாகச் சிறந்த வட்டி விகிதங்கள் கிடைக்கும்; {minimum} முதல் 649 வரை உள்ளவர்களின் ஒவ்வொரு விண்ணப்பத்தையும் எங்கள் குழு மதிப்பாய்வு செய்கிறது.',
  'How quickly will I get an answer?': 'எவ்வளவு விரைவில் பதில் கிடைக்கும்?',
  'Most applications are approved the same day. You will always have a decision within 24 hours of sending us your documents.':
    'பெரும்பாலான விண்ணப்பங்கள் அதே நாளில் ஒப்புதல் பெறுகின்றன. உங்கள் ஆவணங்களை அனுப்பிய 24 மணி நேரத்திற்குள் எப்போதும் முடிவு கிடைக்கும்.',
  'How much should I put down?': 'முன்பணமாக எவ்வளவு செலுத்த வேண்டும்?',
  'A down payment of at least 10% of the price is required, and we recommend 20%: it lowers your monthly payment and the interest you pay over the term.':
    'விலையில் குறைந்தது 10% முன்பணம் தேவை; நாங்கள் 20% பரிந்துரைக்கிறோம்: இது உங்கள் மாதத் தவணையையும் கடன் காலம் முழுவதும் செலுத்தும் வட்டியையும் குறைக்கும்.',
  'What if I change my mind?': 'நான் மனம் மாறினால் என்ன ஆகும்?',
  'Cars bought with CarMarket finance come with a 7-day money-back guarantee. Return the car in the condition you received it within 7 days for a full refund.':
    'CarMarket நிதியுதவியில் வாங்கிய கார்களுக்கு 7 நாள் பணம் திரும்பப்பெறும் உத்தரவாதம் உண்டு. நீங்கள் பெற்ற அதே நிலையில் 7 நாட்களுக்குள் காரைத் திருப்பிக் கொடுத்து முழுப் பணத்தையும் திரும்பப் பெறுங்கள்.',
  'Does checking my eligibility affect my credit score?':
    'தகுதியைச் சரிபார்ப்பது என் கடன் மதிப்பெண்ணைப் பாதிக்குமா?',
  'No. The checker on this page runs in your browser and sends nothing to us or to a credit bureau. A full application is only made when you apply.':
    'இல்லை. இந்தப் பக்கத்தில் உள்ள சரிபார்ப்பு உங்கள் உலாவியிலேயே இயங்குகிறது; எங்களுக்கோ கடன் தகவல் பணியகத்திற்கோ எதையும் அனுப்புவதில்லை. நீங்கள் விண்ணப்பிக்கும்போது மட்டுமே முழு விண்ணப்பம் செய்யப்படும்.',
  'Same-day approval on most applications, and a decision within 24 hours':
    'பெரும்பாலான விண்ணப்பங்களுக்கு அதே நாளில் ஒப்புதல், 24 மணி நேரத்திற்குள் முடிவு',
  'A down payment of at least 10% (we recommend 20%)': 'குறைந்தது 10% முன்பணம் (20% பரிந்துரைக்கிறோம்)',
  '7-day money-back guarantee on cars bought with our finance':
    'எங்கள் நிதியுதவியில் வாங்கிய கார்களுக்கு 7 நாள் பணம் திரும்பப்பெறும் உத்தரவாதம்',
  'Eligibility requirements': 'தகுதித் தேவைகள்',
  'Good to know': 'தெரிந்துகொள்ள வேண்டியவை',
  '{months} months ({years} yr)': '{months} மாதங்கள் ({years} ஆண்டு)',
  'Vehicle price': 'வாகனத்தின் விலை',
  'Down payment': 'முன்பணம்',
  '{share}% of the price. Up to half the price; we recommend at least 20%.':
    'விலையில் {share}%. விலையின் பாதி வரை செலுத்தலாம்; குறைந்தது 20% பரிந்துரைக்கிறோம்.',
  'Interest rate': 'வட்டி விகிதம்',
  'Loan term': 'கடன் காலம்',
  'Monthly payment': 'மாதத் தவணை',
  'for {months} months': '{months} மாதங்களுக்கு',
  'Loan amount': 'கடன் தொகை',
  'Total interest': 'மொத்த வட்டி',
  'Total cost': 'மொத்தச் செலவு',
  'An estimate to help you plan. Your final rate depends on your credit history and the car.':
    'நீங்கள் திட்டமிட உதவும் ஒரு மதிப்பீடு. உங்கள் இறுதி வட்டி விகிதம் உங்கள் கடன் வரலாற்றையும் காரையும் பொறுத்தது.',
  'Standard Loan': 'சாதாரணக் கடன்',
  'Own the car from day one with fixed monthly payments.':
    'நிலையான மாதத் தவணைகளுடன் முதல் நாளிலிருந்தே காரின் உரிமையாளராகுங்கள்.',
  'Fixed rate for the whole term': 'முழுக் காலத்திற்கும் நிலையான வட்டி விகிதம்',
  'Terms from 12 to 84 months': '12 முதல் 84 மாதங்கள் வரை கடன் காலம்',
  'From 10% down': '10% முன்பணத்திலிருந்து',
  'Lease Program': 'லீசிங் திட்டம்',
  'Lower monthly payments and a newer car, with the option to buy at the end.':
    'குறைந்த மாதத் தவணைகளும் புதிய காரும், இறுதியில் வாங்கும் வாய்ப்புடன்.',
  'Lowest monthly payment': 'மிகக் குறைந்த மாதத் தவணை',
  'Maintenance plans available': 'பராமரிப்புத் திட்டங்கள் உள்ளன',
  'Buy, renew or return': 'வாங்கலாம், புதுப்பிக்கலாம் அல்லது திருப்பித் தரலாம்',
  'Balloon Payment': 'பலூன் கட்டணம்',
  'Smaller payments during the term and one larger final payment.':
    'கடன் காலத்தில் சிறிய தவணைகளும் இறுதியில் ஒரு பெரிய தொகையும்.',
  'Reduced monthly payments': 'குறைக்கப்பட்ட மாதத் தவணைகள்',
  'One lump sum at the end': 'இறுதியில் ஒரே மொத்தத் தொகை',
  'Refinance or sell to settle': 'தீர்க்க மறுநிதியளிக்கலாம் அல்லது விற்கலாம்',
  Recommended: 'பரிந்துரைக்கப்படுகிறது',
  'Apply Now for the {option}': '{option}: இப்போதே விண்ணப்பியுங்கள்',
  'Apply Now': 'இப்போதே விண்ணப்பியுங்கள்',
  'Debt-to-income with this loan: {ratio} (must stay below {percent}%)':
    'இந்தக் கடனுடன் கடன்-வருமான விகிதம்: {ratio} ({percent}%-க்குக் கீழ் இருக்க வேண்டும்)',
  'Talk to our finance team': 'எங்கள் நிதிக் குழுவுடன் பேசுங்கள்',
  'Credit score range': 'கடன் மதிப்பெண் வரம்பு',
  'Choose your credit score range': 'உங்கள் கடன் மதிப்பெண் வரம்பைத் தேர்ந்தெடுங்கள்',
  'Annual income (USD)': 'ஆண்டு வருமானம் (USD)',
  'Before tax, from all sources.': 'வரிக்கு முன், எல்லா வழிகளிலிருந்தும்.',
  'I am {age} or older': 'எனக்கு {age} வயது அல்லது அதற்கு மேல்',
  'Check Eligibility': 'தகுதியைச் சரிபாருங்கள்',
  'Happy Customers': 'மகிழ்ச்சியான வாடிக்கையாளர்கள்',
  'Cars Sold': 'விற்கப்பட்ட கார்கள்',
  'Satisfaction Rate': 'திருப்தி விகிதம்',
  'Customer Support': 'வாடிக்கையாளர் உதவி',
  'Founder & Chief Executive Officer': 'நிறுவனர் & தலைமை நிர்வாக அதிகாரி',
  'Dilan spent twelve years in vehicle import and leasing before founding CarMarket in 2015 to bring the honesty of a good dealer online.':
    'ஒரு நல்ல வியாபாரியின் நேர்மையை இணையத்திற்குக் கொண்டுவர 2015-இல் CarMarket-ஐ நிறுவும் முன், டிலான் பன்னிரண்டு ஆண்டுகள் வாகன இறக்குமதி மற்றும் லீசிங் துறையில் பணியாற்றினார்.',
  'Chief Operating Officer': 'தலைமை இயக்க அதிகாரி',
  'Shalini leads the review team that checks every ad, and the customer support desk that answers buyers and sellers around the clock.':
    'ஒவ்வொரு விளம்பரத்தையும் சரிபார்க்கும் மதிப்பாய்வுக் குழுவையும், வாங்குபவர்களுக்கும் விற்பனையாளர்களுக்கும் இரவு பகலாகப் பதிலளிக்கும் வாடிக்கையாளர் உதவி மையத்தையும் ஷாலினி வழிநடத்துகிறார்.',
  'Chief Technology Officer': 'தலைமைத் தொழில்நுட்ப அதிகாரி',
  'Arjun builds the search, finance tools and security behind CarMarket, and believes a fast site on a slow connection is a feature.':
    'CarMarket-இன் தேடல், நிதிக் கருவிகள், பாதுகாப்பு ஆகியவற்றை அர்ஜுன் உருவாக்குகிறார்; மெதுவான இணைப்பிலும் வேகமாக இயங்கும் தளமே ஒரு சிறப்பம்சம் என்பது அவரது நம்பிக்கை.',
  'Portrait of {name}, {role}': '{name}, {role} அவர்களின் உருவப்படம்',
  'Our Mission': 'எங்கள் இலக்கு',
  'To make buying and selling a used car in Sri Lanka simple, fair and safe: honest listings checked by people, clear prices, and finance you can understand before you sign.':
    'இலங்கையில் பயன்படுத்திய கார் வாங்குவதையும் விற்பதையும் எளிமையாகவும், நியாயமாகவும், பாதுகாப்பாகவும் ஆக்குவது: மனிதர்களால் சரிபார்க்கப்பட்ட நேர்மையான விளம்பரங்கள், தெளிவான விலைகள், கையொப்பமிடும் முன் நீங்கள் புரிந்துகொள்ளக்கூடிய நிதி வசதி.',
  'Our Vision': 'எங்கள் தொலைநோக்கு',
  'A country where every driver can find the right car with confidence, and every seller reaches serious buyers in days, not weeks, wherever they live.':
    'ஒவ்வொரு ஓட்டுநரும் சரியான காரை நம்பிக்கையுடன் கண்டறியக்கூடிய, ஒவ்வொரு விற்பனையாளரும் எங்கு வாழ்ந்தாலும் வாரங்களில் அல்ல, நாட்களிலேயே தீவிர வாங்குபவர்களைச் சென்றடையக்கூடிய ஒரு நாடு.',
  'Trust & Transparency': 'நம்பிக்கை & வெளிப்படைத்தன்மை',
  'Every ad is reviewed, every price is shown up front, and we explain how finance works before you commit.':
    'ஒவ்வொரு விளம்பரமும் மதிப்பாய்வு செய்யப்படுகிறது, ஒவ்வொரு விலையும் முன்கூட்டியே காட்டப்படுகிறது, நீங்கள் உறுதியளிக்கும் முன் நிதி வசதி எப்படிச் செயல்படுகிறது என்பதை விளக்குகிறோம்.',
  'Customer First': 'வாடிக்கையாளருக்கு முதலிடம்',
  'We measure ourselves by how our buyers and sellers feel after the deal, and we answer every message.':
    'ஒப்பந்தத்திற்குப் பின் எங்கள் வாங்குபவர்களும் விற்பனையாளர்களும் எப்படி உணர்கிறார்கள் என்பதைக் கொண்டே எங்களை அளவிடுகிறோம்; ஒவ்வொரு செய்திக்கும் பதிலளிக்கிறோம்.',
  'Continuous Innovation': 'தொடர்ச்சியான புத்தாக்கம்',
  'We keep improving search, selling and finance so that finding the right car takes minutes, not weekends.':
    'சரியான காரைக் கண்டறிய வார இறுதிகள் அல்ல, சில நிமிடங்களே ஆகும்படி தேடல், விற்பனை, நிதி வசதி ஆகியவற்றைத் தொடர்ந்து மேம்படுத்துகிறோம்.',
  'Map: the CarMarket office on Galle Road, Colombo 03, between Marine Drive by the sea and Duplication Road':
    'வரைபடம்: கடலோர மரைன் டிரைவுக்கும் டுப்ளிகேஷன் வீதிக்கும் இடையில், கொழும்பு 03, காலி வீதியில் உள்ள CarMarket அலுவலகம்',
  'Indian Ocean': 'இந்தியப் பெருங்கடல்',
  'Marine Drive': 'மரைன் டிரைவ்',
  'Galle Road': 'காலி வீதி',
  'Duplication Road': 'டுப்ளிகேஷன் வீதி',
  'CarMarket office': 'CarMarket அலுவலகம்',
  'Open in Google Maps': 'Google Maps-இல் திறக்கவும்',
  '(opens in a new tab)': '(புதிய தாவலில் திறக்கும்)',
  'Full name': 'முழுப் பெயர்',
  Email: 'மின்னஞ்சல்',
  Phone: 'தொலைபேசி எண்',
  Subject: 'தலைப்பு',
  Message: 'செய்தி',
  'How can we help?': 'நாங்கள் எப்படி உதவலாம்?',
  'Sending…': 'அனுப்புகிறது…',
  'Send Message': 'செய்தி அனுப்புங்கள்',
  'Monday to Friday': 'திங்கள் முதல் வெள்ளி வரை',
  '8.30 am – 6.00 pm': 'காலை 8.30 – மாலை 6.00',
  Saturday: 'சனிக்கிழமை',
  '9.00 am – 2.00 pm': 'காலை 9.00 – பிற்பகல் 2.00',
  'Sunday and public holidays': 'ஞாயிறு மற்றும் பொது விடுமுறை நாட்கள்',
  Closed: 'மூடப்பட்டிருக்கும்',
  'Visit us': 'எங்களை நேரில் சந்திக்க',
  'Call us': 'எங்களை அழையுங்கள்',
  'Email us': 'எங்களுக்கு மின்னஞ்சல் அனுப்புங்கள்',
  'Opening hours': 'திறந்திருக்கும் நேரம்',
  'How soon will you reply?': 'எவ்வளவு விரைவில் பதிலளிப்பீர்கள்?',
  'We answer every message within one business day. For anything urgent about a car you are about to buy, call us during opening hours.':
    'ஒவ்வொரு செய்திக்கும் ஒரு வேலை நாளுக்குள் பதிலளிக்கிறோம். நீங்கள் வாங்கப்போகும் கார் பற்றி அவசரமாக ஏதேனும் இருந்தால், திறந்திருக்கும் நேரத்தில் எங்களை அழையுங்கள்.',
  'How do I report a suspicious ad?': 'சந்தேகத்திற்குரிய விளம்பரத்தை எப்படிப் புகாரளிப்பது?',
  'Send us a message with the link to the ad and what worried you. Our team checks it the same day and removes ads that break our rules.':
    'விளம்பரத்தின் இணைப்பையும் உங்களைக் கவலைப்படுத்தியதையும் குறிப்பிட்டு எங்களுக்குச் செய்தி அனுப்புங்கள். எங்கள் குழு அதே நாளில் சரிபார்த்து, எங்கள் விதிகளை மீறும் விளம்பரங்களை நீக்குகிறது.',
  'How do I change or remove my ad?': 'என் விளம்பரத்தை எப்படி மாற்றுவது அல்லது நீக்குவது?',
  'Sign in and open My Listings in your account. From there you can mark a car as sold or delete the ad at any time.':
    'உள்நுழைந்து உங்கள் கணக்கில் “எனது விளம்பரங்கள்” பகுதியைத் திறவுங்கள். அங்கிருந்து எந்த நேரத்திலும் காரை விற்கப்பட்டதாகக் குறிக்கலாம் அல்லது விளம்பரத்தை நீக்கலாம்.',
  'How do I delete my account?': 'என் கணக்கை எப்படி நீக்குவது?',
  'Write to {email} or send this form with the subject {subject}. We delete the account and its data within 30 days.':
    '{email} என்ற முகவரிக்கு எழுதுங்கள், அல்லது “{subject}” என்ற தலைப்புடன் இந்தப் படிவத்தை அனுப்புங்கள். 30 நாட்களுக்குள் கணக்கையும் அதன் தரவையும் நீக்குவோம்.',
  'Choose city: {city}': 'நகரத்தைத் தேர்ந்தெடுங்கள்: {city}',
  Cities: 'நகரங்கள்',
} satisfies Catalog;
