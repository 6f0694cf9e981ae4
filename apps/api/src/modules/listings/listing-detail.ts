import { eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '@carmarket/db/client';
import { vehicleMakes, vehicles, vehicleTypes } from '@carmarket/db/schema';
import { selectCards } from './listing-card';

/** What the ad page and a reviewer read beyond the card: the ad's own fields, make and type by name. */
export const detailColumns = {
  phone: vehicles.phone,
  vehicleType: vehicleTypes.name,
  make: vehicleMakes.name,
  model: vehicles.model,
  engineCapacity: vehicles.engineCapacity,
  description: vehicles.description,
  ongoingLease: vehicles.ongoingLease,
  airCondition: vehicles.airCondition,
  powerMirror: vehicles.powerMirror,
  powerSteering: vehicles.powerSteering,
  powerWindow: vehicles.powerWindow,
  // Local vehicle facts (issue 38); `registration` and the town's name are the card's.
  registrationYear: vehicles.registrationYear,
  owners: vehicles.owners,
  townId: vehicles.townId,
  approvedAt: vehicles.approvedAt,
  expiresAt: vehicles.expiresAt,
  heldFor: vehicles.heldFor,
};

/** `selectCards` plus the detail columns and their joins; callers add who may see it. */
export function selectDetails<Extra extends SelectedFields>(db: Database, extra: Extra) {
  return selectCards(db, { ...detailColumns, ...extra })
    .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicles.makeId))
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicles.vehicleTypeId));
}
