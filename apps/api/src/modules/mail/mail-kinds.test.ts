import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '@carmarket/db/schema';
import { MAIL_KIND_TEXT, type UnsubscribeScope } from '@carmarket/shared/unsubscribe';
import { TEST_PASSWORD, signUpAndIn, signUpStaff } from '../../test/accounts';
import {
  MAIL_KINDS_SENT,
  sendEveryMail,
  type EveryMail,
  type MailKindSent,
} from '../../test/every-mail';
import { buildMailTestApp } from '../../test/mail-test-app';
import { linkIn } from '../../test/test-smtp-server';

const SUPPORT = 'CarMarket Support <support@carmarket.lk>';

/** Which kind of notice each message is; essential mail is none. */
const KIND_OF: Record<MailKindSent, UnsubscribeScope | 'essential'> = {
  'password reset link': 'essential',
  'password changed': 'essential',
  'ad approved': 'adUpdates',
  'ad rejected': 'adUpdates',
  'ad fix requested': 'adUpdates',
  'offer received': 'offers',
  'offer accepted': 'offers',
  'offer declined': 'offers',
  'offer digest': 'offers',
  'package approved': 'adUpdates',
  'saved-search alert, instant, one car': 'alerts',
  'saved-search alert, instant, several cars': 'alerts',
  'saved-search alert, daily': 'alerts',
  'expiry reminder': 'reminders',
  'availability check': 'reminders',
  'staff reply to a contact message': 'essential',
  'staff reply to a pre-order': 'essential',
  'e-mail confirmation link': 'essential',
  'someone tried to register': 'essential',
  'new e-mail address confirmation': 'essential',
  'e-mail address being changed': 'essential',
  'unread chat message': 'offers',
  'text messages stopped for the day': 'essential',
};

/** Messages to staff themselves. */
const TO_STAFF = new Set<MailKindSent>(['text messages stopped for the day']);

describe('every kind of message', () => {
  let ctx: Awaited<ReturnType<typeof buildMailTestApp>>;
  let mail: EveryMail;
  let staffEmail: string;

  beforeAll(async () => {
    ctx = await buildMailTestApp();
    const sent = await sendEveryMail(ctx);
    mail = sent.mail;
    staffEmail = sent.staff.email;
  });
  afterAll(async () => {
    await ctx.close();
  });

  it.each(MAIL_KINDS_SENT)(
    'the %s has Reply-To the support address exactly when it asks for a reply',
    (kind) => {
      const message = mail[kind];
      const asksForReply = /\breply\b/i.test(message.text);
      expect(message.headers.get('reply-to') ?? 'no Reply-To').toBe(
        asksForReply ? SUPPORT : 'no Reply-To',
      );
      // Staff are never named to the public; the one message to staff is addressed to them.
      if (!TO_STAFF.has(kind)) expect(message.raw).not.toContain(staffEmail);
    },
  );

  it('asks for a reply in the ad that needs changes, the ad to update and the staff replies', () => {
    const asking = MAIL_KINDS_SENT.filter((kind) => /\breply\b/i.test(mail[kind].text));
    expect(asking).toEqual([
      'ad rejected',
      'ad fix requested',
      'staff reply to a contact message',
      'staff reply to a pre-order',
    ]);
  });

  it.each(MAIL_KINDS_SENT)(
    'the %s says its kind, and its unsubscribe link and token are for that kind',
    async (kind) => {
      const message = mail[kind];
      const scope = KIND_OF[kind];
      expect(message.text).not.toMatch(/Stop these e-mails/i);
      if (scope === 'essential') {
        expect(message.headers.has('list-unsubscribe')).toBe(false);
        expect(message.text).not.toContain('/unsubscribe?token=');
        return;
      }
      expect(scope).not.toBe('all');
      const text = MAIL_KIND_TEXT[scope as Exclude<UnsubscribeScope, 'all'>];
      expect(message.text).toContain(`This is one of your ${text.plural}.`);
      expect(message.text).toContain(`${text.unsubscribe} or choose your e-mails: `);
      expect(message.html).toContain(`>${text.unsubscribe}</a>`);
      const page = new URL(linkIn(message, 'http://carmarket.test/unsubscribe?token='));
      const oneClick = new URL(/^<(.+)>$/.exec(message.headers.get('list-unsubscribe')!)![1]!);
      expect(oneClick.searchParams.get('token')).toBe(page.searchParams.get('token'));
      const read = await ctx.app.inject({
        method: 'GET',
        url: `/api/unsubscribe/preferences?${page.searchParams.toString()}`,
      });
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toMatchObject({ scope });
    },
  );
});

describe('times in mail', () => {
  it('are Sri Lanka times: the password change and the staff reply’s quote', async () => {
    // 00:10 in Colombo is still the day before in UTC.
    const ctx = await buildMailTestApp({ start: new Date('2026-11-26T18:40:00Z') });
    try {
      const user = await signUpAndIn(ctx.app, { name: 'Chamari Dias' });
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: user.email },
      });
      await ctx.app.jobs.runDue();
      const token = new URL(
        linkIn(
          ctx.smtp.to(user.email).find((mail) => /new CarMarket password/.test(mail.subject))!,
          'http://carmarket.test/reset-password?token=',
        ),
      ).searchParams.get('token');
      const reset = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
      });
      expect(reset.statusCode, reset.body).toBe(204);
      await ctx.app.jobs.runDue();
      const changed = ctx.smtp.to(user.email).at(-1)!;
      expect(changed.subject).toBe('Your CarMarket password was changed');
      expect(changed.text).toContain('Changed at: 27 Nov 2026, 12:10 am (Sri Lanka time)');
      expect(changed.text).not.toContain('UTC');

      const staff = await signUpStaff(ctx.app, ctx.db);
      const writer = `writer-${Date.now()}@example.lk`;
      await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Kasun Perera',
          email: writer,
          phone: '0771234567',
          subject: 'general',
          message: 'Is there a showroom in Kandy?',
        },
      });
      const [row] = await ctx.db
        .update(contactMessages)
        .set({ createdAt: new Date('2026-11-27T06:40:00Z') })
        .where(eq(contactMessages.email, writer))
        .returning({ id: contactMessages.id });
      const replied = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/messages/contact/${row!.id}/reply`,
        headers: staff.bearer,
        payload: { body: 'Not yet: our team works online.' },
      });
      expect(replied.statusCode, replied.body).toBe(204);
      await ctx.app.jobs.runDue();
      const [answer] = ctx.smtp.to(writer);
      expect(answer!.text).toContain('On 27 Nov 2026, 12:10 pm (Sri Lanka time) you wrote:');
    } finally {
      await ctx.close();
    }
  });
});
