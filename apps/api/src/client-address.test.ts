import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestAppOptions } from './test/build-test-app';

/**
 * `request.ip` is the address every per-address limit counts. Behind a TLS front end the socket
 * is the proxy's; TRUST_PROXY says whose X-Forwarded-For to believe.
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>> | undefined;
afterEach(async () => {
  await ctx?.app.close();
  ctx = undefined;
});

async function clientAddressSeen(
  trustProxy: TestAppOptions['trustProxy'],
  from: { socket: string; forwardedFor: string },
) {
  ctx = await buildTestApp({ trustProxy });
  // A route of this test only: what the app takes the client's address to be.
  ctx.app.get('/api/test/client-address', async (request) => ({ ip: request.ip }));
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/test/client-address',
    remoteAddress: from.socket,
    headers: { 'x-forwarded-for': from.forwardedFor },
  });
  return (response.json() as { ip: string }).ip;
}

const viaProxy = { socket: '10.0.0.2', forwardedFor: '203.0.113.7' };

describe('the client address', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    expect(await clientAddressSeen(undefined, viaProxy)).toBe('10.0.0.2');
    await ctx?.app.close();
    expect(await clientAddressSeen(false, viaProxy)).toBe('10.0.0.2');
  });

  it('comes from X-Forwarded-For when the proxy is trusted', async () => {
    expect(await clientAddressSeen(true, viaProxy)).toBe('203.0.113.7');
  });

  it('comes from X-Forwarded-For only when the socket is a listed proxy', async () => {
    expect(await clientAddressSeen(['10.0.0.0/8'], viaProxy)).toBe('203.0.113.7');
    await ctx?.app.close();
    expect(await clientAddressSeen(['192.168.1.1'], viaProxy)).toBe('10.0.0.2');
  });
});
