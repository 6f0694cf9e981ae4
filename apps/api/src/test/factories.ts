import { randomUUID } from 'node:crypto';
import type { Database } from '@carmarket/db/client';
import {
  cities,
  conditions,
  fuelTypes,
  transmissions,
  users,
  vehicleMakes,
  vehicles,
  vehicleTypes,
} from '@carmarket/db/schema';

type NewVehicle = typeof vehicles.$inferInsert;
type NewUser = typeof users.$inferInsert;

const DAY = 24 * 60 * 60 * 1000;

export async function createUser(db: Database, overrides: Partial<NewUser> = {}) {
  const [user] = await db
    .insert(users)
    .values({
      name: 'Test Seller',
      mobile: '0771234567',
      email: `seller-${randomUUID()}@example.com`,
      passwordHash: 'not-a-real-hash',
      // A row made here stands for an existing account, which has confirmed its address.
      emailConfirmedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}

/** A live ad by default; pass `status`/`expiresAt` for the other states. */
export async function createVehicle(
  db: Database,
  overrides: Partial<NewVehicle> & { userId: number },
) {
  const [city] = await db.select().from(cities).limit(1);
  const [type] = await db.select().from(vehicleTypes).limit(1);
  const [condition] = await db.select().from(conditions).limit(1);
  const [make] = await db.select().from(vehicleMakes).limit(1);
  const [transmission] = await db.select().from(transmissions).limit(1);
  const [fuel] = await db.select().from(fuelTypes).limit(1);
  if (!city || !type || !condition || !make || !transmission || !fuel) {
    throw new Error('reference data missing: seed it first');
  }
  const now = Date.now();
  const [vehicle] = await db
    .insert(vehicles)
    .values({
      title: `${make.name} Test 2018`,
      phone: '0771234567',
      cityId: city.id,
      vehicleTypeId: type.id,
      conditionId: condition.id,
      makeId: make.id,
      makeName: make.name,
      model: 'Test',
      yom: 2018,
      price: 5_000_000,
      transmissionId: transmission.id,
      fuelTypeId: fuel.id,
      engineCapacity: 1500,
      mileage: 40_000,
      description: 'A well kept test car.',
      status: 'active',
      package: 'member',
      approvedAt: new Date(now - DAY),
      expiresAt: new Date(now + 30 * DAY),
      ...overrides,
    })
    .returning();
  if (!vehicle) throw new Error('vehicle not created');
  return vehicle;
}

export { DAY };
