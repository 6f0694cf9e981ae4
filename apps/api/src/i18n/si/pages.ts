import type { Catalog } from '@carmarket/shared/i18n/translate';

/** The heads of the site's pages (descriptions, link previews) in Sinhala. */
export default {
  "CarMarket is Sri Lanka's marketplace for used cars: search thousands of reviewed listings, compare prices and sell your car in three simple steps.":
    'CarMarket යනු ශ්‍රී ලංකාවේ පාවිච්චි කළ කාර් වෙළඳපොළයි: පරීක්ෂා කළ දැන්වීම් දහස් ගණනක් අතරින් සොයන්න, මිල සසඳන්න, පියවර තුනකින් ඔබේ කාර් එක විකුණන්න.',
  'Browse reviewed used cars for sale across Sri Lanka. Filter by make, model, price, year, mileage and city, and contact sellers directly.':
    'ශ්‍රී ලංකාව පුරා විකිණීමට ඇති, පරීක්ෂා කළ පාවිච්චි කළ කාර් බලන්න. වෙළඳ නාමය, මාදිලිය, මිල, වර්ෂය, ධාවනය කළ දුර සහ නගරය අනුව පෙරා, විකුණුම්කරුවන් සමඟ කෙලින්ම සම්බන්ධ වන්න.',
  'Sell your car on CarMarket in three steps: describe it, add photos, and choose a package. Every ad is reviewed before it goes live.':
    'පියවර තුනකින් CarMarket හි ඔබේ කාර් එක විකුණන්න: විස්තර කරන්න, ඡායාරූප එක් කරන්න, පැකේජයක් තෝරන්න. සෑම දැන්වීමක්ම ප්‍රසිද්ධ කිරීමට පෙර පරීක්ෂා කෙරේ.',
  'Work out the monthly payment of a car loan: the price, the deposit, the interest rate and the term, with the total you pay.':
    'කාර් ණයක මාසික වාරිකය ගණනය කරන්න: මිල, මූලික ගෙවීම, පොලී අනුපාතය සහ කාලය, ඔබ ගෙවන මුළු මුදල සමඟ.',
  'Who we are and how CarMarket keeps buying and selling used cars in Sri Lanka safe.':
    'අපි කවුද, සහ ශ්‍රී ලංකාවේ පාවිච්චි කළ කාර් ගැනීම සහ විකිණීම CarMarket ආරක්ෂිතව තබා ගන්නේ කෙසේද.',
  'Questions about an ad, your package or a payment? Write to the CarMarket team.':
    'දැන්වීමක්, ඔබේ පැකේජය හෝ ගෙවීමක් ගැන ප්‍රශ්න තිබේද? CarMarket කණ්ඩායමට ලියන්න.',
  'What CarMarket keeps about you, why, and how to have it changed or removed.':
    'CarMarket ඔබ ගැන තබා ගන්නා දේ, ඒ මන්ද, සහ එය වෙනස් කරවා ගැනීමට හෝ ඉවත් කරවා ගැනීමට කළ යුතු දේ.',
  'How to buy a used car safely in Sri Lanka: inspect before you pay, never pay an advance to a stranger, and check the registration book.':
    'ශ්‍රී ලංකාවේ පාවිච්චි කළ කාර් එකක් ආරක්ෂිතව ගන්නේ කෙසේද: ගෙවීමට පෙර පරීක්ෂා කරන්න, නාඳුනන අයෙකුට කිසිවිටෙක අත්තිකාරම් නොගෙවන්න, ලියාපදිංචි පොත පරීක්ෂා කරන්න.',
  'CarMarket — buy and sell used cars in Sri Lanka':
    'CarMarket — ශ්‍රී ලංකාවේ පාවිච්චි කළ කාර් ගන්න සහ විකුණන්න',
  'Something went wrong': 'යමක් වැරදුණා',
} satisfies Catalog;
