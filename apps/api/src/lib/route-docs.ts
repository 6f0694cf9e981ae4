import type { ZodType } from 'zod';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * A body the handler reads itself (a multipart form): described in the OpenAPI document
     * only. Fastify never validates it, so the form's parts reach their reader as before.
     */
    bodyReadByHandler?: { schema: ZodType; contentTypes: readonly string[] };
  }
}

/** The names of the OpenAPI document's security schemes (plugins/api-reference.ts). */
export const SECURITY_SCHEMES = { bearer: 'bearer', sessionCookie: 'sessionCookie' } as const;

/**
 * Who may call a route, as the OpenAPI document says it: `public` needs nothing, `signed-in` a
 * bearer access token, `staff` a staff member's token (OpenAPI has no roles, so the requirement
 * names `staff` in the scheme's list, which 3.1 allows for any scheme), `optional-sign-in` reads a
 * token when one is sent, `session-cookie` needs the session cookie of /api/auth, and
 * `optional-session-cookie` reads it when one is sent.
 */
export type RouteAccess =
  | 'public'
  | 'signed-in'
  | 'staff'
  | 'optional-sign-in'
  | 'session-cookie'
  | 'optional-session-cookie';

const SECURITY: Record<RouteAccess, { [scheme: string]: string[] }[] | undefined> = {
  public: undefined,
  'signed-in': [{ [SECURITY_SCHEMES.bearer]: [] }],
  staff: [{ [SECURITY_SCHEMES.bearer]: ['staff'] }],
  'optional-sign-in': [{}, { [SECURITY_SCHEMES.bearer]: [] }],
  'session-cookie': [{ [SECURITY_SCHEMES.sessionCookie]: [] }],
  'optional-session-cookie': [{}, { [SECURITY_SCHEMES.sessionCookie]: [] }],
};

/**
 * The document's words for one feature's routes: `const operation = operationsOf('offers',
 * 'signed-in')`, then `schema: { ...operation('Make an offer on a car'), ... }`. The tag is the
 * module's folder; a route whose access differs from the module's passes its own.
 */
export function operationsOf(tag: string, moduleAccess: RouteAccess = 'public') {
  return (summary: string, access: RouteAccess = moduleAccess) => {
    const security = SECURITY[access];
    return { summary, tags: [tag], ...(security ? { security } : {}) };
  };
}
