import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type {
  ChangePasswordInput,
  Login,
  LoginResponse,
  RefreshResponse,
  Registration,
  User,
} from '@carmarket/shared/account';
import type { Language } from '@carmarket/shared/i18n/languages';
import type { MessageResponse } from '@carmarket/shared/message-response';
import { SUSPENSION_MESSAGES } from '@carmarket/shared/suspension';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { MediaStorage } from '../media/media-storage';
import { toUserView } from './user-view';
import type { AccessTokens } from './access-token';
import { AUTH_MESSAGES } from './auth-messages';
import type { Caller } from './caller';
import { LIMITS } from '../limits/limit-rules';
import { refusal, type RateLimiter } from '../limits/rate-limiter';
import type { LoginThrottle } from './login-throttle';
import { mailAfterRegistration } from './email-confirmation.service';
import type { EmailTokensRepository } from './email-tokens.repository';
import { hashPassword, verifyPassword } from './password';
import type { DeviceCookies, TrustedDevice } from './device-cookie';
import { createCredential, hashCredential, SESSION_LIFETIME } from './session-credential';
import type { SessionsRepository } from './sessions.repository';

export interface AuthDependencies {
  users: FastifyInstance['repos']['users'];
  sessions: SessionsRepository;
  tokens: AccessTokens;
  throttle: LoginThrottle;
  /** Signs and reads the device cookies that exempt an owner from strangers' failures. */
  devices: DeviceCookies;
  /** Where a replayed credential is reported (warn). */
  log: FastifyBaseLogger;
  /** Counts wrong current passwords when a password is changed. */
  limiter: RateLimiter;
  media: MediaStorage;
  /** The same clock the tokens use, so a session and its tokens agree on what time it is. */
  clock: Clock;
  /** Links of decision 103 (confirmation, change, undo). */
  emailTokens: EmailTokensRepository;
  sendMail: FastifyInstance['mail']['send'];
  siteUrl: (pathAndQuery: string) => string;
}

// Signing in with an unknown e-mail still spends one hash verification, so the answer takes as
// long as for a known one and timing does not tell which addresses have accounts.
let timingHash: Promise<string> | undefined;
function verifyAgainstNothing(password: string): Promise<boolean> {
  timingHash ??= hashPassword('carmarket timing equaliser');
  return timingHash.then((hash) => verifyPassword(hash, password)).then(() => false);
}

async function loadUserView(deps: AuthDependencies, userId: number): Promise<User> {
  const user = await deps.users.findById(userId);
  if (!user) throw AppError.unauthorized(AUTH_MESSAGES.sessionEnded);
  return toUserView(user, deps.media);
}

/**
 * POST /api/auth/register. A taken address answers exactly as a new one, and the password is
 * hashed either way, so neither the words nor the time tell a stranger which addresses have
 * accounts; the owner of a taken address is told by e-mail instead (decision 103).
 */
export async function registerUser(options: {
  deps: AuthDependencies;
  registration: Registration;
  /**
   * The keyed digest of the address it registers from (lib/address-digest.ts), never the
   * address: reports weigh it (decision 109).
   */
  addressDigest: string;
  /** The language the request came in (Accept-Language): the account's, and its e-mails'. */
  language: Language;
}): Promise<MessageResponse> {
  const { deps, registration } = options;
  const created = await deps.users.insert({
    name: registration.name,
    mobile: registration.mobile,
    email: registration.email,
    passwordHash: await hashPassword(registration.password),
    registrationAddressDigest: options.addressDigest,
    language: options.language,
  });
  await mailAfterRegistration({ deps, registration, created });
  return { message: AUTH_MESSAGES.registered };
}

/** What a sign-in or a refresh hands the route: the answer, and the cookies to set. */
export interface SessionIssued<Answer> {
  answer: Answer;
  /** The new refresh credential, for the session cookie only (never the JSON body). */
  credential: string;
  /** When the credential stops working unless refreshed: idle or absolute, whichever first. */
  endsAt: Date;
}

function endOf(session: { expiresAt: Date }, now: Date): Date {
  const idleEnd = new Date(now.getTime() + SESSION_LIFETIME.idleMs);
  return idleEnd < session.expiresAt ? idleEnd : session.expiresAt;
}

/**
 * Opens a session. The attempt is counted before the password is checked, so a locked-out
 * guesser learns nothing and concurrent guesses cannot race past the count. A device cookie
 * trusted for this account is counted on its own (decision 101); a forged one, or one for
 * another account, counts as none.
 */
export async function signIn(options: {
  deps: AuthDependencies;
  login: Login;
  address: string;
  deviceCookie: string | undefined;
}): Promise<SessionIssued<LoginResponse> & { device: string }> {
  const { deps, login, address } = options;
  const user = await deps.users.findByEmail(login.email);
  const presented = await deps.devices.read(options.deviceCookie);
  const device = user && presented?.userId === user.id ? presented : null;
  const attempt = await deps.throttle.attempt(login.email, address, device);
  if (!attempt.allowed) {
    throw refusal(attempt, AUTH_MESSAGES.tooManySignIns);
  }

  const passwordIsRight = user
    ? await verifyPassword(user.passwordHash, login.password)
    : await verifyAgainstNothing(login.password);
  if (!user || !passwordIsRight) {
    throw AppError.unauthorized(AUTH_MESSAGES.wrongCredentials);
  }
  await deps.throttle.succeeded(login.email, address, device, attempt.receipt);
  // Only the right password learns of a suspension: a guesser still reads "Invalid email or
  // password" above (decision 096).
  if (user.suspendedAt) throw AppError.forbidden(SUSPENSION_MESSAGES.signInRefused);
  return openSession({ deps, userId: user.id, presented });
}

/**
 * A new session for an account that proved itself (a password, or Google's ID token, decision
 * 135): its first refresh credential, an access token, and the device cookie for this browser.
 */
export async function openSession(options: {
  deps: AuthDependencies;
  userId: number;
  /** The browser's device cookie, read: it keeps its name when it was this account's. */
  presented: TrustedDevice | null;
}): Promise<SessionIssued<LoginResponse> & { device: string }> {
  const { deps, userId } = options;
  const now = deps.clock();
  const credential = createCredential();
  const sessionHash = hashCredential(credential);
  const expiresAt = await deps.sessions.open({ credentialHash: sessionHash, userId, now });
  return {
    answer: {
      accessToken: await deps.tokens.issue({ userId, sessionHash }),
      user: await loadUserView(deps, userId),
    },
    credential,
    endsAt: endOf({ expiresAt }, now),
    device: await deps.devices.issue(userId, options.presented),
  };
}

/**
 * Trades the session cookie's credential for a new one and a fresh access token (decision 101).
 * The access token names the session, not the credential, so other tabs' tokens stay good. A
 * credential that was traded before ends the whole session and is logged: either a thief or the
 * owner holds a copy, and neither can be told from the other.
 */
export async function refreshSession(options: {
  deps: AuthDependencies;
  credential: string | undefined;
}): Promise<SessionIssued<RefreshResponse>> {
  const { deps } = options;
  if (!options.credential) throw AppError.unauthorized(AUTH_MESSAGES.sessionEnded);
  const now = deps.clock();
  const next = createCredential();
  const rotation = await deps.sessions.rotate({
    presentedHash: hashCredential(options.credential),
    nextHash: hashCredential(next),
    now,
  });
  if (rotation.outcome === 'replayed') {
    deps.log.warn(
      { userId: rotation.userId, event: 'session-replayed' },
      'a rotated refresh credential was presented again: the session is ended',
    );
    throw AppError.unauthorized(AUTH_MESSAGES.sessionReplayed).withCode('session_replayed');
  }
  if (rotation.outcome === 'ended') throw AppError.unauthorized(AUTH_MESSAGES.sessionEnded);
  return {
    answer: {
      accessToken: await deps.tokens.issue({
        userId: rotation.userId,
        sessionHash: rotation.sessionIdHash,
      }),
      user: await loadUserView(deps, rotation.userId),
    },
    credential: next,
    endsAt: endOf(rotation, now),
  };
}

/** Ends the session of the cookie's credential. No cookie, or an ended session, is fine too. */
export async function signOut(options: {
  deps: AuthDependencies;
  credential: string | undefined;
}): Promise<void> {
  if (!options.credential) return;
  await options.deps.sessions.revokeByCredential(
    hashCredential(options.credential),
    options.deps.clock(),
  );
}

/**
 * The device cookie for a browser that proved it holds the account another way than a sign-in
 * (a password reset through the e-mailed link): it keeps its name if it had one for the account.
 */
export async function trustDevice(options: {
  deps: AuthDependencies;
  userId: number;
  deviceCookie: string | undefined;
}): Promise<string> {
  const { deps, userId } = options;
  return deps.devices.issue(userId, await deps.devices.read(options.deviceCookie));
}

export async function signOutEverywhere(options: {
  deps: AuthDependencies;
  caller: Caller;
}): Promise<void> {
  await options.deps.sessions.revokeAllOfUser(options.caller.userId, options.deps.clock());
}

/**
 * The caller behind a bearer token: the signature and lifetime are checked, then the session it
 * was issued for must still be live, so signing out ends its tokens at once. 403 tells the client
 * to refresh (spec section 4).
 */
export async function authenticate(options: {
  deps: Pick<AuthDependencies, 'tokens' | 'sessions' | 'clock'>;
  token: string;
}): Promise<Caller> {
  const caller = await callerOfToken(options);
  if (!caller) throw AppError.forbidden(AUTH_MESSAGES.tokenExpired);
  return caller;
}

/**
 * The caller a bearer token names and when the token expires, or null when it is forged,
 * expired or malformed, or its session has ended: for a live stream, which ends with its token.
 */
export async function callerOfToken(options: {
  deps: Pick<AuthDependencies, 'tokens' | 'sessions' | 'clock'>;
  token: string;
}): Promise<(Caller & { tokenExpiresAt: Date }) | null> {
  const claims = await options.deps.tokens.verify(options.token);
  if (!claims) return null;
  const session = await options.deps.sessions.findLive(claims.sessionHash, options.deps.clock());
  if (!session || session.userId !== claims.userId) return null;
  return {
    userId: claims.userId,
    sessionHash: claims.sessionHash,
    isStaff: session.isStaff,
    tokenExpiresAt: claims.expiresAt,
  };
}

/**
 * Sets a new password and ends every other session of the user in the same transaction; this one
 * stays signed in.
 */
export async function changePassword(options: {
  deps: AuthDependencies;
  caller: Caller;
  change: ChangePasswordInput;
}): Promise<void> {
  const { deps, caller, change } = options;
  const user = await deps.users.findById(caller.userId);
  if (!user) throw AppError.unauthorized(AUTH_MESSAGES.sessionEnded);
  // A stolen access token must not become a way to guess the password behind it: each check is
  // counted before it runs, atomically, and given back when the password was right.
  const attempt = await deps.limiter.takeAll([
    { rule: LIMITS.passwordCheckFailures, subject: `user:${user.id}` },
  ]);
  if (!attempt.allowed) {
    throw refusal(attempt, AUTH_MESSAGES.tooManyPasswordGuesses);
  }
  if (!(await verifyPassword(user.passwordHash, change.currentPassword))) {
    throw AppError.badRequest(AUTH_MESSAGES.wrongCurrentPassword, 'currentPassword');
  }
  await deps.limiter.refund(attempt.receipt);
  if (change.currentPassword === change.newPassword) {
    throw AppError.badRequest(AUTH_MESSAGES.samePassword, 'newPassword');
  }
  await deps.sessions.setPasswordEndingOtherSessions({
    userId: user.id,
    passwordHash: await hashPassword(change.newPassword),
    keepIdHash: caller.sessionHash,
    now: deps.clock(),
  });
}
