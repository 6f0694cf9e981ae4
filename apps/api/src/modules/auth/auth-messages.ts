/** What the API says about accounts and sessions; other modules answer with the same words. */
export const AUTH_MESSAGES = {
  registered: 'Your account is ready. Please sign in.',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
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
