import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

/** Who made an authenticated request. */
export interface Caller {
  userId: number;
  sessionHash: string;
  /** Read with the session on every request, so a change of role applies at once. */
  isStaff: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`/`identifyUser` (auth.plugin.ts); null for an anonymous caller. */
    caller: Caller | null;
  }
}

/** The caller of a route guarded by `requireUser`. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw AppError.unauthorized();
  return request.caller;
}
