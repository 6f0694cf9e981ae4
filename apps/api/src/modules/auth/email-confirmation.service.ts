import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Registration } from '@carmarket/shared/account';
import {
  EMAIL_CONFIRMATION_MESSAGES,
  EMAIL_CONFIRMATION_SENTENCES,
  type ChangeEmail,
  type ConfirmEmail,
  type UndoEmailChange,
} from '@carmarket/shared/email-confirmation';
import type { MessageResponse } from '@carmarket/shared/message-response';
import { paths } from '@carmarket/shared/site-paths';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { LIMITS } from '../limits/limit-rules';
import { refusal, type RateLimiter } from '../limits/rate-limiter';
import { AUTH_MESSAGES } from './auth-messages';
import type { Caller } from './caller';
import { emailConfirmationMail } from './email-confirmation-mail';
import type { EmailTokensRepository } from './email-tokens.repository';
import { verifyPassword } from './password';
import { withSentence } from '../../i18n/sentence';

const HOUR_MS = 60 * 60 * 1000;
/** How long the links of decision 103 work. */
export const EMAIL_LINK_LIFETIME_MS = {
  confirm: 24 * HOUR_MS,
  undo: 7 * 24 * HOUR_MS,
} as const;

export interface EmailConfirmationDependencies {
  users: FastifyInstance['repos']['users'];
  emailTokens: EmailTokensRepository;
  limiter: RateLimiter;
  clock: Clock;
  /** Queues a message; it is composed now and delivered by the mail job (modules/mail). */
  sendMail: FastifyInstance['mail']['send'];
  /** An absolute URL on PUBLIC_URL, for the links in the e-mails. */
  siteUrl: (pathAndQuery: string) => string;
}

/** Only this hash is stored: a copy of the table cannot be turned back into working links. */
export function hashEmailToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashEmailToken(token) };
}

/** A page's path with its link's token; the mail makes it absolute in the reader's language. */
function linkTo(path: string, token: string): string {
  return `${path}?${new URLSearchParams({ token }).toString()}`;
}

/** A new link to confirm the account's current address, mailed to it (essential mail). */
export async function sendConfirmation(
  deps: EmailConfirmationDependencies,
  user: { id: number; email: string; name: string },
): Promise<void> {
  const { token, tokenHash } = newToken();
  const now = deps.clock();
  await deps.emailTokens.replaceConfirmation({
    tokenHash,
    userId: user.id,
    email: user.email,
    now,
    expiresAt: new Date(now.getTime() + EMAIL_LINK_LIFETIME_MS.confirm),
  });
  await deps.sendMail({
    to: user.email,
    category: 'essential',
    userId: user.id,
    content: emailConfirmationMail.confirm({
      name: user.name,
      path: linkTo(paths.confirmEmail, token),
    }),
  });
}

/**
 * What registration mails, once the account was created or found taken. A new account gets its
 * confirmation link; the owner of a taken address is told someone tried, with the ways to sign in
 * and to reset. Both count against the address's own limit, so registering cannot flood an inbox;
 * the caller's answer is the same either way (decision 103).
 */
export async function mailAfterRegistration(options: {
  deps: EmailConfirmationDependencies;
  registration: Registration;
  created: { id: number; email: string; name: string } | null;
}): Promise<void> {
  const { deps, registration, created } = options;
  const verdict = await deps.limiter.take(LIMITS.registrationEmails, `email:${registration.email}`);
  if (!verdict.allowed) return;
  if (created) {
    await sendConfirmation(deps, created);
    return;
  }
  const owner = await deps.users.findByEmail(registration.email);
  if (!owner) return;
  await deps.sendMail({
    to: owner.email,
    category: 'essential',
    userId: owner.id,
    content: emailConfirmationMail.registrationAttempt({
      name: owner.name,
      signInPath: paths.login,
      resetPath: paths.forgotPassword,
    }),
  });
}

/** POST /api/me/email/confirmation: a new link for an address not yet confirmed. */
export async function resendConfirmation(options: {
  deps: EmailConfirmationDependencies;
  caller: Caller;
}): Promise<MessageResponse> {
  const { deps, caller } = options;
  const user = await deps.users.findById(caller.userId);
  if (!user) throw AppError.unauthorized(AUTH_MESSAGES.sessionEnded);
  if (user.emailConfirmedAt) {
    throw AppError.conflict(EMAIL_CONFIRMATION_MESSAGES.alreadyConfirmed).withCode(
      'email_already_confirmed',
    );
  }
  await sendConfirmation(deps, user);
  return withSentence({}, EMAIL_CONFIRMATION_SENTENCES.linkSent(user.email));
}

/**
 * POST /api/me/email. The current password is checked first, each check counted before it runs
 * (shared with the password change: a stolen token gets five guesses in all). Then a link goes
 * to the new address and a notice with an undo link to the current one; the account keeps its
 * address until the link is opened.
 */
export async function requestEmailChange(options: {
  deps: EmailConfirmationDependencies;
  caller: Caller;
  change: ChangeEmail;
}): Promise<MessageResponse> {
  const { deps, caller, change } = options;
  const user = await deps.users.findById(caller.userId);
  if (!user) throw AppError.unauthorized(AUTH_MESSAGES.sessionEnded);
  const attempt = await deps.limiter.takeAll([
    { rule: LIMITS.passwordCheckFailures, subject: `user:${user.id}` },
  ]);
  if (!attempt.allowed) throw refusal(attempt, AUTH_MESSAGES.tooManyPasswordGuesses);
  if (!(await verifyPassword(user.passwordHash, change.currentPassword))) {
    throw AppError.badRequest(AUTH_MESSAGES.wrongCurrentPassword, 'currentPassword').withCode(
      'wrong_password',
    );
  }
  await deps.limiter.refund(attempt.receipt);

  if (change.email === user.email) {
    throw AppError.badRequest(EMAIL_CONFIRMATION_MESSAGES.sameAddress, 'email');
  }
  if (await deps.users.isEmailTakenByAnother(change.email, user.id)) {
    throw AppError.conflict(EMAIL_CONFIRMATION_MESSAGES.emailTaken, 'email').withCode(
      'email_taken',
    );
  }

  const confirm = newToken();
  const undo = newToken();
  const now = deps.clock();
  await deps.emailTokens.requestChange({
    userId: user.id,
    now,
    change: {
      tokenHash: confirm.tokenHash,
      email: change.email,
      sessionHash: caller.sessionHash,
      expiresAt: new Date(now.getTime() + EMAIL_LINK_LIFETIME_MS.confirm),
    },
    undo: {
      tokenHash: undo.tokenHash,
      email: user.email,
      expiresAt: new Date(now.getTime() + EMAIL_LINK_LIFETIME_MS.undo),
    },
  });
  await deps.sendMail({
    to: change.email,
    category: 'essential',
    userId: user.id,
    content: emailConfirmationMail.confirmChange({
      name: user.name,
      path: linkTo(paths.confirmEmail, confirm.token),
    }),
  });
  await deps.sendMail({
    to: user.email,
    category: 'essential',
    userId: user.id,
    content: emailConfirmationMail.changeRequested({
      name: user.name,
      newEmail: change.email,
      undoPath: linkTo(paths.undoEmailChange, undo.token),
    }),
  });
  return withSentence({}, EMAIL_CONFIRMATION_SENTENCES.changeRequested(change.email));
}

/** The 400 of a link that cannot be used, whichever the reason. */
function deadLink(message: string): AppError {
  return AppError.badRequest(message, 'token').withCode('email_link_expired');
}

/**
 * POST /api/auth/confirm-email, from the page the e-mailed link opens (a GET of the link changes
 * nothing). No sign-in needed: the link is the proof.
 */
export async function confirmEmail(options: {
  deps: EmailConfirmationDependencies;
  request: ConfirmEmail;
}): Promise<MessageResponse> {
  const { deps, request } = options;
  const result = await deps.emailTokens.confirm(hashEmailToken(request.token), deps.clock());
  switch (result.outcome) {
    case 'confirmed':
      return { message: EMAIL_CONFIRMATION_MESSAGES.confirmed };
    case 'changed':
      return { message: EMAIL_CONFIRMATION_MESSAGES.changed };
    case 'taken':
      throw AppError.conflict(EMAIL_CONFIRMATION_MESSAGES.emailTaken, 'token').withCode(
        'email_taken',
      );
    case 'expired':
      throw deadLink(EMAIL_CONFIRMATION_MESSAGES.linkExpired);
  }
}

/** POST /api/auth/undo-email-change, from the notice sent to the old address. */
export async function undoEmailChange(options: {
  deps: EmailConfirmationDependencies;
  request: UndoEmailChange;
}): Promise<MessageResponse> {
  const { deps, request } = options;
  const result = await deps.emailTokens.undo(hashEmailToken(request.token), deps.clock());
  switch (result.outcome) {
    case 'restored':
      return { message: EMAIL_CONFIRMATION_MESSAGES.undone };
    case 'taken':
      throw AppError.conflict(EMAIL_CONFIRMATION_MESSAGES.undoExpired, 'token').withCode(
        'email_taken',
      );
    case 'expired':
      throw deadLink(EMAIL_CONFIRMATION_MESSAGES.undoExpired);
  }
}
