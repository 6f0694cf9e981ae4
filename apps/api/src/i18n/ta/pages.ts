import type { Catalog } from '@carmarket/shared/i18n/translate';

/** The heads of the site's pages (descriptions, link previews) in Tamil. */
export default {
  "CarMarket is Sri Lanka's marketplace for used cars: search thousands of reviewed listings, compare prices and sell your car in three simple steps.":
    'CarMarket இலங்கையின் பயன்படுத்திய கார் சந்தை: மதிப்பாய்வு செய்யப்பட்ட ஆயிரக்கணக்கான விளம்பரங்களில் தேடுங்கள், விலைகளை ஒப்பிடுங்கள், மூன்று எளிய படிகளில் உங்கள் காரை விற்பனை செய்யுங்கள்.',
  'Browse reviewed used cars for sale across Sri Lanka. Filter by make, model, price, year, mileage and city, and contact sellers directly.':
    'இலங்கை முழுவதும் விற்பனைக்கு உள்ள, மதிப்பாய்வு செய்யப்பட்ட பயன்படுத்திய கார்களைப் பாருங்கள். தயாரிப்பு நிறுவனம், மாடல், விலை, ஆண்டு, ஓடிய தூரம், நகரம் ஆகியவற்றின்படி வடிகட்டி, விற்பனையாளர்களை நேரடியாகத் தொடர்பு கொள்ளுங்கள்.',
  'Sell your car on CarMarket in three steps: describe it, add photos, and choose a package. Every ad is reviewed before it goes live.':
    'மூன்று படிகளில் CarMarket இல் உங்கள் காரை விற்பனை செய்யுங்கள்: விவரியுங்கள், புகைப்படங்களைச் சேருங்கள், ஒரு பேக்கேஜைத் தேர்ந்தெடுங்கள். ஒவ்வொரு விளம்பரமும் வெளியிடப்படுவதற்கு முன் மதிப்பாய்வு செய்யப்படும்.',
  'Work out the monthly payment of a car loan: the price, the deposit, the interest rate and the term, with the total you pay.':
    'கார் கடனின் மாதத் தவணையைக் கணக்கிடுங்கள்: விலை, முன்பணம், வட்டி விகிதம், காலம், நீங்கள் செலுத்தும் மொத்தத் தொகையுடன்.',
  'Who we are and how CarMarket keeps buying and selling used cars in Sri Lanka safe.':
    'நாங்கள் யார், இலங்கையில் பயன்படுத்திய கார்களை வாங்குவதையும் விற்பதையும் CarMarket எவ்வாறு பாதுகாப்பாக வைத்திருக்கிறது.',
  'Questions about an ad, your package or a payment? Write to the CarMarket team.':
    'ஒரு விளம்பரம், உங்கள் பேக்கேஜ் அல்லது கட்டணம் பற்றிக் கேள்விகள் உள்ளதா? CarMarket குழுவுக்கு எழுதுங்கள்.',
  'What CarMarket keeps about you, why, and how to have it changed or removed.':
    'CarMarket உங்களைப் பற்றி வைத்திருப்பவை, ஏன், அவற்றை மாற்ற அல்லது நீக்கச் செய்வது எப்படி.',
  'How to buy a used car safely in Sri Lanka: inspect before you pay, never pay an advance to a stranger, and check the registration book.':
    'இலங்கையில் பயன்படுத்திய காரைப் பாதுகாப்பாக வாங்குவது எப்படி: பணம் செலுத்தும் முன் பரிசோதியுங்கள், அறிமுகமில்லாதவருக்கு ஒருபோதும் அட்வான்ஸ் செலுத்தாதீர்கள், பதிவுப் புத்தகத்தைச் சரிபாருங்கள்.',
  'CarMarket — buy and sell used cars in Sri Lanka':
    'CarMarket — இலங்கையில் பயன்படுத்திய கார்களை வாங்குங்கள், விற்பனை செய்யுங்கள்',
  'Something went wrong': 'ஏதோ தவறு நடந்தது',
} satisfies Catalog;
