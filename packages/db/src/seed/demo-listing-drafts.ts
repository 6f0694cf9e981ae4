import { asc, eq } from 'drizzle-orm';
import { PACKAGE_TIERS, type PackageName } from '@carmarket/shared/packages';
import type { Database } from '../client';
import {
  cities,
  conditions,
  fuelTypes,
  towns,
  transmissions,
  vehicleMakes,
  vehicleModels,
  type vehicles,
  vehicleTypes,
} from '../schema';
import { CITY_WEIGHTS, MODELS, REJECTION_REASONS, type ModelSpec } from './catalogue';
import { DEMO_FULL_VIEW_ANGLES } from './demo-image-kinds';
import type { DemoImage } from './demo-images';
import type { CityName, ConditionName } from './reference-names';
import { describe, titleSuffix } from './demo-listing-text';
import { mulberry32, Rng } from './demo-random';

/**
 * One demo listing drafted before it is written: its seller's ids, status and dates, condition,
 * mileage and price for its model and age, and its photos from the pool.
 */

export type ListingStatus = 'active' | 'pending' | 'sold' | 'expired' | 'rejected';

const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** Calendar months added in UTC; the day is clamped to the month's length. */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}
interface Ids {
  city: Map<string, number>;
  /** Each city's towns' ids, by the city's name (issue 38). */
  towns: Map<string, number[]>;
  make: Map<string, number>;
  type: Map<string, number>;
  condition: Map<string, number>;
  fuel: Map<string, number>;
  transmission: Map<string, number>;
  /** Catalogue models by `makeId:name`. */
  model: Map<string, number>;
}

export async function loadIds(db: Database): Promise<Ids> {
  const load = async (table: typeof cities) => {
    const rows = await db.select({ id: table.id, name: table.name }).from(table);
    return new Map(rows.map((r) => [r.name, r.id]));
  };
  return {
    city: await load(cities),
    towns: await loadTowns(db),
    make: await load(vehicleMakes),
    type: await load(vehicleTypes),
    condition: await load(conditions),
    fuel: await load(fuelTypes),
    transmission: await load(transmissions),
    model: new Map(
      (
        await db
          .select({ id: vehicleModels.id, makeId: vehicleModels.makeId, name: vehicleModels.name })
          .from(vehicleModels)
      ).map((r) => [`${r.makeId}:${r.name}`, r.id]),
    ),
  };
}

async function loadTowns(db: Database): Promise<Map<string, number[]>> {
  const rows = await db
    .select({ id: towns.id, city: cities.name })
    .from(towns)
    .innerJoin(cities, eq(cities.id, towns.cityId))
    .orderBy(asc(towns.id));
  const byCity = new Map<string, number[]>();
  for (const row of rows) byCity.set(row.city, [...(byCity.get(row.city) ?? []), row.id]);
  return byCity;
}

/**
 * The local vehicle facts a demo ad states (issue 38): most say whether the car is registered (a
 * reconditioned import, or a brand new car, is unregistered), a registered car its year of
 * registration and 0–3 previous owners, and most name a town of their city. Drawn from their own
 * generator, seeded by the ad's text, so the rest of the seed draws exactly what it drew before.
 */
function draftFacts(
  ad: { title: string; price: number; mileage: number; yom: number; condition: string },
  cityTowns: readonly number[],
  nowYear: number,
): Pick<SeedVehicle, 'registration' | 'registrationYear' | 'owners' | 'townId'> {
  let seed = 2166136261;
  for (const char of `${ad.title}|${ad.price}|${ad.mileage}`) {
    seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  }
  const rng = new Rng(mulberry32(seed));
  const townId = cityTowns.length > 0 && rng.chance(0.7) ? rng.pick(cityTowns) : null;
  if (!rng.chance(0.8)) return { registration: null, registrationYear: null, owners: null, townId };
  if (ad.condition !== 'Used') {
    return { registration: 'unregistered', registrationYear: null, owners: 0, townId };
  }
  const registrationYear = Math.min(nowYear, ad.yom + rng.int(0, 2));
  const owners = rng.weighted([
    [1, 5],
    [2, 3],
    [3, 1],
    [0, 1],
  ] as const);
  return { registration: 'registered', registrationYear, owners, townId };
}

export function idOf(map: Map<string, number>, name: string, what: string): number {
  const id = map.get(name);
  if (id === undefined) {
    throw new Error(`Reference data is missing ${what} "${name}"; run seedReferenceData first.`);
  }
  return id;
}

export interface Seller {
  id: number;
  mobile: string;
  city: CityName;
  package: PackageName;
}

type VehicleRow = typeof vehicles.$inferInsert;

/** A vehicle row as the seed builds it: every column it sets is present. */
export type SeedVehicle = Required<
  Pick<
    VehicleRow,
    | 'userId'
    | 'title'
    | 'phone'
    | 'cityId'
    | 'vehicleTypeId'
    | 'conditionId'
    | 'makeId'
    | 'makeName'
    | 'model'
    | 'modelId'
    | 'yom'
    | 'price'
    | 'transmissionId'
    | 'fuelTypeId'
    | 'engineCapacity'
    | 'mileage'
    | 'description'
    | 'ongoingLease'
    | 'airCondition'
    | 'powerMirror'
    | 'powerSteering'
    | 'powerWindow'
    | 'status'
    | 'package'
    | 'createdAt'
    | 'updatedAt'
  >
> &
  Pick<
    VehicleRow,
    | 'approvedAt'
    | 'expiresAt'
    | 'soldAt'
    | 'soldPrice'
    | 'rejectionReason'
    | 'registration'
    | 'registrationYear'
    | 'owners'
    | 'townId'
  > & {
    id: number;
  };

export interface MediaRow {
  vehicleId: number;
  position: number;
  image: DemoImage;
  createdAt: Date;
}

/** Picks the photos of one listing: a full view first, then other angles of the same vehicle. */
export class PhotoPicker {
  private readonly byBody = new Map<string, Map<string, DemoImage[]>>();

  constructor(pool: readonly DemoImage[]) {
    for (const image of pool) {
      let colours = this.byBody.get(image.body);
      if (!colours) this.byBody.set(image.body, (colours = new Map()));
      let list = colours.get(image.colour);
      if (!list) colours.set(image.colour, (list = []));
      list.push(image);
    }
    if (this.byBody.size === 0) throw new Error('The demo image pool is empty.');
  }

  pick(rng: Rng, body: string, count: number): { colour: string; images: DemoImage[] } {
    const colours = this.byBody.get(body) ?? rng.pick([...this.byBody.values()]);
    // Commoner colours (listed first) come up more often.
    const names = [...colours.keys()];
    const colour = rng.weighted(names.map((name, i) => [name, names.length - i] as const));
    const images = colours.get(colour) ?? [];
    const full = images.filter((image) => DEMO_FULL_VIEW_ANGLES.includes(image.angle));
    const first = full.length > 0 ? rng.pick(full) : rng.pick(images);
    const rest = rng.shuffle(images.filter((image) => image !== first));
    return { colour, images: [first, ...rest].slice(0, Math.max(1, count)) };
  }
}

interface Draft {
  vehicle: Omit<SeedVehicle, 'userId' | 'phone' | 'id'>;
  photos: DemoImage[];
}

export function statusCounts(live: number): Record<ListingStatus, number> {
  if (live <= 0) return { active: 0, pending: 0, sold: 0, expired: 0, rejected: 0 };
  return {
    active: live,
    pending: Math.max(1, Math.round(live * 0.1)),
    // The market's last year (issue 37): sold cars are what the price band learns from. A live
    // ad is up a month or two, so a year sells several times the live stock; a small demo gets
    // that (up to 2,500), so popular models and years gather enough comparables for many live
    // ads to get a band, while a large seed (the bench's million) stays the size it was.
    sold: Math.max(1, Math.round(live * 0.075) + Math.min(live * 10, 2_500)),
    expired: Math.max(1, Math.round(live * 0.075)),
    rejected: Math.max(1, Math.round(live * 0.02)),
  };
}

function pickCondition(rng: Rng, spec: ModelSpec, age: number): ConditionName {
  const twoOrThreeWheels = spec.type === 'Motorbike' || spec.type === 'Three Wheeler';
  if (age <= 1) {
    const r = rng.float();
    if (twoOrThreeWheels) return r < 0.5 ? 'Brand New' : 'Used';
    return r < 0.35 ? 'Brand New' : r < 0.7 ? 'Unregistered' : 'Used';
  }
  // Reconditioned imports arrive up to three years old and are sold before registration.
  if (age <= 3 && !twoOrThreeWheels && rng.chance(0.25)) return 'Unregistered';
  return 'Used';
}

function pickMileage(rng: Rng, spec: ModelSpec, condition: ConditionName, age: number): number {
  if (condition === 'Brand New') return rng.int(0, 40);
  if (condition === 'Unregistered') return Math.round(rng.int(2_000, 22_000) / 10) * 10;
  const perYear =
    spec.type === 'Motorbike'
      ? rng.float(2_500, 5_000)
      : spec.type === 'Three Wheeler'
        ? rng.float(8_000, 14_000)
        : spec.type === 'Van' || spec.type === 'Lorry' || spec.type === 'Bus'
          ? rng.float(8_000, 15_000)
          : rng.float(5_000, 9_000);
  const value = Math.max(1, age) * perYear * rng.float(0.8, 1.2);
  return rng.chance(0.5) ? Math.round(value / 100) * 100 : Math.round(value);
}

/** Prices are asked in round steps: Rs. 10,000 above two million, else Rs. 5,000. */
function roundPrice(price: number): number {
  const step = price >= 2_000_000 ? 10_000 : 5_000;
  return Math.max(step, Math.round(price / step) * step);
}

/**
 * The asking price: the model's price for its year (depreciation by age), less for a car driven
 * more than most of its age and more for one driven less (up to 12% either way), with noise.
 */
function pickPrice(
  rng: Rng,
  spec: ModelSpec,
  year: number,
  condition: ConditionName,
  mileage: number,
  age: number,
): number {
  const [y0, y1] = spec.years;
  const t = y1 === y0 ? 1 : Math.max(0, Math.min(1, (year - y0) / (y1 - y0)));
  let price = spec.price[0] + (spec.price[1] - spec.price[0]) * t;
  const usual = Math.max(1, age) * (spec.type === 'Motorbike' ? 3_750 : 7_000);
  if (condition === 'Used')
    price *= 1 - Math.max(-0.12, Math.min(0.12, 0.12 * (mileage / usual - 1)));
  price *= rng.float(0.94, 1.06);
  if (condition === 'Brand New') price *= 1.06;
  if (condition === 'Unregistered') price *= 1.03;
  return roundPrice(price);
}

/** What a sold car went for: a little under its asking price, as buyers bargain. */
function pickSoldPrice(rng: Rng, asking: number): number {
  return roundPrice(asking * rng.float(0.9, 0.995));
}

/**
 * The year of manufacture: most ads of a model are of a few popular years around the middle of
 * its range (as the island's imports come in waves), fewer at either end.
 */
function pickYear(rng: Rng, firstYear: number, lastYear: number): number {
  const middle = (firstYear + lastYear) / 2;
  const year = Math.round(middle + (rng.float() + rng.float() - 1) * (lastYear - firstYear) * 0.6);
  return Math.max(firstYear, Math.min(lastYear, year));
}

/** Dates of one listing by status, around `now`. */
function listingDates(
  rng: Rng,
  status: ListingStatus,
  pkg: PackageName,
  now: number,
): {
  createdAt: Date;
  updatedAt: Date;
  approvedAt?: Date | null;
  expiresAt?: Date | null;
  soldAt?: Date | null;
} {
  const months = PACKAGE_TIERS[pkg].validityMonths;
  const approvalDelay = () => rng.float(0.5, 30) * HOUR;
  switch (status) {
    case 'active': {
      // Live ads were approved recently enough to still be inside their validity.
      const maxAgeDays = months === 1 ? 26 : 50;
      const created = now - rng.float(0.1, maxAgeDays) * DAY;
      const approved = Math.min(created + approvalDelay(), now - 5 * 60_000);
      const expires = addMonths(new Date(approved), months);
      return {
        createdAt: new Date(created),
        updatedAt: new Date(approved),
        approvedAt: new Date(approved),
        expiresAt: expires,
        soldAt: null,
      };
    }
    case 'pending': {
      const created = now - rng.float(0.05, 6) * DAY;
      return { createdAt: new Date(created), updatedAt: new Date(created) };
    }
    case 'rejected': {
      const created = now - rng.float(2, 20) * DAY;
      return { createdAt: new Date(created), updatedAt: new Date(created + approvalDelay()) };
    }
    case 'sold': {
      // Over the last 14 months: the band counts the last 12 (decision 133).
      const created = now - rng.float(10, 420) * DAY;
      const approved = created + approvalDelay();
      const expires = addMonths(new Date(approved), months);
      const soldBy = Math.min(expires.getTime(), now - HOUR);
      const sold = approved + rng.float(0.1, 1) * Math.max(DAY, soldBy - approved);
      return {
        createdAt: new Date(created),
        updatedAt: new Date(Math.min(sold, now - HOUR)),
        approvedAt: new Date(approved),
        expiresAt: expires,
        soldAt: new Date(Math.min(sold, now - HOUR)),
      };
    }
    case 'expired': {
      const expires = now - rng.float(0.5, 60) * DAY;
      const approved = addMonths(new Date(expires), -months).getTime();
      const created = approved - approvalDelay();
      return {
        createdAt: new Date(created),
        updatedAt: new Date(expires),
        approvedAt: new Date(approved),
        expiresAt: new Date(expires),
        soldAt: null,
      };
    }
  }
}

/** Picks a model, weighted by how common it is. */
const MODEL_WEIGHTS = MODELS.map((spec) => [spec, spec.weight] as const);

function photoCount(rng: Rng, pkg: PackageName): number {
  const max = Math.min(6, PACKAGE_TIERS[pkg].maxPhotos);
  const min = pkg === 'vip' ? 4 : pkg === 'featured' ? 3 : 2;
  return rng.int(min, max);
}

export function draftListing(
  rng: Rng,
  ids: Ids,
  photos: PhotoPicker,
  seller: Seller,
  status: ListingStatus,
  now: Date,
): Draft {
  const spec = rng.weighted(MODEL_WEIGHTS);
  const makeId = idOf(ids.make, spec.make, 'make');
  const nowYear = now.getUTCFullYear();
  const lastYear = Math.min(spec.years[1], nowYear);
  const firstYear = Math.min(Math.max(spec.years[0], 2005), lastYear);
  const yom = pickYear(rng, firstYear, lastYear);
  const age = nowYear - yom;
  const condition = pickCondition(rng, spec, age);
  const mileage = pickMileage(rng, spec, condition, age);
  const trim = rng.pick(spec.trims);
  const fuel = rng.weighted(spec.fuels);
  const transmission = rng.weighted(spec.transmissions);
  const cc = fuel === 'Electric' ? 0 : rng.pick(spec.cc);
  // Sellers mostly list where they live; dealers and traders list all over.
  const city = rng.chance(0.35) ? seller.city : rng.weighted(CITY_WEIGHTS);
  const motorised = spec.type !== 'Motorbike' && spec.type !== 'Three Wheeler';
  const budget = spec.price[1] < 5_000_000;
  const lease = rng.chance(motorised ? 0.15 : 0.05);
  const picked = photos.pick(rng, spec.body, photoCount(rng, seller.package));

  const price = pickPrice(rng, spec, yom, condition, mileage, age);
  const name = `${spec.make} ${spec.model}${trim ? ` ${trim}` : ''} ${yom}`;
  const suffix = titleSuffix(rng, spec, condition, mileage, age);
  const description = describe(
    rng,
    {
      spec,
      trim,
      year: yom,
      condition,
      mileage,
      colour: picked.colour,
      city,
      fuel,
      transmission,
      cc,
      lease,
    },
    PACKAGE_TIERS[seller.package].richDescription,
  );

  return {
    vehicle: {
      title: `${name}${suffix}`,
      cityId: idOf(ids.city, city, 'city'),
      vehicleTypeId: idOf(ids.type, spec.type, 'vehicle type'),
      conditionId: idOf(ids.condition, condition, 'condition'),
      makeId,
      makeName: spec.make,
      model: spec.model,
      // Set here, so the catalogue trigger (which runs only when it is null) stays out of a bulk load.
      modelId: idOf(ids.model, `${makeId}:${spec.model}`, 'model'),
      yom,
      price,
      soldPrice: status === 'sold' ? pickSoldPrice(rng, price) : null,
      transmissionId: idOf(ids.transmission, transmission, 'transmission'),
      fuelTypeId: idOf(ids.fuel, fuel, 'fuel type'),
      engineCapacity: cc,
      mileage,
      description,
      ongoingLease: lease,
      airCondition:
        motorised && rng.chance(spec.type === 'Lorry' || spec.type === 'Bus' ? 0.4 : 0.96),
      powerMirror: motorised && rng.chance(budget ? 0.5 : 0.85),
      powerSteering: motorised && rng.chance(0.97),
      powerWindow: motorised && rng.chance(budget ? 0.6 : 0.92),
      status,
      package: seller.package,
      rejectionReason: status === 'rejected' ? rng.pick(REJECTION_REASONS) : null,
      ...listingDates(rng, status, seller.package, now.getTime()),
      ...draftFacts(
        { title: `${name}${suffix}`, price, mileage, yom, condition },
        ids.towns.get(city) ?? [],
        nowYear,
      ),
    },
    photos: picked.images,
  };
}
