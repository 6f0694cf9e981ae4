import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
    // The site runs on plain http://localhost by default; HSTS belongs to the TLS front end.
    strictTransportSecurity: false,
  });
});
