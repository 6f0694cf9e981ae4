import type {
  CityName,
  ConditionName,
  FuelTypeName,
  MakeName,
  TransmissionName,
  VehicleTypeName,
} from './reference-names';

/**
 * Other names a search keyword may use for the reference rows and the model catalogue
 * (docs/decisions/120-search-in-three-scripts.md): the Sinhala and Tamil script names people type
 * (as on ikman and in the papers, and the glossary's words) and a few usual English spellings.
 * `reference-data.ts` inserts the missing ones into `search_synonyms`; search reads each as it
 * reads the row's own name ("ටොයොටා ඇක්වා" is "toyota aqua"). English synonyms are only added
 * where the name itself cannot be typed as one word ("benz", "wagonr") or a district has another
 * usual spelling, so English keywords read as before.
 */

export const CITY_SYNONYMS: Record<CityName, readonly string[]> = {
  Ampara: ['අම්පාර', 'அம்பாறை'],
  Anuradhapura: ['අනුරාධපුරය', 'අනුරාධපුර', 'அனுராதபுரம்'],
  Badulla: ['බදුල්ල', 'பதுளை'],
  Batticaloa: ['මඩකලපුව', 'மட்டக்களப்பு'],
  Colombo: ['කොළඹ', 'கொழும்பு'],
  Galle: ['ගාල්ල', 'காலி'],
  Gampaha: ['ගම්පහ', 'கம்பஹா'],
  Hambantota: ['හම්බන්තොට', 'அம்பாந்தோட்டை'],
  Jaffna: ['යාපනය', 'யாழ்ப்பாணம்', 'யாழ்'],
  Kalutara: ['කළුතර', 'களுத்துறை', 'kaluthara'],
  Kandy: ['මහනුවර', 'නුවර', 'கண்டி', 'mahanuwara'],
  Kegalle: ['කෑගල්ල', 'கேகாலை', 'kegalla'],
  Kilinochchi: ['කිලිනොච්චිය', 'கிளிநொச்சி'],
  Kurunegala: ['කුරුණෑගල', 'குருநாகல்'],
  Mannar: ['මන්නාරම', 'மன்னார்'],
  Matale: ['මාතලේ', 'மாத்தளை'],
  Matara: ['මාතර', 'மாத்தறை'],
  Monaragala: ['මොණරාගල', 'மொனராகலை', 'moneragala'],
  Mullaitivu: ['මුලතිව්', 'முல்லைத்தீவு'],
  'Nuwara Eliya': ['නුවරඑළිය', 'නුවර එළිය', 'நுவரெலியா', 'nuwaraeliya'],
  Polonnaruwa: ['පොළොන්නරුව', 'பொலன்னறுவை'],
  Puttalam: ['පුත්තලම', 'புத்தளம்'],
  Ratnapura: ['රත්නපුර', 'இரத்தினபுரி', 'ரத்தினபுரி', 'rathnapura'],
  Trincomalee: ['ත්‍රිකුණාමලය', 'திருகோணமலை', 'trinco'],
  Vavuniya: ['වව්නියාව', 'வவுனியா'],
};

export const MAKE_SYNONYMS: Record<MakeName, readonly string[]> = {
  Toyota: ['ටොයොටා', 'டொயோட்டா', 'டொயோடா'],
  Suzuki: ['සුසුකි', 'சுசுகி', 'சுஸுகி'],
  Honda: ['හොන්ඩා', 'ஹோண்டா'],
  Nissan: ['නිසාන්', 'நிசான்', 'நிஸான்'],
  Mitsubishi: ['මිට්සුබිෂි', 'මිත්සුබිෂි', 'மிட்சுபிஷி'],
  Mazda: ['මස්ඩා', 'மஸ்டா'],
  Hyundai: ['හියුන්ඩායි', 'හුන්ඩායි', 'ஹூண்டாய்', 'ஹுண்டாய்'],
  Kia: ['කියා', 'கியா'],
  BMW: ['බීඑම්ඩබ්ලිව්', 'பிஎம்டபிள்யூ'],
  'Mercedes-Benz': ['බෙන්ස්', 'මර්සිඩීස්', 'பென்ஸ்', 'மெர்சிடிஸ்', 'benz', 'mercedes'],
  Audi: ['ඕඩි', 'ஆடி'],
  Daihatsu: ['ඩයිහැට්සු', 'டைஹட்சு'],
  Isuzu: ['ඉසුසු', 'இசுசு'],
  Mahindra: ['මහින්ද්‍රා', 'மஹிந்திரா'],
  Micro: ['මයික්‍රෝ', 'மைக்ரோ'],
  Perodua: ['පෙරෝඩුවා', 'பெரோடுவா'],
  Tata: ['ටාටා', 'டாடா'],
  'Land Rover': ['ලෑන්ඩ් රෝවර්', 'லேண்ட் ரோவர்', 'landrover'],
  Subaru: ['සුබාරු', 'சுபாரு'],
  Volkswagen: ['ෆොක්ස්වැගන්', 'ஃபோக்ஸ்வேகன்', 'vw'],
  Peugeot: ['පෙජෝ', 'பியூஜோ'],
  Ford: ['ෆෝඩ්', 'ஃபோர்டு'],
  Bajaj: ['බජාජ්', 'பஜாஜ்'],
  TVS: ['ටීවීඑස්', 'டிவிஎஸ்'],
  Yamaha: ['යමහා', 'யமஹா'],
  Hero: ['හීරෝ', 'ஹீரோ'],
};

/** By make, then by the catalogue's model name (catalogue.ts). */
export const MODEL_SYNONYMS: Partial<Record<MakeName, Record<string, readonly string[]>>> = {
  Toyota: {
    Aqua: ['ඇක්වා', 'அக்வா'],
    Prius: ['ප්‍රියස්', 'ப்ரியஸ்', 'பிரியஸ்'],
    Corolla: ['කොරොල්ලා', 'கொரோலா'],
    Axio: ['ඇක්සියෝ', 'ஆக்சியோ'],
    Premio: ['ප්‍රීමියෝ', 'பிரீமியோ'],
    Allion: ['ඇලියන්', 'அலியன்'],
    Vitz: ['විට්ස්', 'விட்ஸ்'],
    // The catalogue's only Land Cruiser.
    'Land Cruiser Prado': [
      'ලෑන්ඩ් ක්‍රුසර්',
      'ලෑන්ඩ් ක්‍රූසර්',
      'ප්‍රාඩෝ',
      'லேண்ட் குரூசர்',
      'லேண்ட் க்ரூசர்',
      'பிராடோ',
    ],
    Hilux: ['හයිලක්ස්', 'ஹைலக்ஸ்'],
    HiAce: ['හයිඒස්', 'ஹைஏஸ்'],
    Coaster: ['කෝස්ටර්', 'கோஸ்டர்'],
  },
  Suzuki: {
    Alto: ['අල්ටෝ', 'ஆல்டோ'],
    'Wagon R': ['වැගන් ආර්', 'වැගන්ආර්', 'வேகன் ஆர்', 'வேகன்ஆர்', 'wagonr'],
    Swift: ['ස්විෆ්ට්', 'ஸ்விஃப்ட்', 'ஸ்விப்ட்'],
    Every: ['එව්රි', 'எவ்ரி'],
    Spacia: ['ස්පේෂියා', 'ஸ்பேசியா'],
  },
  Honda: {
    Vezel: ['වෙසල්', 'வெசல்'],
    Fit: ['ෆිට්', 'ஃபிட்'],
    Civic: ['සිවික්', 'சிவிக்'],
    Grace: ['ග්‍රේස්', 'கிரேஸ்'],
    Dio: ['ඩියෝ', 'டியோ'],
    Hornet: ['හෝනට්', 'ஹார்னெட்'],
  },
  Nissan: {
    Leaf: ['ලීෆ්', 'லீஃப்'],
    'X-Trail': ['එක්ස් ට්‍රේල්', 'எக்ஸ் டிரெயில்'],
    Sunny: ['සනී', 'சன்னி'],
    Caravan: ['කැරවාන්', 'கேரவன்'],
    Navara: ['නවාරා', 'நவாரா'],
    Dayz: ['ඩේස්', 'டேஸ்'],
    Civilian: ['සිවිලියන්', 'சிவிலியன்'],
  },
  Mitsubishi: {
    Montero: ['මොන්ටෙරෝ', 'மொன்டெரோ'],
    Outlander: ['අවුට්ලැන්ඩර්', 'அவுட்லேண்டர்'],
    Lancer: ['ලැන්සර්', 'லான்சர்'],
    'Fuso Canter': ['කැන්ටර්', 'கேண்டர்'],
  },
  Mazda: { Axela: ['ඇක්සෙලා', 'ஆக்செலா'] },
  Hyundai: { Tucson: ['ටුසෝන්', 'டுசான்'] },
  Kia: {
    Sorento: ['සොරෙන්ටෝ', 'சொரென்டோ'],
    Picanto: ['පිකැන්ටෝ', 'பிகான்டோ'],
    Sportage: ['ස්පෝර්ටේජ්', 'ஸ்போர்டேஜ்'],
  },
  'Land Rover': { Defender: ['ඩිෆෙන්ඩර්', 'டிஃபெண்டர்'] },
  Subaru: { Forester: ['ෆොරෙස්ටර්', 'ஃபாரஸ்டர்'] },
  Volkswagen: { Polo: ['පෝලෝ', 'போலோ'] },
  Ford: { Ranger: ['රේන්ජර්', 'ரேஞ்சர்'] },
  Daihatsu: { Mira: ['මිරා', 'மிரா'], Hijet: ['හයිජෙට්', 'ஹைஜெட்'] },
  Isuzu: { Elf: ['එල්ෆ්', 'எல்ஃப்'] },
  Mahindra: { Scorpio: ['ස්කෝපියෝ', 'ஸ்கார்பியோ'] },
  Micro: { Panda: ['පැන්ඩා', 'பாண்டா'] },
  Perodua: { Axia: ['ඇක්සියා', 'ஆக்சியா'], Bezza: ['බෙසා', 'பெஸ்ஸா'] },
  Tata: { Nano: ['නැනෝ', 'நானோ'] },
  Bajaj: { Pulsar: ['පල්සර්', 'பல்சர்'], Discover: ['ඩිස්කවර්', 'டிஸ்கவர்'] },
  TVS: { Apache: ['අපාචි', 'அப்பாச்சி'] },
};

export const VEHICLE_TYPE_SYNONYMS: Record<VehicleTypeName, readonly string[]> = {
  Car: ['කාර්', 'කාරය', 'கார்'],
  // "Jeep" is what Sri Lankans call an SUV.
  SUV: ['ජීප්', 'ஜீப்'],
  Van: ['වෑන්', 'වෑන් රථ', 'வேன்'],
  Pickup: ['පිකප්', 'பிக்கப்'],
  Lorry: ['ලොරි', 'ලොරිය', 'லொறி', 'லாரி'],
  Bus: ['බස්', 'බස් රථ', 'பஸ்', 'பேருந்து'],
  Motorbike: ['බයික්', 'යතුරුපැදි', 'මෝටර් බයිසිකල්', 'பைக்', 'மோட்டார் சைக்கிள்', 'bike'],
  'Three Wheeler': [
    'ත්‍රීවීල්',
    'ත්‍රී වීල්',
    'ත්‍රිරෝද',
    'முச்சக்கர வண்டி',
    'த்ரீவீல்',
    'threewheeler',
    'threewheel',
    'tuktuk',
    'trishaw',
  ],
};

export const CONDITION_SYNONYMS: Record<ConditionName, readonly string[]> = {
  'Brand New': ['අලුත්ම', 'බ්‍රෑන්ඩ් නිව්', 'புத்தம் புதிய', 'brandnew'],
  // Reconditioned imports are "unregistered" (docs/glossary.md).
  Unregistered: [
    'ලියාපදිංචි නොකළ',
    'රිකන්ඩිෂන්',
    'රීකන්ඩිෂන්',
    'பதிவு செய்யப்படாத',
    'ரீகண்டிஷன்',
    'reconditioned',
    'recondition',
  ],
  Used: ['පාවිච්චි කළ', 'පාවිච්චි කරපු', 'பயன்படுத்திய', 'பாவித்த'],
};

export const FUEL_TYPE_SYNONYMS: Record<FuelTypeName, readonly string[]> = {
  Petrol: ['පෙට්‍රල්', 'பெட்ரோல்'],
  Diesel: ['ඩීසල්', 'டீசல்'],
  Hybrid: ['හයිබ්‍රිඩ්', 'ஹைப்ரிட்'],
  Electric: ['විදුලි', 'மின்சார', 'மின்சாரம்'],
  CNG: [],
};

export const TRANSMISSION_SYNONYMS: Record<TransmissionName, readonly string[]> = {
  Automatic: ['ඔටෝ', 'ඔටෝමැටික්', 'ஆட்டோ', 'ஆட்டோமேட்டிக்', 'auto'],
  Manual: ['මැනුවල්', 'மேனுவல்'],
  Tiptronic: ['ටිප්ට්‍රොනික්', 'டிப்ட்ரோனிக்'],
};
