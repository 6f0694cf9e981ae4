import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginResponseSchema,
  LoginSchema,
  RefreshResponseSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from '@carmarket/shared/account';
import { languageFromAcceptLanguage } from '@carmarket/shared/i18n/languages';
import { MessageResponseSchema } from '@carmarket/shared/message-response';
import { ADDRESS_KEY_NAME, addressDigest } from '../../lib/address-digest';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/route-responses';
import { operationsOf } from '../../lib/route-docs';
import { LIMITS, registrationsRule } from '../limits/limit-rules';
import { createAuthCookies } from './auth-cookies';
import { callerOf } from './caller';
import {
  changePassword,
  refreshSession,
  registerUser,
  signIn,
  signOut,
  signOutEverywhere,
  trustDevice,
} from './auth.service';
import {
  RESET_LINK_JOB,
  requestPasswordReset,
  resetPassword,
  sendResetLink,
  type PasswordResetDependencies,
} from './password-reset.service';
import { refuseOtherSites } from './same-site';

export interface AuthRoutesOptions {
  /** Accounts one address may open per hour (decision 070). */
  registrationsPerHour: number;
  /** The site's address: its origin is the only one the cookie calls accept, https makes them Secure. */
  publicUrl: string;
}

const errors = errorResponses(400, 401, 403, 409, 415, 429, 500);
const operation = operationsOf('auth');
const ResetLinkJobPayload = z.object({ email: z.string() });
const noContent = { 204: z.null().describe('No content') };

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const deps = app.authDeps;

  app.post(
    '/auth/register',
    {
      onRequest: app.limitPerAddress(registrationsRule(options.registrationsPerHour)),
      schema: {
        ...operation('Open an account'),
        body: RegisterSchema,
        response: { 201: MessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await registerUser({
        deps,
        registration: request.body,
        addressDigest: addressDigest(await app.repos.secrets.get(ADDRESS_KEY_NAME), request.ip),
        language: languageFromAcceptLanguage(request.headers['accept-language']),
      });
      return reply.code(201).send(answer);
    },
  );

  const cookies = createAuthCookies({ publicUrl: options.publicUrl });
  const sameSiteOnly = refuseOtherSites(options.publicUrl);

  app.post(
    '/auth/login',
    {
      onRequest: sameSiteOnly,
      schema: {
        ...operation('Sign in: an access token, and the session cookie that refreshes it'),
        body: LoginSchema,
        response: { 200: LoginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const issued = await signIn({
        deps,
        login: request.body,
        address: request.ip,
        deviceCookie: cookies.readDevice(request),
      });
      cookies.setSession(reply, issued.credential, issued.endsAt, deps.clock());
      cookies.setDevice(reply, issued.device);
      return issued.answer;
    },
  );

  app.post(
    '/auth/refresh',
    {
      onRequest: sameSiteOnly,
      schema: {
        ...operation('Get a new access token with the session cookie', 'session-cookie'),
        response: { 200: RefreshResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      try {
        const issued = await refreshSession({ deps, credential: cookies.readSession(request) });
        cookies.setSession(reply, issued.credential, issued.endsAt, deps.clock());
        return issued.answer;
      } catch (error) {
        // A credential that can no longer refresh is of no use to keep; after a failure of ours
        // (a 5xx) it may still be good, and the browser keeps it for the next try.
        if (error instanceof AppError && error.statusCode === 401) cookies.clearSession(reply);
        throw error;
      }
    },
  );

  app.post(
    '/auth/logout',
    {
      onRequest: sameSiteOnly,
      schema: {
        ...operation('Sign out this browser', 'optional-session-cookie'),
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      await signOut({ deps, credential: cookies.readSession(request) });
      cookies.clearSession(reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/user-logout-all',
    {
      preHandler: app.requireUser,
      schema: {
        ...operation('Sign out on every device', 'signed-in'),
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      await signOutEverywhere({ deps, caller: callerOf(request) });
      cookies.clearSession(reply);
      return reply.code(204).send(null);
    },
  );

  // A password belongs with signing in, though its address is under /me (api.md).
  app.put(
    '/me/password',
    {
      preHandler: app.requireUser,
      schema: {
        ...operation('Change your password', 'signed-in'),
        body: ChangePasswordSchema,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      await changePassword({ deps, caller: callerOf(request), change: request.body });
      return reply.code(204).send(null);
    },
  );

  const resetDeps: PasswordResetDependencies = {
    users: app.repos.users,
    resets: app.repos.passwordResets,
    limiter: app.limiter,
    clock: deps.clock,
    sendMail: (message) => app.mail.send(message),
    siteUrl: (pathAndQuery) => app.siteUrl(pathAndQuery),
  };
  app.jobs.handle(RESET_LINK_JOB, async ({ job }) => {
    const { email } = ResetLinkJobPayload.parse(job.payload);
    await sendResetLink({ deps: resetDeps, email });
  });

  app.post(
    '/auth/forgot-password',
    {
      onRequest: app.limitPerAddress(LIMITS.passwordResetRequests),
      schema: {
        ...operation('Ask for a password reset link by e-mail'),
        body: ForgotPasswordSchema,
        response: { 202: MessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await requestPasswordReset({
        deps: resetDeps,
        request: request.body,
        enqueue: async (email) => {
          await app.jobs.enqueue({ kind: RESET_LINK_JOB, payload: { email }, runAt: deps.clock() });
          app.jobs.nudge();
        },
      });
      return reply.code(202).send(answer);
    },
  );

  app.post(
    '/auth/reset-password',
    {
      onRequest: [sameSiteOnly, app.limitPerAddress(LIMITS.passwordResets)],
      schema: {
        ...operation('Set a new password with a reset link'),
        body: ResetPasswordSchema,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = await resetPassword({ deps: resetDeps, reset: request.body });
      // The link proved the mailbox: this browser is trusted for the account from now on, so an
      // owner locked out by strangers, on a new phone, has a way in (decision 101).
      cookies.setDevice(
        reply,
        await trustDevice({ deps, userId, deviceCookie: cookies.readDevice(request) }),
      );
      return reply.code(204).send(null);
    },
  );
};
