import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../lib/api-path';

/**
 * Powerful browser features the site never uses, denied to it and to anything it might embed, so
 * an injected script cannot reach a camera or a payment sheet. Fullscreen stays for the video and
 * the 360° view; Web Share for the planned Share button. Only names Chromium knows are listed: an
 * unknown one is reported as an error in the browser console.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'bluetooth=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'web-share=(self)',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * A strict Content Security Policy: every script, font, request and frame from our own origin.
 * Styles allow inline because react-hot-toast (goober) and Quill write <style> and style
 * attributes at run time; see docs/decisions/003-content-security-policy.md.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'"],
        // blob: for the photo previews of the sell wizard: Chromium re-reads a preview it cannot
        // decode through a blob: connection, which would otherwise be logged as a violation.
        connectSrc: ["'self'", 'blob:'],
        frameSrc: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // frame-ancestors 'none' already forbids framing; X-Frame-Options: SAMEORIGIN said otherwise
    // to old browsers (decision 071).
    xFrameOptions: false,
    // The site runs on plain http://localhost by default; HSTS belongs to the TLS front end.
    strictTransportSecurity: false,
  });

  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('permissions-policy', PERMISSIONS_POLICY);
  });

  // An API answer is about the caller as often as not (their profile, listings, offers, tokens):
  // no cache keeps it, unless its route chose a policy of its own. A signed-in caller's answer is
  // never stored, whatever the route chose, unless the route declares it the same for everyone
  // (`public`, as the city list is). Static files keep the caching web-app.ts gives them.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApiPath(request.url)) return payload;
    const chosen = reply.getHeader('cache-control');
    const signedIn = request.headers.authorization !== undefined;
    if (chosen === undefined || (signedIn && !/^\s*public\b/i.test(String(chosen)))) {
      void reply.header('cache-control', 'no-store');
    }
    return payload;
  });
});
