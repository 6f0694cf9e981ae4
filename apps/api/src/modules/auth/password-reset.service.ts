import { paths } from '@carmarket/shared/site-paths';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  PASSWORD_RESET_MESSAGES,
  type ForgotPassword,
  type ResetPassword,
} from '@carmarket/shared/account';
import type { MessageResponse } from '@carmarket/shared/message-response';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { LIMITS } from '../limits/limit-rules';
import type { RateLimiter } from '../limits/rate-limiter';
import { hashPassword } from './password';
import type { PasswordResetRepository } from './password-reset.repository';

/** How long a reset link works (issue 16). */
export const RESET_LINK_LIFETIME_MS = 30 * 60 * 1000;

export interface PasswordResetDependencies {
  users: FastifyInstance['repos']['users'];
  resets: PasswordResetRepository;
  limiter: RateLimiter;
  clock: Clock;
  /** Queues a message; it is composed and sent by the mail job (modules/mail). */
  sendMail: FastifyInstance['mail']['send'];
  /** An absolute URL on PUBLIC_URL, for the link in the e-mail. */
  siteUrl: (pathAndQuery: string) => string;
}

/** The job that looks up the address and sends the link, off the request's clock. */
export const RESET_LINK_JOB = 'auth.password-reset-link';

/** Only this hash is stored: a copy of the table cannot be turned back into working links. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * POST /api/auth/forgot-password. The answer is the same sentence whatever the address, and the
 * lookup, the link and the e-mail happen in `sendResetLink`, run from the job queue, so neither
 * the words nor the time taken tell whether an account uses the address. Past the per-address
 * limit the call still answers the same and sends nothing (decision 083).
 */
export async function requestPasswordReset(options: {
  deps: Pick<PasswordResetDependencies, 'limiter'>;
  request: ForgotPassword;
  /** Queues `sendResetLink` for the address. */
  enqueue: (email: string) => Promise<void>;
}): Promise<MessageResponse> {
  const { deps, request, enqueue } = options;
  const verdict = await deps.limiter.take(LIMITS.passwordResetEmails, `email:${request.email}`);
  if (verdict.allowed) await enqueue(request.email);
  return { message: PASSWORD_RESET_MESSAGES.linkSent };
}

/** The job behind forgot-password: a new link for the account, if one uses the address. */
export async function sendResetLink(options: {
  deps: PasswordResetDependencies;
  email: string;
}): Promise<void> {
  const { deps, email } = options;
  const user = await deps.users.findByEmail(email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock();
  await deps.resets.replace({
    tokenHash: hashResetToken(token),
    userId: user.id,
    now,
    expiresAt: new Date(now.getTime() + RESET_LINK_LIFETIME_MS),
  });
  await deps.sendMail({
    to: user.email,
    category: 'essential',
    userId: user.id,
    content: ({ t, url }) => ({
      subject: t('Choose a new CarMarket password'),
      heading: t('Choose a new password'),
      paragraphs: [
        t(
          'Hello {name}, someone asked to reset the password of the CarMarket account that uses this e-mail address.',
          { name: user.name },
        ),
        t(
          'The button below opens a page where you choose a new password. It works once, for 30 minutes; after that, ask for a new link on the sign-in page.',
        ),
      ],
      action: {
        label: t('Choose a new password'),
        url: url(`${paths.resetPassword}?${new URLSearchParams({ token }).toString()}`),
      },
      footnote: t(
        'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
      ),
    }),
  });
}

/**
 * POST /api/auth/reset-password: spends the link, sets the password and ends every session of
 * the user (repository: one transaction), then tells the owner by e-mail. An unknown, used or
 * expired link is one 400, whichever it was.
 */
export async function resetPassword(options: {
  deps: PasswordResetDependencies;
  reset: ResetPassword;
}): Promise<{ userId: number }> {
  const { deps, reset } = options;
  const now = deps.clock();
  const changed = await deps.resets.consume({
    tokenHash: hashResetToken(reset.token),
    passwordHash: await hashPassword(reset.password),
    now,
  });
  if (!changed) throw AppError.badRequest(PASSWORD_RESET_MESSAGES.linkExpired, 'token');
  await deps.sendMail({
    to: changed.email,
    category: 'essential',
    userId: changed.userId,
    content: ({ t, url, time }) => ({
      subject: t('Your CarMarket password was changed'),
      heading: t('Your password was changed'),
      paragraphs: [
        t(
          'Hello {name}, the password of your CarMarket account was just changed with a reset link, and every device signed in to it was signed out.',
          { name: changed.name },
        ),
        t(
          'If that was you, there is nothing more to do. If it was not, ask for a new reset link at once to take the account back, and tell us through the contact page.',
        ),
      ],
      action: { label: t('Ask for a new reset link'), url: url(paths.forgotPassword) },
      details: [{ label: t('Changed at'), value: time(now) }],
    }),
  });
  return { userId: changed.userId };
}
