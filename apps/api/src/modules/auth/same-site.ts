import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { AUTH_MESSAGES } from './auth-messages';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origins that are the site itself: `PUBLIC_URL`'s. A site on this machine (the default
 * `http://localhost:PORT`) is one site whichever name of the machine the browser used, on the
 * same scheme and port, so `npm start` opened at http://127.0.0.1:3000 signs in too.
 */
function siteOrigins(publicUrl: string): Set<string> {
  const url = new URL(publicUrl);
  if (!LOOPBACK_HOSTS.has(url.hostname)) return new Set([url.origin]);
  const port = url.port ? `:${url.port}` : '';
  return new Set([...LOOPBACK_HOSTS].map((host) => `${url.protocol}//${host}${port}`));
}

/**
 * An `onRequest` hook for the calls that read or set the session cookies (decision 101): a
 * request another site's page started is refused before anything is read. Browsers name the
 * page's site in `Origin` (every POST) and in `Sec-Fetch-Site`; a client that sends neither (curl,
 * a mobile app, a test) is no browser a stranger's page can drive, and is let through.
 */
export function refuseOtherSites(publicUrl: string) {
  const ours = siteOrigins(publicUrl);
  return async (request: FastifyRequest): Promise<void> => {
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (ours.has(origin)) return;
      throw AppError.forbidden(AUTH_MESSAGES.crossSiteRefused).withCode('cross_site_refused');
    }
    const site = request.headers['sec-fetch-site'];
    // `none`: the person typed the address or used a bookmark; `same-site` is a sibling host,
    // which may serve what others wrote, so only our own origin counts.
    if (site === undefined || site === 'same-origin' || site === 'none') return;
    throw AppError.forbidden(AUTH_MESSAGES.crossSiteRefused).withCode('cross_site_refused');
  };
}
