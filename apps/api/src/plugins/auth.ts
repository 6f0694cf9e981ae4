import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { systemClock, type Clock } from '../lib/clock';
import { createAccessTokens } from '../modules/auth/access-token';
import { authenticate, type AuthDependencies, type Caller } from '../modules/auth/auth.service';
import { LoginThrottle } from '../modules/auth/login-throttle';
import { createSessionsRepository } from '../modules/auth/sessions.repository';
import { createUsersRepository } from '../modules/users/users.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the account services need: repositories, token signer, sign-in throttle. */
    authDeps: AuthDependencies;
    /** preHandler: 401 without a bearer token, 403 with a bad or expired one. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: a caller when a token is sent (403 when it is bad), else anonymous. */
    identifyUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `requireUser`/`identifyUser`; null for an anonymous caller. */
    caller: Caller | null;
  }
}

export interface AuthPluginOptions {
  accessTokenSecret: string | undefined;
  accessTokenTtlSeconds: number;
  clock?: Clock;
}

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
    users: createUsersRepository(app.db),
    sessions: createSessionsRepository(app.db),
    tokens: createAccessTokens({
      secret: options.accessTokenSecret,
      ttlSeconds: options.accessTokenTtlSeconds,
      now: clock,
    }),
    throttle: new LoginThrottle(),
    media: app.media,
    clock,
  };
  app.decorate('authDeps', deps);
  app.decorateRequest('caller', null);

  async function identify(request: FastifyRequest, required: boolean): Promise<void> {
    const token = bearerToken(request);
    if (token === null) {
      if (required) throw AppError.unauthorized();
      return;
    }
    request.caller = await authenticate({ deps, token });
  }

  app.decorate('requireUser', (request: FastifyRequest) => identify(request, true));
  app.decorate('identifyUser', (request: FastifyRequest) => identify(request, false));
});

/** The caller of a route guarded by `requireUser`. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw AppError.unauthorized();
  return request.caller;
}
