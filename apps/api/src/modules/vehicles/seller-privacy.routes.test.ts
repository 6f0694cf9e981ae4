import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@carmarket/db/schema';
import type { PackageName } from '@carmarket/shared/packages';
import { DEFAULT_USER_SETTINGS, type UserSettings } from '@carmarket/shared/settings';
import { VehicleDetailSchema } from '@carmarket/shared/vehicle-detail';
import { signUpAndIn } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { createVehicle } from '../../test/factories';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

/** A seller who saved `settings` on the settings page, with one live ad under `pkg`. */
async function sellerWithAd(pkg: PackageName, settings: Partial<UserSettings>) {
  const seller = await signUpAndIn(ctx.app, { name: 'Kamal Silva' });
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/me/settings',
    headers: seller.bearer,
    payload: { ...DEFAULT_USER_SETTINGS, ...settings },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await ctx.db.update(users).set({ package: pkg }).where(eq(users.id, seller.user.id));
  const ad = await createVehicle(ctx.db, {
    userId: seller.user.id,
    package: pkg,
    phone: '0719998887',
  });
  return { seller, ad };
}

async function detail(id: number) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/vehicles/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return { parsed: VehicleDetailSchema.parse(response.json()), body: response.body };
}

describe('what the car detail shows of its seller (decision 083)', () => {
  it('shows a visible profile: name and member-since, a number to reveal on vip, no e-mail by default', async () => {
    const { seller, ad } = await sellerWithAd('vip', {});
    const { parsed, body } = await detail(ad.id);
    expect(parsed.seller).toMatchObject({
      name: 'Kamal Silva',
      package: 'vip',
      phoneAvailable: true,
      email: null,
    });
    // The number itself is revealed with a tap (decision 107), never sent with the ad.
    expect(body).not.toContain('0719998887');
    expect(parsed.seller.memberSince).toEqual(expect.any(String));
    expect(body).not.toContain(seller.email);
  });

  it('leaves out the name and member-since date when profile visibility is off', async () => {
    const { ad } = await sellerWithAd('vip', { profileVisible: false });
    const { parsed, body } = await detail(ad.id);
    expect(parsed.seller).toMatchObject({ name: null, memberSince: null, package: 'vip' });
    // Not sent at all, not only hidden by the page.
    expect(body).not.toContain('Kamal Silva');
    // The ad's own phone is the ad's contact, which the package decides.
    expect(parsed.seller.phoneAvailable).toBe(true);
  });

  it('adds the account e-mail only when the seller shows contact information and the package shows contact details', async () => {
    const vip = await sellerWithAd('vip', { showContactInfo: true });
    expect((await detail(vip.ad.id)).parsed.seller.email).toBe(vip.seller.email);

    const member = await sellerWithAd('member', { showContactInfo: true });
    const memberDetail = await detail(member.ad.id);
    expect(memberDetail.parsed.seller).toMatchObject({ email: null, phoneAvailable: false });
    expect(memberDetail.body).not.toContain(member.seller.email);
    expect(memberDetail.body).not.toContain('0719998887');
  });
});
