/** What the API says about accounts and sessions; other modules answer with the same words. */
export const AUTH_MESSAGES = {
  /** The same whether the address was new or taken (decision 103): it tells a stranger nothing. */
  registered: 'Thank you. We sent a message to your e-mail address. You can sign in now.',
  wrongCredentials: 'Invalid email or password',
  sessionEnded: 'Your session has ended. Please sign in again.',
  tokenExpired: 'Your session has expired. Please sign in again.',
  sessionReplayed:
    'This sign-in was used from somewhere else, so we ended it to keep your account safe. Please sign in again.',
  crossSiteRefused:
    'This request came from another website, so we refused it. Please sign in on CarMarket itself.',
  wrongCurrentPassword: 'Your current password is not correct',
  samePassword: 'Your new password must be different from the current one',
  tooManySignIns: (wait: string) =>
    `Too many failed sign-in attempts. Please try again in ${wait}.`,
  tooManyPasswordGuesses: (wait: string) =>
    `Too many wrong passwords. Please try again in ${wait}.`,
} as const;
