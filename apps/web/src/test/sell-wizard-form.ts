import { AddVehicleDataResponseSchema, type AddVehicleDataResponse } from '@carmarket/shared/ad';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Reference rows as the API lists them: ids from 1, in the order given. */
const choices = (...names: string[]) => names.map((name, index) => ({ id: index + 1, name }));

/** What GET /api/vehicles/add-vehicle-data answers, checked against the shared schema. */
export const SELL_OPTIONS: AddVehicleDataResponse = AddVehicleDataResponseSchema.parse({
  cities: choices('Colombo', 'Kandy'),
  makes: choices('Toyota'),
  vehicleTypes: choices('Car'),
  fuelTypes: choices('Hybrid'),
  conditions: choices('Used'),
  transmissions: choices('Automatic'),
  // Issue 38: towns under their cities (Colombo is 1, Kandy 2).
  towns: [
    { id: 1, name: 'Nugegoda', cityId: 1 },
    { id: 2, name: 'Peradeniya', cityId: 2 },
  ],
});

export const sellField = (label: string) => screen.getByLabelText(label);

/** Step 1 of the sell wizard filled in with values the shared schema accepts. */
export async function fillVehicleDetails(user: UserEvent) {
  const values: Record<string, string> = {
    'Ad title': 'Toyota Aqua 2018 – first owner',
    Model: 'Aqua',
    'Year of manufacture': '2018',
    'Price (Rs.)': '4250000',
    'Engine capacity (cc)': '1500',
    'Mileage (miles)': '45000',
  };
  for (const [label, value] of Object.entries(values)) await user.type(sellField(label), value);
  await user.selectOptions(sellField('City'), 'Kandy');
  await user.selectOptions(sellField('Vehicle type'), 'Car');
  await user.selectOptions(sellField('Condition'), 'Used');
  await user.selectOptions(sellField('Make (brand)'), 'Toyota');
  await user.selectOptions(sellField('Transmission'), 'Automatic');
  await user.selectOptions(sellField('Fuel type'), 'Hybrid');
}
