import { z } from 'zod';
import { BODY_NOT_AN_OBJECT } from '../errors';
import { LANGUAGES } from './languages';
import { msg } from './translate';

export const LANGUAGE_SETTING_MESSAGES = {
  unknown: msg('Choose English, Sinhala or Tamil.'),
} as const;

/**
 * PUT /api/me/language (issue 32): the language a signed-in user's e-mail is written in and the
 * site opens in. Answered 204.
 */
export const LanguageSettingSchema = z.object(
  {
    language: z.enum(LANGUAGES, { error: LANGUAGE_SETTING_MESSAGES.unknown }),
  },
  { error: BODY_NOT_AN_OBJECT },
);
export type LanguageSetting = z.infer<typeof LanguageSettingSchema>;
