/**
 * The names of the reference rows every database starts with (cities, makes, types, conditions,
 * fuel types, transmissions), and their types for the seed's catalogue and demo ads.
 * `reference-data.ts` inserts them.
 */

/** The 25 districts of Sri Lanka; the city selector lists them. */
export const CITY_NAMES = [
  'Ampara',
  'Anuradhapura',
  'Badulla',
  'Batticaloa',
  'Colombo',
  'Galle',
  'Gampaha',
  'Hambantota',
  'Jaffna',
  'Kalutara',
  'Kandy',
  'Kegalle',
  'Kilinochchi',
  'Kurunegala',
  'Mannar',
  'Matale',
  'Matara',
  'Monaragala',
  'Mullaitivu',
  'Nuwara Eliya',
  'Polonnaruwa',
  'Puttalam',
  'Ratnapura',
  'Trincomalee',
  'Vavuniya',
] as const;

/** Makes sold in Sri Lanka, cars first, then bikes and three-wheelers. */
export const MAKE_NAMES = [
  'Toyota',
  'Suzuki',
  'Honda',
  'Nissan',
  'Mitsubishi',
  'Mazda',
  'Hyundai',
  'Kia',
  'BMW',
  'Mercedes-Benz',
  'Audi',
  'Daihatsu',
  'Isuzu',
  'Mahindra',
  'Micro',
  'Perodua',
  'Tata',
  'Land Rover',
  'Subaru',
  'Volkswagen',
  'Peugeot',
  'Ford',
  'Bajaj',
  'TVS',
  'Yamaha',
  'Hero',
] as const;

export const VEHICLE_TYPE_NAMES = [
  'Car',
  'SUV',
  'Van',
  'Pickup',
  'Lorry',
  'Bus',
  'Motorbike',
  'Three Wheeler',
] as const;

export const CONDITION_NAMES = ['Brand New', 'Unregistered', 'Used'] as const;

export const FUEL_TYPE_NAMES = ['Petrol', 'Diesel', 'Hybrid', 'Electric', 'CNG'] as const;

export const TRANSMISSION_NAMES = ['Automatic', 'Manual', 'Tiptronic'] as const;

export type CityName = (typeof CITY_NAMES)[number];

/**
 * Each district's main towns (issue 38, decision 136): an ad may name its town ("Nugegoda", not
 * only "Colombo"), and Buy Car filters by it. The wizard offers the towns of the chosen city.
 */
export const TOWN_NAMES: Record<CityName, readonly string[]> = {
  Ampara: ['Ampara', 'Kalmunai', 'Akkaraipattu', 'Sammanthurai', 'Dehiattakandiya'],
  Anuradhapura: ['Anuradhapura', 'Kekirawa', 'Medawachchiya', 'Tambuttegama', 'Eppawala'],
  Badulla: ['Badulla', 'Bandarawela', 'Haputale', 'Welimada', 'Mahiyanganaya', 'Ella'],
  Batticaloa: ['Batticaloa', 'Eravur', 'Kattankudy', 'Valaichchenai', 'Kaluwanchikudy'],
  Colombo: [
    'Colombo',
    'Nugegoda',
    'Dehiwala',
    'Mount Lavinia',
    'Maharagama',
    'Kottawa',
    'Homagama',
    'Piliyandala',
    'Moratuwa',
    'Battaramulla',
    'Rajagiriya',
    'Kotte',
    'Kolonnawa',
    'Avissawella',
    'Padukka',
    'Boralesgamuwa',
    'Kesbewa',
  ],
  Galle: ['Galle', 'Hikkaduwa', 'Ambalangoda', 'Karapitiya', 'Elpitiya', 'Baddegama', 'Unawatuna'],
  Gampaha: [
    'Gampaha',
    'Negombo',
    'Kelaniya',
    'Wattala',
    'Ja-Ela',
    'Kadawatha',
    'Kiribathgoda',
    'Minuwangoda',
    'Nittambuwa',
    'Veyangoda',
    'Divulapitiya',
    'Ragama',
    'Kandana',
  ],
  Hambantota: ['Hambantota', 'Tangalle', 'Tissamaharama', 'Ambalantota', 'Beliatta'],
  Jaffna: ['Jaffna', 'Chavakachcheri', 'Point Pedro', 'Nallur', 'Chunnakam'],
  Kalutara: ['Kalutara', 'Panadura', 'Horana', 'Beruwala', 'Aluthgama', 'Matugama', 'Wadduwa'],
  Kandy: ['Kandy', 'Peradeniya', 'Katugastota', 'Gampola', 'Nawalapitiya', 'Kundasale', 'Digana'],
  Kegalle: ['Kegalle', 'Mawanella', 'Warakapola', 'Rambukkana', 'Ruwanwella'],
  Kilinochchi: ['Kilinochchi', 'Paranthan', 'Pallai'],
  Kurunegala: ['Kurunegala', 'Kuliyapitiya', 'Narammala', 'Pannala', 'Wariyapola', 'Nikaweratiya'],
  Mannar: ['Mannar', 'Madhu', 'Murunkan'],
  Matale: ['Matale', 'Dambulla', 'Galewela', 'Ukuwela', 'Rattota'],
  Matara: ['Matara', 'Weligama', 'Akuressa', 'Dikwella', 'Hakmana', 'Kamburupitiya'],
  Monaragala: ['Monaragala', 'Wellawaya', 'Buttala', 'Bibile', 'Kataragama'],
  Mullaitivu: ['Mullaitivu', 'Puthukkudiyiruppu', 'Oddusuddan'],
  'Nuwara Eliya': ['Nuwara Eliya', 'Hatton', 'Talawakele', 'Nanu Oya', 'Kotagala'],
  Polonnaruwa: ['Polonnaruwa', 'Kaduruwela', 'Hingurakgoda', 'Medirigiriya'],
  Puttalam: ['Puttalam', 'Chilaw', 'Wennappuwa', 'Marawila', 'Dankotuwa', 'Nattandiya'],
  Ratnapura: ['Ratnapura', 'Embilipitiya', 'Balangoda', 'Pelmadulla', 'Eheliyagoda', 'Kuruwita'],
  Trincomalee: ['Trincomalee', 'Kinniya', 'Kantale', 'Mutur'],
  Vavuniya: ['Vavuniya', 'Cheddikulam', 'Nedunkeni'],
};

export type MakeName = (typeof MAKE_NAMES)[number];
export type VehicleTypeName = (typeof VEHICLE_TYPE_NAMES)[number];
export type ConditionName = (typeof CONDITION_NAMES)[number];
export type FuelTypeName = (typeof FUEL_TYPE_NAMES)[number];
export type TransmissionName = (typeof TRANSMISSION_NAMES)[number];
