import type { Catalog } from '@carmarket/shared/i18n/translate';

/** The API's mail. */
export default {
  // The layout: footer, unsubscribe lines, the link under the button, times.
  'CarMarket, used cars in Sri Lanka': 'CarMarket, இலங்கையில் பயன்படுத்திய கார்கள்',
  'Or open this link:': 'அல்லது இந்த இணைப்பைத் திறக்கவும்:',
  'E-mail preferences': 'மின்னஞ்சல் விருப்பங்கள்',
  '{link} or choose your e-mails: {url}':
    '{link}, அல்லது நீங்கள் பெறும் மின்னஞ்சல்களைத் தேர்ந்தெடுக்கவும்: {url}',
  'This is an e-mail notice from CarMarket.': 'இது CarMarket அனுப்பும் மின்னஞ்சல் அறிவிப்பு.',
  'This is one of your offer e-mails.': 'இது உங்கள் விலை முன்மொழிவு மின்னஞ்சல்களில் ஒன்று.',
  'Unsubscribe from offer e-mails': 'விலை முன்மொழிவு மின்னஞ்சல்களை நிறுத்துங்கள்',
  'This is one of your ad update e-mails.': 'இது உங்கள் விளம்பர நிலை மின்னஞ்சல்களில் ஒன்று.',
  'Unsubscribe from ad update e-mails': 'விளம்பரப் புதுப்பிப்பு மின்னஞ்சல்களை நிறுத்துங்கள்',
  'This is one of your saved-search alerts.': 'இது உங்கள் சேமித்த தேடல் அறிவிப்புகளில் ஒன்று.',
  'Unsubscribe from saved-search alerts': 'சேமித்த தேடல் எச்சரிக்கைகளை நிறுத்துங்கள்',
  'This is one of your reminder e-mails.': 'இது உங்கள் நினைவூட்டல் மின்னஞ்சல்களில் ஒன்று.',
  'Unsubscribe from reminder e-mails': 'நினைவூட்டல் மின்னஞ்சல்களை நிறுத்துங்கள்',
  '{time} (Sri Lanka time)': '{time} (இலங்கை நேரம்)',

  // E-mail address confirmation and changes (decision 103).
  'Confirm your e-mail address for CarMarket':
    'CarMarket-க்கான உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்துங்கள்',
  'Confirm your e-mail address': 'உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்துங்கள்',
  'Hello {name}, please confirm that this address is yours. Until you do, CarMarket sends it no notices about ads, offers or saved searches.':
    'வணக்கம் {name}, இந்த முகவரி உங்களுடையது என்பதைத் தயவுசெய்து உறுதிப்படுத்துங்கள். நீங்கள் உறுதிப்படுத்தும் வரை, விளம்பரங்கள், விலை முன்மொழிவுகள் அல்லது சேமித்த தேடல்கள் பற்றிய எந்த அறிவிப்பையும் CarMarket இந்த முகவரிக்கு அனுப்பாது.',
  'The button below opens a page where you confirm. It works once, for 24 hours; after that, ask for a new link in your account.':
    'கீழே உள்ள பொத்தான் நீங்கள் உறுதிப்படுத்தும் பக்கத்தைத் திறக்கும். இது ஒரு முறை மட்டும், 24 மணி நேரத்திற்குள் செயல்படும்; அதன் பிறகு உங்கள் கணக்கில் புதிய இணைப்பைக் கேளுங்கள்.',
  'Confirm my e-mail': 'எனது மின்னஞ்சலை உறுதிப்படுத்துக',
  'If you did not create a CarMarket account, you can ignore this e-mail: nothing more is sent to this address unless the link is opened.':
    'நீங்கள் CarMarket கணக்கை உருவாக்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம்: இணைப்பு திறக்கப்படாவிட்டால் இந்த முகவரிக்கு வேறு எதுவும் அனுப்பப்படாது.',
  'Confirm your new e-mail address for CarMarket':
    'CarMarket-க்கான உங்கள் புதிய மின்னஞ்சல் முகவரியை உறுதிப்படுத்துங்கள்',
  'Confirm your new e-mail address': 'உங்கள் புதிய மின்னஞ்சல் முகவரியை உறுதிப்படுத்துங்கள்',
  'Hello {name}, you asked to use this address for your CarMarket account. It becomes your sign-in address when you confirm it, and your other signed-in devices are signed out.':
    'வணக்கம் {name}, உங்கள் CarMarket கணக்கிற்கு இந்த முகவரியைப் பயன்படுத்தக் கேட்டீர்கள். நீங்கள் உறுதிப்படுத்தியதும் இது நீங்கள் உள்நுழையும் முகவரியாகும், உள்நுழைந்துள்ள உங்கள் மற்ற சாதனங்கள் வெளியேற்றப்படும்.',
  'The button below opens a page where you confirm. It works once, for 24 hours.':
    'கீழே உள்ள பொத்தான் நீங்கள் உறுதிப்படுத்தும் பக்கத்தைத் திறக்கும். இது ஒரு முறை மட்டும், 24 மணி நேரத்திற்குள் செயல்படும்.',
  'Confirm my new e-mail': 'என் புதிய மின்னஞ்சலை உறுதிப்படுத்து',
  'If you did not ask for this, you can ignore this e-mail: the account keeps its current address.':
    'நீங்கள் இதைக் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம்: கணக்கு அதன் தற்போதைய முகவரியையே வைத்திருக்கும்.',
  'Your CarMarket e-mail address is being changed': 'உங்கள் CarMarket மின்னஞ்சல் முகவரி மாற்றப்படுகிறது',
  'Your e-mail address is being changed': 'உங்கள் மின்னஞ்சல் முகவரி மாற்றப்படுகிறது',
  'Hello {name}, someone signed in to your CarMarket account asked to change its e-mail address to {email}. The change happens when that address is confirmed.':
    'வணக்கம் {name}, உங்கள் CarMarket கணக்கில் உள்நுழைந்த ஒருவர் அதன் மின்னஞ்சல் முகவரியை {email} என மாற்றக் கேட்டுள்ளார். அந்த முகவரி உறுதிப்படுத்தப்படும்போது மாற்றம் நிகழும்.',
  'If that was you, there is nothing more to do. If it was not, press the button below: it keeps or puts back this address, cancels the change and signs out every device. Then choose a new password. The button works once, for 7 days.':
    'அது நீங்கள் என்றால், வேறு எதுவும் செய்ய வேண்டியதில்லை. இல்லையென்றால், கீழே உள்ள பொத்தானை அழுத்துங்கள்: அது இந்த முகவரியை வைத்திருக்கும் அல்லது மீண்டும் அமைக்கும், மாற்றத்தை ரத்து செய்யும், எல்லா சாதனங்களையும் வெளியேற்றும். பின்னர் புதிய கடவுச்சொல்லைத் தேர்ந்தெடுங்கள். பொத்தான் ஒரு முறை மட்டும், 7 நாட்களுக்குள் செயல்படும்.',
  'New address': 'புதிய முகவரி',
  'Undo the change': 'மாற்றத்தைத் திரும்பப் பெறுங்கள்',
  'Someone tried to register with your e-mail address':
    'உங்கள் மின்னஞ்சல் முகவரியுடன் ஒருவர் பதிவு செய்ய முயன்றார்',
  'You already have a CarMarket account': 'உங்களிடம் ஏற்கனவே CarMarket கணக்கு உள்ளது',
  'Hello {name}, someone just tried to create a CarMarket account with this e-mail address. It already belongs to your account, so nothing was created and nothing changed.':
    'வணக்கம் {name}, இந்த மின்னஞ்சல் முகவரியுடன் ஒருவர் இப்போது CarMarket கணக்கை உருவாக்க முயன்றார். அது ஏற்கனவே உங்கள் கணக்கிற்குச் சொந்தமானது, எனவே எதுவும் உருவாக்கப்படவில்லை, எதுவும் மாறவில்லை.',
  'If that was you, sign in with your password, or choose a new one if you have forgotten it.':
    'அது நீங்கள் என்றால், உங்கள் கடவுச்சொல்லுடன் உள்நுழையுங்கள், அல்லது அதை மறந்துவிட்டால் புதிய கடவுச்சொல்லைத் தேர்ந்தெடுங்கள்.',
  'Sign in': 'உள்நுழைக',
  'Choose a new password': 'புதிய கடவுச்சொல்லைத் தேர்ந்தெடுங்கள்',
  'If it was not you, you can ignore this e-mail: your account is as it was.':
    'அது நீங்கள் இல்லையென்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம்: உங்கள் கணக்கு முன்பு இருந்தபடியே உள்ளது.',

  // Password reset.
  'Choose a new CarMarket password': 'புதிய CarMarket கடவுச்சொல்லைத் தேர்ந்தெடுங்கள்',
  'Hello {name}, someone asked to reset the password of the CarMarket account that uses this e-mail address.':
    'வணக்கம் {name}, இந்த மின்னஞ்சல் முகவரியைப் பயன்படுத்தும் CarMarket கணக்கின் கடவுச்சொல்லை மீட்டமைக்க ஒருவர் கேட்டுள்ளார்.',
  'The button below opens a page where you choose a new password. It works once, for 30 minutes; after that, ask for a new link on the sign-in page.':
    'கீழே உள்ள பொத்தான் நீங்கள் புதிய கடவுச்சொல்லைத் தேர்ந்தெடுக்கும் பக்கத்தைத் திறக்கும். இது ஒரு முறை மட்டும், 30 நிமிடங்களுக்குள் செயல்படும்; அதன் பிறகு உள்நுழைவுப் பக்கத்தில் புதிய இணைப்பைக் கேளுங்கள்.',
  'If you did not ask for this, you can ignore this e-mail: your password stays as it is.':
    'நீங்கள் இதைக் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம்: உங்கள் கடவுச்சொல் மாறாமல் இருக்கும்.',
  'Your CarMarket password was changed': 'உங்கள் CarMarket கடவுச்சொல் மாற்றப்பட்டது',
  'Your password was changed': 'உங்கள் கடவுச்சொல் மாற்றப்பட்டது',
  'Hello {name}, the password of your CarMarket account was just changed with a reset link, and every device signed in to it was signed out.':
    'வணக்கம் {name}, மீட்டமைப்பு இணைப்பின் மூலம் உங்கள் CarMarket கணக்கின் கடவுச்சொல் இப்போது மாற்றப்பட்டது, அதில் உள்நுழைந்திருந்த எல்லா சாதனங்களும் வெளியேற்றப்பட்டன.',
  'If that was you, there is nothing more to do. If it was not, ask for a new reset link at once to take the account back, and tell us through the contact page.':
    'அது நீங்கள் என்றால், வேறு எதுவும் செய்ய வேண்டியதில்லை. இல்லையென்றால், கணக்கைத் திரும்பப் பெற உடனே புதிய மீட்டமைப்பு இணைப்பைக் கேட்டு, தொடர்புப் பக்கத்தின் மூலம் எங்களுக்குத் தெரிவியுங்கள்.',
  'Ask for a new reset link': 'புதிய மீட்டமைப்பு இணைப்பைக் கேளுங்கள்',
  'Changed at': 'மாற்றப்பட்ட நேரம்',

  // Expiry reminders.
  'Your ad expires on {date}: {title}': 'உங்கள் விளம்பரம் {date} அன்று காலாவதியாகும்: {title}',
  'Your ad expires soon': 'உங்கள் விளம்பரம் விரைவில் காலாவதியாகும்',
  'Hello {name}, your ad “{title}” stops showing to buyers on {date}.':
    'வணக்கம் {name}, உங்கள் “{title}” விளம்பரம் {date} முதல் வாங்குபவர்களுக்குக் காட்டப்படாது.',
  'Still for sale? Renew it with one tap: it stays live for another full period, with no new review. Sold it already? Mark it as sold so buyers stop calling.':
    'இன்னும் விற்பனைக்கு உள்ளதா? ஒரே தட்டலில் புதுப்பியுங்கள்: புதிய மதிப்பாய்வு இல்லாமல் இன்னொரு முழுக் காலம் நேரலையில் இருக்கும். ஏற்கனவே விற்றுவிட்டீர்களா? வாங்குபவர்கள் அழைப்பதை நிறுத்த, விற்கப்பட்டதாகக் குறிக்கவும்.',
  Expires: 'காலாவதியாகும் நாள்',
  'Renew my ad': 'என் விளம்பரத்தைப் புதுப்பி',
  'Mark as sold': 'விற்கப்பட்டதாகக் குறிக்கவும்',
  'These links work for 7 days. You can also renew or mark it sold in My Listings: {url}':
    'இந்த இணைப்புகள் 7 நாட்களுக்குச் செயல்படும். என் விளம்பரங்கள் பக்கத்திலும் அதைப் புதுப்பிக்கலாம் அல்லது விற்கப்பட்டதாகக் குறிக்கலாம்: {url}',

  // The weekly availability check (issue 37).
  'Is your {title} still available?': 'உங்கள் {title} இன்னும் விற்பனைக்கு உள்ளதா?',
  'Is your car still available?': 'உங்கள் வாகனம் இன்னும் விற்பனைக்கு உள்ளதா?',
  'Hello {name}, buyers trust ads their sellers have confirmed. Is your “{title}” still for sale?':
    'வணக்கம் {name}, விற்பவர்கள் உறுதிசெய்த விளம்பரங்களை வாங்குபவர்கள் நம்புகிறார்கள். உங்கள் “{title}” இன்னும் விற்பனைக்கு உள்ளதா?',
  'One tap answers: the ad then shows buyers it was confirmed available. Sold it? Tell us, and what it sold for if you like. Price changed? Set the new price: {url}':
    'ஒரே தட்டலில் பதிலளியுங்கள்: அதன் பின் விளம்பரம் இன்னும் கிடைப்பதாக உறுதிசெய்யப்பட்டது என வாங்குபவர்களுக்குக் காட்டும். விற்றுவிட்டீர்களா? எங்களிடம் சொல்லுங்கள், விரும்பினால் விற்ற விலையையும். விலை மாறியதா? புதிய விலையை அமையுங்கள்: {url}',
  'Still available': 'இன்னும் உள்ளது',
  'It is sold': 'விற்கப்பட்டது',
  'These links work for 7 days. If two of these e-mails in a row go unanswered, we pause the ad until you resume it in My Listings: {url}':
    'இந்த இணைப்புகள் 7 நாட்களுக்குச் செயல்படும். இத்தகைய இரண்டு மின்னஞ்சல்களுக்குத் தொடர்ந்து பதில் இல்லையெனில், என் விளம்பரங்கள் பக்கத்தில் நீங்கள் மீண்டும் தொடங்கும் வரை விளம்பரத்தை இடைநிறுத்துவோம்: {url}',

  // Staff replies to a contact message or a pre-order.
  'Hello {name},': 'வணக்கம் {name},',
  'Hello,': 'வணக்கம்,',
  'On {time} you wrote:': '{time} அன்று நீங்கள் எழுதியது:',
  'You are receiving this because you wrote to CarMarket. Reply to this e-mail to answer us.':
    'நீங்கள் CarMarket-க்கு எழுதியதால் இது உங்களுக்கு வருகிறது. எங்களுக்குப் பதிலளிக்க இந்த மின்னஞ்சலுக்குப் பதில் அனுப்புங்கள்.',

  // Notices to sellers and buyers.
  'You get this e-mail because you sell on CarMarket.':
    'நீங்கள் CarMarket-இல் விற்பனை செய்வதால் இந்த மின்னஞ்சல் உங்களுக்கு வருகிறது.',
  'You get this e-mail because you made an offer on CarMarket.':
    'நீங்கள் CarMarket-இல் விலை முன்மொழிவு செய்ததால் இந்த மின்னஞ்சல் உங்களுக்கு வருகிறது.',
  'Message from a buyer (CarMarket never asks for bank details)':
    'வாங்குபவரின் செய்தி (CarMarket ஒருபோதும் வங்கி விவரங்களைக் கேட்பதில்லை)',
  'Your ad is live: {title}': 'உங்கள் விளம்பரம் நேரலையில் உள்ளது: {title}',
  'Your ad is live': 'உங்கள் விளம்பரம் நேரலையில் உள்ளது',
  'Hello {name}, our team checked your ad “{title}” and it is now live. Buyers can find it in search and contact you.':
    'வணக்கம் {name}, எங்கள் குழு உங்கள் “{title}” விளம்பரத்தைச் சரிபார்த்தது, அது இப்போது நேரலையில் உள்ளது. வாங்குபவர்கள் தேடலில் அதைக் கண்டு உங்களைத் தொடர்பு கொள்ளலாம்.',
  Price: 'விலை',
  'Live until': 'நேரலையில் இருக்கும் கடைசி நாள்',
  'See your ad': 'உங்கள் விளம்பரத்தைப் பாருங்கள்',
  'Your ad needs changes: {title}': 'உங்கள் விளம்பரத்தில் மாற்றங்கள் தேவை: {title}',
  'Your ad was not approved': 'உங்கள் விளம்பரம் அங்கீகரிக்கப்படவில்லை',
  'Hello {name}, our team could not approve your ad “{title}” as it is.':
    'வணக்கம் {name}, உங்கள் “{title}” விளம்பரத்தை இப்போதுள்ளபடி எங்கள் குழுவால் அங்கீகரிக்க முடியவில்லை.',
  'You can post it again with the change, or reply to this e-mail if something is unclear.':
    'மாற்றத்துடன் அதை மீண்டும் இடலாம், அல்லது ஏதாவது தெளிவில்லை என்றால் இந்த மின்னஞ்சலுக்குப் பதில் அனுப்புங்கள்.',
  Reason: 'காரணம்',
  'No reason was given.': 'காரணம் எதுவும் கொடுக்கப்படவில்லை.',
  'Open My Listings': 'என் விளம்பரங்களைத் திறக்கவும்',
  'Please update your ad: {title}': 'தயவுசெய்து உங்கள் விளம்பரத்தைப் புதுப்பியுங்கள்: {title}',
  'Please update your ad': 'தயவுசெய்து உங்கள் விளம்பரத்தைப் புதுப்பியுங்கள்',
  'Hello {name}, buyers reported your ad “{title}” and our team checked it. It can stay on CarMarket, but please make the change below.':
    'வணக்கம் {name}, வாங்குபவர்கள் உங்கள் “{title}” விளம்பரம் பற்றிப் புகாரளித்தனர், எங்கள் குழு அதைச் சரிபார்த்தது. அது CarMarket-இல் தொடர்ந்து இருக்கலாம், ஆனால் தயவுசெய்து கீழே உள்ள மாற்றத்தைச் செய்யுங்கள்.',
  'Edit the ad from My Listings, or reply to this e-mail if something is unclear.':
    'என் விளம்பரங்கள் பக்கத்திலிருந்து விளம்பரத்தைத் திருத்துங்கள், அல்லது ஏதாவது தெளிவில்லை என்றால் இந்த மின்னஞ்சலுக்குப் பதில் அனுப்புங்கள்.',
  'From our team': 'எங்கள் குழுவிடமிருந்து',
  'a buyer': 'ஒரு வாங்குபவர்',
  'New offer of {amount} for {title}': '{title}-க்கு {amount} புதிய விலை முன்மொழிவு',
  'You have a new offer': 'உங்களுக்குப் புதிய விலை முன்மொழிவு வந்துள்ளது',
  'Hello {name}, {buyer} offered {amount} for your “{title}”, listed at {price}.':
    'வணக்கம் {name}, {price} விலையில் இடப்பட்ட உங்கள் “{title}”-க்கு {buyer} {amount} விலை முன்மொழிந்துள்ளார்.',
  'Accept or decline it in your offers inbox; the buyer is told either way.':
    'உங்கள் விலை முன்மொழிவுகள் பக்கத்தில் அதை ஏற்கவும் அல்லது நிராகரிக்கவும்; எதுவானாலும் வாங்குபவருக்குத் தெரிவிக்கப்படும்.',
  Offer: 'விலை முன்மொழிவு',
  'Open your offers': 'உங்கள் விலை முன்மொழிவுகளைத் திறக்கவும்',
  '{count, plural, one {# more offer} other {# more offers}} on your ads':
    'உங்கள் விளம்பரங்களுக்கு {count, plural, one {மேலும் # விலை முன்மொழிவு} other {மேலும் # விலை முன்மொழிவுகள்}}',
  'Hello {name}, buyers made {count, plural, one {# offer} other {# offers}} on your ads that we did not send you one by one. We send at most {max} offer e-mails an hour and put the rest together in one, like this.':
    'வணக்கம் {name}, வாங்குபவர்கள் உங்கள் விளம்பரங்களுக்கு {count, plural, one {# விலை முன்மொழிவு} other {# விலை முன்மொழிவுகள்}} செய்துள்ளனர்; அவற்றை நாங்கள் ஒவ்வொன்றாக அனுப்பவில்லை. ஒரு மணி நேரத்தில் அதிகபட்சம் {max} விலை முன்மொழிவு மின்னஞ்சல்களை அனுப்பி, மீதியை இதுபோல் ஒரே மின்னஞ்சலில் சேர்த்து அனுப்புகிறோம்.',
  'Read them and accept or decline each in your offers inbox.':
    'உங்கள் விலை முன்மொழிவுகள் பக்கத்தில் அவற்றைப் படித்து, ஒவ்வொன்றையும் ஏற்கவும் அல்லது நிராகரிக்கவும்.',
  '{count, plural, one {# offer} other {# offers}}':
    '{count, plural, one {# விலை முன்மொழிவு} other {# விலை முன்மொழிவுகள்}}',
  'Your offer was accepted: {title}': 'உங்கள் விலை முன்மொழிவு ஏற்கப்பட்டது: {title}',
  'Your offer was declined: {title}': 'உங்கள் விலை முன்மொழிவு நிராகரிக்கப்பட்டது: {title}',
  'Your offer was accepted': 'உங்கள் விலை முன்மொழிவு ஏற்கப்பட்டது',
  'Your offer was declined': 'உங்கள் விலை முன்மொழிவு நிராகரிக்கப்பட்டது',
  'Hello {name}, the seller accepted your offer of {amount} for “{title}”.':
    'வணக்கம் {name}, “{title}”-க்கு நீங்கள் முன்மொழிந்த {amount} விலையை விற்பனையாளர் ஏற்றுக்கொண்டார்.',
  'Contact the seller from the ad to arrange a viewing. Inspect the car and its papers before you pay anything, and never pay an advance to hold it.':
    'காரைப் பார்வையிட ஏற்பாடு செய்ய, விளம்பரத்திலிருந்து விற்பனையாளரைத் தொடர்பு கொள்ளுங்கள். எதையும் செலுத்தும் முன் காரையும் அதன் ஆவணங்களையும் சரிபாருங்கள்; காரை ஒதுக்கி வைக்க ஒருபோதும் முற்பணம் செலுத்தாதீர்கள்.',
  'Hello {name}, the seller declined your offer of {amount} for “{title}”.':
    'வணக்கம் {name}, “{title}”-க்கு நீங்கள் முன்மொழிந்த {amount} விலையை விற்பனையாளர் நிராகரித்தார்.',
  'The car may still be for sale: you can make a new offer from the ad.':
    'கார் இன்னும் விற்பனைக்கு இருக்கலாம்: விளம்பரத்திலிருந்து புதிய விலை முன்மொழிவு செய்யலாம்.',
  'See the car': 'காரைப் பாருங்கள்',
  'Your {tier} package is active': 'உங்கள் {tier} பேக்கேஜ் செயலில் உள்ளது',
  'Hello {name}, we confirmed your payment and switched your account to the {tier} package.':
    'வணக்கம் {name}, உங்கள் கட்டணத்தை உறுதிப்படுத்தி, உங்கள் கணக்கை {tier} பேக்கேஜுக்கு மாற்றியுள்ளோம்.',
  'Your next ads get its photos, placement and validity.':
    'உங்கள் அடுத்த விளம்பரங்களுக்கு அதன் புகைப்படங்கள், இடம் மற்றும் செல்லுபடிக் காலம் கிடைக்கும்.',
  'Active until': 'செயலில் இருக்கும் கடைசி நாள்',
  'See your package': 'உங்கள் பேக்கேஜைப் பாருங்கள்',

  // Saved-search alerts.
  "Today's {count, plural, one {# new car} other {# new cars}} for “{name}”":
    '“{name}”-க்கு இன்றைய {count, plural, one {# புதிய கார்} other {# புதிய கார்கள்}}',
  'New match for “{name}”: {title}': '“{name}”-க்குப் புதிய பொருத்தம்: {title}',
  '{count, plural, one {# new car} other {# new cars}} for “{name}”':
    '“{name}”-க்கு {count, plural, one {# புதிய கார்} other {# புதிய கார்கள்}}',
  '{count, plural, one {A new car matches your search} other {# new cars match your search}}':
    '{count, plural, one {ஒரு புதிய கார் உங்கள் தேடலுக்குப் பொருந்துகிறது} other {# புதிய கார்கள் உங்கள் தேடலுக்குப் பொருந்துகின்றன}}',
  'Hello {owner}, {count, plural, one {a car that matches your saved search “{name}” is} other {# cars that match your saved search “{name}” are}} now for sale.':
    'வணக்கம் {owner}, உங்கள் சேமித்த தேடல் “{name}”-க்குப் பொருந்தும் {count, plural, one {ஒரு கார்} other {# கார்கள்}} இப்போது விற்பனைக்கு உள்ளன.',
  'Here are the first {shown}; see them all from your saved searches.':
    'இங்கே முதல் {shown} உள்ளன; அனைத்தையும் உங்கள் சேமித்த தேடல்களில் பாருங்கள்.',
  'See your saved searches': 'உங்கள் சேமித்த தேடல்களைப் பாருங்கள்',
  'You get this e-mail because you saved the search “{name}” with a daily e-mail. Change how often, or stop it, in Saved Searches.':
    '“{name}” தேடலைத் தினசரி மின்னஞ்சலுடன் சேமித்ததால் இந்த மின்னஞ்சல் உங்களுக்கு வருகிறது. எவ்வளவு அடிக்கடி என்பதை மாற்ற அல்லது நிறுத்த, சேமித்த தேடல்கள் பக்கத்திற்குச் செல்லுங்கள்.',
  'You get this e-mail because you saved the search “{name}” with an e-mail for every new match. Change how often, or stop it, in Saved Searches.':
    '“{name}” தேடலை ஒவ்வொரு புதிய பொருத்தத்திற்கும் மின்னஞ்சலுடன் சேமித்ததால் இந்த மின்னஞ்சல் உங்களுக்கு வருகிறது. எவ்வளவு அடிக்கடி என்பதை மாற்ற அல்லது நிறுத்த, சேமித்த தேடல்கள் பக்கத்திற்குச் செல்லுங்கள்.',

  // The chat's unread-message notice (issue 35, decision 129).
  'You get this e-mail because someone wrote to you about a car on CarMarket.':
    'CarMarket இல் ஒரு கார் பற்றி ஒருவர் உங்களுக்கு எழுதியதால் இந்த மின்னஞ்சல் உங்களுக்கு வருகிறது.',
  'New message about your {car}': 'உங்கள் {car} பற்றி புதிய செய்தி',
  'New message about the {car}': '{car} பற்றி புதிய செய்தி',
  'You have a new message': 'உங்களுக்கு ஒரு புதிய செய்தி உள்ளது',
  'Hello {name}, a message about the {car} has been waiting for you for 15 minutes. Read it and answer on CarMarket.':
    'வணக்கம் {name}, {car} பற்றிய ஒரு செய்தி 15 நிமிடங்களாக உங்களுக்காகக் காத்திருக்கிறது. அதைப் படித்து CarMarket இல் பதில் அளியுங்கள்.',
  'Read the message': 'செய்தியைப் படியுங்கள்',
} satisfies Catalog;
