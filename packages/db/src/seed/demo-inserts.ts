import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { users, vehicleMedia, vehicles } from '../schema';
import { rowsOf } from './bulk-load';
import type { DemoImage } from './demo-images';
import type { MediaRow, SeedVehicle } from './demo-listing-drafts';

/** Writing the drafted rows fast: column arrays through `unnest`, ids reserved ahead. */

type Tx = Pick<Database, 'execute'>;

/**
 * Takes `count` ids from a table's serial sequence, so rows can be inserted with known ids. One
 * array value, not a row per id: PGlite decodes rows in JavaScript.
 */
export async function reserveIds(db: Tx, table: 'vehicles', count: number): Promise<number[]> {
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
export async function insertVehicles(db: Tx, rows: SeedVehicle[]): Promise<void> {
  const col = <T>(get: (row: SeedVehicle) => T) => sql.param(rows.map(get));
  await db.execute(sql`
    insert into ${vehicles} (id, user_id, title, phone, city_id, vehicle_type_id, condition_id,
      make_id, make_name, model, model_id, yom, price, transmission_id, fuel_type_id, engine_capacity,
      mileage, description, ongoing_lease, air_condition, power_mirror, power_steering,
      power_window, status, package, created_at, updated_at, approved_at, expires_at, sold_at,
      sold_price, rejection_reason, registration, registration_year, owners, town_id)
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
      ${col((r) => r.soldPrice?.toFixed(2) ?? null)}::numeric[], ${col((r) => r.rejectionReason)}::text[],
      ${col((r) => r.registration ?? null)}::text[], ${col((r) => r.registrationYear ?? null)}::int[],
      ${col((r) => r.owners ?? null)}::int[], ${col((r) => r.townId ?? null)}::int[]
    )`);
}

/**
 * Photo rows name their pool image by its place in `pool`, and each batch joins the pool (a few
 * hundred images) once: the variants' JSON is parsed per image, not per row.
 */
export async function insertMedia(
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

export async function isEmpty(db: Database): Promise<boolean> {
  const anyUser = await db.select({ id: users.id }).from(users).limit(1);
  if (anyUser.length > 0) return false;
  const anyVehicle = await db.select({ id: vehicles.id }).from(vehicles).limit(1);
  return anyVehicle.length === 0;
}
