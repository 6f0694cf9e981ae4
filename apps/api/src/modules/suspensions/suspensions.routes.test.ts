import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, sessions, staffActions, users } from '@carmarket/db/schema';
import { ADMIN_MESSAGES, AdminUsersResponseSchema } from '@carmarket/shared/staff-moderation';
import { SUSPENSION_MESSAGES, SUSPENSION_REASON_MAX } from '@carmarket/shared/suspension';
import { SearchResponseSchema } from '@carmarket/shared/vehicle-search';
import {
  nextAddress,
  refreshWith,
  signUpAndIn,
  signUpStaff,
  TEST_PASSWORD,
} from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { createVehicle } from '../../test/factories';
import { hashResetToken } from '../auth/password-reset.service';
import { createCredential, hashCredential } from '../auth/session-credential';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let staff: Awaited<ReturnType<typeof signUpStaff>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  staff = await signUpStaff(ctx.app, ctx.db);
});
afterAll(async () => {
  await ctx.app.close();
});

const REASON = 'Posted the same stolen photos under three numbers.';

function post(url: string, headers: Record<string, string>, payload?: object) {
  return ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
}

function suspend(userId: number, reason: unknown = REASON, headers = staff.bearer) {
  return post(`/api/admin/users/${userId}/suspend`, headers, { reason });
}

function unsuspend(userId: number, headers = staff.bearer) {
  return post(`/api/admin/users/${userId}/unsuspend`, headers);
}

function signIn(email: string, password: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: nextAddress(),
  });
}

/** A word no other ad in the database has, so a search for it finds only this test's ad. */
function uniqueWord(): string {
  return `zq${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')}`;
}

async function searchIds(word: string): Promise<number[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/vehicles/search?query=${word}`,
  });
  expect(response.statusCode).toBe(200);
  return SearchResponseSchema.parse(response.json()).cars.map((car) => car.id);
}

/** A seller signed in with a live ad only they have the word of. */
async function sellerWithLiveAd() {
  const seller = await signUpAndIn(ctx.app);
  const word = uniqueWord();
  const ad = await createVehicle(ctx.db, { userId: seller.user.id, title: `Toyota ${word} 2018` });
  expect(await searchIds(word)).toEqual([ad.id]);
  return { seller, ad, word };
}

/** The audit log's entries about the user, oldest first. */
function auditEntries(userId: number) {
  return ctx.db
    .select({
      action: staffActions.action,
      staffId: staffActions.staffId,
      reason: staffActions.reason,
    })
    .from(staffActions)
    .where(and(eq(staffActions.targetType, 'user'), eq(staffActions.targetId, userId)))
    .orderBy(asc(staffActions.id));
}

describe('POST /api/admin/users/:id/suspend', () => {
  it('ends the sessions, refuses sign-in to the right password only, and hides the ads', async () => {
    const { seller, ad, word } = await sellerWithLiveAd();

    const response = await suspend(seller.user.id, `  ${REASON}  `);
    expect(response.statusCode).toBe(204);

    // The open session is over: its access token no longer authenticates (403: refresh), and the
    // refresh with its session cookie is refused (401: sign in again).
    const withOldToken = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/settings',
      headers: seller.bearer,
    });
    expect(withOldToken.statusCode).toBe(403);
    const refresh = await refreshWith(ctx.app, seller.credential);
    expect(refresh.statusCode).toBe(401);
    const open = await ctx.db
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.userId, seller.user.id));
    expect(open).toEqual([{ revokedAt: expect.any(Date) }]);

    // Only the right password learns of the suspension; a guesser reads the usual answer.
    const right = await signIn(seller.email, TEST_PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ message: SUSPENSION_MESSAGES.signInRefused });
    const wrong = await signIn(seller.email, 'not the password at all');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'Invalid email or password' });

    // The ad is gone from search and its page is unknown to visitors.
    expect(await searchIds(word)).toEqual([]);
    const page = await ctx.app.inject({ method: 'GET', url: `/api/vehicles/${ad.id}` });
    expect(page.statusCode).toBe(404);

    // Staff read the suspension (trimmed reason) in the user search.
    const found = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/users?email=${encodeURIComponent(seller.email)}`,
      headers: staff.bearer,
    });
    const [user] = AdminUsersResponseSchema.parse(found.json()).users;
    expect(user).toMatchObject({
      id: seller.user.id,
      mobile: '0771234567',
      isStaff: false,
      liveAds: 0,
      heldAds: 1,
      suspended: { at: expect.any(String), reason: REASON },
    });

    // The audit log has the action, who did it and why.
    expect(await auditEntries(seller.user.id)).toEqual([
      { action: 'suspend-user', staffId: staff.user.id, reason: REASON },
    ]);
  });

  it('hides every ad the seller had in public, sold and expired ones too, from every read (issue 29)', async () => {
    const { seller, ad } = await sellerWithLiveAd();
    const sold = await createVehicle(ctx.db, { userId: seller.user.id, status: 'sold' });
    const expired = await createVehicle(ctx.db, { userId: seller.user.id, status: 'expired' });
    const ids = [ad.id, sold.id, expired.id];
    const visible = async () => {
      const saved = await ctx.app.inject({
        method: 'GET',
        url: `/api/vehicles/saved?ids=${ids.join(',')}`,
      });
      const details = await Promise.all(
        ids.map((id) => ctx.app.inject({ method: 'GET', url: `/api/vehicles/${id}` })),
      );
      const similar = await Promise.all(
        ids.map((id) => ctx.app.inject({ method: 'GET', url: `/api/vehicles/${id}/similar` })),
      );
      return {
        saved: (saved.json() as { cars: Array<{ id: number }> }).cars.map((car) => car.id),
        details: details.map((answer) => answer.statusCode),
        similar: similar.map((answer) => answer.statusCode),
      };
    };
    expect(await visible()).toEqual({
      saved: ids,
      details: [200, 410, 410],
      similar: [200, 200, 200],
    });

    expect((await suspend(seller.user.id)).statusCode).toBe(204);
    // Unknown, as a never-published ad is: no title, no photo, no "no longer for sale".
    expect(await visible()).toEqual({
      saved: [],
      details: [404, 404, 404],
      similar: [404, 404, 404],
    });

    expect((await unsuspend(seller.user.id)).statusCode).toBe(204);
    expect(await visible()).toEqual({
      saved: ids,
      details: [200, 410, 410],
      similar: [200, 200, 200],
    });
  });

  it('lifting it lets the seller sign in again and brings the ads back to search', async () => {
    const { seller, ad, word } = await sellerWithLiveAd();
    expect((await suspend(seller.user.id)).statusCode).toBe(204);
    expect(await searchIds(word)).toEqual([]);

    expect((await unsuspend(seller.user.id)).statusCode).toBe(204);
    expect(await searchIds(word)).toEqual([ad.id]);
    const page = await ctx.app.inject({ method: 'GET', url: `/api/vehicles/${ad.id}` });
    expect(page.statusCode).toBe(200);
    expect((await signIn(seller.email, TEST_PASSWORD)).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, seller.user.id));
    expect(row).toMatchObject({ suspendedAt: null, suspensionReason: null, suspendedBy: null });
    expect((await auditEntries(seller.user.id)).map((entry) => entry.action)).toEqual([
      'suspend-user',
      'unsuspend-user',
    ]);
  });

  it('a session a sign-in opened just as the account was suspended does not work', async () => {
    const { seller } = await sellerWithLiveAd();
    expect((await suspend(seller.user.id)).statusCode).toBe(204);
    // The sign-in checked the account before the suspension and wrote its session after it.
    const credential = createCredential();
    await ctx.app.repos.sessions.open({
      credentialHash: hashCredential(credential),
      userId: seller.user.id,
      now: new Date(),
    });
    const refresh = await refreshWith(ctx.app, credential);
    expect(refresh.statusCode).toBe(401);
  });

  it('a password reset does not let a suspended account back in', async () => {
    const { seller } = await sellerWithLiveAd();
    expect((await suspend(seller.user.id)).statusCode).toBe(204);
    const token = 'B'.repeat(43);
    await ctx.db.insert(passwordResetTokens).values({
      tokenHash: hashResetToken(token),
      userId: seller.user.id,
      expiresAt: new Date(Date.now() + 10 * 60 * 1000),
    });
    const newPassword = 'a fresh passphrase here';
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: newPassword, confirmPassword: newPassword },
      remoteAddress: nextAddress(),
    });
    expect(reset.statusCode).toBe(204);
    const login = await signIn(seller.email, newPassword);
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ message: SUSPENSION_MESSAGES.signInRefused });
  });

  it('staff cannot approve a pending ad of a suspended seller', async () => {
    const { seller } = await sellerWithLiveAd();
    const pending = await createVehicle(ctx.db, {
      userId: seller.user.id,
      status: 'pending',
      approvedAt: null,
      expiresAt: null,
    });
    expect((await suspend(seller.user.id)).statusCode).toBe(204);
    const approve = await post(`/api/admin/ads/${pending.id}/approve`, staff.bearer);
    expect(approve.statusCode).toBe(409);
    expect(approve.json()).toMatchObject({ message: SUSPENSION_MESSAGES.sellerSuspended });
  });

  it('refuses a missing, empty or over-long reason with a sentence, and changes nothing', async () => {
    const { seller, word } = await sellerWithLiveAd();
    for (const [payload, message] of [
      [{}, SUSPENSION_MESSAGES.reasonRequired],
      [{ reason: '   ' }, SUSPENSION_MESSAGES.reasonRequired],
      [{ reason: 'x'.repeat(SUSPENSION_REASON_MAX + 1) }, SUSPENSION_MESSAGES.reasonTooLong],
    ] as const) {
      const response = await post(
        `/api/admin/users/${seller.user.id}/suspend`,
        staff.bearer,
        payload,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
    expect((await suspend(seller.user.id, 'x'.repeat(SUSPENSION_REASON_MAX))).statusCode).toBe(204);
    expect(await searchIds(word)).toEqual([]);
  });

  it('refuses to suspend oneself or another staff account', async () => {
    const self = await suspend(staff.user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ message: SUSPENSION_MESSAGES.notYourself });

    const colleague = await signUpStaff(ctx.app, ctx.db);
    const other = await suspend(colleague.user.id);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ message: SUSPENSION_MESSAGES.notStaff });
    expect((await signIn(colleague.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await auditEntries(colleague.user.id)).toEqual([]);
  });

  it('answers 404 for an unknown user and 409 for a second suspension or a needless lift', async () => {
    const unknown = await suspend(2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: ADMIN_MESSAGES.userNotFound });
    expect((await unsuspend(2_000_000_000)).statusCode).toBe(404);

    const { seller } = await sellerWithLiveAd();
    const lift = await unsuspend(seller.user.id);
    expect(lift.statusCode).toBe(409);
    expect(lift.json()).toMatchObject({ message: SUSPENSION_MESSAGES.notSuspended });
    expect((await suspend(seller.user.id, 'First reason')).statusCode).toBe(204);
    const again = await suspend(seller.user.id, 'Second reason');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: SUSPENSION_MESSAGES.alreadySuspended });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, seller.user.id));
    expect(row?.suspensionReason).toBe('First reason');
    expect((await auditEntries(seller.user.id)).map((entry) => entry.reason)).toEqual([
      'First reason',
    ]);
  });

  it('is for staff only: 401 without a sign-in, 403 with no data for anyone else', async () => {
    const { seller, word } = await sellerWithLiveAd();
    const stranger = await signUpAndIn(ctx.app);
    for (const url of [
      `/api/admin/users/${seller.user.id}/suspend`,
      `/api/admin/users/${seller.user.id}/unsuspend`,
    ]) {
      expect((await post(url, {}, { reason: REASON })).statusCode).toBe(401);
      const response = await post(url, stranger.bearer, { reason: REASON });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: ADMIN_MESSAGES.staffOnly });
    }
    // The seller may even try it on themselves: nothing changes.
    expect((await suspend(seller.user.id, REASON, seller.bearer)).statusCode).toBe(403);
    expect(await searchIds(word)).toHaveLength(1);
    expect((await signIn(seller.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
