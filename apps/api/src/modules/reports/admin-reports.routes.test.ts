import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adReports, users, vehicles } from '@carmarket/db/schema';
import { ADMIN_MESSAGES } from '@carmarket/shared/staff-moderation';
import { REPORT_MESSAGES, type AdminReportsResponse } from '@carmarket/shared/report';
import { nextAddress, signUpAndIn, signUpEstablished, signUpStaff } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { createVehicle } from '../../test/factories';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server';

let smtp: TestSmtpServer;
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let staff: Awaited<ReturnType<typeof signUpStaff>>;
let seller: Awaited<ReturnType<typeof signUpAndIn>>;
let buyer: Awaited<ReturnType<typeof signUpAndIn>>;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  ctx = await buildTestApp({ smtpUrl: smtp.url });
  staff = await signUpStaff(ctx.app, ctx.db);
  seller = await signUpAndIn(ctx.app, { name: 'Sunil Silva' }, { confirmed: true });
  buyer = await signUpAndIn(ctx.app);
  // The seller's confirmation link is read; the tests read the mailbox from here on.
  await ctx.app.jobs.runDue();
});
afterAll(async () => {
  await ctx.app.close();
  await smtp.close();
});
beforeEach(async () => {
  // Each test reads the queue from an empty start, and the seller has no ad held by reports (a
  // seller has at most two at once: decision 109).
  await ctx.db.delete(adReports);
  await ctx.db.update(vehicles).set({ heldFor: null, heldAt: null });
  smtp.messages.length = 0;
});

const report = (vehicleId: number, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/vehicles/${vehicleId}/reports`,
    headers,
    payload,
    remoteAddress: nextAddress(),
  });

const staffCall = (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = staff.bearer,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const queue = async (query = '') => {
  const response = await staffCall('GET', `/api/admin/reports${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminReportsResponse>();
};

async function adState(id: number) {
  const [row] = await ctx.db
    .select({
      status: vehicles.status,
      heldFor: vehicles.heldFor,
      reason: vehicles.rejectionReason,
    })
    .from(vehicles)
    .where(eq(vehicles.id, id));
  return row;
}

/** Three independent, established people report the ad, so it is held for staff. */
async function reportThrice(vehicleId: number) {
  const reporters = [
    await signUpEstablished(ctx.app),
    await signUpEstablished(ctx.app),
    await signUpEstablished(ctx.app),
  ];
  await report(
    vehicleId,
    { reason: 'scam', details: 'Asked for a reservation advance.' },
    reporters[0]!.bearer,
  );
  await report(vehicleId, { reason: 'scam' }, reporters[1]!.bearer);
  await report(
    vehicleId,
    { reason: 'wrong-details', details: 'It is a 2014, not a 2016.' },
    reporters[2]!.bearer,
  );
}

describe('GET /api/admin/reports', () => {
  it('groups open reports by ad, the most recently reported ad first, with reasons counted', async () => {
    const older = await createVehicle(ctx.db, { userId: seller.user.id, title: 'Toyota Aqua S' });
    const newer = await createVehicle(ctx.db, { userId: seller.user.id, title: 'Honda Fit GP5' });
    await reportThrice(older.id);
    await report(newer.id, { reason: 'sold' });

    const body = await queue();
    expect(body.total).toBe(2);
    expect(body.reports.map((entry) => entry.id)).toEqual([newer.id, older.id]);
    const aqua = body.reports[1]!;
    expect(aqua.ad).toEqual({
      id: older.id,
      title: 'Toyota Aqua S',
      status: 'active',
      held: true,
      url: expect.stringMatching(new RegExp(`^/cars/${older.id}-toyota-aqua-s-`)),
      seller: { id: seller.user.id, name: 'Sunil Silva', email: seller.email },
    });
    expect(aqua.count).toBe(3);
    expect(aqua.reasons).toEqual([
      { reason: 'scam', count: 2 },
      { reason: 'wrong-details', count: 1 },
    ]);
    expect(
      aqua.items.map((item) => [item.reason, item.details, item.reporter, item.standing]),
    ).toEqual([
      ['wrong-details', 'It is a 2014, not a 2016.', 'signed-in', 'counted'],
      ['scam', '', 'signed-in', 'counted'],
      ['scam', 'Asked for a reservation advance.', 'signed-in', 'counted'],
    ]);
    expect(aqua.flag).toBeNull();
    expect(body.reports[0]!.items).toEqual([
      expect.objectContaining({ reporter: 'visitor', standing: 'anonymous', accountAgeDays: null }),
    ]);
    expect(aqua.lastReportedAt).toBe(aqua.items[0]!.createdAt);
    expect(body.reports[0]!.ad.held).toBe(false);

    const count = await staffCall('GET', '/api/admin/reports/open-count');
    expect(count.json()).toEqual({ count: 2 });
  });

  it('lists decided reports apart from open ones', async () => {
    const car = await createVehicle(ctx.db, { userId: seller.user.id });
    await report(car.id, { reason: 'sold' });
    expect((await staffCall('POST', `/api/admin/reports/${car.id}/dismiss`)).statusCode).toBe(204);
    expect((await queue()).reports).toEqual([]);
    const decided = await queue('?status=decided');
    expect(decided.total).toBe(1);
    expect(decided.reports[0]!.items[0]!.decision).toBe('dismissed');
  });

  it.each([
    ['?status=closed', REPORT_MESSAGES.statusInvalid],
    ['?page=0', ADMIN_MESSAGES.pageInvalid],
  ])('refuses %s', async (query, message) => {
    const response = await staffCall('GET', `/api/admin/reports${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });
});

describe('staff decisions', () => {
  it('dismiss closes the reports and puts a held ad back in search', async () => {
    const car = await createVehicle(ctx.db, { userId: seller.user.id });
    await reportThrice(car.id);
    expect((await adState(car.id))?.heldFor).toBe('reports');

    const response = await staffCall('POST', `/api/admin/reports/${car.id}/dismiss`);
    expect(response.statusCode).toBe(204);
    expect(await adState(car.id)).toMatchObject({ status: 'active', heldFor: null });
    const rows = await ctx.db.select().from(adReports).where(eq(adReports.vehicleId, car.id));
    expect(
      rows.every((row) => row.decision === 'dismissed' && row.decidedBy === staff.user.id),
    ).toBe(true);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/vehicles/${car.id}` })).statusCode,
    ).toBe(200);

    // Handled already: nothing left to dismiss.
    const again = await staffCall('POST', `/api/admin/reports/${car.id}/dismiss`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: REPORT_MESSAGES.noOpenReports });
  });

  it('is written to the audit log', async () => {
    const car = await createVehicle(ctx.db, { userId: seller.user.id });
    await report(car.id, { reason: 'sold' });
    await staffCall('POST', `/api/admin/reports/${car.id}/dismiss`);
    const audit = await staffCall('GET', '/api/admin/audit');
    expect(
      audit.json<{ entries: Array<{ action: string; target: unknown }> }>().entries[0],
    ).toMatchObject({
      action: 'dismiss-reports',
      target: { type: 'ad', id: car.id },
    });
  });

  it("ask-fix closes the reports, releases the ad and e-mails the seller the staff's message", async () => {
    const car = await createVehicle(ctx.db, { userId: seller.user.id, title: 'Nissan Leaf 2018' });
    await reportThrice(car.id);
    const response = await staffCall('POST', `/api/admin/reports/${car.id}/ask-fix`, {
      message: 'Please correct the year of manufacture to 2014.',
    });
    expect(response.statusCode).toBe(204);
    expect(await adState(car.id)).toMatchObject({ status: 'active', heldFor: null });
    const [row] = await ctx.db.select().from(adReports).where(eq(adReports.vehicleId, car.id));
    expect(row?.decision).toBe('fix-requested');
    await ctx.app.jobs.runDue();
    const [mail] = smtp.to(seller.email);
    expect(mail!.subject).toBe('Please update your ad: Nissan Leaf 2018');
    expect(mail!.text).toContain('Please correct the year of manufacture to 2014.');
  });

  it('ask-fix needs a message', async () => {
    const car = await createVehicle(ctx.db, { userId: seller.user.id });
    await report(car.id, { reason: 'sold' });
    for (const payload of [{}, { message: '  ' }, { message: 'x'.repeat(1001) }]) {
      const response = await staffCall('POST', `/api/admin/reports/${car.id}/ask-fix`, payload);
      expect(response.statusCode).toBe(400);
    }
    const [row] = await ctx.db.select().from(adReports).where(eq(adReports.vehicleId, car.id));
    expect(row?.decision).toBeNull();
  });

  it('remove rejects the ad with the reason its owner reads, and closes the reports', async () => {
    const car = await createVehicle(ctx.db, { userId: seller.user.id, title: 'Suzuki Wagon R' });
    await reportThrice(car.id);
    const response = await staffCall('POST', `/api/admin/reports/${car.id}/remove`, {
      reason: 'The photos belong to another seller.',
    });
    expect(response.statusCode).toBe(204);
    expect(await adState(car.id)).toEqual({
      status: 'rejected',
      heldFor: null,
      reason: 'The photos belong to another seller.',
    });
    const [row] = await ctx.db.select().from(adReports).where(eq(adReports.vehicleId, car.id));
    expect(row?.decision).toBe('removed');
    await ctx.app.jobs.runDue();
    expect(smtp.to(seller.email)[0]?.subject).toBe('Your ad needs changes: Suzuki Wagon R');

    const missing = await staffCall('POST', `/api/admin/reports/${car.id}/remove`, {});
    expect(missing.statusCode).toBe(400);
  });

  it('remove refuses an ad that has ended and keeps its reports open', async () => {
    const car = await createVehicle(ctx.db, { userId: seller.user.id });
    await report(car.id, { reason: 'sold' });
    await ctx.db.update(vehicles).set({ status: 'sold' }).where(eq(vehicles.id, car.id));
    const response = await staffCall('POST', `/api/admin/reports/${car.id}/remove`, {
      reason: 'Sold.',
    });
    expect(response.statusCode).toBe(409);
    const [row] = await ctx.db.select().from(adReports).where(eq(adReports.vehicleId, car.id));
    expect(row?.decision).toBeNull();
  });

  it('answers 404 for an ad without open reports', async () => {
    const car = await createVehicle(ctx.db, { userId: seller.user.id });
    for (const [path, payload] of [
      ['dismiss', undefined],
      ['ask-fix', { message: 'Fix it.' }],
      ['remove', { reason: 'Gone.' }],
    ] as const) {
      const response = await staffCall('POST', `/api/admin/reports/${car.id}/${path}`, payload);
      expect(response.statusCode, path).toBe(404);
    }
    expect((await adState(car.id))?.status).toBe('active');
  });
});

describe('suspending the seller', () => {
  it("decides the open reports of the seller's ads: they leave the open queue as seller-suspended", async () => {
    const scammer = await signUpAndIn(ctx.app);
    const [reported, other] = [
      await createVehicle(ctx.db, { userId: scammer.user.id }),
      await createVehicle(ctx.db, { userId: scammer.user.id }),
    ];
    await reportThrice(reported.id);
    await report(other.id, { reason: 'duplicate' });
    expect((await queue()).reports.map((entry) => entry.id).sort()).toEqual(
      [reported.id, other.id].sort(),
    );

    const suspended = await staffCall('POST', `/api/admin/users/${scammer.user.id}/suspend`, {
      reason: 'Scam ads asking for advances.',
    });
    expect(suspended.statusCode, suspended.body).toBe(204);

    expect((await queue()).reports).toEqual([]);
    const decided = await queue('?status=decided');
    const ids = decided.reports.map((entry) => entry.id);
    expect(ids).toEqual(expect.arrayContaining([reported.id, other.id]));
    for (const entry of decided.reports.filter((item) => ids.includes(item.id))) {
      expect(entry.items.every((item) => item.decision === 'seller-suspended')).toBe(true);
    }
    expect((await adState(reported.id))?.heldFor).toBe('suspension');
  });
});

describe('staff only', () => {
  it('refuses everyone else with 403 and no data, before reading the body', async () => {
    const car = await createVehicle(ctx.db, { userId: seller.user.id });
    await report(car.id, { reason: 'sold' });
    const calls: Array<['GET' | 'POST', string, object?]> = [
      ['GET', '/api/admin/reports'],
      ['GET', '/api/admin/reports/open-count'],
      ['POST', `/api/admin/reports/${car.id}/dismiss`],
      ['POST', `/api/admin/reports/${car.id}/hold`],
      ['POST', `/api/admin/reports/${car.id}/ask-fix`, { message: 'x' }],
      ['POST', `/api/admin/reports/${car.id}/remove`, { reason: 'x' }],
      ['POST', `/api/admin/reports/${car.id}/remove`, { nonsense: true }],
    ];
    for (const [method, url, payload] of calls) {
      const asBuyer = await staffCall(method, url, payload, buyer.bearer);
      expect(asBuyer.statusCode, url).toBe(403);
      expect(asBuyer.json()).toMatchObject({ message: ADMIN_MESSAGES.staffOnly });
      expect((await staffCall(method, url, payload, {})).statusCode, url).toBe(401);
    }
    const [row] = await ctx.db.select().from(adReports).where(eq(adReports.vehicleId, car.id));
    expect(row?.decision).toBeNull();
    // The seller's own staff flag is read per request: demoted staff lose access at once.
    await ctx.db.update(users).set({ isStaff: false }).where(eq(users.id, staff.user.id));
    expect((await staffCall('GET', '/api/admin/reports')).statusCode).toBe(403);
    await ctx.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
  });
});
