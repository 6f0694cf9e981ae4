import type { Catalog } from '@carmarket/shared/i18n/translate';

/** The API's messages. */
export default {
  'Please sign in to continue.': 'தொடர உள்நுழையவும்.',
  'We could not find what you were looking for.': 'நீங்கள் தேடியதைக் கண்டுபிடிக்க முடியவில்லை.',
  '{seconds, plural, one {# second} other {# seconds}}':
    '{seconds, plural, one {# வினாடி} other {# வினாடிகள்}}',
  '{minutes, plural, one {# minute} other {# minutes}}':
    '{minutes, plural, one {# நிமிடம்} other {# நிமிடங்கள்}}',
  '{hours, plural, one {# hour} other {# hours}}':
    '{hours, plural, one {# மணி நேரம்} other {# மணி நேரம்}}',
  'This form must be sent as multipart/form-data.':
    'இந்தப் படிவம் multipart/form-data ஆக அனுப்பப்பட வேண்டும்.',
  'The form has more parts than expected.': 'படிவத்தில் எதிர்பார்த்ததை விட அதிகப் பகுதிகள் உள்ளன.',
  '{file} is larger than {size}.': '{file} {size}-ஐ விடப் பெரியது.',
  'The file': 'கோப்பு',
  'The form could not be read. Please try again.': 'படிவத்தைப் படிக்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
  'The ad is not valid.': 'விளம்பரம் செல்லாது.',
  '{file} is not a JPEG, PNG or WebP image.': '{file} ஒரு JPEG, PNG அல்லது WebP படம் அல்ல.',
  '{file} is not a JPEG image.': '{file} JPEG படம் அல்ல.',
  '{file} is not an MP4, WebM or QuickTime video.': '{file} MP4, WebM அல்லது QuickTime வீடியோ அல்ல.',
  '{file} could not be read: it may be damaged or cut short. Please choose another file.':
    '{file} படிக்க முடியவில்லை: அது சேதமடைந்திருக்கலாம் அல்லது முழுமையற்றதாக இருக்கலாம். வேறு கோப்பைத் தேர்ந்தெடுக்கவும்.',
  '{file} could not be checked: its file structure is too complex. Please save it again with your phone or video app, or choose another file.':
    '{file} சரிபார்க்க முடியவில்லை: அதன் கோப்பு அமைப்பு மிகச் சிக்கலானது. உங்கள் தொலைபேசி அல்லது வீடியோ செயலியில் அதை மீண்டும் சேமிக்கவும், அல்லது வேறு கோப்பைத் தேர்ந்தெடுக்கவும்.',
  '{file} has too many pixels (at most {megapixels} megapixels).':
    '{file} இல் பிக்சல்கள் அதிகம் (அதிகபட்சம் {megapixels} மெகாபிக்சல்கள்).',
  'The ad must be sent as multipart/form-data.': 'விளம்பரம் multipart/form-data ஆக அனுப்பப்பட வேண்டும்.',
  'The upload is larger than 451 MB in all. Please send fewer or smaller files.':
    'பதிவேற்றம் மொத்தமாக 451 MB-ஐ விடப் பெரியது. குறைவான அல்லது சிறிய கோப்புகளை அனுப்பவும்.',
  'The form has more parts than an ad can have.':
    'ஒரு விளம்பரத்தில் இருக்கக்கூடியதை விட அதிகப் பகுதிகள் படிவத்தில் உள்ளன.',
  'The upload was interrupted or could not be read. Please try again.':
    'பதிவேற்றம் தடைபட்டது அல்லது படிக்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
  'The {field} field is too long.': '{field} புலம் மிக நீளமானது.',
  '{field} was sent twice. Please send each file once.':
    '{field} இரண்டு முறை அனுப்பப்பட்டது. ஒவ்வொரு கோப்பையும் ஒரு முறை அனுப்பவும்.',
  'Your {package} package allows up to {count} photos per ad. Please remove some.':
    'உங்கள் {package} பேக்கேஜ் ஒரு விளம்பரத்திற்கு {count} புகைப்படங்கள் வரை அனுமதிக்கிறது. சிலவற்றை நீக்கவும்.',
  'A 360° view is not included in the {package} package. Choose Featured or VIP to add one.':
    '{package} பேக்கேஜில் 360° காட்சி சேர்க்கப்படவில்லை. அதைச் சேர்க்க சிறப்பு அல்லது VIP ஐத் தேர்ந்தெடுக்கவும்.',
  'A video is not included in the {package} package. Choose Featured or VIP to add one.':
    '{package} பேக்கேஜில் வீடியோ சேர்க்கப்படவில்லை. அதைச் சேர்க்க சிறப்பு அல்லது VIP ஐத் தேர்ந்தெடுக்கவும்.',
  'The 360° view ({name})': '360° காட்சி ({name})',
  'The video ({name})': 'வீடியோ ({name})',
  '{field} ({name})': '{field} ({name})',
  'Thank you. We sent a message to your e-mail address. You can sign in now.':
    'நன்றி. உங்கள் மின்னஞ்சல் முகவரிக்கு ஒரு செய்தியை அனுப்பியுள்ளோம். இப்போது உள்நுழையலாம்.',
  'Invalid email or password': 'தவறான மின்னஞ்சல் அல்லது கடவுச்சொல்',
  'Your session has ended. Please sign in again.': 'உங்கள் அமர்வு முடிந்தது. மீண்டும் உள்நுழையவும்.',
  'Your session has expired. Please sign in again.': 'உங்கள் அமர்வு காலாவதியானது. மீண்டும் உள்நுழையவும்.',
  'This sign-in was used from somewhere else, so we ended it to keep your account safe. Please sign in again.':
    'இந்த உள்நுழைவு வேறோர் இடத்திலிருந்து பயன்படுத்தப்பட்டதால், உங்கள் கணக்கைப் பாதுகாக்க அதை முடித்தோம். மீண்டும் உள்நுழையவும்.',
  'This request came from another website, so we refused it. Please sign in on CarMarket itself.':
    'இந்தக் கோரிக்கை வேறொரு இணையதளத்திலிருந்து வந்ததால் அதை மறுத்தோம். CarMarket இலேயே உள்நுழையவும்.',
  'Your current password is not correct': 'உங்கள் தற்போதைய கடவுச்சொல் சரியில்லை',
  'Your new password must be different from the current one':
    'உங்கள் புதிய கடவுச்சொல் தற்போதையதிலிருந்து வேறுபட்டதாக இருக்க வேண்டும்',
  'Too many failed sign-in attempts. Please try again in {wait}.':
    'தோல்வியடைந்த உள்நுழைவு முயற்சிகள் அதிகம். {wait} கழித்து மீண்டும் முயற்சிக்கவும்.',
  'Too many wrong passwords. Please try again in {wait}.':
    'தவறான கடவுச்சொற்கள் அதிகம். {wait} கழித்து மீண்டும் முயற்சிக்கவும்.',
  'Too many requests. Please try again in {wait}.':
    'கோரிக்கைகள் அதிகம். {wait} கழித்து மீண்டும் முயற்சிக்கவும்.',
  'Thank you for your message. We will get back to you within one business day.':
    'உங்கள் செய்திக்கு நன்றி. ஒரு வேலை நாளுக்குள் உங்களைத் தொடர்பு கொள்வோம்.',
  'Thank you! Your pre-order request is in. We will e-mail you when we find a match.':
    'நன்றி! உங்கள் முன்பதிவுக் கோரிக்கை பெறப்பட்டது. பொருத்தமான கார் கிடைத்ததும் உங்களுக்கு மின்னஞ்சல் அனுப்புவோம்.',
  'Your offer has been sent to the seller.': 'உங்கள் விலை முன்மொழிவு விற்பனையாளருக்கு அனுப்பப்பட்டது.',
  'You cannot make an offer on your own ad.':
    'உங்கள் சொந்த விளம்பரத்திற்கு விலை முன்மொழிவு செய்ய முடியாது.',
  'Your photo': 'உங்கள் புகைப்படம்',
  'The profile is not valid.': 'சுயவிவரம் செல்லாது.',
  'We could not find this car. It may have been sold, or the ad is no longer live.':
    'இந்தக் காரைக் கண்டுபிடிக்க முடியவில்லை. அது விற்கப்பட்டிருக்கலாம், அல்லது விளம்பரம் இனி நேரலையில் இல்லை.',
  'The request body is empty.': 'கோரிக்கையின் உள்ளடக்கம் காலியாக உள்ளது.',
  'The request body is not valid JSON.': 'கோரிக்கையின் உள்ளடக்கம் செல்லுபடியான JSON அல்ல.',
  'The request is too large.': 'கோரிக்கை மிகப் பெரியது.',
  'This type of request body is not supported.': 'இந்த வகைக் கோரிக்கை உள்ளடக்கம் ஆதரிக்கப்படவில்லை.',
  'The request body length is not valid.': 'கோரிக்கை உள்ளடக்கத்தின் நீளம் செல்லாது.',
  'Photos and videos cannot be saved or shown right now. Please try again in a few minutes.':
    'புகைப்படங்களையும் வீடியோக்களையும் இப்போது சேமிக்கவோ காட்டவோ முடியவில்லை. சில நிமிடங்களில் மீண்டும் முயற்சிக்கவும்.',
  'Something went wrong on our side. Please try again in a moment.':
    'எங்கள் பக்கத்தில் ஏதோ தவறு நடந்தது. சிறிது நேரத்தில் மீண்டும் முயற்சிக்கவும்.',
  'Some of what you sent cannot be saved. Please check it and try again.':
    'நீங்கள் அனுப்பியவற்றில் சிலவற்றைச் சேமிக்க முடியாது. சரிபார்த்து மீண்டும் முயற்சிக்கவும்.',
  'The request is not valid.': 'கோரிக்கை செல்லாது.',
  'The request could not be understood.': 'கோரிக்கையைப் புரிந்துகொள்ள முடியவில்லை.',
  'There is no API endpoint at this address.': 'இந்த முகவரியில் API முனையம் இல்லை.',
  'This file does not exist.': 'இந்தக் கோப்பு இல்லை.',
  'Page not found.': 'பக்கம் கிடைக்கவில்லை.',
  // Chat (issue 35).
  '`before` must be the id of a message': '`before` ஒரு செய்தியின் அடையாள எண்ணாக இருக்க வேண்டும்',
  'We could not find that conversation.': 'அந்த உரையாடலைக் கண்டுபிடிக்க முடியவில்லை.',
  'You cannot start a conversation about your own ad.':
    'உங்கள் சொந்த விளம்பரத்தைப் பற்றி உரையாடலைத் தொடங்க முடியாது.',
  'You can no longer send messages in this conversation.':
    'இந்த உரையாடலில் இனி நீங்கள் செய்திகளை அனுப்ப முடியாது.',
  'You have blocked this person. Unblock them to send a message.':
    'நீங்கள் இவரைத் தடுத்துள்ளீர்கள். செய்தி அனுப்ப தடையை நீக்குங்கள்.',
  'This car has been sold, so this conversation is closed.':
    'இந்தக் கார் விற்கப்பட்டுவிட்டதால் இந்த உரையாடல் மூடப்பட்டுள்ளது.',
  'This ad has ended, so this conversation is closed.':
    'இந்த விளம்பரம் முடிவடைந்ததால் இந்த உரையாடல் மூடப்பட்டுள்ளது.',
  'The seller removed this ad, so this conversation is closed.':
    'விற்பனையாளர் இந்த விளம்பரத்தை நீக்கியதால் இந்த உரையாடல் மூடப்பட்டுள்ளது.',
  'This ad is not available at the moment, so no messages can be sent.':
    'இந்த விளம்பரம் தற்போது கிடைக்காததால் செய்திகளை அனுப்ப முடியாது.',
  'This conversation is closed because an account in it is suspended.':
    'இந்த உரையாடலில் உள்ள ஒரு கணக்கு இடைநிறுத்தப்பட்டுள்ளதால் இது மூடப்பட்டுள்ளது.',
  'The other account was deleted, so this conversation is closed.':
    'மற்றக் கணக்கு நீக்கப்பட்டதால் இந்த உரையாடல் மூடப்பட்டுள்ளது.',
  'You can only delete messages you wrote.': 'நீங்கள் எழுதிய செய்திகளை மட்டுமே நீக்க முடியும்.',
  'A message can only be deleted within 10 minutes of sending it.':
    'ஒரு செய்தியை அனுப்பிய 10 நிமிடங்களுக்குள் மட்டுமே நீக்க முடியும்.',
  'Thank you. Our team will read this conversation and act on it.':
    'நன்றி. எங்கள் குழு இந்த உரையாடலைப் படித்து நடவடிக்கை எடுக்கும்.',
  'Deleted user': 'நீக்கப்பட்ட பயனர்',
  'You cannot make an offer on this ad.': 'இந்த விளம்பரத்திற்கு நீங்கள் விலை முன்மொழிவு செய்ய முடியாது.',
  // Phone verification (issue 36): one SMS is 70 UCS-2 characters; the code's text fits.
  'The site has sent {limit} text messages today ({day}, Sri Lanka time), its SMS_DAILY_LIMIT. Phone verification asks people to try again tomorrow until midnight. Raise SMS_DAILY_LIMIT and restart if this is real demand rather than abuse.':
    'தளம் இன்று ({day}, இலங்கை நேரம்) {limit} குறுஞ்செய்திகளை அனுப்பியுள்ளது, இது அதன் SMS_DAILY_LIMIT. நள்ளிரவு வரை தொலைபேசி உறுதிப்படுத்தல் நாளை மீண்டும் முயற்சிக்கச் சொல்லும். இது துஷ்பிரயோகம் அல்ல, உண்மையான தேவை என்றால் SMS_DAILY_LIMIT ஐ உயர்த்தி மீண்டும் தொடங்கவும்.',
} satisfies Catalog;
