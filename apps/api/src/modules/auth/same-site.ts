import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { AUTH_MESSAGES } from './auth-messages';

/**
 * An `onRequest` hook for the calls that read or set the session cookies (decision 101): a
 * request another site's page started is refused before anything is read. Browsers name the
 * page's site in `Origin` (every POST) and in `Sec-Fetch-Site`; a client that sends neither (curl,
 * a mobile app, a test) is no browser a stranger's page can drive, and is let through.
 */
export function refuseOtherSites(publicUrl: string) {
  const siteOrigin = new URL(publicUrl).origin;
  return async (request: FastifyRequest): Promise<void> => {
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (origin === siteOrigin) return;
      throw AppError.forbidden(AUTH_MESSAGES.crossSiteRefused).withCode('cross_site_refused');
    }
    const site = request.headers['sec-fetch-site'];
    // `none`: the person typed the address or used a bookmark; `same-site` is a sibling host,
    // which may serve what others wrote, so only our own origin counts.
    if (site === undefined || site === 'same-origin' || site === 'none') return;
    throw AppError.forbidden(AUTH_MESSAGES.crossSiteRefused).withCode('cross_site_refused');
  };
}
