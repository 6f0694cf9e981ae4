import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, importJWK, SignJWT, decodeJwt, type JWK } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A real OpenID provider on a port of this machine (`oidc-provider`, the certified OpenID Connect
 * server for Node), standing in for Google: discovery, its development login pages, the token
 * endpoint with client secrets and PKCE, and ID tokens signed with its own keys (decision 135).
 * People are known by their login: `people.set(sub, { email, email_verified })` before signing in
 * as `sub` at its login page (any password).
 */
export interface TestPerson {
  email: string;
  email_verified: boolean;
  name?: string;
}

export interface TestOpenIdProvider {
  issuer: string;
  clients: { clientId: string; clientSecret: string }[];
  people: Map<string, TestPerson>;
  /**
   * Rewrites the next ID tokens the token endpoint answers with, re-signed with the provider's
   * own key: a provider that issues a token for another audience, say. Null: as issued.
   */
  tamper: ((claims: Record<string, unknown>) => Record<string, unknown>) | null;
  close(): Promise<void>;
}

/**
 * Someone the login names, for a browser journey that cannot reach `people`: `ama@example.lk`
 * has that e-mail, verified; `unverified:ama@example.lk` has it unverified.
 */
function personFromLogin(login: string): TestPerson | undefined {
  const match = /^(unverified:)?([^\s:]+@[^\s:]+)$/.exec(login);
  if (!match?.[2]) return undefined;
  return { email: match[2], email_verified: !match[1], name: 'Test Person' };
}

export async function startTestOpenIdProvider(options: {
  /** Every client's redirect URI (the app's `${PUBLIC_URL}/api/auth/google/callback`). */
  redirectUris: string[];
  clients?: { clientId: string; clientSecret: string }[];
  port?: number;
}): Promise<TestOpenIdProvider> {
  const clients = options.clients ?? [
    { clientId: 'carmarket-test', clientSecret: 'carmarket-test-secret-0123456789' },
  ];
  const people = new Map<string, TestPerson>();
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingJwk: JWK = {
    ...(await exportJWK(privateKey)),
    kid: 'test-key',
    alg: 'RS256',
    use: 'sig',
  };

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: options.redirectUris,
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [signingJwk] },
    cookies: { keys: ['carmarket-test-provider-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Google puts the scopes' claims in the ID token; so does this provider.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    findAccount: (_ctx: KoaContextWithOIDC, sub: string) => ({
      accountId: sub,
      claims: () => {
        const person = people.get(sub) ?? personFromLogin(sub);
        return { sub, ...person, name: person?.name ?? 'Test Person' };
      },
    }),
    // A first-party client: no consent page after the login page.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { oidc } = ctx;
      const grantId =
        oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client!.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({
        clientId: oidc.client!.clientId,
        accountId: oidc.session!.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    features: { devInteractions: { enabled: true } },
  });

  const state: TestOpenIdProvider = {
    issuer,
    clients,
    people,
    tamper: null,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };

  const key = await importJWK(signingJwk, 'RS256');
  provider.use(async (ctx, next) => {
    await next();
    const tamper = state.tamper;
    const body = ctx.body as { id_token?: string } | undefined;
    if (!tamper || ctx.path !== '/token' || typeof body?.id_token !== 'string') return;
    const claims = tamper(decodeJwt(body.id_token));
    ctx.body = {
      ...body,
      id_token: await new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: 'JWT' })
        .sign(key),
    };
  });
  server.on('request', provider.callback());
  return state;
}

/**
 * A browser at the provider's pages: follows its redirects with its cookies and signs in as `sub`
 * on the login page, until the provider sends it to `until` (the app's callback). Returns that
 * address, with its code and state.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  sub: string,
  until: string,
): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  };
  let url = new URL(authorizationUrl);
  let init: RequestInit = {};
  for (let hop = 0; hop < 12; hop += 1) {
    if (url.href.startsWith(until)) return url;
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader() },
    });
    keep(response);
    init = {};
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"[^>]*method="post"/.exec(page)?.[1];
    if (!action) throw new Error(`the provider answered ${response.status}: ${page.slice(0, 500)}`);
    url = new URL(action.replaceAll('&amp;', '&'), url);
    const form: Record<string, string> = /name="login"/.test(page)
      ? { prompt: 'login', login: sub, password: 'any password' }
      : { prompt: 'consent' };
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    };
  }
  throw new Error('the provider never sent the browser back');
}
