import type { FastifyInstance } from 'fastify';
import type {
  ChangePasswordInput,
  Login,
  LoginResponse,
  RefreshResponse,
  Registration,
  User,
} from '@carmarket/shared/account';
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
import { createSessionId, hashSessionId } from './session-id';
import type { SessionsRepository } from './sessions.repository';

export interface AuthDependencies {
  users: FastifyInstance['repos']['users'];
  sessions: SessionsRepository;
  tokens: AccessTokens;
  throttle: LoginThrottle;
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
}): Promise<MessageResponse> {
  const { deps, registration } = options;
  const created = await deps.users.insert({
    name: registration.name,
    mobile: registration.mobile,
    email: registration.email,
    passwordHash: await hashPassword(registration.password),
  });
  await mailAfterRegistration({ deps, registration, created });
  return { message: AUTH_MESSAGES.registered };
}

/**
 * Opens a session. The attempt is counted before the password is checked, so a locked-out
 * guesser learns nothing and concurrent guesses cannot race past the count.
 */
export async function signIn(options: {
  deps: AuthDependencies;
  login: Login;
  address: string;
}): Promise<LoginResponse> {
  const { deps, login, address } = options;
  const attempt = await deps.throttle.attempt(login.email, address);
  if (!attempt.allowed) {
    throw refusal(attempt, AUTH_MESSAGES.tooManySignIns);
  }

  const user = await deps.users.findByEmail(login.email);
  const passwordIsRight = user
    ? await verifyPassword(user.passwordHash, login.password)
    : await verifyAgainstNothing(login.password);
  if (!user || !passwordIsRight) {
    throw AppError.unauthorized(AUTH_MESSAGES.wrongCredentials);
  }
  await deps.throttle.succeeded(login.email, address, attempt.receipt);
  // Only the right password learns of a suspension: a guesser still reads "Invalid email or
  // password" above (decision 096).
  if (user.suspendedAt) throw AppError.forbidden(SUSPENSION_MESSAGES.signInRefused);

  const sessionId = createSessionId();
  const sessionHash = hashSessionId(sessionId);
  await deps.sessions.insert({ idHash: sessionHash, userId: user.id, now: deps.clock() });
  return {
    accessToken: await deps.tokens.issue({ userId: user.id, sessionHash }),
    sessionId,
    user: await loadUserView(deps, user.id),
  };
}

/** Trades a live session id for a fresh access token (api.md: 401 when the session is over). */
export async function refreshSession(options: {
  deps: AuthDependencies;
  sessionId: string;
}): Promise<RefreshResponse> {
  const { deps, sessionId } = options;
  const sessionHash = hashSessionId(sessionId);
  const session = await deps.sessions.touch(sessionHash, deps.clock());
  if (!session) throw AppError.unauthorized(AUTH_MESSAGES.sessionEnded);
  return {
    accessToken: await deps.tokens.issue({ userId: session.userId, sessionHash }),
    user: await loadUserView(deps, session.userId),
  };
}

/** Ends one session. Unknown or already ended ids are fine: the outcome is the same. */
export async function signOut(options: {
  deps: AuthDependencies;
  sessionId: string;
}): Promise<void> {
  await options.deps.sessions.revoke(hashSessionId(options.sessionId), options.deps.clock());
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
  const claims = await options.deps.tokens.verify(options.token);
  if (!claims) throw AppError.forbidden(AUTH_MESSAGES.tokenExpired);
  const session = await options.deps.sessions.findLive(claims.sessionHash, options.deps.clock());
  if (!session || session.userId !== claims.userId) {
    throw AppError.forbidden(AUTH_MESSAGES.tokenExpired);
  }
  return { ...claims, isStaff: session.isStaff };
}

/** Sets a new password and ends every other session of the user; this one stays signed in. */
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
  await deps.users.updatePasswordHash(user.id, await hashPassword(change.newPassword));
  await deps.sessions.revokeAllOfUser(user.id, deps.clock(), caller.sessionHash);
}
