import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@carmarket/db/schema';
import type { UserResponse } from '@carmarket/shared/account';
import { nextAddress, registration, signUpAndIn, TEST_PASSWORD } from '../../test/accounts';
import { createVehicle } from '../../test/factories';
import { buildMailTestApp } from '../../test/mail-test-app';
import { linkIn, type ReceivedMail } from '../../test/test-smtp-server';

/**
 * Issue 32: each e-mail is written in its reader's language — the one their registration came
 * in (Accept-Language), or the one they chose (PUT /api/me/language) — over real SMTP. English
 * mail is what mail-kinds.test.ts and the SpamAssassin test read, unchanged.
 *
 * MAIL_SAMPLES_DIR=/some/dir saves the Sinhala and Tamil offer e-mails there, to look at and
 * to score: mail-si.html and .eml, mail-ta.html and .eml.
 */
describe('mail in the reader’s language', () => {
  let ctx: Awaited<ReturnType<typeof buildMailTestApp>>;

  beforeAll(async () => {
    ctx = await buildMailTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** Registers with an Accept-Language header and signs in, the address confirmed. */
  async function registerIn(acceptLanguage: string, name: string) {
    const details = registration({ name });
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: details,
      headers: { 'accept-language': acceptLanguage },
      remoteAddress: nextAddress(),
    });
    expect(registered.statusCode, registered.body).toBe(201);
    await ctx.app.jobs.runDue();
    // Confirmed as its owner does: the link from the e-mail (whatever its language), opened.
    const confirmation = newest(details.email, /./);
    const token = new URL(linkIn(confirmation, 'http://carmarket.test/')).searchParams.get('token');
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-email',
      payload: { token },
      remoteAddress: nextAddress(),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // Offers need a verified mobile number (issue 36): set as `signUpAndIn` does.
    await ctx.db
      .update(users)
      .set({ phoneVerifiedAt: new Date() })
      .where(eq(users.email, details.email.toLowerCase()));
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: details.email, password: TEST_PASSWORD },
      remoteAddress: nextAddress(),
    });
    const accessToken = login.json<{ accessToken: string }>().accessToken;
    return {
      email: details.email,
      confirmation,
      bearer: { authorization: `Bearer ${accessToken}` },
      id: login.json<UserResponse>().user.id,
    };
  }

  function newest(to: string, subject: RegExp): ReceivedMail {
    const found = ctx.smtp
      .to(to)
      .filter((message) => subject.test(message.subject))
      .at(-1);
    expect(found, `an e-mail to ${to} about ${subject}`).toBeDefined();
    return found!;
  }

  async function setLanguage(bearer: Record<string, string>, payload: object) {
    return ctx.app.inject({ method: 'PUT', url: '/api/me/language', payload, headers: bearer });
  }

  async function resetPasswordOf(email: string) {
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress: nextAddress(),
    });
    expect(asked.statusCode, asked.body).toBe(202);
    await ctx.app.jobs.runDue();
    return ctx.smtp.to(email).at(-1)!;
  }

  async function offerTo(sellerId: number, buyer: Record<string, string>) {
    const car = await createVehicle(ctx.db, {
      userId: sellerId,
      title: 'Toyota Aqua S 2016',
      price: 6_450_000,
    });
    const made = await ctx.app.inject({
      method: 'POST',
      url: `/api/vehicles/${car.id}/offers`,
      payload: { amount: 5_800_000, message: 'Can I see it on Saturday?' },
      headers: buyer,
    });
    expect(made.statusCode, made.body).toBe(201);
    await ctx.app.jobs.runDue();
  }

  async function save(name: string, mail: ReceivedMail) {
    const dir = process.env.MAIL_SAMPLES_DIR;
    if (!dir) return;
    await writeFile(path.join(dir, `${name}.html`), mail.html);
    await writeFile(path.join(dir, `${name}.eml`), mail.raw);
  }

  it('writes to a Sinhala reader in Sinhala: the confirmation, a reset link and an offer', async () => {
    const seller = await registerIn('si-LK,si;q=0.9,en;q=0.5', 'Sunil Silva');
    const [row] = await ctx.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, seller.id));
    expect(row?.language).toBe('si');

    // The registration's confirmation, in the language the registration came in.
    expect(seller.confirmation.subject).toBe('CarMarket සඳහා ඔබේ ඊමේල් ලිපිනය තහවුරු කරන්න');
    expect(linkIn(seller.confirmation, 'http://carmarket.test/')).toMatch(
      /^http:\/\/carmarket\.test\/si\/confirm-email\?token=/,
    );

    const reset = await resetPasswordOf(seller.email);
    expect(reset.subject).toBe('නව CarMarket මුරපදයක් තෝරන්න');
    expect(reset.text).toContain('ආයුබෝවන් Sunil Silva, මෙම ඊමේල් ලිපිනය භාවිත කරන');
    expect(reset.text).toContain('නව මුරපදයක් තෝරන්න: http://carmarket.test/si/reset-password?token=');
    expect(reset.text).not.toMatch(/Hello|Choose a new password/);
    expect(reset.html).toContain('<html lang="si">');
    expect(reset.html).toContain(
      "font-family:Arial,Helvetica,'Noto Sans Sinhala','Iskoola Pota',sans-serif;",
    );

    const buyer = await signUpAndIn(ctx.app, { name: 'Kamala Fernando' }, { confirmed: true });
    await offerTo(seller.id, buyer.bearer);
    const offer = newest(seller.email, /මිල යෝජනාවක්$/);
    expect(offer.subject).toBe('Toyota Aqua S 2016 සඳහා Rs. 5,800,000 ක නව මිල යෝජනාවක්');
    expect(offer.text).toContain('ඔබට නව මිල යෝජනාවක් ලැබී ඇත');
    expect(offer.text).toContain('ගැනුම්කරුවෙකුගේ පණිවිඩය (CarMarket කිසි විටෙක බැංකු විස්තර');
    // The footer: why, the unsubscribe link (to the Sinhala page) and the site.
    expect(offer.text).toContain('මෙය ඔබට එවන මිල යෝජනා ඊමේල්වලින් එකකි.');
    expect(offer.text).toContain('http://carmarket.test/si/unsubscribe?token=');
    expect(offer.text).toContain('CarMarket, ශ්‍රී ලංකාවේ පාවිච්චි කළ කාර්: http://carmarket.test/si');
    expect(offer.text).toContain('http://carmarket.test/si/offers');
    // The one-click unsubscribe is the API's, in no language.
    expect(offer.headers.get('list-unsubscribe')).toMatch(
      /^<http:\/\/carmarket\.test\/api\/unsubscribe\?token=/,
    );
    await save('mail-si', offer);
  });

  it('writes in Tamil once the reader chooses Tamil', async () => {
    const seller = await registerIn('en-GB,en;q=0.9', 'Selvi Rajan');
    expect(seller.confirmation.subject).toBe('Confirm your e-mail address for CarMarket');

    const chosen = await setLanguage(seller.bearer, { language: 'ta' });
    expect(chosen.statusCode, chosen.body).toBe(204);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/get-user',
      headers: seller.bearer,
    });
    expect(me.json<UserResponse>().user.language).toBe('ta');

    const reset = await resetPasswordOf(seller.email);
    expect(reset.subject).toBe('புதிய CarMarket கடவுச்சொல்லைத் தேர்ந்தெடுங்கள்');
    expect(reset.text).toContain('வணக்கம் Selvi Rajan, இந்த மின்னஞ்சல் முகவரியைப் பயன்படுத்தும்');
    expect(reset.text).toContain('http://carmarket.test/ta/reset-password?token=');
    expect(reset.html).toContain('<html lang="ta">');
    expect(reset.html).toContain(
      "font-family:Arial,Helvetica,'Noto Sans Tamil','Latha',sans-serif;",
    );

    const buyer = await signUpAndIn(ctx.app, { name: 'Kumar Nadarajah' }, { confirmed: true });
    await offerTo(seller.id, buyer.bearer);
    const offer = newest(seller.email, /விலை முன்மொழிவு$/);
    expect(offer.subject).toBe('Toyota Aqua S 2016-க்கு Rs. 5,800,000 புதிய விலை முன்மொழிவு');
    expect(offer.text).toContain('உங்களுக்குப் புதிய விலை முன்மொழிவு வந்துள்ளது');
    expect(offer.text).toContain('இது உங்கள் விலை முன்மொழிவு மின்னஞ்சல்களில் ஒன்று.');
    expect(offer.text).toContain('http://carmarket.test/ta/unsubscribe?token=');
    expect(offer.html).toContain('அல்லது இந்த இணைப்பைத் திறக்கவும்:');
    await save('mail-ta', offer);

    // Back to English: the same e-mail as ever.
    expect((await setLanguage(seller.bearer, { language: 'en' })).statusCode).toBe(204);
    const english = await resetPasswordOf(seller.email);
    expect(english.subject).toBe('Choose a new CarMarket password');
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toContain('font-family:Arial,Helvetica,sans-serif;');
  });

  it('refuses a language the site does not have with a sentence, and keeps the one chosen', async () => {
    const user = await signUpAndIn(ctx.app, { name: 'Ruwan Jayasinghe' });
    expect((await setLanguage(user.bearer, { language: 'si' })).statusCode).toBe(204);
    for (const payload of [{ language: 'fr' }, { language: 'SI' }, {}, { language: 7 }]) {
      const refused = await setLanguage(user.bearer, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe('Choose English, Sinhala or Tamil.');
    }
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/get-user',
      headers: user.bearer,
    });
    expect(me.json<UserResponse>().user.language).toBe('si');

    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      payload: { language: 'ta' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('registers in English when the request names none of the site’s languages', async () => {
    const user = await signUpAndIn(ctx.app, { name: 'Dilshan Perera' });
    expect(user.user.language).toBe('en');
  });
});
