import {
  UNSUBSCRIBE_LINK_EXPIRED,
  UNSUBSCRIBE_MESSAGES,
  unsubscribedMessage,
  type MailPreferences,
  type UnsubscribePreferencesResponse,
  type UnsubscribeScope,
} from '@carmarket/shared/unsubscribe';
import { AppError } from '../../lib/app-error';
import { AUTH_MESSAGES } from '../auth/auth-messages';
import type { MailPreferencesRepository, UnsubscribeTokenRow } from './mail-preferences.repository';
import { hashUnsubscribeToken } from '../mail/mailer';
import { withSentence } from '../../i18n/sentence';

/**
 * Once a link has changed something it works on for this long (the visit to the page it opened),
 * then it is used up: a message found later in an inbox, or a forwarded one, changes nothing.
 */
export const UNSUBSCRIBE_LINK_AFTER_USE_MS = 60 * 60 * 1000;

/** Why a link is refused, as the 400 the caller gets; undefined while it works. */
function refusal(token: UnsubscribeTokenRow | undefined, now: Date): AppError | undefined {
  if (!token) return AppError.badRequest(UNSUBSCRIBE_MESSAGES.badLink, 'token');
  if (token.expiresAt > now) return undefined;
  const message = token.usedAt ? UNSUBSCRIBE_MESSAGES.used : UNSUBSCRIBE_MESSAGES.expired;
  return AppError.badRequest(message, 'token').withCode(UNSUBSCRIBE_LINK_EXPIRED);
}

/** What unsubscribing through a link turns off: its kind, or every notice. */
function withoutScope(current: MailPreferences, scope: UnsubscribeScope): MailPreferences {
  return scope === 'all'
    ? { ...current, emailNotifications: false }
    : { ...current, [scope]: false };
}

async function changeWithToken(options: {
  repository: MailPreferencesRepository;
  token: string;
  now: Date;
  change: (current: MailPreferences, scope: UnsubscribeScope) => MailPreferences;
}) {
  const { repository, token, now, change } = options;
  const result = await repository.changeWithToken({
    tokenHash: hashUnsubscribeToken(token),
    refuse: (row) => refusal(row, now),
    change,
    now,
    spentUntil: new Date(now.getTime() + UNSUBSCRIBE_LINK_AFTER_USE_MS),
  });
  if ('refused' in result) throw result.refused;
  return result;
}

/**
 * POST /api/unsubscribe: a mail program's one-click POST (RFC 8058) or the page's button. Stops
 * the kind of notice the link came in (a link from before kinds existed: every notice).
 */
export async function unsubscribeWithToken(options: {
  repository: MailPreferencesRepository;
  token: string;
  now: Date;
}): Promise<{ message: string }> {
  const { scope } = await changeWithToken({ ...options, change: withoutScope });
  return withSentence({}, unsubscribedMessage(scope));
}

/** GET /api/unsubscribe/preferences: what the link stops and the switches, no sign-in. */
export async function readWithToken(options: {
  repository: MailPreferencesRepository;
  token: string;
  now: Date;
}): Promise<UnsubscribePreferencesResponse> {
  const { repository, token, now } = options;
  const row = await repository.findToken(hashUnsubscribeToken(token));
  const refused = refusal(row, now);
  if (refused || !row) throw refused;
  const preferences = await repository.read(row.userId);
  if (!preferences) throw AppError.badRequest(UNSUBSCRIBE_MESSAGES.badLink, 'token');
  return { scope: row.scope, preferences };
}

/** PUT /api/unsubscribe/preferences: every switch, through the link. */
export async function saveWithToken(options: {
  repository: MailPreferencesRepository;
  token: string;
  now: Date;
  preferences: MailPreferences;
}): Promise<{ preferences: MailPreferences }> {
  const { preferences } = await changeWithToken({
    ...options,
    change: () => options.preferences,
  });
  return { preferences };
}

/** GET /api/me/mail-preferences. */
export async function readOwnPreferences(options: {
  repository: MailPreferencesRepository;
  userId: number;
}): Promise<{ preferences: MailPreferences }> {
  const preferences = await options.repository.read(options.userId);
  if (!preferences) throw AppError.unauthorized(AUTH_MESSAGES.sessionEnded);
  return { preferences };
}

/** PUT /api/me/mail-preferences. */
export async function saveOwnPreferences(options: {
  repository: MailPreferencesRepository;
  userId: number;
  preferences: MailPreferences;
}): Promise<{ preferences: MailPreferences }> {
  const saved = await options.repository.save(options.userId, options.preferences);
  if (!saved) throw AppError.unauthorized(AUTH_MESSAGES.sessionEnded);
  return { preferences: options.preferences };
}
