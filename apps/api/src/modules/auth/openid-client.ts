import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import type { Clock } from '../../lib/clock';

/** Where Google (or, in tests, a local provider) is, and who we are to it (decision 135). */
export interface OpenIdSettings {
  /** `https://accounts.google.com`; discovery is read from `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** `${PUBLIC_URL}/api/auth/google/callback`, as registered with the provider. */
  redirectUri: string;
  clock: Clock;
}

/** What the ID token vouches for, once its signature, issuer, audience, times and nonce held. */
export interface VerifiedIdentity {
  subject: string;
  /** Trimmed and lower-cased; null when the provider gave none. */
  email: string | null;
  /** Only `email_verified: true` counts (Google sends a boolean; some send "true"). */
  emailVerified: boolean;
  name: string | null;
}

/** Why a callback could not be trusted: each ends the sign-in with a sentence and changes nothing. */
export class OpenIdError extends Error {
  constructor(
    readonly reason: 'provider' | 'token' | 'id-token',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const DiscoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});
type Discovery = z.infer<typeof DiscoverySchema>;

const TokenResponseSchema = z.object({ id_token: z.string().min(1) });

const IdClaimsSchema = z.object({
  sub: z.string().min(1).max(255),
  nonce: z.string(),
  email: z.string().max(320).optional(),
  email_verified: z.union([z.boolean(), z.literal('true'), z.literal('false')]).optional(),
  name: z.string().optional(),
  azp: z.string().optional(),
});

const HTTP_TIMEOUT_MS = 10_000;
/** How far our clock and the provider's may differ when exp and iat are checked. */
const CLOCK_TOLERANCE_SECONDS = 30;

/** Google names itself in ID tokens with or without the scheme (its OpenID Connect guide). */
function issuersOf(issuer: string): string[] {
  return issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : [issuer];
}

/** A random value for state, nonce or PKCE verifier: 256 bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** RFC 7636 S256: the challenge sent with the authorisation request. */
export function codeChallengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/**
 * The relying party of OpenID Connect's authorisation code flow with PKCE, on `jose` for every
 * signature check: discovery (read once, again after a failure), the authorisation address, the
 * code exchange with the client secret and the PKCE verifier, and the ID token's verification
 * against the issuer's published keys.
 */
export function createOpenIdClient(settings: OpenIdSettings) {
  let discovery: Promise<Discovery> | undefined;
  let keys: ReturnType<typeof createRemoteJWKSet> | undefined;

  async function readDiscovery(): Promise<Discovery> {
    const response = await fetch(`${settings.issuer}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`discovery answered ${response.status}`);
    const document = DiscoverySchema.parse(await response.json());
    if (document.issuer !== settings.issuer) {
      throw new Error(`discovery names issuer ${document.issuer}, not ${settings.issuer}`);
    }
    return document;
  }

  function discover(): Promise<Discovery> {
    discovery ??= readDiscovery().catch((error: unknown) => {
      discovery = undefined;
      throw new OpenIdError('provider', 'the provider could not be discovered', { cause: error });
    });
    return discovery;
  }

  async function verifyIdToken(idToken: string, nonce: string): Promise<VerifiedIdentity> {
    const document = await discover();
    keys ??= createRemoteJWKSet(new URL(document.jwks_uri), { timeoutDuration: HTTP_TIMEOUT_MS });
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, keys, {
        issuer: issuersOf(settings.issuer),
        audience: settings.clientId,
        algorithms: ['RS256', 'ES256', 'PS256'],
        currentDate: settings.clock(),
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'iat', 'exp', 'nonce'],
        maxTokenAge: '1h',
      }));
    } catch (error) {
      const what = error instanceof joseErrors.JOSEError ? error.code : 'unreadable';
      throw new OpenIdError('id-token', `the ID token was refused (${what})`, { cause: error });
    }
    const claims = IdClaimsSchema.safeParse(payload);
    if (!claims.success) throw new OpenIdError('id-token', 'the ID token lacks its claims');
    if (claims.data.nonce !== nonce) throw new OpenIdError('id-token', 'the nonce differs');
    // Several audiences: the token must have been issued to us (OpenID Connect Core 3.1.3.7).
    const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    if (audiences.length > 1 && claims.data.azp !== settings.clientId) {
      throw new OpenIdError('id-token', 'the ID token was issued to another party');
    }
    const email = claims.data.email?.trim().toLowerCase() || null;
    return {
      subject: claims.data.sub,
      email,
      emailVerified: claims.data.email_verified === true || claims.data.email_verified === 'true',
      name: claims.data.name?.trim() || null,
    };
  }

  return {
    /** Where the browser goes to sign in at the provider. */
    async authorizationUrl(request: {
      state: string;
      nonce: string;
      codeVerifier: string;
    }): Promise<string> {
      const url = new URL((await discover()).authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: settings.clientId,
        redirect_uri: settings.redirectUri,
        scope: 'openid email profile',
        state: request.state,
        nonce: request.nonce,
        code_challenge: codeChallengeOf(request.codeVerifier),
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },

    /** Trades the code for tokens and returns what the verified ID token says. */
    async exchange(request: {
      code: string;
      codeVerifier: string;
      nonce: string;
    }): Promise<VerifiedIdentity> {
      const document = await discover();
      // client_secret_basic: both parts form-encoded first (RFC 6749 2.3.1).
      const basic = Buffer.from(
        `${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`,
      ).toString('base64');
      let response: Response;
      try {
        response = await fetch(document.token_endpoint, {
          method: 'POST',
          headers: {
            authorization: `Basic ${basic}`,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code: request.code,
            redirect_uri: settings.redirectUri,
            code_verifier: request.codeVerifier,
          }),
          signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
        });
      } catch (error) {
        throw new OpenIdError('provider', 'the token endpoint could not be reached', {
          cause: error,
        });
      }
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        const code = z.object({ error: z.string() }).safeParse(body);
        throw new OpenIdError(
          'token',
          `the token endpoint refused the code (${code.success ? code.data.error : response.status})`,
        );
      }
      const tokens = TokenResponseSchema.safeParse(body);
      if (!tokens.success) throw new OpenIdError('token', 'the token answer has no ID token');
      return verifyIdToken(tokens.data.id_token, request.nonce);
    },
  };
}

export type OpenIdClient = ReturnType<typeof createOpenIdClient>;
