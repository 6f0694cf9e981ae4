import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@carmarket/shared/account';
import { DEFAULT_USER_SETTINGS } from '@carmarket/shared/settings';
import { cookiesOf, nextAddress, refreshWith, signUpAndIn } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { SESSION_COOKIE } from '../auth/auth-cookies';
import { AUTH_MESSAGES } from '../auth/auth-messages';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

function call(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  return ctx.app.inject({
    method,
    url,
    headers,
    remoteAddress: nextAddress(),
    ...(payload === undefined ? {} : { payload }),
  });
}

describe('GET/PUT /api/me/settings', () => {
  it('starts with the spec defaults and keeps what the user saves', async () => {
    const session = await signUpAndIn(ctx.app);
    const initial = await call('GET', '/api/me/settings', session.bearer);
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({ settings: DEFAULT_USER_SETTINGS });

    const changed = { ...DEFAULT_USER_SETTINGS, smsNotifications: true, profileVisible: false };
    const saved = await call('PUT', '/api/me/settings', session.bearer, changed);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ settings: changed });
    expect((await call('GET', '/api/me/settings', session.bearer)).json()).toEqual({
      settings: changed,
    });
  });

  it('refuses a toggle that is not true or false, and a missing one', async () => {
    const session = await signUpAndIn(ctx.app);
    const wrong = await call('PUT', '/api/me/settings', session.bearer, {
      ...DEFAULT_USER_SETTINGS,
      smsNotifications: 'yes',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'Each setting must be on or off.',
      field: 'smsNotifications',
    });
    const { pushNotifications: _left, ...missing } = DEFAULT_USER_SETTINGS;
    expect((await call('PUT', '/api/me/settings', session.bearer, missing)).statusCode).toBe(400);
  });

  it('belongs to the signed-in user only', async () => {
    expect((await call('GET', '/api/me/settings', {})).statusCode).toBe(401);
  });
});

describe('PUT /api/me/password', () => {
  it('changes the password and signs out every other session, not this one', async () => {
    const session = await signUpAndIn(ctx.app);
    const otherDevice = cookiesOf(
      await call(
        'POST',
        '/api/auth/login',
        {},
        { email: session.email, password: session.password },
      ),
    )[SESSION_COOKIE];

    const response = await call('PUT', '/api/me/password', session.bearer, {
      currentPassword: session.password,
      newPassword: 'a brand new passphrase',
    });
    expect(response.statusCode).toBe(204);

    const refreshOther = await refreshWith(ctx.app, otherDevice ?? '');
    expect(refreshOther.statusCode).toBe(401);
    const refreshThis = await refreshWith(ctx.app, session.credential);
    expect(refreshThis.statusCode).toBe(200);

    const oldPassword = await call(
      'POST',
      '/api/auth/login',
      {},
      {
        email: session.email,
        password: session.password,
      },
    );
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await call(
      'POST',
      '/api/auth/login',
      {},
      {
        email: session.email,
        password: 'a brand new passphrase',
      },
    );
    expect(newPassword.statusCode).toBe(200);
  });

  it.each([
    [
      { currentPassword: 'wrong password', newPassword: 'another passphrase' },
      AUTH_MESSAGES.wrongCurrentPassword,
      'currentPassword',
    ],
    [
      { currentPassword: '', newPassword: 'another passphrase' },
      ACCOUNT_MESSAGES.currentPasswordRequired,
      'currentPassword',
    ],
    [{ newPassword: 'short' }, ACCOUNT_MESSAGES.passwordTooShort, 'newPassword'],
  ])('refuses %o', async (body, message, field) => {
    const session = await signUpAndIn(ctx.app);
    const response = await call('PUT', '/api/me/password', session.bearer, {
      currentPassword: session.password,
      ...body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, field });
  });

  it('changes nothing when the other sessions cannot be ended: one transaction', async () => {
    const session = await signUpAndIn(ctx.app);
    const otherDevice = cookiesOf(
      await call(
        'POST',
        '/api/auth/login',
        {},
        { email: session.email, password: session.password },
      ),
    )[SESSION_COOKIE];
    // The database refuses to end this user's sessions, as a failure midway would.
    await ctx.db.execute(sql`create function refuse_session_end() returns trigger
      language plpgsql as $$ begin raise exception 'sessions cannot end now'; end $$`);
    await ctx.db.execute(
      sql.raw(`create trigger refuse_session_end before update on sessions
      for each row when (new.user_id = ${session.user.id} and new.revoked_at is not null)
      execute function refuse_session_end()`),
    );
    try {
      const response = await call('PUT', '/api/me/password', session.bearer, {
        currentPassword: session.password,
        newPassword: 'a brand new passphrase',
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await ctx.db.execute(sql`drop trigger refuse_session_end on sessions`);
      await ctx.db.execute(sql`drop function refuse_session_end()`);
    }
    // The old password still works and the other session is still open.
    const oldPassword = await call(
      'POST',
      '/api/auth/login',
      {},
      { email: session.email, password: session.password },
    );
    expect(oldPassword.statusCode).toBe(200);
    expect((await refreshWith(ctx.app, otherDevice ?? '')).statusCode).toBe(200);
  });

  it('refuses the same password again', async () => {
    const session = await signUpAndIn(ctx.app);
    const response = await call('PUT', '/api/me/password', session.bearer, {
      currentPassword: session.password,
      newPassword: session.password,
    });
    expect(response.json()).toMatchObject({
      message: AUTH_MESSAGES.samePassword,
      field: 'newPassword',
    });
  });
});
