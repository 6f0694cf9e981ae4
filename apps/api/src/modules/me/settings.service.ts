import type { FastifyInstance } from 'fastify';
import { DEFAULT_USER_SETTINGS, type UserSettings } from '@carmarket/shared/settings';
import { AppError } from '../../lib/app-error';
import { AUTH_MESSAGES } from '../auth/auth-messages';

export async function getSettings(options: {
  users: FastifyInstance['repos']['users'];
  userId: number;
}): Promise<UserSettings> {
  const settings = await options.users.findSettings(options.userId);
  if (!settings) throw AppError.unauthorized(AUTH_MESSAGES.sessionEnded);
  // Rows written before a toggle existed get that toggle's default.
  return { ...DEFAULT_USER_SETTINGS, ...settings };
}

export async function saveSettings(options: {
  users: FastifyInstance['repos']['users'];
  userId: number;
  settings: UserSettings;
}): Promise<UserSettings> {
  await options.users.updateSettings(options.userId, options.settings);
  return options.settings;
}
