import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, vehicles } from '@carmarket/db/schema';
import { signUpAndIn } from '../../test/accounts';
import { buildMailTestApp } from '../../test/mail-test-app';
import { DAY, createVehicle } from '../../test/factories';
import { linkIn } from '../../test/test-smtp-server';
import { nextHour } from '../jobs/schedules';

let ctx: Awaited<ReturnType<typeof buildMailTestApp>>;
let smtp: Awaited<ReturnType<typeof buildMailTestApp>>['smtp'];

beforeAll(async () => {
  ctx = await buildMailTestApp();
  smtp = ctx.smtp;
});
afterAll(async () => {
  await ctx.close();
});

const wait = (ms: number) => ctx.wait(ms);

describe('the expiry reminder', () => {
  it('reaches the seller three days ahead, once, with a Renew link that works without signing in', async () => {
    const seller = await signUpAndIn(ctx.app, { name: 'Sunil Silva' }, { confirmed: true });
    // The confirmation link is read; the test reads the mailbox from here on.
    await ctx.app.jobs.runDue();
    smtp.messages.length = 0;
    const soon = await createVehicle(ctx.db, {
      userId: seller.user.id,
      title: 'Toyota Aqua S 2016',
      expiresAt: new Date(ctx.now().getTime() + 2.5 * DAY),
    });
    await createVehicle(ctx.db, {
      userId: seller.user.id,
      title: 'Not yet',
      expiresAt: new Date(ctx.now().getTime() + 10 * DAY),
    });

    await wait(60 * 60 * 1000);
    const mails = smtp.to(seller.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Your ad expires on \d{1,2} \w{3} \d{4}: Toyota Aqua S 2016$/),
    ]);
    const renewUrl = linkIn(mails[0]!, 'http://carmarket.test/listing-action?token=');
    const soldUrl = mails[0]!.text
      .split(/\s+/)
      .filter((word) => word.startsWith('http://carmarket.test/listing-action?token='))[1];
    expect(soldUrl).toBeDefined();
    expect(soldUrl).not.toBe(renewUrl);
    expect(mails[0]!.text).toContain('Renew my ad: ');
    expect(mails[0]!.text).toContain('Mark as sold: ');
    expect(mails[0]!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // Hours later the ad is still due by date, but its seller has been reminded of this expiry.
    await wait(60 * 60 * 1000);
    await wait(60 * 60 * 1000);
    expect(smtp.to(seller.email)).toHaveLength(1);

    const token = new URL(renewUrl).searchParams.get('token');
    const renewed = await ctx.app.inject({
      method: 'POST',
      url: '/api/listing-actions',
      payload: { token },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const [row] = await ctx.db.select().from(vehicles).where(eq(vehicles.id, soon.id));
    expect(row!.expiresAt!.getTime()).toBeGreaterThan(soon.expiresAt!.getTime() + 20 * DAY);
  });

  it('goes to nobody for an ad staff hold or a suspended seller: no working Renew link for them (issue 29)', async () => {
    // Confirmed, so nothing but the rule under test keeps the reminder away.
    const reported = await signUpAndIn(ctx.app, {}, { confirmed: true });
    await createVehicle(ctx.db, {
      userId: reported.user.id,
      expiresAt: new Date(ctx.now().getTime() + 2.5 * DAY),
      heldFor: 'reports',
      heldAt: ctx.now(),
    });
    const suspended = await signUpAndIn(ctx.app, {}, { confirmed: true });
    await createVehicle(ctx.db, {
      userId: suspended.user.id,
      expiresAt: new Date(ctx.now().getTime() + 2.5 * DAY),
    });
    await ctx.db
      .update(users)
      .set({ suspendedAt: ctx.now() })
      .where(eq(users.id, suspended.user.id));

    await wait(60 * 60 * 1000);
    await wait(60 * 60 * 1000);
    const reminders = (email: string) =>
      smtp.to(email).filter((mail) => mail.subject.startsWith('Your ad expires'));
    expect(reminders(reported.email)).toEqual([]);
    expect(reminders(suspended.email)).toEqual([]);
  });

  it('runs every hour on the hour', () => {
    expect(nextHour(new Date('2026-11-23T10:20:00Z')).toISOString()).toBe(
      '2026-11-23T11:00:00.000Z',
    );
  });
});
