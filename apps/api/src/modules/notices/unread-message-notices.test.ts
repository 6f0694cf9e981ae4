import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { conversationMessages, conversations, users } from '@carmarket/db/schema';
import { CHAT_LIMITS } from '@carmarket/shared/chat';
import { DEFAULT_MAIL_KIND_PREFERENCES } from '@carmarket/shared/unsubscribe';
import { DEFAULT_USER_SETTINGS } from '@carmarket/shared/settings';
import { buildTestApp } from '../../test/build-test-app';
import { createUser, createVehicle } from '../../test/factories';
import { buildMailTestApp } from '../../test/mail-test-app';
import { createUnreadNoticesRepository } from './unread-message-notices.repository';

const MINUTE = 60 * 1000;
const SCAM_TEXT = 'Send an advance to http://pay-here.example or WhatsApp me';

type Ctx = Awaited<ReturnType<typeof buildMailTestApp>>;
type User = Awaited<ReturnType<typeof createUser>>;

/**
 * The e-mail a person gets about a message left unread (issue 35, point 3): once per message,
 * at most once an hour per conversation, in their settings, and never carrying the sender's words.
 */
describe('the unread-message notice', () => {
  let ctx: Ctx;

  beforeAll(async () => {
    ctx = await buildMailTestApp({ start: new Date('2026-11-28T04:00:00Z') });
  });
  afterAll(async () => {
    await ctx.close();
  });
  beforeEach(async () => {
    // Whatever earlier tests left due runs now, so each test counts only its own mail.
    await ctx.wait(0);
    ctx.smtp.messages.length = 0;
  });

  /** A buyer and a seller talking about the seller's Toyota Aqua, made in the tables directly. */
  async function conversation(options: { seller?: Partial<User>; buyer?: Partial<User> } = {}) {
    const seller = await createUser(ctx.db, { name: 'Sunil Silva', ...options.seller });
    const buyer = await createUser(ctx.db, { name: 'Nimal Perera', ...options.buyer });
    const ad = await createVehicle(ctx.db, {
      userId: seller.id,
      makeName: 'Toyota',
      model: 'Aqua',
      title: 'Toyota Aqua S 2016',
    });
    const [row] = await ctx.db
      .insert(conversations)
      .values({ vehicleId: ad.id, buyerId: buyer.id, sellerId: seller.id, createdAt: ctx.now() })
      .returning();
    return { id: row!.id, seller, buyer };
  }

  async function write(conversationId: number, sender: User, body = 'Is it still available?') {
    const [message] = await ctx.db
      .insert(conversationMessages)
      .values({ conversationId, senderId: sender.id, body, createdAt: ctx.now() })
      .returning();
    await ctx.db
      .update(conversations)
      .set({ lastMessageId: message!.id, lastMessageAt: ctx.now() })
      .where(eq(conversations.id, conversationId));
    return message!;
  }

  const notices = (to: User) =>
    ctx.smtp.to(to.email).filter((mail) => mail.subject.startsWith('New message about'));

  it('a message left unread for 15 minutes sends its recipient one e-mail, without its words', async () => {
    const talk = await conversation();
    await write(talk.id, talk.buyer, SCAM_TEXT);

    await ctx.wait(CHAT_LIMITS.unreadNoticeAfterMs - MINUTE);
    expect(notices(talk.seller)).toHaveLength(0);

    await ctx.wait(2 * MINUTE);
    const [notice, ...more] = notices(talk.seller);
    expect(more).toHaveLength(0);
    expect(notice!.subject).toBe('New message about your Toyota Aqua');
    expect(notice!.text).toContain(`/messages/${talk.id}`);
    expect(notice!.text).toContain('Never pay before you have seen the car and its papers');
    for (const part of [notice!.text, notice!.html]) {
      expect(part).not.toMatch(/advance|pay-here|WhatsApp|Nimal/i);
    }
    expect(notices(talk.buyer)).toHaveLength(0);

    // The same message never sends a second notice, however long it stays unread.
    await ctx.wait(2 * CHAT_LIMITS.noticeEveryMs);
    await ctx.wait(MINUTE);
    expect(notices(talk.seller)).toHaveLength(1);
  });

  it("the buyer's notice names the seller's car as theirs to ask about", async () => {
    const talk = await conversation();
    await write(talk.id, talk.seller, 'Yes, come on Saturday');
    await ctx.wait(CHAT_LIMITS.unreadNoticeAfterMs + MINUTE);
    expect(notices(talk.buyer).map((mail) => mail.subject)).toEqual([
      'New message about the Toyota Aqua',
    ]);
  });

  it('a message read within 15 minutes sends none', async () => {
    const talk = await conversation();
    const message = await write(talk.id, talk.buyer);
    await ctx.wait(5 * MINUTE);
    await ctx.db
      .update(conversations)
      .set({ sellerReadId: message.id })
      .where(eq(conversations.id, talk.id));
    await ctx.wait(CHAT_LIMITS.unreadNoticeAfterMs + MINUTE);
    expect(notices(talk.seller)).toHaveLength(0);
  });

  it('a second unread message within the hour sends none; one after the hour sends the next', async () => {
    const talk = await conversation();
    await write(talk.id, talk.buyer);
    await ctx.wait(CHAT_LIMITS.unreadNoticeAfterMs + MINUTE);
    expect(notices(talk.seller)).toHaveLength(1);

    await write(talk.id, talk.buyer, 'Hello? Still there?');
    await ctx.wait(CHAT_LIMITS.unreadNoticeAfterMs + MINUTE);
    await ctx.wait(20 * MINUTE);
    expect(notices(talk.seller)).toHaveLength(1);

    // The hour since the first notice has passed and the second message is still unread.
    await ctx.wait(25 * MINUTE);
    expect(notices(talk.seller)).toHaveLength(2);
  });

  it('sends none when the "Email notifications" switch is off', async () => {
    const talk = await conversation({
      seller: { settings: { ...DEFAULT_USER_SETTINGS, emailNotifications: false } },
    });
    await write(talk.id, talk.buyer);
    await ctx.wait(CHAT_LIMITS.unreadNoticeAfterMs + MINUTE);
    expect(notices(talk.seller)).toHaveLength(0);
  });

  it('sends none to someone who unsubscribed from these e-mails', async () => {
    const talk = await conversation();
    const unsubscribe = await ctx.app.inject({
      method: 'POST',
      url: '/api/unsubscribe',
      payload: { token: await tokenFromANotice(talk) },
    });
    expect(unsubscribe.statusCode, unsubscribe.body).toBe(200);
    const [row] = await ctx.db
      .select({ preferences: users.mailPreferences })
      .from(users)
      .where(eq(users.id, talk.seller.id));
    expect(row!.preferences).toEqual({ ...DEFAULT_MAIL_KIND_PREFERENCES, offers: false });

    // An hour on, so the first notice's hour does not hold this one back.
    await ctx.wait(CHAT_LIMITS.noticeEveryMs);
    ctx.smtp.messages.length = 0;
    await write(talk.id, talk.buyer, 'Any news?');
    await ctx.wait(CHAT_LIMITS.unreadNoticeAfterMs + MINUTE);
    expect(notices(talk.seller)).toHaveLength(0);
  });

  /** The unsubscribe token of the first notice `talk`'s seller gets. */
  async function tokenFromANotice(talk: Awaited<ReturnType<typeof conversation>>) {
    await write(talk.id, talk.buyer);
    await ctx.wait(CHAT_LIMITS.unreadNoticeAfterMs + MINUTE);
    const [notice] = notices(talk.seller);
    const header = notice?.headers.get('list-unsubscribe') ?? '';
    const token = /token=([A-Za-z0-9_-]{43})/.exec(header)?.[1];
    if (!token) throw new Error(`no unsubscribe link in ${header}`);
    return token;
  }

  it('of two processes claiming one notice at once, exactly one gets it', async () => {
    const second = await buildTestApp({ clock: ctx.now, sameDatabaseAs: ctx.database });
    try {
      const talk = await conversation();
      await write(talk.id, talk.buyer);
      // Past the 15 minutes, with the runner not looking: the notice is due and unclaimed.
      const at = new Date(ctx.now().getTime() + CHAT_LIMITS.unreadNoticeAfterMs + MINUTE);
      const first = createUnreadNoticesRepository(ctx.db);
      const other = createUnreadNoticesRepository(second.db);
      const [due] = (await first.due(at)).filter((n) => n.conversationId === talk.id);
      expect(due?.side).toBe('seller');

      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let claimedFirst!: (claimed: boolean) => void;
      const firstClaimed = new Promise<boolean>((resolve) => (claimedFirst = resolve));
      // The first process claims and holds its transaction open while the second tries.
      const firstTx = ctx.db.transaction(async (tx) => {
        claimedFirst(await first.claim(due!, at, tx));
        await held;
      });
      expect(await firstClaimed).toBe(true);
      const secondClaim = second.db.transaction((tx) => other.claim(due!, at, tx));
      release();
      await firstTx;
      expect(await secondClaim).toBe(false);
    } finally {
      await second.app.close();
    }
  });

  it('a deleted message or a suspended recipient sends none', async () => {
    const deleted = await conversation();
    const message = await write(deleted.id, deleted.buyer);
    await ctx.db
      .update(conversationMessages)
      .set({ deletedAt: ctx.now(), body: '' })
      .where(eq(conversationMessages.id, message.id));
    const suspended = await conversation({ seller: { suspendedAt: new Date() } });
    await write(suspended.id, suspended.buyer);
    await ctx.wait(CHAT_LIMITS.unreadNoticeAfterMs + MINUTE);
    expect(notices(deleted.seller)).toHaveLength(0);
    expect(notices(suspended.seller)).toHaveLength(0);
  });
});
