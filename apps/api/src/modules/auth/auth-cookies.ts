import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_TRUST_MS } from './device-cookie';

/** The refresh credential (decision 101). */
export const SESSION_COOKIE = 'carmarket_session';
/** The device cookie: this browser has signed in to an account (decision 101). */
export const DEVICE_COOKIE = 'carmarket_device';

/**
 * Both cookies go only to the calls under /api/auth that read them, never to scripts (HttpOnly),
 * never with a request another site starts (SameSite=Strict), and only over TLS when the site is
 * served over https (`PUBLIC_URL`).
 */
export function createAuthCookies(options: { publicUrl: string }) {
  const base = {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure: new URL(options.publicUrl).protocol === 'https:',
  } as const;

  return {
    readSession: (request: FastifyRequest): string | undefined => request.cookies[SESSION_COOKIE],
    readDevice: (request: FastifyRequest): string | undefined => request.cookies[DEVICE_COOKIE],

    /** Kept until the session would end by its absolute lifetime or by idling, whichever first. */
    setSession(reply: FastifyReply, credential: string, endsAt: Date, now: Date): void {
      const seconds = Math.max(0, Math.round((endsAt.getTime() - now.getTime()) / 1000));
      reply.setCookie(SESSION_COOKIE, credential, { ...base, maxAge: seconds });
    },

    clearSession(reply: FastifyReply): void {
      reply.clearCookie(SESSION_COOKIE, base);
    },

    setDevice(reply: FastifyReply, value: string): void {
      reply.setCookie(DEVICE_COOKIE, value, { ...base, maxAge: DEVICE_TRUST_MS / 1000 });
    },
  };
}

export type AuthCookies = ReturnType<typeof createAuthCookies>;
