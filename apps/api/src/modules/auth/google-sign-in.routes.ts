import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LoginResponseSchema } from '@carmarket/shared/account';
import {
  GOOGLE_PARAM,
  GoogleAvailabilitySchema,
  GoogleLinkSchema,
  GooglePendingSchema,
  GoogleRegisterSchema,
} from '@carmarket/shared/google-sign-in';
import {
  LANGUAGES,
  languageBasename,
  languageFromAcceptLanguage,
  type Language,
} from '@carmarket/shared/i18n/languages';
import { isSitePath } from '@carmarket/shared/site-path';
import { paths } from '@carmarket/shared/site-paths';
import { ADDRESS_KEY_NAME, addressDigest } from '../../lib/address-digest';
import { operationsOf } from '../../lib/route-docs';
import { errorResponses } from '../../lib/route-responses';
import { LIMITS, registrationsRule } from '../limits/limit-rules';
import { createAuthCookies } from './auth-cookies';
import {
  describePending,
  finishGoogleSignIn,
  linkWithPassword,
  PENDING_TTL_MS,
  registerWithGoogle,
  SIGN_IN_TTL_MS,
  startGoogleSignIn,
  type GoogleSignInDependencies,
} from './google-sign-in.service';
import { createOpenIdClient } from './openid-client';
import { refuseOtherSites } from './same-site';

export interface GoogleSignInRoutesOptions {
  /** GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_ISSUER; unset, only GET /auth/google answers. */
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  publicUrl: string;
  registrationsPerHour: number;
}

/** The started sign-in's cookie: it must come back with the provider's redirect, so Lax. */
const FLOW_COOKIE = 'carmarket_google_flow';
/** The pending identity's cookie: only our own pages' calls send it. */
const PENDING_COOKIE = 'carmarket_google_pending';
const COOKIE_PATH = '/api/auth/google';

const errors = errorResponses(400, 403, 409, 410, 415, 429, 500);
const operation = operationsOf('auth');
const redirect = { 302: z.null().describe('Found: the browser goes on (Location)') };

const StartQuerySchema = z.object({
  next: z.string().max(500).optional(),
  lang: z.enum(LANGUAGES).optional(),
});
const CallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

/** Sign in with Google, OpenID Connect's code flow with PKCE (issue 38, decision 135). */
export const googleSignInRoutes: FastifyPluginAsyncZod<GoogleSignInRoutesOptions> = async (
  app,
  options,
) => {
  app.get(
    '/auth/google',
    {
      schema: {
        ...operation('Whether Sign in with Google is offered'),
        response: { 200: GoogleAvailabilitySchema, ...errors },
      },
    },
    async () => ({ enabled: options.google !== undefined }),
  );
  if (!options.google) return;

  const sessionCookies = createAuthCookies({ publicUrl: options.publicUrl });
  const secure = new URL(options.publicUrl).protocol === 'https:';
  const cookieBase = { path: COOKIE_PATH, httpOnly: true, secure } as const;
  const sameSiteOnly = refuseOtherSites(options.publicUrl);
  const deps: GoogleSignInDependencies = {
    auth: app.authDeps,
    repo: app.repos.googleSignIn,
    client: createOpenIdClient({
      ...options.google,
      redirectUri: `${options.publicUrl}/api/auth/google/callback`,
      clock: app.authDeps.clock,
    }),
  };
  const page = (language: Language, path: string, query: Record<string, string>) =>
    `${languageBasename(language)}${path}?${new URLSearchParams(query).toString()}`;
  const setPending = (reply: FastifyReply, value: string) =>
    reply.setCookie(PENDING_COOKIE, value, {
      ...cookieBase,
      sameSite: 'strict',
      maxAge: PENDING_TTL_MS / 1000,
    });
  const perAddress = app.limitPerAddress(LIMITS.googleSignInsPerAddress);

  app.get(
    '/auth/google/start',
    {
      onRequest: perAddress,
      schema: {
        ...operation('Start signing in with Google: to the provider, with state, nonce and PKCE'),
        querystring: StartQuerySchema,
        response: { ...redirect, ...errors },
      },
    },
    async (request, reply) => {
      const language = request.query.lang ?? 'en';
      const started = await startGoogleSignIn({
        deps,
        nextPath: isSitePath(request.query.next) ? request.query.next : paths.home,
        language,
      }).catch((error: unknown) => {
        request.log.error({ err: error }, 'Sign in with Google could not start');
        return null;
      });
      if (!started) {
        return reply.redirect(page(language, paths.login, { [GOOGLE_PARAM]: 'failed' }), 302);
      }
      reply.setCookie(FLOW_COOKIE, started.flowCookie, {
        ...cookieBase,
        sameSite: 'lax',
        maxAge: SIGN_IN_TTL_MS / 1000,
      });
      return reply.redirect(started.authorizationUrl, 302);
    },
  );

  app.get(
    '/auth/google/callback',
    {
      onRequest: perAddress,
      schema: {
        ...operation('Where the provider sends the browser back with a code'),
        querystring: CallbackQuerySchema,
        response: { ...redirect, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await finishGoogleSignIn({
        deps,
        flowCookie: request.cookies[FLOW_COOKIE],
        query: request.query,
        presented: await app.authDeps.devices.read(sessionCookies.readDevice(request)),
      });
      reply.clearCookie(FLOW_COOKIE, cookieBase);
      if (outcome.kind === 'refused') {
        const to = page(outcome.language, paths.login, { [GOOGLE_PARAM]: outcome.refusal });
        return reply.redirect(to, 302);
      }
      if (outcome.kind === 'pending') {
        setPending(reply, outcome.pendingCookie);
        return reply.redirect(
          page(outcome.language, paths.login, { [GOOGLE_PARAM]: 'continue' }),
          302,
        );
      }
      const { issued } = outcome;
      sessionCookies.setSession(reply, issued.credential, issued.endsAt, app.authDeps.clock());
      sessionCookies.setDevice(reply, issued.device);
      return reply.redirect(
        page(outcome.language, paths.login, {
          [GOOGLE_PARAM]: 'done',
          next: outcome.nextPath,
        }),
        302,
      );
    },
  );

  app.get(
    '/auth/google/pending',
    {
      schema: {
        ...operation('The Google identity waiting for a password or a new account'),
        response: { 200: GooglePendingSchema, ...errors },
      },
    },
    async (request) => describePending({ deps, pendingCookie: request.cookies[PENDING_COOKIE] }),
  );

  const finishWith = async (
    reply: FastifyReply,
    issued: Awaited<ReturnType<typeof linkWithPassword>>,
  ) => {
    sessionCookies.setSession(reply, issued.credential, issued.endsAt, app.authDeps.clock());
    sessionCookies.setDevice(reply, issued.device);
    reply.clearCookie(PENDING_COOKIE, { ...cookieBase, sameSite: 'strict' });
    return issued.answer;
  };

  app.post(
    '/auth/google/link',
    {
      onRequest: sameSiteOnly,
      schema: {
        ...operation('Link the Google identity to your account with its password, and sign in'),
        body: GoogleLinkSchema,
        response: { 200: LoginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const issued = await linkWithPassword({
        deps,
        pendingCookie: request.cookies[PENDING_COOKIE],
        link: request.body,
        address: request.ip,
        presented: await app.authDeps.devices.read(sessionCookies.readDevice(request)),
      });
      return finishWith(reply, issued);
    },
  );

  app.post(
    '/auth/google/register',
    {
      onRequest: [
        sameSiteOnly,
        app.limitPerAddress(registrationsRule(options.registrationsPerHour)),
      ],
      schema: {
        ...operation('Open an account with the Google identity, and sign in'),
        body: GoogleRegisterSchema,
        response: { 201: LoginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const issued = await registerWithGoogle({
        deps,
        pendingCookie: request.cookies[PENDING_COOKIE],
        registration: request.body,
        addressDigest: addressDigest(await app.repos.secrets.get(ADDRESS_KEY_NAME), request.ip),
        language: languageFromAcceptLanguage(request.headers['accept-language']),
        presented: await app.authDeps.devices.read(sessionCookies.readDevice(request)),
      });
      reply.code(201);
      return finishWith(reply, issued);
    },
  );
};
