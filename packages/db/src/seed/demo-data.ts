import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { escapeHtml } from '@carmarket/shared/escape-html';
import { PACKAGE_TIERS, type PackageName } from '@carmarket/shared/packages';
import { DEFAULT_USER_SETTINGS } from '@carmarket/shared/settings';
import type { Database } from '../client';
import {
  cities,
  conditions,
  fuelTypes,
  transmissions,
  users,
  vehicleMakes,
  vehicleMedia,
  vehicleModels,
  vehicles,
  vehicleTypes,
} from '../schema';
import { loadThenRebuildSearch, rowsOf } from './bulk-load';
import {
  CITY_WEIGHTS,
  COLOUR_LABELS,
  FIRST_NAMES,
  LAST_NAMES,
  MODELS,
  POSTAL_CODES,
  REJECTION_REASONS,
  STREETS,
  SUBURBS,
  type ModelSpec,
} from './catalogue';
import {
  DEMO_FULL_VIEW_ANGLES,
  demoImagePool,
  generateDemoImages,
  type DemoImage,
  type DemoImagePoolOptions,
} from './demo-images';
import type { MediaSink } from './media-sink';
import type { CityName, ConditionName } from './reference-data';

export const DEMO_PASSWORD = 'carmarket-demo';
export const DEMO_EMAIL_DOMAIN = 'demo.carmarket.lk';
export const STAFF_EMAIL = 'staff@carmarket.lk';
export const DEFAULT_DEMO_LISTINGS = 200;

export interface SeedDemoDataOptions {
  db: Database;
  /** Where the demo photo pool is written. */
  media: MediaSink;
  hashPassword: (plain: string) => Promise<string>;
  /** Live (active) listings; pending, sold, expired and rejected ones come on top. Default 200. */
  listings?: number;
  log?: (msg: string) => void;
  /** The seed's "now"; dates are spread around it. */
  now?: Date;
  /** A random source in [0, 1); a fixed-seed generator by default, so runs are repeatable. */
  random?: () => number;
  /** Limits the photo pool (tests); the full pool by default. */
  imagePool?: DemoImagePoolOptions;
  /** Vehicles per INSERT (their photos go in one INSERT per batch too). */
  batchSize?: number;
}

export interface SeedDemoDataResult {
  /** False when the database already had users or vehicles; nothing was written then. */
  seeded: boolean;
  /** Users created, the staff user included. */
  users: number;
  /** Vehicles created, every status included. */
  listings: number;
  /** The staff login; the password is empty when nothing was seeded. */
  staff: { email: string; password: string };
  /** Vehicles created by status. */
  byStatus: Record<ListingStatus, number>;
  /** Pool images written (each at three widths). */
  images: number;
}

type ListingStatus = 'active' | 'pending' | 'sold' | 'expired' | 'rejected';

/** A small fast seeded generator (mulberry32). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Rng {
  constructor(private readonly next: () => number) {}
  float(min = 0, max = 1): number {
    return min + (max - min) * this.next();
  }
  int(min: number, max: number): number {
    return Math.min(max, Math.floor(this.float(min, max + 1)));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.min(items.length - 1, Math.floor(this.next() * items.length))];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T {
    let total = 0;
    for (const [, w] of items) total += w;
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return this.pick(items)[0];
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MOBILE_PREFIXES = ['070', '071', '072', '074', '075', '076', '077', '078'] as const;

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

interface DemoPerson {
  first: string;
  last: string;
  city: CityName;
  package: PackageName;
}

/** The named demo accounts: three members, three featured sellers, two VIP dealers. */
const DEMO_PEOPLE: readonly DemoPerson[] = [
  { first: 'Nimal', last: 'Perera', city: 'Colombo', package: 'member' },
  { first: 'Kasun', last: 'Fernando', city: 'Gampaha', package: 'member' },
  { first: 'Tharindu', last: 'Silva', city: 'Kandy', package: 'member' },
  { first: 'Dilani', last: 'Jayasinghe', city: 'Colombo', package: 'featured' },
  { first: 'Ruwan', last: 'Bandara', city: 'Kurunegala', package: 'featured' },
  { first: 'Fathima', last: 'Nazeer', city: 'Kandy', package: 'featured' },
  { first: 'Chaminda', last: 'Wickramasinghe', city: 'Colombo', package: 'vip' },
  { first: 'Arjun', last: 'Sivakumar', city: 'Jaffna', package: 'vip' },
];

/** Dealers post more than private sellers. */
const LISTING_WEIGHT: Record<PackageName, number> = { member: 1, featured: 2, vip: 3 };

function mobile(rng: Rng): string {
  return `${rng.pick(MOBILE_PREFIXES)}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
}

const miles = new Intl.NumberFormat('en-US');

interface Ids {
  city: Map<string, number>;
  make: Map<string, number>;
  type: Map<string, number>;
  condition: Map<string, number>;
  fuel: Map<string, number>;
  transmission: Map<string, number>;
  /** Catalogue models by `makeId:name`. */
  model: Map<string, number>;
}

async function loadIds(db: Database): Promise<Ids> {
  const load = async (table: typeof cities) => {
    const rows = await db.select({ id: table.id, name: table.name }).from(table);
    return new Map(rows.map((r) => [r.name, r.id]));
  };
  return {
    city: await load(cities),
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

function idOf(map: Map<string, number>, name: string, what: string): number {
  const id = map.get(name);
  if (id === undefined) {
    throw new Error(`Reference data is missing ${what} "${name}"; run seedReferenceData first.`);
  }
  return id;
}

interface Seller {
  id: number;
  mobile: string;
  city: CityName;
  package: PackageName;
}

type VehicleRow = typeof vehicles.$inferInsert;

/** A vehicle row as the seed builds it: every column it sets is present. */
type SeedVehicle = Required<
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
  Pick<VehicleRow, 'approvedAt' | 'expiresAt' | 'soldAt' | 'rejectionReason'> & { id: number };

interface MediaRow {
  vehicleId: number;
  position: number;
  image: DemoImage;
  createdAt: Date;
}

/** Picks the photos of one listing: a full view first, then other angles of the same vehicle. */
class PhotoPicker {
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

function statusCounts(live: number): Record<ListingStatus, number> {
  if (live <= 0) return { active: 0, pending: 0, sold: 0, expired: 0, rejected: 0 };
  return {
    active: live,
    pending: Math.max(1, Math.round(live * 0.1)),
    sold: Math.max(1, Math.round(live * 0.075)),
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
  const value = Math.max(1, age) * perYear * rng.float(0.7, 1.3);
  return rng.chance(0.5) ? Math.round(value / 100) * 100 : Math.round(value);
}

function pickPrice(rng: Rng, spec: ModelSpec, year: number, condition: ConditionName): number {
  const [y0, y1] = spec.years;
  const t = y1 === y0 ? 1 : Math.max(0, Math.min(1, (year - y0) / (y1 - y0)));
  let price = spec.price[0] + (spec.price[1] - spec.price[0]) * t;
  price *= rng.float(0.92, 1.08);
  if (condition === 'Brand New') price *= 1.06;
  if (condition === 'Unregistered') price *= 1.03;
  const step = price >= 2_000_000 ? 10_000 : 5_000;
  return Math.max(step, Math.round(price / step) * step);
}

const TITLE_SUFFIX: Record<ConditionName, readonly string[]> = {
  'Brand New': ['Brand New', 'Brand New, Agent Warranty', 'Brand New, Free Registration'],
  Unregistered: ['Unregistered', 'Unregistered, Fresh Import', 'Unregistered, Auction Grade 4.5'],
  Used: [
    'Excellent Condition',
    'Well Maintained',
    'First Owner',
    'Full Option',
    'Mint Condition',
    'Genuine Mileage',
    'Urgent Sale',
  ],
};
/** Suffixes that only fit cars and vans. */
const CAR_SUFFIX = ['Company Maintained', 'Lady Driven', 'Doctor Owned'] as const;

function titleSuffix(
  rng: Rng,
  spec: ModelSpec,
  condition: ConditionName,
  mileage: number,
  age: number,
) {
  if (!rng.chance(0.75)) return '';
  const options: string[] = [...TITLE_SUFFIX[condition]];
  if (condition === 'Used') {
    if (spec.type !== 'Motorbike' && spec.type !== 'Three Wheeler') options.push(...CAR_SUFFIX);
    if (mileage / Math.max(1, age) < 5_000) options.push('Low Mileage', 'Low Mileage');
  }
  return ` – ${rng.pick(options)}`;
}

interface DescriptionFacts {
  spec: ModelSpec;
  trim: string;
  year: number;
  condition: ConditionName;
  mileage: number;
  colour: string;
  city: string;
  fuel: string;
  transmission: string;
  cc: number;
  lease: boolean;
}

function describe(rng: Rng, f: DescriptionFacts, rich: boolean): string {
  const name = `${f.spec.make} ${f.spec.model}${f.trim ? ` ${f.trim}` : ''}`;
  const colour = COLOUR_LABELS[f.colour] ?? f.colour;
  const opening =
    f.condition === 'Brand New'
      ? `Brand new ${f.year} ${name} in ${colour}, available now in ${f.city}.`
      : f.condition === 'Unregistered'
        ? `Unregistered ${f.year} ${name} in ${colour} with ${miles.format(f.mileage)} miles, ready for registration in your name.`
        : rng.pick([
            `${f.year} ${name} in ${colour} for sale in ${f.city}.`,
            `Very well maintained ${name} (${f.year}), ${colour}, only ${miles.format(f.mileage)} miles.`,
            `Selling my ${colour.toLowerCase()} ${name}, manufactured ${f.year}, used with great care.`,
          ]);
  const details: string[] = [];
  if (f.condition === 'Used') {
    details.push(
      rng.pick([
        'Serviced on time at the agent; all records available.',
        'Single owner, no accidents and original paint.',
        'New tyres and battery fitted recently.',
        'Used mainly for short trips and garaged at home.',
        'Interior and exterior in excellent condition.',
      ]),
    );
  } else if (f.condition === 'Brand New') {
    details.push('Full agent warranty and free first services included.');
  } else {
    details.push('Auction sheet and export certificate available for inspection.');
  }
  if (f.fuel === 'Hybrid' && f.condition !== 'Brand New') {
    details.push('Hybrid battery checked and in excellent health.');
  }
  if (f.fuel === 'Electric') details.push('Battery health around 85%; home charger included.');
  if (f.lease) details.push('Ongoing lease; the balance can be settled or transferred.');
  else if (rng.chance(0.4)) details.push('Leasing facilities can be arranged at low rates.');
  const closing = rng.pick([
    'Price slightly negotiable after inspection.',
    'Genuine buyers only, please.',
    'Call any time for an inspection.',
    'No brokers, please.',
  ]);
  const sentences = [opening, ...details.slice(0, 2), closing];
  if (!rich) return sentences.join(' ');

  const facts = [
    `<li><strong>Year:</strong> ${f.year}</li>`,
    `<li><strong>Mileage:</strong> ${miles.format(f.mileage)} miles</li>`,
    `<li><strong>Engine:</strong> ${f.cc > 0 ? `${miles.format(f.cc)} cc ` : ''}${escapeHtml(f.fuel)}, ${escapeHtml(f.transmission)}</li>`,
    `<li><strong>Colour:</strong> ${escapeHtml(colour)}</li>`,
  ];
  return (
    `<p>${escapeHtml(opening)}</p><ul>${facts.join('')}</ul>` +
    `<p>${escapeHtml([...details.slice(0, 2), closing].join(' '))}</p>`
  );
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
      const created = now - rng.float(10, 90) * DAY;
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

function draftListing(
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
  const yom = rng.int(firstYear, lastYear);
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
      price: pickPrice(rng, spec, yom, condition),
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
    },
    photos: picked.images,
  };
}

type Tx = Pick<Database, 'execute'>;

/**
 * Takes `count` ids from a table's serial sequence, so rows can be inserted with known ids. One
 * array value, not a row per id: PGlite decodes rows in JavaScript.
 */
async function reserveIds(db: Tx, table: 'vehicles', count: number): Promise<number[]> {
  const result = await db.execute(
    sql`select array(select nextval(pg_get_serial_sequence(${table}, 'id'))::int
      from generate_series(1, ${count})) as ids`,
  );
  return rowsOf<{ ids: number[] }>(result)[0]?.ids ?? [];
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * One INSERT per batch with a column array each (`unnest`): a dozen parameters instead of one per
 * value, which PGlite parses several times faster than a long VALUES list.
 */
async function insertVehicles(db: Tx, rows: SeedVehicle[]): Promise<void> {
  const col = <T>(get: (row: SeedVehicle) => T) => sql.param(rows.map(get));
  await db.execute(sql`
    insert into ${vehicles} (id, user_id, title, phone, city_id, vehicle_type_id, condition_id,
      make_id, make_name, model, model_id, yom, price, transmission_id, fuel_type_id, engine_capacity,
      mileage, description, ongoing_lease, air_condition, power_mirror, power_steering,
      power_window, status, package, created_at, updated_at, approved_at, expires_at, sold_at,
      rejection_reason)
    select * from unnest(
      ${col((r) => r.id)}::int[], ${col((r) => r.userId)}::int[], ${col((r) => r.title)}::text[],
      ${col((r) => r.phone)}::text[], ${col((r) => r.cityId)}::int[],
      ${col((r) => r.vehicleTypeId)}::int[], ${col((r) => r.conditionId)}::int[],
      ${col((r) => r.makeId)}::int[], ${col((r) => r.makeName)}::text[],
      ${col((r) => r.model)}::text[], ${col((r) => r.modelId)}::int[], ${col((r) => r.yom)}::int[],
      ${col((r) => r.price.toFixed(2))}::numeric[], ${col((r) => r.transmissionId)}::int[],
      ${col((r) => r.fuelTypeId)}::int[], ${col((r) => r.engineCapacity)}::int[],
      ${col((r) => r.mileage)}::int[], ${col((r) => r.description)}::text[],
      ${col((r) => r.ongoingLease)}::bool[], ${col((r) => r.airCondition)}::bool[],
      ${col((r) => r.powerMirror)}::bool[], ${col((r) => r.powerSteering)}::bool[],
      ${col((r) => r.powerWindow)}::bool[], ${col((r) => r.status)}::text[]::vehicle_status[],
      ${col((r) => r.package)}::text[]::package_name[], ${col((r) => iso(r.createdAt))}::timestamptz[],
      ${col((r) => iso(r.updatedAt))}::timestamptz[], ${col((r) => iso(r.approvedAt))}::timestamptz[],
      ${col((r) => iso(r.expiresAt))}::timestamptz[], ${col((r) => iso(r.soldAt))}::timestamptz[],
      ${col((r) => r.rejectionReason)}::text[]
    )`);
}

/**
 * Photo rows name their pool image by its place in `pool`, and each batch joins the pool (a few
 * hundred images) once: the variants' JSON is parsed per image, not per row.
 */
async function insertMedia(
  db: Tx,
  pool: readonly DemoImage[],
  poolIndex: Map<DemoImage, number>,
  rows: MediaRow[],
): Promise<void> {
  if (rows.length === 0) return;
  const col = <T>(get: (row: MediaRow) => T) => sql.param(rows.map(get));
  const image = <T>(get: (image: DemoImage) => T) => sql.param(pool.map(get));
  await db.execute(sql`
    insert into ${vehicleMedia} (vehicle_id, kind, position, storage_key, variants, width, height,
      created_at)
    select t.v, 'image', t.p, pool.k, pool.j, pool.w, pool.h, t.c
    from unnest(
      ${col((r) => r.vehicleId)}::int[], ${col((r) => r.position)}::int[],
      ${col((r) => poolIndex.get(r.image) ?? 0)}::int[], ${col((r) => iso(r.createdAt))}::timestamptz[]
    ) as t(v, p, i, c)
    join unnest(
      ${image((i) => i.variants['1280'])}::text[], ${image((i) => JSON.stringify(i.variants))}::jsonb[],
      ${image((i) => i.width)}::int[], ${image((i) => i.height)}::int[]
    ) with ordinality as pool(k, j, w, h, i) on pool.i = t.i`);
}

async function isEmpty(db: Database): Promise<boolean> {
  const anyUser = await db.select({ id: users.id }).from(users).limit(1);
  if (anyUser.length > 0) return false;
  const anyVehicle = await db.select({ id: vehicles.id }).from(vehicles).limit(1);
  return anyVehicle.length === 0;
}

/**
 * Fills an empty database with demo users, listings and photos. Does nothing (and returns
 * `seeded: false`) when there is any user or vehicle. Run `seedReferenceData` first.
 */
export async function seedDemoData(options: SeedDemoDataOptions): Promise<SeedDemoDataResult> {
  const { db, media } = options;
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const live = Math.max(0, Math.floor(options.listings ?? DEFAULT_DEMO_LISTINGS));
  const rng = new Rng(options.random ?? mulberry32(0x5eed_2024));
  const batchSize = Math.max(1, options.batchSize ?? 5000);
  const counts = statusCounts(live);
  const notSeeded: SeedDemoDataResult = {
    seeded: false,
    users: 0,
    listings: 0,
    staff: { email: STAFF_EMAIL, password: '' },
    byStatus: { active: 0, pending: 0, sold: 0, expired: 0, rejected: 0 },
    images: 0,
  };

  if (!(await isEmpty(db))) {
    log('Demo seed skipped: the database already has users or vehicles.');
    return notSeeded;
  }

  const ids = await loadIds(db);
  const pool = demoImagePool(options.imagePool);
  const photos = new PhotoPicker(pool);
  // 1-based, as `with ordinality` counts.
  const poolIndex = new Map(pool.map((image, i) => [image, i + 1]));
  const staffPassword = randomBytes(12).toString('base64url');
  const [demoHash, staffHash] = await Promise.all([
    options.hashPassword(DEMO_PASSWORD),
    options.hashPassword(staffPassword),
  ]);

  // Which pool images some listing shows; the others are removed once the rows are in.
  const drawn = new Set<DemoImage>();
  // The photo pool is drawn while the rows are written and is complete before they commit, so no
  // committed row points at a missing file. Every image is queued at once: sharp's thread pool
  // renders them while this thread is busy (PGlite runs on it), and a finished one needs only a
  // moment of this thread between two statements.
  const photosWritten = generateDemoImages(media, pool, { concurrency: pool.length }).then(
    (generated) => {
      log(
        `Demo photos: ${pool.length} images (${generated.files} files, ` +
          `${(generated.bytes / 1e6).toFixed(1)} MB) in ${(generated.ms / 1000).toFixed(1)} s.`,
      );
    },
  );
  // Awaited inside the transaction; until then a failure must not count as unhandled.
  photosWritten.catch(() => {});

  // Named demo accounts, plus anonymous private sellers when many listings are asked for.
  const extraSellers =
    live > DEFAULT_DEMO_LISTINGS ? Math.ceil((live - DEFAULT_DEMO_LISTINGS) / 50) : 0;
  const people: DemoPerson[] = [...DEMO_PEOPLE];
  for (let i = 0; i < extraSellers; i++) {
    people.push({
      first: rng.pick(FIRST_NAMES),
      last: rng.pick(LAST_NAMES),
      city: rng.weighted(CITY_WEIGHTS),
      package: rng.weighted([
        ['member', 80],
        ['featured', 14],
        ['vip', 6],
      ] as const),
    });
  }
  const nowMs = now.getTime();
  const userRows = people.map((person, i): typeof users.$inferInsert => {
    const local = `${person.first}.${person.last}`.toLowerCase();
    const suburbs = SUBURBS[person.city];
    const created = new Date(nowMs - rng.float(60, 400) * DAY);
    return {
      name: `${person.first} ${person.last}`,
      mobile: mobile(rng),
      email:
        i < DEMO_PEOPLE.length
          ? `${local}@${DEMO_EMAIL_DOMAIN}`
          : `${local}${i}@${DEMO_EMAIL_DOMAIN}`,
      passwordHash: demoHash,
      package: person.package,
      packageExpiresAt:
        person.package === 'member' ? null : new Date(nowMs + rng.float(20, 55) * DAY),
      addressLine1: `No. ${rng.int(1, 250)}${rng.chance(0.2) ? `/${rng.int(1, 9)}` : ''}, ${rng.pick(STREETS)}`,
      addressLine2: suburbs ? rng.pick(suburbs) : person.city,
      postal: POSTAL_CODES[person.city],
      cityId: idOf(ids.city, person.city, 'city'),
      settings: DEFAULT_USER_SETTINGS,
      // Demo accounts stand for people who confirmed their address long ago (decision 103).
      emailConfirmedAt: created,
      createdAt: created,
      updatedAt: created,
    };
  });

  const order: ListingStatus[] = ['active', 'pending', 'sold', 'expired', 'rejected'];
  const total = order.reduce((sum, status) => sum + counts[status], 0);
  const started = performance.now();

  const result = await db.transaction(async (tx) => {
    // Checked again inside the transaction, in case another process seeded meanwhile.
    if (!(await isEmpty(tx as unknown as Database))) {
      await photosWritten;
      return null;
    }
    // Index builds sort in memory up to this much (PostgreSQL's default is 64 MB); only for the
    // seed's transaction.
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);

    const sellers: Seller[] = [];
    for (let i = 0; i < userRows.length; i += batchSize) {
      const batch = userRows.slice(i, i + batchSize);
      const inserted = await tx.insert(users).values(batch).returning({ id: users.id });
      inserted.forEach((row, j) => {
        const person = people[i + j]!;
        sellers.push({
          id: row.id,
          mobile: batch[j]!.mobile,
          city: person.city,
          package: person.package,
        });
      });
    }
    await tx.insert(users).values({
      name: 'CarMarket Staff',
      mobile: mobile(rng),
      email: STAFF_EMAIL,
      passwordHash: staffHash,
      isStaff: true,
      cityId: idOf(ids.city, 'Colombo', 'city'),
      settings: DEFAULT_USER_SETTINGS,
      emailConfirmedAt: now,
    });

    const sellerWeights = sellers.map((s) => [s, LISTING_WEIGHT[s.package]] as const);
    const statuses: ListingStatus[] = [];
    for (const status of order) for (let i = 0; i < counts[status]; i++) statuses.push(status);

    const logEvery = Math.max(10_000, Math.round(total / 100_000) * 10_000);
    let done = 0;
    let nextLog = logEvery;
    const writeListings = async () => {
      for (let i = 0; i < statuses.length; i += batchSize) {
        const batch = statuses.slice(i, i + batchSize).map((status, j) => {
          const index = i + j;
          // Each named account gets a live ad first, so every demo login has something to show.
          const seller =
            index < Math.min(DEMO_PEOPLE.length, counts.active)
              ? sellers[index]!
              : rng.weighted(sellerWeights);
          const draft = draftListing(rng, ids, photos, seller, status, now);
          return {
            row: { ...draft.vehicle, id: 0, userId: seller.id, phone: seller.mobile },
            photos: draft.photos,
          };
        });
        const vehicleIds = await reserveIds(tx, 'vehicles', batch.length);
        const mediaRows: MediaRow[] = [];
        batch.forEach((item, j) => {
          const vehicleId = vehicleIds[j]!;
          item.row.id = vehicleId;
          item.photos.forEach((image, position) => {
            mediaRows.push({ vehicleId, position, image, createdAt: item.row.createdAt });
            drawn.add(image);
          });
        });
        await insertVehicles(
          tx,
          batch.map((b) => b.row),
        );
        await insertMedia(tx, pool, poolIndex, mediaRows);
        done += batch.length;
        if (done >= nextLog) {
          log(`Demo listings: ${done} / ${total}`);
          nextLog += logEvery;
        }
      }
    };
    const { loadMs, rebuildMs } = await loadThenRebuildSearch(tx, writeListings);
    log(
      `Demo listings: ${total} ads with photos written in ${(loadMs / 1000).toFixed(1)} s, ` +
        `search tables rebuilt in ${(rebuildMs / 1000).toFixed(1)} s.`,
    );
    await photosWritten;
    return { users: sellers.length + 1 };
  });

  if (!result) {
    log('Demo seed skipped: another process seeded the database first.');
    return notSeeded;
  }
  // The pool is rendered before the listings draw from it (so no committed row waits for a
  // file); what no listing drew would only be swept as unreferenced at the next start.
  const undrawn = pool.filter((image) => !drawn.has(image));
  for (const image of undrawn) {
    for (const key of Object.values(image.variants)) await media.delete(key);
  }
  // PGlite has no autovacuum, and PostgreSQL's may come minutes later: without this the planner
  // has no statistics and search's index-only scans read the table (the visibility map is empty).
  const vacuumStarted = performance.now();
  await db.execute(
    sql`vacuum (analyze) vehicles, vehicle_media, users, search_words, listing_search, listing_counts, listing_year_counts`,
  );
  log(`Demo seed: vacuumed in ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s.`);
  log(
    `Demo seed: ${result.users} users and ${total} listings in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  return {
    seeded: true,
    users: result.users,
    listings: total,
    staff: { email: STAFF_EMAIL, password: staffPassword },
    byStatus: counts,
    images: pool.length,
  };
}
