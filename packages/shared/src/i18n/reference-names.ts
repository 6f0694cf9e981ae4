import { msg } from './translate';

/**
 * The names of the reference rows the database holds (packages/db/src/seed/reference-names.ts),
 * marked for the catalogs: the API and the pages send them in English, and whoever shows one
 * passes it through t(). Makes and models stay in Latin script (docs/glossary.md).
 */
export const REFERENCE_NAMES = {
  /** The 25 districts of Sri Lanka, and the city selector's first entry (all-cities.ts). */
  cities: [
    msg('All Cities'),
    msg('Ampara'),
    msg('Anuradhapura'),
    msg('Badulla'),
    msg('Batticaloa'),
    msg('Colombo'),
    msg('Galle'),
    msg('Gampaha'),
    msg('Hambantota'),
    msg('Jaffna'),
    msg('Kalutara'),
    msg('Kandy'),
    msg('Kegalle'),
    msg('Kilinochchi'),
    msg('Kurunegala'),
    msg('Mannar'),
    msg('Matale'),
    msg('Matara'),
    msg('Monaragala'),
    msg('Mullaitivu'),
    msg('Nuwara Eliya'),
    msg('Polonnaruwa'),
    msg('Puttalam'),
    msg('Ratnapura'),
    msg('Trincomalee'),
    msg('Vavuniya'),
  ],
  vehicleTypes: [
    msg('Car'),
    msg('SUV'),
    msg('Van'),
    msg('Pickup'),
    msg('Lorry'),
    msg('Bus'),
    msg('Motorbike'),
    msg('Three Wheeler'),
  ],
  conditions: [msg('Brand New'), msg('Unregistered'), msg('Used')],
  fuelTypes: [msg('Petrol'), msg('Diesel'), msg('Hybrid'), msg('Electric'), msg('CNG')],
  transmissions: [msg('Automatic'), msg('Manual'), msg('Tiptronic')],
} as const;
