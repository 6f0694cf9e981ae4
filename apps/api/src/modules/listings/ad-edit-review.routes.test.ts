import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cities,
  conditions,
  fuelTypes,
  jobs,
  listingSearch,
  priceChanges,
  transmissions,
  users,
  vehicleMakes,
  vehicleRevisions,
  vehicles,
  vehicleTypes,
} from '@carmarket/db/schema';
import { MyListingsResponseSchema } from '@carmarket/shared/ad';
import { AdminAdEditsResponseSchema, LIFECYCLE_MESSAGES } from '@carmarket/shared/ad-lifecycle';
import { AuditResponseSchema } from '@carmarket/shared/audit';
import { VehicleDetailSchema } from '@carmarket/shared/vehicle-detail';
import { SearchResponseSchema } from '@carmarket/shared/vehicle-search';
import { signUpAndIn, signUpStaff } from '../../test/accounts';
import { adFieldsFor, listFiles, photo, postAd } from '../../test/ads';
import { buildTestApp } from '../../test/build-test-app';
import { MARKET_BANDS_JOB } from '../market/market-bands-job';

/**
 * Every change to what buyers read of a live ad waits for staff, but a price drop alone
 * (issue 29 point 2, decision 106).
 */

type Session = Awaited<ReturnType<typeof signUpAndIn>>;

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let staff: Session;
let fields: Awaited<ReturnType<typeof adFieldsFor>>;
type Reference = 'city' | 'vehicleType' | 'condition' | 'make' | 'transmission' | 'fuelType';
/** Per reference table, the name of the row `fields()` picks and another row. */
let base: Record<Reference, string>;
let other: Record<Reference, { id: string; name: string }>;

beforeAll(async () => {
  ctx = await buildTestApp();
  staff = await signUpStaff(ctx.app, ctx.db);
  fields = await adFieldsFor(ctx.db);
  const values = fields();
  const tables: Record<Reference, [typeof cities, string]> = {
    city: [cities, values.cityId],
    vehicleType: [vehicleTypes, values.vehicleTypeId],
    condition: [conditions, values.conditionId],
    make: [vehicleMakes, values.vehicleMakeId],
    transmission: [transmissions, values.transmissionId],
    fuelType: [fuelTypes, values.fuelTypeId],
  };
  base = {} as typeof base;
  other = {} as typeof other;
  for (const [key, [table, id]] of Object.entries(tables) as Array<
    [Reference, [typeof cities, string]]
  >) {
    const [own] = await ctx.db
      .select()
      .from(table)
      .where(eq(table.id, Number(id)));
    const [another] = await ctx.db
      .select()
      .from(table)
      .where(ne(table.id, Number(id)))
      .orderBy(table.name)
      .limit(1);
    if (!own || !another) throw new Error(`the reference data needs two ${key} rows`);
    base[key] = own.name;
    other[key] = { id: String(another.id), name: another.name };
  }
});
afterAll(async () => {
  await ctx.app.close();
});

/** An ad posted through the API with the form's fields and a photo, approved by staff. */
async function liveAd(title: string) {
  const seller = await signUpAndIn(ctx.app);
  const values = fields({ title, price: '5000000' });
  const posted = await postAd(ctx.app, seller.bearer, values, { img1: await photo() });
  expect(posted.statusCode, posted.body).toBe(201);
  const id = posted.json<{ id: number }>().id;
  const approved = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/ads/${id}/approve`,
    headers: staff.bearer,
  });
  expect(approved.statusCode, approved.body).toBe(204);
  return { seller, id, values };
}

/**
 * The seller verifies a new mobile number (issue 36): an edit may give the ad only the seller's
 * verified number. Set in the database, as `signUpAndIn` does.
 */
async function verifyNewNumber(seller: Session, mobile: string) {
  await ctx.db
    .update(users)
    .set({ mobile, phoneVerifiedAt: new Date() })
    .where(eq(users.id, seller.user.id));
}

const edit = (session: Session, id: number, body: Record<string, string>) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/me/listings/${id}`,
    headers: session.bearer,
    payload: body,
  });

/** The price-band jobs queued for the ad (issue 37), done or not. */
async function bandJobsOf(id: number) {
  const rows = await ctx.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, MARKET_BANDS_JOB),
        sql`${jobs.payload} -> 'vehicleIds' = ${JSON.stringify([id])}::jsonb`,
      ),
    );
  return rows.length;
}

async function row(id: number) {
  const [found] = await ctx.db.select().from(vehicles).where(eq(vehicles.id, id));
  if (!found) throw new Error(`ad ${id} is gone`);
  return found;
}

async function revision(id: number) {
  const [found] = await ctx.db
    .select()
    .from(vehicleRevisions)
    .where(eq(vehicleRevisions.vehicleId, id));
  return found ?? null;
}

/** Search's own copy of the ad (kept by trigger from the live row). */
async function searchCopy(id: number) {
  const [found] = await ctx.db.select().from(listingSearch).where(eq(listingSearch.vehicleId, id));
  return found ?? null;
}

async function detail(id: number) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/vehicles/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return VehicleDetailSchema.parse(response.json());
}

/** The ad's search card when a visitor's search for `word` finds it. */
async function searchCard(id: number, word: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/vehicles/search?query=${encodeURIComponent(word)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return SearchResponseSchema.parse(response.json()).cars.find((car) => car.id === id);
}

async function waitingEdit(id: number) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/ad-edits',
    headers: staff.bearer,
  });
  expect(response.statusCode, response.body).toBe(200);
  return AdminAdEditsResponseSchema.parse(response.json()).edits.find((item) => item.ad.id === id);
}

async function myListing(session: Session, id: number) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/me/listings',
    headers: session.bearer,
  });
  return MyListingsResponseSchema.parse(response.json()).cars.find((car) => car.id === id);
}

const decide = (id: number, verdict: 'approve' | 'reject') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/ad-edits/${id}/${verdict}`,
    headers: staff.bearer,
    ...(verdict === 'reject'
      ? { payload: { reason: 'Please keep the number out of the model.' } }
      : {}),
  });

describe('an edit of a live ad beyond its title, description, price and photos', () => {
  it('waits for staff: the reproduction of issue 29 (make, model with a number, year, mileage, city, phone)', async () => {
    const { seller, id, values } = await liveAd('Toyota Aqua Marigoldlive');
    await verifyNewNumber(seller, '0779999999');
    const before = await row(id);
    const copyBefore = await searchCopy(id);
    const pageBefore = await detail(id);
    const cardBefore = await searchCard(id, 'Marigoldlive');
    expect(cardBefore).toBeDefined();

    const response = await edit(seller, id, {
      ...values,
      vehicleMakeId: other.make.id,
      model: 'CALL 0779999999 NOW',
      yom: '2024',
      mileage: '1',
      cityId: other.city.id,
      phone: '0779999999',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      outcome: 'review',
      message: LIFECYCLE_MESSAGES.editSentForReview,
    });

    // Buyers see the ad exactly as approved: its row, its page, its search card.
    expect(await row(id)).toEqual(before);
    expect(await searchCopy(id)).toEqual(copyBefore);
    expect(await detail(id)).toEqual(pageBefore);
    expect(await searchCard(id, 'Marigoldlive')).toEqual(cardBefore);
    expect(await searchCard(id, '0779999999')).toBeUndefined();
    expect((await myListing(seller, id))?.edit).toEqual({
      status: 'pending',
      rejectionReason: null,
    });

    // Staff read every change, old → new.
    const waiting = await waitingEdit(id);
    expect(waiting?.changes).toEqual([
      { field: 'Make', from: base.make, to: other.make.name },
      { field: 'Model', from: 'Aqua', to: 'CALL 0779999999 NOW' },
      { field: 'Year of manufacture', from: '2016', to: '2024' },
      { field: 'Mileage', from: '62000', to: '1' },
      { field: 'City', from: base.city, to: other.city.name },
      { field: 'Phone', from: '0771234567', to: '0779999999' },
    ]);

    const bandJobsBefore = await bandJobsOf(id);
    expect((await decide(id, 'approve')).statusCode).toBe(204);
    // The new make, year and mileage get their price band from a job queued with the approval.
    expect(await bandJobsOf(id)).toBe(bandJobsBefore + 1);
    // Applied with its audit entry (decision 099).
    const audit = AuditResponseSchema.parse(
      (
        await ctx.app.inject({ method: 'GET', url: '/api/admin/audit', headers: staff.bearer })
      ).json(),
    );
    expect(audit.entries).toContainEqual(
      expect.objectContaining({
        action: 'approve-ad-edit',
        target: expect.objectContaining({ type: 'ad', id }),
      }),
    );
    const after = await detail(id);
    expect(after).toMatchObject({
      make: other.make.name,
      model: 'CALL 0779999999 NOW',
      yom: 2024,
      mileage: 1,
      city: other.city.name,
    });
    expect(await row(id)).toMatchObject({ phone: '0779999999', phoneKey: '0779999999' });
    expect(await searchCard(id, 'Marigoldlive')).toMatchObject({
      yom: 2024,
      mileage: 1,
      city: other.city.name,
    });
    expect(await revision(id)).toBeNull();
  });

  // Each field buyers read, changed alone: [what is sent, the label staff read, from, to]; names
  // of reference rows are known once the database is read.
  type Text = string | (() => string);
  const text = (value: Text) => (typeof value === 'string' ? value : value());
  const single: Array<[string, () => Record<string, string>, string, Text, Text]> = [
    [
      'title',
      () => ({ title: 'Toyota Aqua Singlefield renamed' }),
      'Title',
      'Toyota Aqua Singlefield',
      'Toyota Aqua Singlefield renamed',
    ],
    ['phone', () => ({ phone: '0712345670' }), 'Phone', '0771234567', '0712345670'],
    ['city', () => ({ cityId: other.city.id }), 'City', () => base.city, () => other.city.name],
    [
      'vehicle type',
      () => ({ vehicleTypeId: other.vehicleType.id }),
      'Vehicle type',
      () => base.vehicleType,
      () => other.vehicleType.name,
    ],
    [
      'condition',
      () => ({ conditionId: other.condition.id }),
      'Condition',
      () => base.condition,
      () => other.condition.name,
    ],
    [
      'make',
      () => ({ vehicleMakeId: other.make.id }),
      'Make',
      () => base.make,
      () => other.make.name,
    ],
    ['model', () => ({ model: 'Axio' }), 'Model', 'Aqua', 'Axio'],
    ['year', () => ({ yom: '2017' }), 'Year of manufacture', '2016', '2017'],
    [
      'transmission',
      () => ({ transmissionId: other.transmission.id }),
      'Transmission',
      () => base.transmission,
      () => other.transmission.name,
    ],
    [
      'fuel type',
      () => ({ fuelTypeId: other.fuelType.id }),
      'Fuel type',
      () => base.fuelType,
      () => other.fuelType.name,
    ],
    ['engine capacity', () => ({ engineCapacity: '1800' }), 'Engine capacity', '1500', '1800'],
    ['lower mileage', () => ({ mileage: '12000' }), 'Mileage', '62000', '12000'],
    [
      'description',
      () => ({ description: 'Now with a WhatsApp number.' }),
      'Description',
      'Well kept, all service records.',
      'Now with a WhatsApp number.',
    ],
    ['ongoing lease', () => ({ ongoingLease: '1' }), 'Ongoing lease', 'No', 'Yes'],
    ['air condition', () => ({ airCondition: '0' }), 'Air condition', 'Yes', 'No'],
    ['power mirror', () => ({ powerMirror: '0' }), 'Power mirror', 'Yes', 'No'],
    ['power steering', () => ({ powerSteering: '0' }), 'Power steering', 'Yes', 'No'],
    ['power window', () => ({ powerWindow: '1' }), 'Power window', 'No', 'Yes'],
  ];

  it.each(single)(
    'waits for staff when only the %s changes',
    async (_name, change, field, from, to) => {
      const { seller, id, values } = await liveAd('Toyota Aqua Singlefield');
      const before = await row(id);
      const changed = change();
      if (changed.phone) await verifyNewNumber(seller, changed.phone);
      const response = await edit(seller, id, { ...values, ...changed });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ outcome: 'review' });
      expect(await row(id)).toEqual(before);
      const changes = (await waitingEdit(id))?.changes;
      expect(changes).toHaveLength(1);
      expect(changes).toEqual([{ field, from: text(from), to: text(to) }]);
    },
  );
});

describe('a price drop', () => {
  it('alone goes live at once and is recorded', async () => {
    const { seller, id, values } = await liveAd('Toyota Aqua Droponly');
    const response = await edit(seller, id, { ...values, price: '4800000' });
    expect(response.json()).toEqual({
      outcome: 'applied',
      message: LIFECYCLE_MESSAGES.editApplied,
    });
    expect((await detail(id)).price).toBe(4_800_000);
    expect(await revision(id)).toBeNull();
    const drops = await ctx.db.select().from(priceChanges).where(eq(priceChanges.vehicleId, id));
    expect(drops.map((drop) => [drop.oldPrice, drop.newPrice])).toEqual([[5_000_000, 4_800_000]]);
  });

  it('with a new mileage waits whole; approval applies both, rejection neither', async () => {
    const first = await liveAd('Toyota Aqua Mixedapprove');
    const mixed = (values: Record<string, string>) => ({
      ...values,
      price: '4800000',
      mileage: '30000',
    });
    const sent = await edit(first.seller, first.id, mixed(first.values));
    expect(sent.json()).toMatchObject({ outcome: 'review' });
    expect(await detail(first.id)).toMatchObject({ price: 5_000_000, mileage: 62_000 });
    expect(await searchCard(first.id, 'Mixedapprove')).toMatchObject({
      price: 5_000_000,
      mileage: 62_000,
    });
    expect((await waitingEdit(first.id))?.changes.map((change) => change.field)).toEqual([
      'Price',
      'Mileage',
    ]);
    expect((await decide(first.id, 'approve')).statusCode).toBe(204);
    expect(await detail(first.id)).toMatchObject({ price: 4_800_000, mileage: 30_000 });
    // The new price, then the price it was listed at.
    expect((await detail(first.id)).priceHistory.map((entry) => entry.price)).toEqual([
      4_800_000, 5_000_000,
    ]);

    const second = await liveAd('Toyota Aqua Mixedreject');
    const before = await row(second.id);
    await edit(second.seller, second.id, mixed(second.values));
    expect((await decide(second.id, 'reject')).statusCode).toBe(204);
    expect(await row(second.id)).toEqual(before);
    expect((await detail(second.id)).priceHistory.map((entry) => entry.price)).toEqual([5_000_000]);
    expect((await myListing(second.seller, second.id))?.edit).toEqual({
      status: 'rejected',
      rejectionReason: 'Please keep the number out of the model.',
    });
  });
});

describe('a refused edit of a live ad', () => {
  it('leaves no revision and no file, and keeps the edit already waiting as it was', async () => {
    const { seller, id, values } = await liveAd('Toyota Aqua Refusedit');
    const files = await listFiles(ctx.mediaDir);
    const unknownCity = await edit(seller, id, { ...values, model: 'Axio', cityId: '999999' });
    expect(unknownCity.statusCode).toBe(400);
    expect(unknownCity.json()).toMatchObject({ message: 'Please select city' });
    const tooLong = await edit(seller, id, { ...values, model: 'x'.repeat(500) });
    expect(tooLong.statusCode).toBe(400);
    expect(await revision(id)).toBeNull();
    expect(await listFiles(ctx.mediaDir)).toEqual(files);

    await edit(seller, id, { ...values, model: 'Axio' });
    const waiting = await revision(id);
    expect(waiting?.changes.model).toBe('Axio');
    const badPhone = await edit(seller, id, { ...values, phone: '07799' });
    expect(badPhone.statusCode).toBe(400);
    expect(await revision(id)).toEqual(waiting);
  });

  it('is not kept for an ad taken down after the edit read it', async () => {
    const { id } = await liveAd('Toyota Aqua Takendown');
    const changes = { ...(await row(id)), model: 'Axio' };
    const takenDown = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/ads/${id}/reject`,
      headers: staff.bearer,
      payload: { reason: 'Reported as a scam.' },
    });
    expect(takenDown.statusCode).toBe(204);
    // The edit's write, as the service makes it once it has read the ad live.
    const saved = await ctx.app.repos.ads.saveRevision({
      id,
      changes: {
        title: changes.title,
        phone: changes.phone,
        cityId: changes.cityId,
        vehicleTypeId: changes.vehicleTypeId,
        conditionId: changes.conditionId,
        makeId: changes.makeId,
        makeName: changes.makeName,
        model: changes.model,
        yom: changes.yom,
        price: changes.price,
        transmissionId: changes.transmissionId,
        fuelTypeId: changes.fuelTypeId,
        engineCapacity: changes.engineCapacity,
        mileage: changes.mileage,
        description: changes.description,
        ongoingLease: changes.ongoingLease,
        airCondition: changes.airCondition,
        powerMirror: changes.powerMirror,
        powerSteering: changes.powerSteering,
        powerWindow: changes.powerWindow,
      },
      photos: null,
      now: new Date(),
    });
    expect(saved).toBeNull();
    expect(await revision(id)).toBeNull();
  });
});

describe('an edit and its approval at the same moment', () => {
  it('queue on the ad: neither fails, and what is left is consistent', async () => {
    for (let round = 0; round < 12; round += 1) {
      const { seller, id, values } = await liveAd(`Toyota Aqua Raceround${round}`);
      await edit(seller, id, { ...values, model: 'Axio' });
      const [edited, approved] = await Promise.all([
        edit(seller, id, { ...values, model: 'Vitz' }),
        decide(id, 'approve'),
      ]);
      expect(edited.statusCode, edited.body).toBe(200);
      expect([204, 404], approved.body).toContain(approved.statusCode);
      const waiting = await revision(id);
      const live = await row(id);
      // Either the approval came first (Axio live, Vitz waiting) or the new edit replaced the
      // waiting one before it (Vitz approved, nothing waiting).
      if (waiting) expect([live.model, waiting.changes.model]).toEqual(['Axio', 'Vitz']);
      else expect(live.model).toBe('Vitz');
    }
  });
});
