import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { nextAddress, refreshWith, signUpAndIn } from '../test/accounts';
import { createUser, createVehicle } from '../test/factories';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let signedIn: Awaited<ReturnType<typeof signUpAndIn>>;
let vehicleId: number;

beforeAll(async () => {
  ctx = await buildTestApp();
  signedIn = await signUpAndIn(ctx.app);
  const seller = await createUser(ctx.db);
  vehicleId = (await createVehicle(ctx.db, { userId: seller.id })).id;
});
afterAll(async () => {
  await ctx.app.close();
});

function get(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers, remoteAddress: nextAddress() });
}

describe('security headers', () => {
  it('deny powerful features the site does not use, keeping fullscreen and sharing', async () => {
    for (const url of ['/api/health', '/api/no-such-endpoint', '/media/no-such-file.webp']) {
      const policy = (await get(url)).headers['permissions-policy'];
      expect(policy, url).toContain('camera=()');
      expect(policy, url).toContain('microphone=()');
      expect(policy, url).toContain('geolocation=()');
      expect(policy, url).toContain('payment=()');
      expect(policy, url).toContain('usb=()');
      expect(policy, url).toContain('fullscreen=(self)');
      expect(policy, url).toContain('web-share=(self)');
    }
  });

  it('forbid framing with the Content Security Policy alone, not a contradicting X-Frame-Options', async () => {
    const response = await get('/api/health');
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('Cache-Control on API answers', () => {
  it('is no-store on every answer to a signed-in caller, refusals included', async () => {
    const answers = [
      await get('/api/users/get-user', signedIn.bearer),
      await get('/api/me/settings', signedIn.bearer),
      await get(`/api/vehicles/${vehicleId}`, signedIn.bearer),
      await get('/api/me/listings?status=nonsense', signedIn.bearer),
      await get('/api/users/get-user', { authorization: 'Bearer not-a-token' }),
      await get('/api/no-such-endpoint', signedIn.bearer),
    ];
    for (const response of answers) {
      expect(response.headers['cache-control'], response.body).toBe('no-store');
    }
  });

  it('is no-store on the answers that carry a session or a token', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: signedIn.email, password: signedIn.password },
      remoteAddress: nextAddress(),
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const refresh = await refreshWith(ctx.app, signedIn.credential);
    expect(refresh.statusCode).toBe(200);
    expect(refresh.headers['cache-control']).toBe('no-store');
  });

  it('keeps the policies routes chose for what is the same for everyone', async () => {
    expect((await get('/api/cities')).headers['cache-control']).toBe('public, max-age=3600');
    expect((await get('/api/cities', signedIn.bearer)).headers['cache-control']).toBe(
      'public, max-age=3600',
    );
    expect((await get('/api/vehicles/load-specs')).headers['cache-control']).toBe('no-cache');
    expect((await get(`/api/vehicles/${vehicleId}`)).headers['cache-control']).toBe(
      'private, no-cache',
    );
  });
});
