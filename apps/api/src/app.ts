import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DbHandle } from '@carmarket/db/client';
import type { Env } from './config/env';
import type { Clock } from './lib/clock';
import { withoutLanguagePrefix } from './lib/page-language';
import { languagePlugin } from './plugins/language';
import { escapeUndecodablePath } from './lib/undecodable-path';
import { adminRoutes } from './modules/admin/admin.routes';
import { adsRoutes } from './modules/ads/ads.routes';
import { callerOf } from './modules/auth/caller';
import { authPlugin } from './modules/auth/auth.plugin';
import { authRoutes } from './modules/auth/auth.routes';
import { emailConfirmationRoutes } from './modules/auth/email-confirmation.routes';
import { googleSignInRoutes } from './modules/auth/google-sign-in.routes';
import { clientErrorsRoutes } from './modules/client-errors/client-errors.routes';
import { USER_EVENTS_CHANNEL } from './modules/events/user-events.repository';
import { eventsRoutes } from './modules/live-events/events.routes';
import { liveEventsPlugin } from './modules/live-events/live-events.plugin';
import { conversationsRoutes } from './modules/conversations/conversations.routes';
import { healthPlugin } from './modules/health/health.plugin';
import { healthRoutes } from './modules/health/health.routes';
import { LIMITS, listingReadCeilings, suggestionCeilings } from './modules/limits/limit-rules';
import { jobsPlugin } from './modules/jobs/jobs.plugin';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { auditPlugin } from './modules/audit/audit.plugin';
import { auditRoutes } from './modules/audit/audit.routes';
import { limitsPlugin } from './modules/limits/limits.plugin';
import { mailPlugin } from './modules/mail/mail.plugin';
import { phoneVerificationRoutes } from './modules/phone-verification/phone-verification.routes';
import { smsPlugin } from './modules/sms/sms.plugin';
import { mailPreferencesRoutes } from './modules/mail-preferences/mail-preferences.routes';
import { unsubscribeRoutes } from './modules/mail-preferences/unsubscribe.routes';
import { noticesPlugin } from './modules/notices/notices.plugin';
import { unreadMessageNoticesPlugin } from './modules/notices/unread-message-notices.plugin';
import type { MediaStorage } from './modules/media/media-storage';
import { metricsPlugin } from './modules/metrics/metrics.plugin';
import { listingActionsRoutes } from './modules/listings/listing-actions.routes';
import { expiryRemindersPlugin } from './modules/listings/expiry-reminders.plugin';
import { availabilityChecksPlugin } from './modules/listings/availability-checks.plugin';
import { marketBandsPlugin } from './modules/market/market-bands.plugin';
import { marketRoutes } from './modules/market/market.routes';
import { myListingsRoutes } from './modules/listings/my-listings.routes';
import { meRoutes } from './modules/me/me.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { staffInboxRoutes } from './modules/messages/staff-inbox.routes';
import { offersRoutes } from './modules/offers/offers.routes';
import { packageRoutes } from './modules/package/package.routes';
import { phoneRevealsRoutes } from './modules/phone-reveals/phone-reveals.routes';
import { paymentInstructionsRoutes } from './modules/payment-instructions/payment-instructions.routes';
import { savedSearchAlertsPlugin } from './modules/saved-searches/saved-search-alerts.plugin';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes';
import { suspensionsRoutes } from './modules/suspensions/suspensions.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { adminReportsRoutes, reportsRoutes } from './modules/reports/reports.routes';
import { usersRoutes } from './modules/users/users.routes';
import { vehiclesRoutes } from './modules/vehicles/vehicles.routes';
import { recentlyViewedRoutes } from './modules/recently-viewed/recently-viewed.routes';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes';
import { benchRoutes } from './modules/bench/bench.routes';
import { apiReferencePlugin } from './plugins/api-reference';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { requestSizePlugin } from './plugins/request-size';
import { securityPlugin } from './plugins/security';
import { createRepositories, repositoriesPlugin } from './repositories';
import { mediaContentType } from './lib/media-files';
import { readPendingMedia } from './modules/media/media-moves';
import { makeShareJpeg } from './modules/media/share-jpeg';
import { pagesPlugin } from './modules/pages/pages.plugin';
import { webAppPlugin } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaStorage;
  }
}

export interface BuildAppOptions {
  env: Pick<
    Env,
    | 'NODE_ENV'
    | 'mediaDir'
    | 'uploadDir'
    | 'WEB_DIST_DIR'
    | 'ACCESS_TOKEN_SECRET'
    | 'ACCESS_TOKEN_TTL_SECONDS'
    | 'BENCH_ROUTES'
    | 'REGISTRATIONS_PER_HOUR'
    | 'LISTING_READS_PER_MINUTE'
    | 'LISTING_READS_PER_HOUR'
    | 'SUGGESTIONS_PER_MINUTE'
    | 'SUGGESTIONS_PER_HOUR'
    | 'TRUST_PROXY'
    | 'SMTP_URL'
    | 'MAIL_FROM'
    | 'MAIL_REPLY_TO'
    | 'dkim'
    | 'PUBLIC_URL'
    | 'mailDir'
    | 'smsDir'
    | 'SMS_URL'
    | 'SMS_API_KEY'
    | 'SMS_SENDER_ID'
    | 'SMS_DAILY_LIMIT'
    | 'METRICS_TOKEN'
    | 'GOOGLE_CLIENT_ID'
    | 'GOOGLE_CLIENT_SECRET'
    | 'GOOGLE_ISSUER'
  >;
  /** The app takes ownership: closing the app closes the database. */
  dbHandle: DbHandle;
  media: MediaStorage;
  /** The process logger (pino); tests leave it out and log nothing. */
  logger?: FastifyBaseLogger;
  /** What time it is for sessions and access tokens; the real time unless a test moves it. */
  clock?: Clock;
  /** Sees every route as it is added, so a test can reach them all (src/fuzz.test.ts). */
  onRoute?: (route: RouteOptions) => void;
  /** How long a taken job is held before another process may take it; tests shorten it. */
  jobLeaseMs?: number;
}

/** Builds the whole app without listening, so tests can `inject` and the server can `listen`. */
export async function buildApp(options: BuildAppOptions) {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: 1024 * 1024,
    // An ad's address carries its slug (`/cars/123-toyota-aqua-s-2016-kandy`); a long or mistyped
    // one must still reach the route that redirects it, not fall to not-found.
    routerOptions: { maxParamLength: 500 },
    // Whose X-Forwarded-For names the client (`request.ip`), for every per-address limit.
    trustProxy: options.env.TRUST_PROXY,
    // `/si/…` and `/ta/…` are the site's pages in Sinhala and Tamil (decision 119): the prefix is
    // remembered (lib/page-language.ts) and the same routes answer.
    rewriteUrl: (request) =>
      withoutLanguagePrefix(request, escapeUndecodablePath(request.url ?? '/')),
    // A request that arrives while the server closes is refused by the health plugin, in the one
    // error shape, rather than by Fastify's own 503 body (decision 125).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Third-party plugins first, then ours, then routes (fastify/demo's order).
  await app.register(securityPlugin);
  // Every text answer (API JSON, rendered pages) goes out as brotli or gzip, whichever the client
  // accepts; media types zlib cannot shrink (JPEG, WebP, MP4) pass through. The web build's files
  // come precompressed (plugins/web-app.ts) and are not compressed again.
  await app.register(compress, { encodings: ['br', 'gzip'] });
  // Limits per request are set where a form is read (lib/multipart-form.ts).
  await app.register(multipart);
  // Reads and writes the session and device cookies of /api/auth (decision 101).
  await app.register(cookie);
  await app.register(errorsPlugin);
  // Success answers' sentences in the caller's language (issue 32).
  await app.register(languagePlugin);
  await app.register(requestSizePlugin);
  await app.register(dbPlugin, { handle: options.dbHandle });
  app.decorate('media', options.media);
  // Readiness and the drain of a shutdown, before anything that answers requests.
  await app.register(healthPlugin, { clock: options.clock });
  // Its sources are read at each scrape, when the jobs and mail below exist.
  await app.register(metricsPlugin, {
    token: options.env.METRICS_TOKEN,
    jobsByState: () => app.jobs.countByState(),
    mailBacklog: () => app.mail.backlog(),
    poolUse: options.dbHandle.poolUse,
    openEventStreams: () => app.eventHub.count(),
  });
  await app.register(repositoriesPlugin);
  await app.register(auditPlugin, { repositoriesFor: createRepositories, clock: options.clock });
  await app.register(limitsPlugin, {
    clock: options.clock,
    userIdOf: (request) => callerOf(request).userId,
  });
  await app.register(jobsPlugin, {
    clock: options.clock,
    leaseMs: options.jobLeaseMs,
    onRun: (run) => app.metrics.countJobRun(run),
  });
  await app.register(mailPlugin, {
    smtpUrl: options.env.SMTP_URL,
    mailFrom: options.env.MAIL_FROM,
    mailReplyTo: options.env.MAIL_REPLY_TO,
    dkim: options.env.dkim,
    clock: options.clock,
    publicUrl: options.env.PUBLIC_URL,
    mailDir: options.env.mailDir,
  });
  await app.register(smsPlugin, {
    smsUrl: options.env.SMS_URL,
    smsApiKey: options.env.SMS_API_KEY,
    smsSenderId: options.env.SMS_SENDER_ID,
    smsDir: options.env.smsDir,
  });
  // One LISTEN per process feeds every open GET /api/me/events (decision 128).
  await app.register(liveEventsPlugin, {
    listen: (listener) => options.dbHandle.listen(USER_EVENTS_CHANNEL, listener),
  });
  await app.register(noticesPlugin);
  await app.register(unreadMessageNoticesPlugin);
  await app.register(savedSearchAlertsPlugin);
  await app.register(expiryRemindersPlugin);
  await app.register(availabilityChecksPlugin);
  await app.register(marketBandsPlugin);
  // Before the routes: it describes them as they are added.
  await app.register(apiReferencePlugin, { servePage: options.env.NODE_ENV === 'development' });
  await app.register(authPlugin, {
    accessTokenSecret: options.env.ACCESS_TOKEN_SECRET,
    accessTokenTtlSeconds: options.env.ACCESS_TOKEN_TTL_SECONDS,
    clock: options.clock,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(referenceRoutes);
      await api.register(messagesRoutes);
      await api.register(clientErrorsRoutes);
      await api.register(authRoutes, {
        registrationsPerHour: options.env.REGISTRATIONS_PER_HOUR,
        publicUrl: options.env.PUBLIC_URL,
      });
      await api.register(googleSignInRoutes, {
        publicUrl: options.env.PUBLIC_URL,
        registrationsPerHour: options.env.REGISTRATIONS_PER_HOUR,
        google:
          options.env.GOOGLE_CLIENT_ID && options.env.GOOGLE_CLIENT_SECRET
            ? {
                clientId: options.env.GOOGLE_CLIENT_ID,
                clientSecret: options.env.GOOGLE_CLIENT_SECRET,
                issuer: options.env.GOOGLE_ISSUER,
              }
            : undefined,
      });
      await api.register(emailConfirmationRoutes);
      await api.register(usersRoutes);
      await api.register(meRoutes);
      await api.register(phoneVerificationRoutes, {
        clock: options.clock,
        smsDailyLimit: options.env.SMS_DAILY_LIMIT,
      });
      await api.register(eventsRoutes, { clock: options.clock });
      await api.register(offersRoutes);
      await api.register(conversationsRoutes, { clock: options.clock });
      await api.register(reportsRoutes, { repositoriesFor: createRepositories });
      await api.register(wishlistRoutes);
      await api.register(recentlyViewedRoutes);
      await api.register(savedSearchesRoutes, { clock: options.clock });
      await api.register(packageRoutes, { clock: options.clock });
      await api.register(vehiclesRoutes, {
        readCeilings: listingReadCeilings({
          perMinute: options.env.LISTING_READS_PER_MINUTE,
          perHour: options.env.LISTING_READS_PER_HOUR,
        }),
        suggestionCeilings: suggestionCeilings({
          perMinute: options.env.SUGGESTIONS_PER_MINUTE,
          perHour: options.env.SUGGESTIONS_PER_HOUR,
        }),
        onSearched: (search) => app.metrics.observeSearch(search),
      });
      await api.register(marketRoutes, {
        readCeilings: listingReadCeilings({
          perMinute: options.env.LISTING_READS_PER_MINUTE,
          perHour: options.env.LISTING_READS_PER_HOUR,
        }),
        clock: options.clock,
      });
      await api.register(phoneRevealsRoutes, { clock: options.clock });
      if (options.env.BENCH_ROUTES) await api.register(benchRoutes);
      await api.register(adsRoutes, { uploadDir: options.env.uploadDir, clock: options.clock });
      await api.register(myListingsRoutes, { clock: options.clock });
      await api.register(listingActionsRoutes, { clock: options.clock });
      await api.register(adminRoutes, { clock: options.clock });
      await api.register(adminReportsRoutes);
      await api.register(staffInboxRoutes);
      await api.register(suspensionsRoutes);
      await api.register(paymentInstructionsRoutes);
      await api.register(jobsRoutes);
      await api.register(auditRoutes);
      await api.register(unsubscribeRoutes, { clock: options.clock });
      await api.register(mailPreferencesRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(pagesPlugin, { webDistDir: options.env.WEB_DIST_DIR });
  await app.register(webAppPlugin, {
    media: options.media,
    webDistDir: options.env.WEB_DIST_DIR,
    unknownPathLimit: LIMITS.unknownPaths,
    makeMissingMedia: async (key) => {
      // Committed a moment ago and not yet moved out of tmp/ (decision 124): served from there.
      const pending = await readPendingMedia(app.repos.mediaMoves, options.media, key);
      if (pending) return { type: mediaContentType(key), data: pending };
      const jpeg = await makeShareJpeg(options.media, key);
      return jpeg && { type: 'image/jpeg', data: jpeg };
    },
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
