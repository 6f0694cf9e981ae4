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
export type MakeName = (typeof MAKE_NAMES)[number];
export type VehicleTypeName = (typeof VEHICLE_TYPE_NAMES)[number];
export type ConditionName = (typeof CONDITION_NAMES)[number];
export type FuelTypeName = (typeof FUEL_TYPE_NAMES)[number];
export type TransmissionName = (typeof TRANSMISSION_NAMES)[number];
