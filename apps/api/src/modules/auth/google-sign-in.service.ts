import type { LoginResponse } from '@carmarket/shared/account';
import {
  GOOGLE_SIGN_IN_MESSAGES,
  type GoogleLink,
  type GooglePending,
  type GoogleRefusal,
  type GoogleRegistration,
} from '@carmarket/shared/google-sign-in';
import type { Language } from '@carmarket/shared/i18n/languages';
import { SUSPENSION_MESSAGES } from '@carmarket/shared/suspension';
import { AppError } from '../../lib/app-error';
import { refusal } from '../limits/rate-limiter';
import { AUTH_MESSAGES } from './auth-messages';
import { openSession, type AuthDependencies, type SessionIssued } from './auth.service';
import type { TrustedDevice } from './device-cookie';
import { sendConfirmation } from './email-confirmation.service';
import type { GoogleSignInRepository } from './google-sign-in.repository';
import { OpenIdError, randomToken, type OpenIdClient } from './openid-client';
import { hashPassword, verifyPassword } from './password';
import { createCredential, hashCredential } from './session-credential';

const PROVIDER = 'google';
/** How long the provider's pages may take: a person choosing an account and typing a password. */
export const SIGN_IN_TTL_MS = 10 * 60 * 1000;
/** How long the link or new-account form may take once Google has vouched for the identity. */
export const PENDING_TTL_MS = 15 * 60 * 1000;

export interface GoogleSignInDependencies {
  auth: AuthDependencies;
  repo: GoogleSignInRepository;
  client: OpenIdClient;
}

type Issued = SessionIssued<LoginResponse> & { device: string };

/** What a callback came to: the route sets cookies and redirects by it. */
export type CallbackOutcome =
  | { kind: 'refused'; refusal: GoogleRefusal; language: Language }
  | { kind: 'signed-in'; issued: Issued; nextPath: string; language: Language }
  | { kind: 'pending'; pendingCookie: string; language: Language };

/**
 * GET /api/auth/google/start: a state, a nonce and a PKCE verifier, kept server-side under the
 * hash of a random value that only this browser's cookie holds, and the provider's address.
 */
export async function startGoogleSignIn(options: {
  deps: GoogleSignInDependencies;
  nextPath: string;
  language: Language;
}): Promise<{ flowCookie: string; authorizationUrl: string }> {
  const { deps } = options;
  const flowCookie = createCredential();
  const row = {
    idHash: hashCredential(flowCookie),
    state: randomToken(),
    nonce: randomToken(),
    codeVerifier: randomToken(),
    nextPath: options.nextPath,
    language: options.language,
    expiresAt: new Date(deps.auth.clock().getTime() + SIGN_IN_TTL_MS),
  };
  // The address first: a provider that cannot be reached leaves no row behind.
  const authorizationUrl = await deps.client.authorizationUrl(row);
  await deps.repo.start(row, deps.auth.clock());
  return { flowCookie, authorizationUrl };
}

/**
 * GET /api/auth/google/callback. The started sign-in is taken (deleted) first, so a callback
 * replayed, or one whose state is not this browser's (login CSRF), changes nothing. Then the code
 * is exchanged and the ID token verified (openid-client.ts), and the identity leads to:
 *
 * - its linked account: a session, as a password sign-in opens;
 * - an account with its e-mail: linked at once only when Google marks the e-mail verified and
 *   the account's own e-mail is confirmed (both sides proved the mailbox); otherwise pending,
 *   until the account's password is given;
 * - no account: pending, until the mobile number and name a new account needs are given.
 */
export async function finishGoogleSignIn(options: {
  deps: GoogleSignInDependencies;
  flowCookie: string | undefined;
  query: { code?: string; state?: string; error?: string };
  presented: TrustedDevice | null;
}): Promise<CallbackOutcome> {
  const { deps, query } = options;
  const { auth, repo } = deps;
  const now = auth.clock();
  const started = options.flowCookie
    ? await repo.takeStarted(hashCredential(options.flowCookie), now)
    : null;
  if (!started) {
    auth.log.warn({ event: 'google-sign-in-refused', why: 'no started sign-in' }, 'refused');
    return { kind: 'refused', refusal: 'expired', language: 'en' };
  }
  const { language } = started;
  const refused = (why: string, reason: GoogleRefusal = 'failed'): CallbackOutcome => {
    auth.log.warn({ event: 'google-sign-in-refused', why }, 'a sign-in with Google was refused');
    return { kind: 'refused', refusal: reason, language };
  };
  if (query.state !== started.state) return refused('the state differs');
  if (query.error) {
    return refused(
      `the provider answered ${query.error}`,
      query.error === 'access_denied' ? 'cancelled' : 'failed',
    );
  }
  if (!query.code) return refused('no code');

  let identity;
  try {
    identity = await deps.client.exchange({
      code: query.code,
      codeVerifier: started.codeVerifier,
      nonce: started.nonce,
    });
  } catch (error) {
    if (error instanceof OpenIdError) return refused(error.message);
    throw error;
  }

  const linkedUserId = await repo.userIdOf(PROVIDER, identity.subject);
  if (linkedUserId !== null) {
    return signedIn(linkedUserId);
  }
  if (!identity.email) return refused('the ID token names no e-mail');

  const account = await auth.users.findByEmail(identity.email);
  if (
    account &&
    identity.emailVerified &&
    account.emailConfirmedAt !== null &&
    !(await repo.hasIdentity(account.id, PROVIDER))
  ) {
    const outcome = await repo.link({
      provider: PROVIDER,
      subject: identity.subject,
      userId: account.id,
      email: identity.email,
    });
    if (outcome === 'linked') return signedIn(account.id);
    return refused(`linking at once found the identity ${outcome}`);
  }

  const pendingCookie = createCredential();
  await repo.keepPending(
    {
      idHash: hashCredential(pendingCookie),
      provider: PROVIDER,
      subject: identity.subject,
      email: identity.email,
      emailVerified: identity.emailVerified,
      name: identity.name ?? '',
      nextPath: started.nextPath,
      language,
      expiresAt: new Date(now.getTime() + PENDING_TTL_MS),
    },
    now,
  );
  return { kind: 'pending', pendingCookie, language };

  async function signedIn(userId: number): Promise<CallbackOutcome> {
    const user = await auth.users.findById(userId);
    if (!user) return refused('the linked account is gone');
    if (user.suspendedAt) return refused('the account is suspended', 'refused');
    const issued = await openSession({ deps: auth, userId, presented: options.presented });
    return { kind: 'signed-in', issued, nextPath: started!.nextPath, language };
  }
}

async function pendingOrEnded(deps: GoogleSignInDependencies, cookie: string | undefined) {
  const pending = cookie
    ? await deps.repo.findPending(hashCredential(cookie), deps.auth.clock())
    : null;
  if (!pending) {
    throw AppError.gone(GOOGLE_SIGN_IN_MESSAGES.pendingEnded).withCode('google_sign_in_ended');
  }
  return pending;
}

/** GET /api/auth/google/pending: which form finishes the sign-in, and for which e-mail. */
export async function describePending(options: {
  deps: GoogleSignInDependencies;
  pendingCookie: string | undefined;
}): Promise<GooglePending> {
  const pending = await pendingOrEnded(options.deps, options.pendingCookie);
  const account = await options.deps.auth.users.findByEmail(pending.email);
  return {
    step: account ? 'link' : 'register',
    email: pending.email,
    name: pending.name,
    next: pending.nextPath,
  };
}

/**
 * POST /api/auth/google/link: the password of the account with the Google e-mail proves the
 * person holds both; it is counted as a sign-in attempt is (login-throttle.ts).
 */
export async function linkWithPassword(options: {
  deps: GoogleSignInDependencies;
  pendingCookie: string | undefined;
  link: GoogleLink;
  address: string;
  presented: TrustedDevice | null;
}): Promise<Issued & { nextPath: string }> {
  const { deps, presented } = options;
  const { auth } = deps;
  const pending = await pendingOrEnded(deps, options.pendingCookie);
  const account = await auth.users.findByEmail(pending.email);
  if (!account) throw AppError.badRequest(GOOGLE_SIGN_IN_MESSAGES.pendingEnded);
  const device = presented?.userId === account.id ? presented : null;
  const attempt = await auth.throttle.attempt(account.email, options.address, device);
  if (!attempt.allowed) throw refusal(attempt, AUTH_MESSAGES.tooManySignIns);
  if (!(await verifyPassword(account.passwordHash, options.link.password))) {
    throw AppError.badRequest(GOOGLE_SIGN_IN_MESSAGES.wrongPassword, 'password');
  }
  await auth.throttle.succeeded(account.email, options.address, device, attempt.receipt);
  if (account.suspendedAt) throw AppError.forbidden(SUSPENSION_MESSAGES.signInRefused);
  // Taken before the link is written: two tabs sending the form link once.
  if (!(await deps.repo.takePending(pending.idHash))) {
    throw AppError.gone(GOOGLE_SIGN_IN_MESSAGES.pendingEnded).withCode('google_sign_in_ended');
  }
  const outcome = await deps.repo.link({
    provider: pending.provider,
    subject: pending.subject,
    userId: account.id,
    email: pending.email,
  });
  if (outcome === 'account-has-another') {
    throw AppError.conflict(GOOGLE_SIGN_IN_MESSAGES.otherGoogleLinked);
  }
  if (
    outcome === 'identity-taken' &&
    (await deps.repo.userIdOf(PROVIDER, pending.subject)) !== account.id
  ) {
    throw AppError.conflict(GOOGLE_SIGN_IN_MESSAGES.pendingEnded);
  }
  const issued = await openSession({ deps: auth, userId: account.id, presented });
  return { ...issued, nextPath: pending.nextPath };
}

/**
 * POST /api/auth/google/register: a new account with the Google e-mail, which is confirmed when
 * Google marks it verified; otherwise the confirmation link is mailed as after a sign-up. It has
 * a password no one knows: "Forgot password?" sets one (decision 135).
 */
export async function registerWithGoogle(options: {
  deps: GoogleSignInDependencies;
  pendingCookie: string | undefined;
  registration: GoogleRegistration;
  addressDigest: string;
  language: Language;
  presented: TrustedDevice | null;
}): Promise<Issued & { nextPath: string }> {
  const { deps } = options;
  const { auth } = deps;
  const pending = await pendingOrEnded(deps, options.pendingCookie);
  if (await auth.users.findByEmail(pending.email)) {
    throw AppError.conflict(GOOGLE_SIGN_IN_MESSAGES.emailTaken);
  }
  const now = auth.clock();
  const created = await deps.repo.createAccount({
    provider: pending.provider,
    subject: pending.subject,
    name: options.registration.name,
    mobile: options.registration.mobile,
    email: pending.email,
    passwordHash: await hashPassword(randomToken()),
    emailConfirmedAt: pending.emailVerified ? now : null,
    registrationAddressDigest: options.addressDigest,
    language: options.language,
  });
  if (!created) throw AppError.conflict(GOOGLE_SIGN_IN_MESSAGES.emailTaken);
  await deps.repo.takePending(pending.idHash);
  if (!pending.emailVerified) {
    await sendConfirmation(auth, {
      id: created.userId,
      email: pending.email,
      name: options.registration.name,
    });
  }
  const issued = await openSession({
    deps: auth,
    userId: created.userId,
    presented: options.presented,
  });
  return { ...issued, nextPath: pending.nextPath };
}
