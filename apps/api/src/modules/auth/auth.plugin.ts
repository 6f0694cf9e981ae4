import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_MESSAGES } from '@carmarket/shared/staff-moderation';
import { AppError } from '../../lib/app-error';
import { systemClock, type Clock } from '../../lib/clock';
import { createAccessTokens } from './access-token';
import { AUTH_MESSAGES } from './auth-messages';
import { authenticate, callerOfToken, type AuthDependencies } from './auth.service';
import { callerOf } from './caller';
import { createDeviceCookies } from './device-cookie';
import { createLoginThrottle } from './login-throttle';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the account services need: repositories, token signer, sign-in throttle. */
    authDeps: AuthDependencies;
    /** preHandler: 401 without a bearer token, 403 with a bad or expired one. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: `requireUser`, then 403 and a sentence for anyone who is not staff. */
    requireStaff: (request: FastifyRequest) => Promise<void>;
    /** preHandler: a caller when a token is sent (403 when it is bad), else anonymous. */
    identifyUser: (request: FastifyRequest) => Promise<void>;
    /**
     * The user a good bearer token names, by its signature alone (no session read), else null:
     * for counting reads per user (decision 107), never for deciding what a caller may see.
     */
    claimedUserId: (request: FastifyRequest) => Promise<number | null>;
    /**
     * For a stream that stays open (GET /api/me/events): sets the caller as `requireUser` does
     * and returns when the token expires, so the stream ends then. Any token refused is 401, not
     * 403: the client refreshes and opens the stream again with a fresh token.
     */
    requireStreamUser: (request: FastifyRequest) => Promise<{ tokenExpiresAt: Date }>;
  }
}

export interface AuthPluginOptions {
  accessTokenSecret: string | undefined;
  accessTokenTtlSeconds: number;
  clock?: Clock;
}

const CREDENTIAL_PURGE_EVERY_MS = 60 * 60 * 1000;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  // A header that is there but unreadable counts as a bad token: the client should refresh.
  return match?.[1] ?? '';
}

/** Authentication for every route: bearer access tokens tied to live sessions (api.md, Auth). */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthPluginOptions) => {
  const clock = options.clock ?? systemClock;
  const deps: AuthDependencies = {
    users: app.repos.users,
    sessions: app.repos.sessions,
    tokens: createAccessTokens({
      secret: options.accessTokenSecret,
      ttlSeconds: options.accessTokenTtlSeconds,
      now: clock,
    }),
    throttle: createLoginThrottle(app.limiter),
    devices: createDeviceCookies({
      key: () => app.repos.secrets.get('device-cookies'),
      clock,
    }),
    log: app.log,
    limiter: app.limiter,
    media: app.media,
    clock,
    emailTokens: app.repos.emailTokens,
    sendMail: (message) => app.mail.send(message),
    siteUrl: (pathAndQuery) => app.siteUrl(pathAndQuery),
  };
  app.decorate('authDeps', deps);

  // Rotated credentials are kept while their session lives, so a replay is recognised; once the
  // session has ended they guard nothing, and each process clears them now and then.
  const timer = setInterval(() => {
    app.repos.sessions.purgeEndedCredentials(clock()).catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not purge the credentials of ended sessions');
    });
  }, CREDENTIAL_PURGE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  app.decorateRequest('caller', null);

  async function identify(request: FastifyRequest, required: boolean): Promise<void> {
    const token = bearerToken(request);
    if (token === null) {
      if (required) throw AppError.unauthorized();
      return;
    }
    request.caller = await authenticate({ deps, token });
  }

  app.decorate('claimedUserId', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) return null;
    return (await deps.tokens.verify(token))?.userId ?? null;
  });
  app.decorate('requireStreamUser', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (token === null) throw AppError.unauthorized();
    const caller = token ? await callerOfToken({ deps, token }) : null;
    if (!caller) throw AppError.unauthorized(AUTH_MESSAGES.tokenExpired);
    const { tokenExpiresAt, ...rest } = caller;
    request.caller = rest;
    return { tokenExpiresAt };
  });
  app.decorate('requireUser', (request: FastifyRequest) => identify(request, true));
  app.decorate('identifyUser', (request: FastifyRequest) => identify(request, false));
  // Staff is read with the session on every request (`Caller.isStaff`): one check, no second query.
  app.decorate('requireStaff', async (request: FastifyRequest) => {
    await identify(request, true);
    if (!callerOf(request).isStaff) throw AppError.forbidden(ADMIN_MESSAGES.staffOnly);
  });
});
