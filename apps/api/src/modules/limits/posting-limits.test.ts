import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adPostings, vehicles } from '@carmarket/db/schema';
import { MyPackageResponseSchema } from '@carmarket/shared/package-request';
import type { PackageName } from '@carmarket/shared/packages';
import { postingDayStart } from '@carmarket/shared/posting-limits';
import { signUpAndIn, signUpStaff } from '../../test/accounts';
import { adFieldsFor, listFiles, photo, postAd, setPackage } from '../../test/ads';
import { buildTestApp } from '../../test/build-test-app';

/** 23:58 on 10 March 2026 in Colombo (UTC+05:30): two minutes before the day ends there. */
const LATE_EVENING = new Date('2026-03-10T18:28:00.000Z');
let now = LATE_EVENING;

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let adFields: Awaited<ReturnType<typeof adFieldsFor>>;
let uploadDir: string;
type Session = Awaited<ReturnType<typeof signUpAndIn>>;

beforeAll(async () => {
  ctx = await buildTestApp({ clock: () => now });
  adFields = await adFieldsFor(ctx.db);
  uploadDir = path.join(ctx.tempDir, 'tmp', 'uploads');
});
afterAll(async () => {
  await ctx.app.close();
});

const MEMBER_REACHED =
  'You can post 3 new ads a day with the Member package. You can post again after midnight (Sri Lanka time).';

async function seller(pkg: PackageName = 'member'): Promise<Session> {
  const session = await signUpAndIn(ctx.app);
  if (pkg !== 'member') await setPackage(ctx.db, session.user.id, pkg, new Date('2027-01-01'));
  return session;
}

async function post(session: Session, title = 'Toyota Aqua 2016, one owner') {
  return postAd(ctx.app, session.bearer, adFields({ title }), { img1: await photo() });
}

/** Ads the user posted earlier, as rows of the count (the posting itself is tested below). */
async function alreadyPosted(session: Session, count: number, at: Date) {
  await ctx.db
    .insert(adPostings)
    .values(Array.from({ length: count }, () => ({ userId: session.user.id, postedAt: at })));
}

async function adsOf(session: Session) {
  return ctx.db.select().from(vehicles).where(eq(vehicles.userId, session.user.id));
}

async function postingsOf(session: Session) {
  return ctx.db.select().from(adPostings).where(eq(adPostings.userId, session.user.id));
}

async function newAdsOf(session: Session) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/me/package',
    headers: session.bearer,
  });
  expect(response.statusCode).toBe(200);
  return MyPackageResponseSchema.parse(response.json()).package.newAds;
}

describe('new ads a day per package', () => {
  it('lets a member post 3 ads a day, and refuses the 4th with a sentence, writing nothing', async () => {
    now = LATE_EVENING;
    const session = await seller();
    for (let n = 1; n <= 3; n += 1) {
      const response = await post(session, `Toyota Aqua number ${n}`);
      expect(response.statusCode).toBe(201);
    }
    const filesBefore = await listFiles(ctx.mediaDir);

    const refused = await post(session, 'Toyota Aqua number 4');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: MEMBER_REACHED });
    // Midnight in Colombo is two minutes away.
    expect(refused.headers['retry-after']).toBe('120');

    expect(await adsOf(session)).toHaveLength(3);
    expect(await postingsOf(session)).toHaveLength(3);
    expect(await listFiles(ctx.mediaDir)).toEqual(filesBefore);
    expect(await listFiles(uploadDir)).toEqual([]);
  });

  it('still counts an ad once it is deleted or rejected: deleting does not give a place back', async () => {
    now = LATE_EVENING;
    const session = await seller();
    const staff = await signUpStaff(ctx.app, ctx.db);
    const ids: number[] = [];
    for (let n = 1; n <= 3; n += 1) ids.push((await post(session)).json<{ id: number }>().id);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/me/listings/${ids[0]}`,
      headers: session.bearer,
    });
    expect(deleted.statusCode).toBe(204);
    const rejected = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/ads/${ids[1]}/reject`,
      headers: staff.bearer,
      payload: { reason: 'The photos show a different car.' },
    });
    expect(rejected.statusCode).toBe(204);

    const refused = await post(session);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: MEMBER_REACHED });
    expect(await adsOf(session)).toHaveLength(2);
    expect(await newAdsOf(session)).toMatchObject({ perDay: 3, postedToday: 3, left: 0 });
  });

  it('starts again at midnight in Sri Lanka, not at midnight UTC', async () => {
    now = LATE_EVENING;
    const session = await seller();
    await alreadyPosted(session, 3, postingDayStart(LATE_EVENING));
    expect((await post(session)).statusCode).toBe(429);

    // 00:00:01 in Colombo on 11 March, still 18:30 on 10 March in UTC.
    now = new Date('2026-03-10T18:30:01.000Z');
    expect(await newAdsOf(session)).toEqual({
      perDay: 3,
      postedToday: 0,
      left: 3,
      resetsAt: '2026-03-11T18:30:00.000Z',
    });
    expect((await post(session)).statusCode).toBe(201);
    now = LATE_EVENING;
  });

  it('gives featured 10 a day and vip 25, by the package held now', async () => {
    now = LATE_EVENING;
    const today = postingDayStart(LATE_EVENING);
    const expected: Array<[PackageName, number, string]> = [
      ['featured', 10, 'Featured'],
      ['vip', 25, 'VIP'],
    ];
    for (const [pkg, perDay, title] of expected) {
      const session = await seller(pkg);
      await alreadyPosted(session, perDay - 1, today);
      expect(await newAdsOf(session)).toMatchObject({ perDay, postedToday: perDay - 1, left: 1 });

      expect((await post(session)).statusCode).toBe(201);
      const refused = await post(session);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        message: `You can post ${perDay} new ads a day with the ${title} package. You can post again after midnight (Sri Lanka time).`,
      });
      expect(await postingsOf(session)).toHaveLength(perDay);
    }
  });

  it('gives a lapsed paid package the member number', async () => {
    now = LATE_EVENING;
    const session = await signUpAndIn(ctx.app);
    await setPackage(ctx.db, session.user.id, 'vip', new Date('2026-03-01'));
    await alreadyPosted(session, 3, postingDayStart(LATE_EVENING));
    const refused = await post(session);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: MEMBER_REACHED });
  });

  it('lets only one of two parallel submissions take the last place, and leaves no files of the other', async () => {
    now = LATE_EVENING;
    const session = await seller();
    await alreadyPosted(session, 2, postingDayStart(LATE_EVENING));
    const filesBefore = await listFiles(ctx.mediaDir);

    const answers = await Promise.all([post(session, 'First of two'), post(session, 'Second')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 429]);
    expect(answers.find((answer) => answer.statusCode === 429)?.json()).toMatchObject({
      message: MEMBER_REACHED,
    });

    const ads = await adsOf(session);
    expect(ads).toHaveLength(1);
    expect(await postingsOf(session)).toHaveLength(3);
    // Only the stored ad's photo variants were added: the refused ad's were deleted again.
    const added = (await listFiles(ctx.mediaDir)).filter((file) => !filesBefore.includes(file));
    expect(added).toHaveLength(3);
    expect(new Set(added.map((file) => path.dirname(file))).size).toBe(1);
    expect(await listFiles(uploadDir)).toEqual([]);
  });
});
