import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The visitor cookie (decision 107): a random id for one browser, so a visitor's daily phone
 * reveals are counted per person and not per address, which is thousands of people behind
 * carrier NAT. It says nothing about the person, is not signed (a made-up id is only another
 * visitor, and a script that drops cookies meets the address's limit instead), lives a day (the
 * window it counts), and is sent only to the ad calls.
 */
export const VISITOR_COOKIE = 'carmarket_visitor';
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
const COOKIE_PATH = '/api/vehicles';
const MAX_AGE_SECONDS = 24 * 60 * 60;

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The browser's visitor id, or a new one set on the reply when it has none (or not ours). */
export function visitorIdOf(request: FastifyRequest, reply: FastifyReply): string {
  const sent = cookieValue(request, VISITOR_COOKIE);
  if (sent !== undefined && VISITOR_ID.test(sent)) return sent;
  const id = randomBytes(16).toString('base64url');
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${VISITOR_COOKIE}=${id}; Path=${COOKIE_PATH}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
  );
  return id;
}
