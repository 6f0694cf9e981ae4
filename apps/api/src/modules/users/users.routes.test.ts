import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, users } from '@carmarket/db/schema';
import { ACCOUNT_MESSAGES, ACCOUNT_TOASTS, type User } from '@carmarket/shared/account';
import { multipartBody, signUpAndIn } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { EMAIL_CONFIRMATION_MESSAGES } from '@carmarket/shared/email-confirmation';
import { AVATAR_MESSAGES } from '@carmarket/shared/account';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let colombo: { id: number; name: string };

beforeAll(async () => {
  ctx = await buildTestApp();
  const [city] = await ctx.db.select().from(cities).where(eq(cities.name, 'Colombo'));
  if (!city) throw new Error('Colombo missing from the reference data');
  colombo = city;
});
afterAll(async () => {
  await ctx.app.close();
});

function profile(overrides: Record<string, string> = {}) {
  return {
    name: 'Nimal Perera',
    mobile: '0712345678',
    line1: '12 Galle Road',
    line2: 'Kollupitiya',
    postal: '00300',
    cityId: String(colombo.id),
    ...overrides,
  };
}

/** Saves the profile as the form does: the e-mail is sent as it is unless a test changes it. */
async function update(
  session: { bearer: Record<string, string>; email: string },
  fields: Record<string, string>,
  files: Parameters<typeof multipartBody>[1] = {},
) {
  const body = await multipartBody({ email: session.email, ...fields }, files);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/users/update',
    payload: body.payload,
    headers: { ...session.bearer, ...body.headers },
  });
}

async function avatarFiles(): Promise<string[]> {
  return readdir(path.join(ctx.mediaDir, 'avatars')).catch(() => []);
}

/** A JPEG carrying EXIF with a GPS position, as a phone camera writes it. */
function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 55/1 0/1' },
    })
    .toBuffer();
}

describe('GET /api/users/get-user', () => {
  it('returns the signed-in user in the api.md shape', async () => {
    const session = await signUpAndIn(ctx.app, { name: 'Kamala Silva' });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/get-user',
      headers: session.bearer,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        id: session.user.id,
        name: 'Kamala Silva',
        mobile: '0771234567',
        email: session.email,
        package: 'member',
        packageExpiresAt: null,
        avatar: null,
        isStaff: false,
        emailConfirmed: false,
        // signUpAndIn verifies the number unless told otherwise (issue 36).
        phoneVerified: true,
        phoneVerifiedAt: expect.any(String),
        language: 'en',
        Address: null,
      },
    });
  });
});

describe('POST /api/users/update', () => {
  it('saves the profile and answers with the spec toast and the user', async () => {
    const session = await signUpAndIn(ctx.app);
    // The form sends the e-mail as shown; its case and spaces are not a change.
    const fields = profile({ email: `  ${session.email.toUpperCase()} ` });
    const response = await update(session, fields);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ message: string; user: User }>();
    expect(body.message).toBe(ACCOUNT_TOASTS.profileSaved);
    expect(body.user).toMatchObject({
      name: 'Nimal Perera',
      mobile: '0712345678',
      email: session.email,
      Address: { line1: '12 Galle Road', line2: 'Kollupitiya', postal: '00300', City: colombo },
    });
  });

  // Spec section 5, "Profile save", in its order; the server runs them even if the client did not.
  it.each([
    [{ name: '' }, ACCOUNT_MESSAGES.nameRequired, 'name'],
    [{ mobile: '' }, ACCOUNT_MESSAGES.mobileRequired, 'mobile'],
    [{ mobile: '0791234567' }, ACCOUNT_MESSAGES.mobileInvalid, 'mobile'],
    [{ email: '' }, ACCOUNT_MESSAGES.emailRequired, 'email'],
    [{ email: 'nimal@' }, ACCOUNT_MESSAGES.emailInvalid, 'email'],
    [{ line1: ' ' }, ACCOUNT_MESSAGES.line1Required, 'line1'],
    [{ cityId: '' }, ACCOUNT_MESSAGES.cityRequired, 'cityId'],
    [{ cityId: '0' }, ACCOUNT_MESSAGES.cityRequired, 'cityId'],
    [{ cityId: 'Colombo' }, ACCOUNT_MESSAGES.cityRequired, 'cityId'],
    [{ cityId: '999999' }, ACCOUNT_MESSAGES.cityRequired, 'cityId'],
    [{ postal: '<script>' }, ACCOUNT_MESSAGES.postalInvalid, 'postal'],
  ])('refuses %o with "%s"', async (overrides, message, field) => {
    const session = await signUpAndIn(ctx.app);
    const response = await update(session, profile(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, field });
  });

  it('checks in the spec order: a missing name wins over a bad mobile and e-mail', async () => {
    const session = await signUpAndIn(ctx.app);
    const response = await update(session, { mobile: '1', email: 'x', cityId: '' });
    expect(response.json()).toMatchObject({ message: ACCOUNT_MESSAGES.nameRequired });
  });

  it('cannot change package, staff flag or password', async () => {
    const session = await signUpAndIn(ctx.app);
    const response = await update(session, {
      ...profile(),
      package: 'vip',
      isStaff: 'true',
      is_staff: '1',
      password: 'hijacked-password',
      passwordHash: 'x',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, session.user.id));
    expect(row).toMatchObject({ package: 'member', isStaff: false });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: row?.email, password: session.password },
    });
    expect(login.statusCode).toBe(200);
  });

  // Issue 28: a bearer token alone switched the address, and forgot-password then mailed the
  // account to whoever had the token. The e-mail now changes only through POST /api/me/email.
  it('does not change the e-mail: a different address gives 400 pointing to Settings, and nothing changes', async () => {
    const session = await signUpAndIn(ctx.app);
    for (const email of ['attacker@example.lk', (await signUpAndIn(ctx.app)).email]) {
      const response = await update(session, profile({ email, line1: '1 Attacker Lane' }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'email_change_needs_confirmation',
        message: EMAIL_CONFIRMATION_MESSAGES.changeOnSettings,
        field: 'email',
      });
    }
    const [row] = await ctx.db.select().from(users).where(eq(users.id, session.user.id));
    expect(row?.email).toBe(session.email);
    expect(row?.addressLine1).toBeNull();
  });

  it('needs a signed-in caller and a multipart body', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/update',
      payload: { name: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);

    const session = await signUpAndIn(ctx.app);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/update',
      payload: profile(),
      headers: session.bearer,
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({
      message: 'This form must be sent as multipart/form-data.',
    });
  });

  describe('avatar', () => {
    it('re-encodes to a 256 px WebP without EXIF or GPS, and removes the previous file', async () => {
      const session = await signUpAndIn(ctx.app);
      const photo = await photoWithGps();
      expect((await sharp(photo).metadata()).exif).toBeDefined();

      const first = await update(session, profile(), {
        avatar: { data: photo, filename: 'me.jpg', type: 'image/jpeg' },
      });
      expect(first.statusCode).toBe(200);
      const firstUrl = first.json<{ user: User }>().user.avatar;
      expect(firstUrl).toMatch(/^\/media\/avatars\/\d+-[\w-]+\.webp$/);

      const stored = path.join(ctx.mediaDir, (firstUrl ?? '').replace('/media/', ''));
      const meta = await sharp(stored).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();

      const second = await update(session, profile(), {
        avatar: { data: await sharp(photo).png().toBuffer(), filename: 'me.png' },
      });
      const secondUrl = second.json<{ user: User }>().user.avatar;
      expect(secondUrl).not.toBe(firstUrl);
      const files = await avatarFiles();
      expect(files).toContain(path.basename(secondUrl ?? ''));
      expect(files).not.toContain(path.basename(firstUrl ?? ''));

      // Saving without a new file keeps the picture.
      const third = await update(session, profile());
      expect(third.json<{ user: User }>().user.avatar).toBe(secondUrl);
    });

    it('refuses a text file named .jpg with 415 and stores nothing', async () => {
      const session = await signUpAndIn(ctx.app);
      const before = await avatarFiles();
      const response = await update(session, profile({ name: 'Should Not Save' }), {
        avatar: { data: Buffer.from('hello, I am text'), filename: 'me.jpg', type: 'image/jpeg' },
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ message: AVATAR_MESSAGES.wrongType });
      expect(await avatarFiles()).toEqual(before);
      const [row] = await ctx.db.select().from(users).where(eq(users.id, session.user.id));
      expect(row?.name).toBe('Nimal Perera');
    });

    it('refuses a GIF, a truncated JPEG and a decompression bomb', async () => {
      const session = await signUpAndIn(ctx.app);
      const gif = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');
      const jpeg = await sharp({
        create: { width: 400, height: 400, channels: 3, background: '#000' },
      })
        .jpeg()
        .toBuffer();
      const bomb = await sharp({
        create: { width: 7_000, height: 7_000, channels: 3, background: '#fff' },
      })
        .png({ compressionLevel: 9 })
        .toBuffer();
      for (const [data, message] of [
        [gif, AVATAR_MESSAGES.wrongType],
        [jpeg.subarray(0, 200), AVATAR_MESSAGES.unreadable],
        [bomb, AVATAR_MESSAGES.unreadable],
      ] as const) {
        const response = await update(session, profile(), {
          avatar: { data, filename: 'avatar' },
        });
        expect(response.statusCode).toBe(415);
        expect(response.json()).toMatchObject({ message });
      }
    });

    it('refuses a file over 5 MB with 413', async () => {
      const session = await signUpAndIn(ctx.app);
      const response = await update(session, profile(), {
        avatar: { data: Buffer.alloc(5 * 1024 * 1024 + 1, 1), filename: 'huge.jpg' },
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ message: 'Your photo is larger than 5 MB.' });
    });
  });
});
