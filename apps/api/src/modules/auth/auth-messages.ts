import { msg } from '@carmarket/shared/i18n/translate';

/** What the API says about accounts and sessions; other modules answer with the same words. */
export const AUTH_MESSAGES = {
  /** The same whether the address was new or taken (decision 103): it tells a stranger nothing. */
  registered: msg('Thank you. We sent a message to your e-mail address. You can sign in now.'),
  wrongCredentials: msg('Invalid email or password'),
  sessionEnded: msg('Your session has ended. Please sign in again.'),
  tokenExpired: msg('Your session has expired. Please sign in again.'),
  sessionReplayed: msg(
    'This sign-in was used from somewhere else, so we ended it to keep your account safe. Please sign in again.',
  ),
  crossSiteRefused: msg(
    'This request came from another website, so we refused it. Please sign in on CarMarket itself.',
  ),
  wrongCurrentPassword: msg('Your current password is not correct'),
  samePassword: msg('Your new password must be different from the current one'),
  tooManySignIns: msg('Too many failed sign-in attempts. Please try again in {wait}.'),
  tooManyPasswordGuesses: msg('Too many wrong passwords. Please try again in {wait}.'),
} as const;
