import { msg } from './i18n/translate';

// The phone reveal's code and sentences, without zod: the car page's reveal reads the code in
// a lazily loaded module (decision 107), which must not bring the schema chunk with it.

/**
 * The `code` of the 429 a visitor gets past their reveals (a day's for this browser, or the hour's
 * for their network): the page offers "Sign in to see more numbers" instead of the sentence alone.
 * Signed-in buyers are counted on their own, so signing in is the way on.
 */
export const PHONE_REVEAL_SIGN_IN_CODE = 'sign_in_for_more_numbers';

/**
 * The `code` of the 429 an account with an unconfirmed e-mail address gets past a visitor's
 * reveals: until it confirms, it is counted as the visitor it may as well be (decision 107), so
 * a hundred fresh accounts from one address get no more numbers than one visitor.
 */
export const PHONE_REVEAL_CONFIRM_CODE = 'confirm_email_for_more_numbers';

/**
 * The `code` of the 429 past one address's day of reveals for visitors and for accounts whose
 * mobile number is not verified (issue 36, PHONE_VERIFICATION_LIMITS.visitorRevealsPerAddressPerDay):
 * signing in is not enough, so the page offers to sign in with (or verify) a mobile number. The
 * sentence is PHONE_VERIFICATION_MESSAGES.revealNeedsVerifiedPhone.
 */
export const PHONE_REVEAL_VERIFY_CODE = 'verify_phone_for_more_numbers';

/** How many numbers one visitor (one browser) sees in a day before being asked to sign in. */
export const VISITOR_PHONE_REVEALS_PER_DAY = 10;
// `visitorDaily` writes the number out (a test holds the two together).

export const PHONE_REVEAL_MESSAGES = {
  /**
   * 404: no live ad shows a number at this id (another package, not live, or no ad at all); one
   * sentence for all, so it tells nothing about ads visitors cannot see.
   */
  notShown: msg('This ad shows no phone number. Make an offer to reach the seller.'),
  /** A visitor past their day's reveals. */
  visitorDaily: msg('You have seen 10 sellers’ numbers today. Sign in to see more numbers.'),
  /** A visitor whose network (one carrier address) has used the hour's reveals for visitors. */
  visitorAddress: msg(
    msg(
      'Many people on your network have asked for sellers’ numbers in the last hour. Sign in to see more numbers, or try again in {wait}.',
    ),
  ),
  /** A signed-in buyer, address unconfirmed, past a visitor's reveals. */
  unconfirmed: msg(
    msg(
      'Confirm your e-mail address to see more numbers: open the link we sent you, or send a new one from My Account.',
    ),
  ),
  /** A signed-in buyer past their hour's reveals. */
  signedIn: msg(
    msg('You have asked for many sellers’ numbers in the last hour. Please try again in {wait}.'),
  ),
} as const;
