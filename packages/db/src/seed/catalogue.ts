import type { DemoBodyType } from './demo-image-kinds';
import type {
  CityName,
  FuelTypeName,
  MakeName,
  TransmissionName,
  VehicleTypeName,
} from './reference-names';

/** One model as the Sri Lankan market sells it, with a believable price band in rupees. */
export interface ModelSpec {
  make: MakeName;
  model: string;
  trims: readonly string[];
  type: VehicleTypeName;
  body: DemoBodyType;
  /** Fuel types with weights, commonest first. */
  fuels: ReadonlyArray<readonly [FuelTypeName, number]>;
  transmissions: ReadonlyArray<readonly [TransmissionName, number]>;
  /** Engine capacities in cc (0 for electric). */
  cc: readonly number[];
  /** First and last year of manufacture listed. */
  years: readonly [number, number];
  /** Typical asking price of the oldest and of the newest year, in rupees. */
  price: readonly [number, number];
  /** How common the model is in the listings. */
  weight: number;
}

const M = 1_000_000;
const AUTO = [['Automatic', 1]] as const;
const MANUAL = [['Manual', 1]] as const;
const AUTO_MOSTLY = [
  ['Automatic', 4],
  ['Manual', 1],
] as const;
const MANUAL_MOSTLY = [
  ['Manual', 3],
  ['Automatic', 1],
] as const;
const LUXURY = [
  ['Automatic', 3],
  ['Tiptronic', 2],
] as const;
const PETROL = [['Petrol', 1]] as const;
const DIESEL = [['Diesel', 1]] as const;
const HYBRID = [['Hybrid', 1]] as const;

// One model per line reads as a table; prettier would spread each over a dozen lines.
// prettier-ignore
export const MODELS: readonly ModelSpec[] = [
  // Toyota
  { make: 'Toyota', model: 'Aqua', trims: ['G', 'S', 'L', 'X-Urban', 'Crossover'], type: 'Car', body: 'hatchback', fuels: HYBRID, transmissions: AUTO, cc: [1500], years: [2012, 2021], price: [6.2 * M, 9.6 * M], weight: 10 },
  { make: 'Toyota', model: 'Prius', trims: ['S', 'G', 'A', 'S Touring'], type: 'Car', body: 'sedan', fuels: HYBRID, transmissions: AUTO, cc: [1800], years: [2010, 2019], price: [7.2 * M, 14.5 * M], weight: 6 },
  { make: 'Toyota', model: 'Corolla', trims: ['GLi', 'LX', 'XLi', '141 G'], type: 'Car', body: 'sedan', fuels: PETROL, transmissions: AUTO_MOSTLY, cc: [1500, 1600, 1800], years: [2005, 2014], price: [4.1 * M, 8.4 * M], weight: 5 },
  { make: 'Toyota', model: 'Axio', trims: ['G', 'X', 'WxB', 'Hybrid G'], type: 'Car', body: 'sedan', fuels: [['Petrol', 2], ['Hybrid', 3]], transmissions: AUTO, cc: [1500], years: [2008, 2021], price: [5.9 * M, 11.8 * M], weight: 6 },
  { make: 'Toyota', model: 'Premio', trims: ['F EX', 'G Superior', 'X L Package', 'G'], type: 'Car', body: 'sedan', fuels: PETROL, transmissions: AUTO, cc: [1500, 1800], years: [2008, 2021], price: [8.8 * M, 17.9 * M], weight: 6 },
  { make: 'Toyota', model: 'Allion', trims: ['A15', 'A18', 'G Plus'], type: 'Car', body: 'sedan', fuels: PETROL, transmissions: AUTO, cc: [1500, 1800], years: [2008, 2019], price: [8.2 * M, 15.6 * M], weight: 4 },
  { make: 'Toyota', model: 'Vitz', trims: ['F', 'Jewela', 'Safety Edition', 'RS'], type: 'Car', body: 'hatchback', fuels: PETROL, transmissions: AUTO, cc: [1000, 1300], years: [2008, 2019], price: [4.6 * M, 8.1 * M], weight: 8 },
  { make: 'Toyota', model: 'Land Cruiser Prado', trims: ['TX', 'TX-L', 'VX'], type: 'SUV', body: 'suv', fuels: DIESEL, transmissions: AUTO, cc: [2800, 3000], years: [2008, 2019], price: [24.5 * M, 45 * M], weight: 3 },
  { make: 'Toyota', model: 'Hilux', trims: ['Vigo', 'Revo', 'Invincible'], type: 'Pickup', body: 'pickup', fuels: DIESEL, transmissions: MANUAL_MOSTLY, cc: [2500, 2400, 2800], years: [2008, 2022], price: [8.9 * M, 27.5 * M], weight: 4 },
  { make: 'Toyota', model: 'HiAce', trims: ['KDH 201 Super GL', 'KDH 200', 'KDH 222 Commuter'], type: 'Van', body: 'van', fuels: DIESEL, transmissions: AUTO_MOSTLY, cc: [2500, 3000], years: [2006, 2018], price: [9.2 * M, 21.5 * M], weight: 5 },
  { make: 'Toyota', model: 'C-HR', trims: ['G', 'S', 'GR Sport'], type: 'SUV', body: 'suv', fuels: [['Hybrid', 3], ['Petrol', 1]], transmissions: AUTO, cc: [1800, 1200], years: [2017, 2023], price: [11.2 * M, 17.5 * M], weight: 3 },
  { make: 'Toyota', model: 'Raize', trims: ['Z', 'G'], type: 'SUV', body: 'suv', fuels: PETROL, transmissions: AUTO, cc: [1000], years: [2020, 2024], price: [8.4 * M, 11.6 * M], weight: 2 },
  { make: 'Toyota', model: 'Coaster', trims: ['', 'Deluxe'], type: 'Bus', body: 'bus', fuels: DIESEL, transmissions: MANUAL, cc: [4100, 4000], years: [2000, 2016], price: [8.8 * M, 22 * M], weight: 1 },
  // Suzuki
  { make: 'Suzuki', model: 'Alto', trims: ['LXi', 'VXi', 'K10'], type: 'Car', body: 'hatchback', fuels: PETROL, transmissions: MANUAL_MOSTLY, cc: [800, 1000], years: [2012, 2024], price: [2.7 * M, 4.1 * M], weight: 10 },
  { make: 'Suzuki', model: 'Wagon R', trims: ['FX', 'FZ', 'Stingray', 'FX Safety'], type: 'Car', body: 'hatchback', fuels: [['Hybrid', 3], ['Petrol', 1]], transmissions: AUTO, cc: [660], years: [2014, 2022], price: [4.5 * M, 7.3 * M], weight: 9 },
  { make: 'Suzuki', model: 'Swift', trims: ['RS', 'XG', 'Hybrid ML'], type: 'Car', body: 'hatchback', fuels: [['Petrol', 3], ['Hybrid', 1]], transmissions: AUTO_MOSTLY, cc: [1200], years: [2010, 2021], price: [4.7 * M, 8.9 * M], weight: 5 },
  { make: 'Suzuki', model: 'Every', trims: ['PA', 'Join', 'Join Turbo'], type: 'Van', body: 'van', fuels: PETROL, transmissions: MANUAL_MOSTLY, cc: [660], years: [2010, 2022], price: [3.3 * M, 6.2 * M], weight: 4 },
  { make: 'Suzuki', model: 'Spacia', trims: ['Hybrid X', 'Custom'], type: 'Car', body: 'hatchback', fuels: HYBRID, transmissions: AUTO, cc: [660], years: [2017, 2022], price: [5.4 * M, 7.6 * M], weight: 3 },
  // Honda
  { make: 'Honda', model: 'Vezel', trims: ['Z', 'RS', 'Hybrid X', 'Hybrid Z'], type: 'SUV', body: 'suv', fuels: HYBRID, transmissions: AUTO, cc: [1500], years: [2014, 2022], price: [8.9 * M, 16.2 * M], weight: 8 },
  { make: 'Honda', model: 'Fit', trims: ['GP1', 'GP5 F Package', 'L Package', 'RS'], type: 'Car', body: 'hatchback', fuels: [['Hybrid', 3], ['Petrol', 1]], transmissions: AUTO, cc: [1300, 1500], years: [2011, 2020], price: [5.4 * M, 9.1 * M], weight: 7 },
  { make: 'Honda', model: 'Civic', trims: ['EX', 'FD', 'Turbo'], type: 'Car', body: 'sedan', fuels: PETROL, transmissions: AUTO, cc: [1500, 1800], years: [2006, 2021], price: [4.9 * M, 14.2 * M], weight: 3 },
  { make: 'Honda', model: 'Grace', trims: ['LX', 'EX'], type: 'Car', body: 'sedan', fuels: HYBRID, transmissions: AUTO, cc: [1500], years: [2014, 2019], price: [6.9 * M, 9.9 * M], weight: 4 },
  { make: 'Honda', model: 'CR-V', trims: ['EX', 'RS', 'Hybrid EX'], type: 'SUV', body: 'suv', fuels: [['Petrol', 3], ['Hybrid', 1]], transmissions: AUTO, cc: [2000, 2400], years: [2008, 2020], price: [7.9 * M, 18.4 * M], weight: 2 },
  { make: 'Honda', model: 'Dio', trims: ['', 'DX'], type: 'Motorbike', body: 'motorbike', fuels: PETROL, transmissions: AUTO, cc: [110], years: [2012, 2025], price: [330_000, 640_000], weight: 4 },
  { make: 'Honda', model: 'CB Shine', trims: ['', 'SP'], type: 'Motorbike', body: 'motorbike', fuels: PETROL, transmissions: MANUAL, cc: [125], years: [2012, 2025], price: [290_000, 560_000], weight: 3 },
  { make: 'Honda', model: 'Hornet', trims: ['160R', '2.0'], type: 'Motorbike', body: 'motorbike', fuels: PETROL, transmissions: MANUAL, cc: [160, 184], years: [2016, 2025], price: [460_000, 890_000], weight: 2 },
  // Nissan
  { make: 'Nissan', model: 'Leaf', trims: ['X', 'G', 'S'], type: 'Car', body: 'hatchback', fuels: [['Electric', 1]], transmissions: AUTO, cc: [0], years: [2012, 2019], price: [4.1 * M, 9.2 * M], weight: 4 },
  { make: 'Nissan', model: 'X-Trail', trims: ['T31', '20X', 'Hybrid 20X'], type: 'SUV', body: 'suv', fuels: [['Petrol', 2], ['Hybrid', 1]], transmissions: AUTO, cc: [2000], years: [2008, 2020], price: [7.4 * M, 16.1 * M], weight: 4 },
  { make: 'Nissan', model: 'Sunny', trims: ['FB15', 'Super Saloon', 'N17'], type: 'Car', body: 'sedan', fuels: PETROL, transmissions: MANUAL_MOSTLY, cc: [1300, 1500], years: [2005, 2014], price: [3.1 * M, 5.6 * M], weight: 3 },
  { make: 'Nissan', model: 'Caravan', trims: ['E25', 'NV350', 'NV350 Premium GX'], type: 'Van', body: 'van', fuels: DIESEL, transmissions: AUTO_MOSTLY, cc: [2500, 3000], years: [2006, 2018], price: [7.9 * M, 17.2 * M], weight: 3 },
  { make: 'Nissan', model: 'Navara', trims: ['D40', 'NP300'], type: 'Pickup', body: 'pickup', fuels: DIESEL, transmissions: MANUAL_MOSTLY, cc: [2500], years: [2008, 2021], price: [7.8 * M, 19.8 * M], weight: 2 },
  { make: 'Nissan', model: 'Dayz', trims: ['X', 'Highway Star'], type: 'Car', body: 'hatchback', fuels: PETROL, transmissions: AUTO, cc: [660], years: [2014, 2021], price: [4.2 * M, 6.6 * M], weight: 3 },
  { make: 'Nissan', model: 'Civilian', trims: ['', 'Deluxe'], type: 'Bus', body: 'bus', fuels: DIESEL, transmissions: MANUAL, cc: [4200], years: [2000, 2015], price: [7.5 * M, 17 * M], weight: 1 },
  // Mitsubishi
  { make: 'Mitsubishi', model: 'Montero', trims: ['GLS', 'Sport', 'Exceed'], type: 'SUV', body: 'suv', fuels: DIESEL, transmissions: AUTO, cc: [3200, 2400], years: [2005, 2018], price: [9.8 * M, 28 * M], weight: 2 },
  { make: 'Mitsubishi', model: 'Outlander', trims: ['24G', 'PHEV G'], type: 'SUV', body: 'suv', fuels: [['Petrol', 2], ['Hybrid', 1]], transmissions: AUTO, cc: [2000, 2400], years: [2010, 2021], price: [7.4 * M, 16.4 * M], weight: 2 },
  { make: 'Mitsubishi', model: 'L200', trims: ['Strada', 'Triton'], type: 'Pickup', body: 'pickup', fuels: DIESEL, transmissions: MANUAL, cc: [2500], years: [2006, 2020], price: [6.4 * M, 15.2 * M], weight: 2 },
  { make: 'Mitsubishi', model: 'Lancer', trims: ['GLX', 'EX'], type: 'Car', body: 'sedan', fuels: PETROL, transmissions: AUTO_MOSTLY, cc: [1500, 1600], years: [2005, 2015], price: [3.2 * M, 6.6 * M], weight: 2 },
  { make: 'Mitsubishi', model: 'Fuso Canter', trims: ['', '14.5 ft'], type: 'Lorry', body: 'lorry', fuels: DIESEL, transmissions: MANUAL, cc: [3900, 4900], years: [2004, 2018], price: [5.4 * M, 13.2 * M], weight: 2 },
  // Mazda, Hyundai, Kia
  { make: 'Mazda', model: 'Axela', trims: ['15S', 'Hybrid S'], type: 'Car', body: 'sedan', fuels: [['Petrol', 1], ['Hybrid', 1]], transmissions: AUTO, cc: [1500, 2000], years: [2014, 2019], price: [6.9 * M, 11.2 * M], weight: 2 },
  { make: 'Mazda', model: 'CX-5', trims: ['XD', '20S', 'XD L Package'], type: 'SUV', body: 'suv', fuels: [['Diesel', 2], ['Petrol', 1]], transmissions: AUTO, cc: [2200, 2000], years: [2013, 2021], price: [10.8 * M, 19.4 * M], weight: 2 },
  { make: 'Hyundai', model: 'Tucson', trims: ['GL', 'GLS', 'Limited'], type: 'SUV', body: 'suv', fuels: [['Diesel', 1], ['Petrol', 1]], transmissions: AUTO, cc: [2000], years: [2010, 2021], price: [7.9 * M, 17.2 * M], weight: 2 },
  { make: 'Hyundai', model: 'Santa Fe', trims: ['CRDi', 'Premium'], type: 'SUV', body: 'suv', fuels: DIESEL, transmissions: AUTO, cc: [2200], years: [2008, 2019], price: [8.9 * M, 19.4 * M], weight: 1 },
  { make: 'Hyundai', model: 'Grand i10', trims: ['Era', 'Sportz', 'Asta'], type: 'Car', body: 'hatchback', fuels: PETROL, transmissions: MANUAL_MOSTLY, cc: [1200], years: [2014, 2022], price: [4.1 * M, 6.6 * M], weight: 2 },
  { make: 'Kia', model: 'Sorento', trims: ['EX', 'SX'], type: 'SUV', body: 'suv', fuels: DIESEL, transmissions: AUTO, cc: [2200], years: [2010, 2019], price: [7.9 * M, 17.1 * M], weight: 1 },
  { make: 'Kia', model: 'Picanto', trims: ['LX', 'EX', 'GT Line'], type: 'Car', body: 'hatchback', fuels: PETROL, transmissions: MANUAL_MOSTLY, cc: [1000, 1200], years: [2011, 2021], price: [3.7 * M, 6.3 * M], weight: 3 },
  { make: 'Kia', model: 'Sportage', trims: ['EX', 'GT Line'], type: 'SUV', body: 'suv', fuels: [['Diesel', 1], ['Petrol', 1]], transmissions: AUTO, cc: [2000], years: [2011, 2021], price: [7.8 * M, 15.4 * M], weight: 1 },
  // European and premium
  { make: 'BMW', model: '320d', trims: ['Sport', 'M Sport', 'Luxury'], type: 'Car', body: 'sedan', fuels: DIESEL, transmissions: LUXURY, cc: [2000], years: [2012, 2020], price: [11.8 * M, 25.5 * M], weight: 1 },
  { make: 'BMW', model: 'X1', trims: ['sDrive18i', 'sDrive20i', 'xDrive20d'], type: 'SUV', body: 'suv', fuels: [['Petrol', 2], ['Diesel', 1]], transmissions: LUXURY, cc: [1500, 2000], years: [2012, 2021], price: [11.5 * M, 24.4 * M], weight: 1 },
  { make: 'BMW', model: '520d', trims: ['Luxury', 'M Sport'], type: 'Car', body: 'sedan', fuels: DIESEL, transmissions: LUXURY, cc: [2000], years: [2011, 2019], price: [15.6 * M, 32 * M], weight: 1 },
  { make: 'Mercedes-Benz', model: 'C200', trims: ['Avantgarde', 'AMG Line', 'Elegance'], type: 'Car', body: 'sedan', fuels: [['Petrol', 3], ['Hybrid', 1]], transmissions: LUXURY, cc: [1800, 2000, 1500], years: [2008, 2021], price: [11.8 * M, 32.5 * M], weight: 1 },
  { make: 'Mercedes-Benz', model: 'E250', trims: ['Avantgarde', 'Elegance'], type: 'Car', body: 'sedan', fuels: [['Petrol', 1], ['Diesel', 1]], transmissions: LUXURY, cc: [2000, 2100], years: [2010, 2018], price: [16.8 * M, 34 * M], weight: 1 },
  { make: 'Mercedes-Benz', model: 'GLA 200', trims: ['', 'AMG Line'], type: 'SUV', body: 'suv', fuels: PETROL, transmissions: LUXURY, cc: [1600, 1300], years: [2015, 2021], price: [15.8 * M, 27.5 * M], weight: 1 },
  { make: 'Audi', model: 'A3', trims: ['Sedan', 'Sportback'], type: 'Car', body: 'sedan', fuels: PETROL, transmissions: LUXURY, cc: [1400, 1000], years: [2014, 2020], price: [10.6 * M, 17.8 * M], weight: 1 },
  { make: 'Audi', model: 'Q3', trims: ['TFSI', 'S Line'], type: 'SUV', body: 'suv', fuels: PETROL, transmissions: LUXURY, cc: [1400, 2000], years: [2013, 2020], price: [11.9 * M, 21.2 * M], weight: 1 },
  { make: 'Land Rover', model: 'Range Rover Evoque', trims: ['Pure', 'HSE Dynamic'], type: 'SUV', body: 'suv', fuels: [['Petrol', 1], ['Diesel', 1]], transmissions: LUXURY, cc: [2000, 2200], years: [2012, 2020], price: [17.5 * M, 38.5 * M], weight: 1 },
  { make: 'Land Rover', model: 'Defender', trims: ['110 SE', '90'], type: 'SUV', body: 'suv', fuels: DIESEL, transmissions: AUTO, cc: [2000, 3000], years: [2020, 2024], price: [46 * M, 78 * M], weight: 1 },
  { make: 'Subaru', model: 'Forester', trims: ['2.0i', 'XT', 'Advance'], type: 'SUV', body: 'suv', fuels: [['Petrol', 2], ['Hybrid', 1]], transmissions: AUTO, cc: [2000], years: [2009, 2020], price: [6.9 * M, 15.2 * M], weight: 1 },
  { make: 'Subaru', model: 'XV', trims: ['2.0i-L', 'Hybrid'], type: 'SUV', body: 'suv', fuels: [['Petrol', 1], ['Hybrid', 1]], transmissions: AUTO, cc: [2000], years: [2013, 2020], price: [7.8 * M, 13.2 * M], weight: 1 },
  { make: 'Volkswagen', model: 'Polo', trims: ['Trendline', 'Highline', 'GT'], type: 'Car', body: 'hatchback', fuels: PETROL, transmissions: AUTO_MOSTLY, cc: [1200, 1000], years: [2010, 2020], price: [4.4 * M, 8.6 * M], weight: 1 },
  { make: 'Peugeot', model: '3008', trims: ['Active', 'Allure', 'GT Line'], type: 'SUV', body: 'suv', fuels: [['Petrol', 1], ['Diesel', 1]], transmissions: AUTO, cc: [1600, 1200], years: [2014, 2020], price: [7.4 * M, 13.2 * M], weight: 1 },
  { make: 'Peugeot', model: '208', trims: ['Active', 'Allure'], type: 'Car', body: 'hatchback', fuels: PETROL, transmissions: AUTO_MOSTLY, cc: [1200], years: [2013, 2020], price: [4.6 * M, 7.4 * M], weight: 1 },
  { make: 'Ford', model: 'Ranger', trims: ['XLT', 'Wildtrak', 'XL'], type: 'Pickup', body: 'pickup', fuels: DIESEL, transmissions: AUTO_MOSTLY, cc: [2200, 3200, 2000], years: [2012, 2021], price: [8.4 * M, 20.5 * M], weight: 2 },
  { make: 'Ford', model: 'EcoSport', trims: ['Trend', 'Titanium'], type: 'SUV', body: 'suv', fuels: PETROL, transmissions: AUTO_MOSTLY, cc: [1500], years: [2014, 2020], price: [5.4 * M, 8.6 * M], weight: 1 },
  // Asian budget makes
  { make: 'Daihatsu', model: 'Mira', trims: ['e:S', 'X', 'Cocoa'], type: 'Car', body: 'hatchback', fuels: PETROL, transmissions: AUTO, cc: [660], years: [2010, 2020], price: [3.1 * M, 5.3 * M], weight: 3 },
  { make: 'Daihatsu', model: 'Hijet', trims: ['Truck', 'Jumbo'], type: 'Pickup', body: 'pickup', fuels: PETROL, transmissions: MANUAL, cc: [660], years: [2008, 2021], price: [2.9 * M, 5.4 * M], weight: 2 },
  { make: 'Isuzu', model: 'Elf', trims: ['', '14.5 ft', '16.5 ft'], type: 'Lorry', body: 'lorry', fuels: DIESEL, transmissions: MANUAL, cc: [3000, 4600], years: [2004, 2018], price: [4.4 * M, 11.2 * M], weight: 2 },
  { make: 'Isuzu', model: 'D-Max', trims: ['LS', 'Hi-Lander', 'V-Cross'], type: 'Pickup', body: 'pickup', fuels: DIESEL, transmissions: MANUAL_MOSTLY, cc: [2500, 3000], years: [2010, 2020], price: [6.8 * M, 15.8 * M], weight: 2 },
  { make: 'Mahindra', model: 'Scorpio', trims: ['S10', 'S4'], type: 'SUV', body: 'suv', fuels: DIESEL, transmissions: MANUAL, cc: [2200], years: [2010, 2020], price: [5.4 * M, 10.4 * M], weight: 1 },
  { make: 'Mahindra', model: 'KUV100', trims: ['K6', 'K8'], type: 'Car', body: 'hatchback', fuels: PETROL, transmissions: MANUAL, cc: [1200], years: [2016, 2020], price: [3.9 * M, 5.4 * M], weight: 1 },
  { make: 'Micro', model: 'Panda', trims: ['', 'Cross'], type: 'Car', body: 'hatchback', fuels: PETROL, transmissions: MANUAL, cc: [1000], years: [2011, 2015], price: [2.0 * M, 3.0 * M], weight: 1 },
  { make: 'Perodua', model: 'Axia', trims: ['G', 'Advance'], type: 'Car', body: 'hatchback', fuels: PETROL, transmissions: AUTO_MOSTLY, cc: [1000], years: [2015, 2021], price: [3.7 * M, 5.6 * M], weight: 2 },
  { make: 'Perodua', model: 'Bezza', trims: ['G', 'X', 'AV'], type: 'Car', body: 'sedan', fuels: PETROL, transmissions: AUTO_MOSTLY, cc: [1000, 1300], years: [2016, 2021], price: [4.2 * M, 6.1 * M], weight: 1 },
  { make: 'Tata', model: 'Nano', trims: ['LX', 'Twist'], type: 'Car', body: 'hatchback', fuels: PETROL, transmissions: MANUAL, cc: [624], years: [2011, 2016], price: [1.3 * M, 2.2 * M], weight: 1 },
  { make: 'Tata', model: 'Super Ace', trims: ['', 'Mint'], type: 'Pickup', body: 'pickup', fuels: DIESEL, transmissions: MANUAL, cc: [1400], years: [2010, 2018], price: [2.4 * M, 4.3 * M], weight: 1 },
  // Three-wheelers and motorbikes
  { make: 'Bajaj', model: 'RE', trims: ['4 Stroke', '205', 'Compact'], type: 'Three Wheeler', body: 'three-wheeler', fuels: [['Petrol', 6], ['CNG', 1]], transmissions: MANUAL, cc: [200, 205], years: [2008, 2025], price: [1.15 * M, 2.05 * M], weight: 8 },
  { make: 'TVS', model: 'King', trims: ['4S', 'Deluxe'], type: 'Three Wheeler', body: 'three-wheeler', fuels: PETROL, transmissions: MANUAL, cc: [200], years: [2010, 2025], price: [1.05 * M, 1.9 * M], weight: 2 },
  { make: 'Bajaj', model: 'Pulsar', trims: ['150', 'NS 200', '180'], type: 'Motorbike', body: 'motorbike', fuels: PETROL, transmissions: MANUAL, cc: [150, 180, 200], years: [2010, 2025], price: [300_000, 720_000], weight: 3 },
  { make: 'Bajaj', model: 'CT 100', trims: ['', 'ES'], type: 'Motorbike', body: 'motorbike', fuels: PETROL, transmissions: MANUAL, cc: [100], years: [2012, 2025], price: [240_000, 420_000], weight: 3 },
  { make: 'Bajaj', model: 'Discover', trims: ['125', '135'], type: 'Motorbike', body: 'motorbike', fuels: PETROL, transmissions: MANUAL, cc: [125, 135], years: [2010, 2022], price: [230_000, 480_000], weight: 2 },
  { make: 'TVS', model: 'Apache', trims: ['RTR 160', 'RTR 200 4V'], type: 'Motorbike', body: 'motorbike', fuels: PETROL, transmissions: MANUAL, cc: [160, 200], years: [2014, 2025], price: [390_000, 850_000], weight: 2 },
  { make: 'Yamaha', model: 'FZ', trims: ['S', 'V3', 'FI'], type: 'Motorbike', body: 'motorbike', fuels: PETROL, transmissions: MANUAL, cc: [150], years: [2012, 2025], price: [430_000, 860_000], weight: 2 },
  { make: 'Yamaha', model: 'Ray ZR', trims: ['', 'Street Rally'], type: 'Motorbike', body: 'motorbike', fuels: PETROL, transmissions: AUTO, cc: [125], years: [2016, 2025], price: [380_000, 620_000], weight: 2 },
  { make: 'Hero', model: 'Dash', trims: ['', 'VX'], type: 'Motorbike', body: 'motorbike', fuels: PETROL, transmissions: AUTO, cc: [110], years: [2018, 2025], price: [280_000, 460_000], weight: 1 },
];

/** Where the listings are: weighted toward Colombo, Gampaha and Kandy. */
export const CITY_WEIGHTS: ReadonlyArray<readonly [CityName, number]> = [
  ['Colombo', 24],
  ['Gampaha', 16],
  ['Kandy', 9],
  ['Kurunegala', 7],
  ['Kalutara', 6],
  ['Galle', 5],
  ['Matara', 3],
  ['Ratnapura', 3],
  ['Kegalle', 3],
  ['Jaffna', 3],
  ['Anuradhapura', 3],
  ['Puttalam', 2],
  ['Badulla', 2],
  ['Matale', 2],
  ['Nuwara Eliya', 2],
  ['Hambantota', 2],
  ['Polonnaruwa', 2],
  ['Trincomalee', 2],
  ['Batticaloa', 2],
  ['Ampara', 2],
  ['Monaragala', 1],
  ['Vavuniya', 1],
  ['Kilinochchi', 1],
  ['Mannar', 1],
  ['Mullaitivu', 1],
];

/** Postal code of each district's main town. */
export const POSTAL_CODES: Record<CityName, string> = {
  Ampara: '32000',
  Anuradhapura: '50000',
  Badulla: '90000',
  Batticaloa: '30000',
  Colombo: '00500',
  Galle: '80000',
  Gampaha: '11000',
  Hambantota: '82000',
  Jaffna: '40000',
  Kalutara: '12000',
  Kandy: '20000',
  Kegalle: '71000',
  Kilinochchi: '44000',
  Kurunegala: '60000',
  Mannar: '41000',
  Matale: '21000',
  Matara: '81000',
  Monaragala: '91000',
  Mullaitivu: '42000',
  'Nuwara Eliya': '22200',
  Polonnaruwa: '51000',
  Puttalam: '61300',
  Ratnapura: '70000',
  Trincomalee: '31000',
  Vavuniya: '43000',
};

/** Suburbs for the second address line, by district (others use the district's main town). */
export const SUBURBS: Partial<Record<CityName, readonly string[]>> = {
  Colombo: [
    'Nugegoda',
    'Dehiwala',
    'Rajagiriya',
    'Wellawatte',
    'Maharagama',
    'Battaramulla',
    'Kottawa',
  ],
  Gampaha: ['Negombo', 'Kadawatha', 'Ja-Ela', 'Kiribathgoda', 'Wattala', 'Minuwangoda'],
  Kandy: ['Peradeniya', 'Katugastota', 'Kundasale', 'Gampola'],
  Kurunegala: ['Kuliyapitiya', 'Pannala', 'Wariyapola'],
  Kalutara: ['Panadura', 'Horana', 'Beruwala'],
  Galle: ['Hikkaduwa', 'Ambalangoda', 'Karapitiya'],
};

export const STREETS = [
  'Galle Road',
  'Temple Road',
  'Station Road',
  'Kandy Road',
  'Main Street',
  'Lake Drive',
  'Flower Road',
  'Hospital Road',
  'School Lane',
  'Old Road',
  'Church Street',
  'Anagarika Dharmapala Mawatha',
  'Hill Street',
  'Park Avenue',
] as const;

export const FIRST_NAMES = [
  'Nimal',
  'Kasun',
  'Tharindu',
  'Dilani',
  'Ruwan',
  'Chaminda',
  'Sanduni',
  'Arjun',
  'Fathima',
  'Mohamed',
  'Priyantha',
  'Nadeesha',
  'Lahiru',
  'Sachini',
  'Pradeep',
  'Kavindi',
  'Suresh',
  'Isuru',
  'Dinesh',
  'Anusha',
  'Rizwan',
  'Shehan',
  'Hiruni',
  'Janaka',
] as const;

export const LAST_NAMES = [
  'Perera',
  'Fernando',
  'Silva',
  'Jayasinghe',
  'Bandara',
  'Wickramasinghe',
  'Dissanayake',
  'Sivakumar',
  'Nazeer',
  'Rathnayake',
  'Gunawardena',
  'Herath',
  'Senanayake',
  'Kumara',
  'Rajapaksha',
  'Weerasinghe',
  'Mendis',
  'Karunaratne',
  'Ranasinghe',
  'Thevarajah',
] as const;

/** Paint names the descriptions use for each pool colour. */
export const COLOUR_LABELS: Record<string, string> = {
  white: 'Pearl White',
  silver: 'Silver',
  black: 'Black',
  grey: 'Grey',
  blue: 'Blue',
  red: 'Red',
  maroon: 'Maroon',
  green: 'Green',
  champagne: 'Champagne',
  yellow: 'Yellow',
};

export const REJECTION_REASONS = [
  'The photos do not show the vehicle being sold.',
  'The price looks like a placeholder; please enter the real asking price.',
  'The description contains a phone number and a link to another site.',
  'Duplicate of an ad that is already live.',
] as const;
