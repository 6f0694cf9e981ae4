/** Step-1 fields of an ad that pass every rule, as the wizard sends them (text). */
export const VALID_AD_FIELDS = {
  title: 'Suzuki Alto 2015',
  phone: '0712345678',
  cityId: '3',
  vehicleTypeId: '1',
  conditionId: '2',
  vehicleMakeId: '4',
  model: 'Alto',
  yom: '2015',
  price: '2450000',
  transmissionId: '1',
  fuelTypeId: '1',
  engineCapacity: '800',
  mileage: '40000',
} as const;
