import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageRequests, users } from '@carmarket/db/schema';
import { ADMIN_MESSAGES } from '@carmarket/shared/staff-moderation';
import {
  AdminPackageRequestsResponseSchema,
  MyPackageResponseSchema,
  PACKAGE_REQUEST_MESSAGES,
} from '@carmarket/shared/package-request';
import { signUpAndIn, signUpStaff } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { addMonths } from '../../lib/months';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let staff: Awaited<ReturnType<typeof signUpAndIn>>;

type Session = Awaited<ReturnType<typeof signUpAndIn>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  staff = await signUpStaff(ctx.app, ctx.db);
});
afterAll(async () => {
  await ctx.app.close();
});

function call(method: 'GET' | 'POST', url: string, headers: Record<string, string>) {
  return ctx.app.inject({ method, url, headers });
}

/** A user's request, made the way the web app makes it. */
async function requestPackage(session: Session, name: 'featured' | 'vip'): Promise<number> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/me/package-requests',
    headers: session.bearer,
    payload: { package: name },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

async function listed(status?: string) {
  const response = await call(
    'GET',
    `/api/admin/package-requests${status ? `?status=${status}` : ''}`,
    staff.bearer,
  );
  expect(response.statusCode).toBe(200);
  return AdminPackageRequestsResponseSchema.parse(response.json()).requests;
}

async function userRow(id: number) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  return row!;
}

async function requestRow(id: number) {
  const [row] = await ctx.db.select().from(packageRequests).where(eq(packageRequests.id, id));
  return row!;
}

describe('staff only', () => {
  const routes: Array<['GET' | 'POST', string]> = [
    ['GET', '/api/admin/package-requests'],
    ['POST', '/api/admin/package-requests/1/approve'],
    ['POST', '/api/admin/package-requests/1/reject'],
  ];

  it.each(routes)('%s %s: 401 without a sign-in', async (method, url) => {
    const response = await call(method, url, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
  });

  it.each(routes)('%s %s: 403 with a message (and no data) for a user', async (method, url) => {
    const user = await signUpAndIn(ctx.app);
    const response = await call(method, url, user.bearer);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: ADMIN_MESSAGES.staffOnly });
  });

  it('a user cannot approve their own request', async () => {
    const user = await signUpAndIn(ctx.app);
    const id = await requestPackage(user, 'vip');
    expect(
      (await call('POST', `/api/admin/package-requests/${id}/approve`, user.bearer)).statusCode,
    ).toBe(403);
    expect((await requestRow(id)).status).toBe('pending');
    expect((await userRow(user.user.id)).package).toBe('member');
  });
});

describe('GET /api/admin/package-requests', () => {
  it('lists waiting requests oldest first, with who asked', async () => {
    const first = await signUpAndIn(ctx.app, { name: 'First Asker' });
    const second = await signUpAndIn(ctx.app, { name: 'Second Asker' });
    const firstId = await requestPackage(first, 'featured');
    const secondId = await requestPackage(second, 'vip');

    const requests = await listed();
    const ids = requests.map((request) => request.id);
    expect(ids.indexOf(firstId)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(firstId)).toBeLessThan(ids.indexOf(secondId));
    expect(requests.find((request) => request.id === firstId)).toEqual({
      id: firstId,
      reference: `CM-PKG-${String(firstId).padStart(6, '0')}`,
      package: 'featured',
      status: 'pending',
      createdAt: expect.any(String),
      decidedAt: null,
      user: { id: first.user.id, name: 'First Asker', email: first.email, package: 'member' },
    });
    expect(await listed('pending')).toEqual(requests);
  });

  it('answers 400 for an unknown status', async () => {
    const response = await call('GET', '/api/admin/package-requests?status=open', staff.bearer);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: PACKAGE_REQUEST_MESSAGES.statusInvalid });
  });
});

describe('POST /api/admin/package-requests/:id/approve and /reject', () => {
  it('approval gives the user the package for its validity, once', async () => {
    const user = await signUpAndIn(ctx.app);
    const id = await requestPackage(user, 'featured');
    const before = new Date();

    const response = await call('POST', `/api/admin/package-requests/${id}/approve`, staff.bearer);
    expect(response.statusCode).toBe(204);
    const after = new Date();

    const account = await userRow(user.user.id);
    expect(account.package).toBe('featured');
    const expiresAt = account.packageExpiresAt!.getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(addMonths(before, 2).getTime());
    expect(expiresAt).toBeLessThanOrEqual(addMonths(after, 2).getTime());

    const row = await requestRow(id);
    expect(row).toMatchObject({ status: 'approved', decidedBy: staff.user.id });
    expect(row.decidedAt).toBeInstanceOf(Date);
    expect((await listed('approved')).map((request) => request.id)).toContain(id);
    expect((await listed()).map((request) => request.id)).not.toContain(id);

    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/package',
      headers: user.bearer,
    });
    expect(MyPackageResponseSchema.parse(mine.json()).package).toMatchObject({
      tier: 'featured',
      status: 'active',
      pendingRequest: null,
      lastDecision: {
        package: 'featured',
        status: 'approved',
        decidedAt: row.decidedAt!.toISOString(),
      },
    });

    for (const action of ['approve', 'reject']) {
      const again = await call('POST', `/api/admin/package-requests/${id}/${action}`, staff.bearer);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: PACKAGE_REQUEST_MESSAGES.alreadyDecided });
    }
  });

  it('rejection leaves the package as it was and lets the user ask again', async () => {
    const user = await signUpAndIn(ctx.app);
    const id = await requestPackage(user, 'vip');

    const response = await call('POST', `/api/admin/package-requests/${id}/reject`, staff.bearer);
    expect(response.statusCode).toBe(204);
    expect(await userRow(user.user.id)).toMatchObject({
      package: 'member',
      packageExpiresAt: null,
    });
    expect(await requestRow(id)).toMatchObject({ status: 'rejected', decidedBy: staff.user.id });
    expect((await listed('rejected')).map((request) => request.id)).toContain(id);

    const again = await call('POST', `/api/admin/package-requests/${id}/approve`, staff.bearer);
    expect(again.statusCode).toBe(409);
    expect((await userRow(user.user.id)).package).toBe('member');

    await requestPackage(user, 'vip');
  });

  it('answers 404 for an unknown request and 400 for an id that is not one', async () => {
    const unknown = await call('POST', '/api/admin/package-requests/999999/approve', staff.bearer);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: PACKAGE_REQUEST_MESSAGES.notFound });
    const junk = await call('POST', '/api/admin/package-requests/abc/reject', staff.bearer);
    expect(junk.statusCode).toBe(400);
  });
});
