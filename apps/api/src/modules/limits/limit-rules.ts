import { PHONE_VERIFICATION_LIMITS } from '@carmarket/shared/phone-verification';
import { VISITOR_PHONE_REVEALS_PER_DAY } from '@carmarket/shared/phone-reveal-text';
import type { LimitRule } from './rate-limiter';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Every rate limit and sign-in throttle, in one place; decision 070 gives the reasoning.
 *
 * Most phones in Sri Lanka reach us through carrier NAT, so one address can be thousands of
 * people. Signed-in actions are therefore counted per user. Per-address limits remain only where
 * there is no user (anonymous forms, sign-in, scans of unknown paths), with ceilings far above
 * what the real people behind one address do, so they stop scripts and not towns.
 */
export const LIMITS = {
  // ── Signed-in actions: per user ──
  /** Enough for a keen buyer comparing cars; not enough to flood sellers. */
  offers: { name: 'offers', max: 30, windowMs: HOUR },
  /** A seller asks once and waits for staff; a few retries after a rejection are plenty. */
  packageRequests: { name: 'package-requests', max: 10, windowMs: HOUR },
  /** A dealer posting a yard's stock in an afternoon; each ad is then reviewed by staff. */
  newAds: { name: 'new-ads', max: 20, windowMs: HOUR },
  /** Edits of one's own ads: each may queue work for staff; a seller fixes a few ads an hour. */
  adEdits: { name: 'ad-edits', max: 60, windowMs: HOUR },
  /** Profile saves with an avatar each run sharp; a person saves a handful of times. */
  profileUpdates: { name: 'profile-updates', max: 30, windowMs: HOUR },
  /**
   * Saving, renaming, opening (marks seen) and deleting saved searches: a person tidying their
   * list makes dozens of changes; a script making thousands is stopped.
   */
  savedSearchWrites: { name: 'saved-search-writes', max: 300, windowMs: HOUR },
  /** Reports of ads by a signed-in user: someone tidying up stale ads, not a campaign. */
  reports: { name: 'reports', max: 30, windowMs: HOUR },
  /**
   * Recently viewed cars recorded (one per car page opened) and merged at sign-in (issue 37): a
   * car page every few seconds for an hour is more than anyone reads; a script's flood is not.
   */
  recentlyViewedWrites: { name: 'recently-viewed-writes', max: 600, windowMs: HOUR },
  // ── Phone verification (issue 36, decision 131): each counted per account AND per number ──
  /** A text message costs money and a code takes seconds to arrive: a new one once a minute. */
  phoneCodeResend: {
    name: 'phone-code-resend',
    max: 1,
    windowMs: PHONE_VERIFICATION_LIMITS.resendSeconds * 1000,
  },
  /** Enough for a few missed messages; stops a script texting one victim's number all day. */
  phoneCodesPerHour: {
    name: 'phone-codes-hour',
    max: PHONE_VERIFICATION_LIMITS.codesPerHour,
    windowMs: HOUR,
  },
  /**
   * Codes from one address a day, every account together (decision 134): far above the people
   * behind one carrier address who verify a number in a day; a script's accounts share it.
   */
  phoneCodesPerAddress: {
    name: 'phone-codes-address',
    max: PHONE_VERIFICATION_LIMITS.codesPerAddressPerDay,
    windowMs: DAY,
  },
  // ── Chat (issue 35, decision 127) ──
  /** Conversations a buyer starts: a keen buyer asks about a dozen cars an evening, not hundreds. */
  newConversations: { name: 'new-conversations', max: 30, windowMs: HOUR },
  /**
   * Conversations an account younger than a day with nothing verified (no confirmed e-mail, no
   * live ad) starts: the shape of a scammer's throwaway account, not of a new buyer.
   */
  newConversationsNewAccount: { name: 'new-conversations-new-account', max: 5, windowMs: DAY },
  /** Messages one person sends, in every conversation together: a lively talk, not a flood. */
  messagesPerHour: { name: 'messages-hour', max: 120, windowMs: HOUR },
  /** The burst within the hour's: twenty lines a minute is quick typing; more is a script. */
  messagesPerMinute: { name: 'messages-minute', max: 20, windowMs: MINUTE },
  /** Wrong current passwords on PUT /api/me/password: a stolen token cannot guess on. */
  passwordCheckFailures: { name: 'password-check-failures', max: 5, windowMs: 15 * MINUTE },

  // ── Phone numbers behind a tap (decision 107) ──
  /** A buyer calling round a dozen sellers in an evening, with room to spare; not a harvest. */
  phoneRevealsPerUser: { name: 'phone-reveals-user', max: 60, windowMs: HOUR },
  /**
   * Visitors' reveals from one address (issue 29): what a scraper that drops its cookies gets.
   * The people behind a busy carrier address who meet it are offered to sign in.
   */
  phoneRevealsPerAddress: { name: 'phone-reveals-address', max: 30, windowMs: HOUR },
  /** One visitor's browser (its cookie) a day; past it the page asks them to sign in. */
  phoneRevealsPerVisitor: {
    name: 'phone-reveals-visitor',
    max: VISITOR_PHONE_REVEALS_PER_DAY,
    windowMs: DAY,
  },
  /**
   * Reveals a day from one address by visitors and by accounts whose mobile number is not
   * verified (issue 36): a scraper that drops its cookies, or opens throwaway accounts, gets 10
   * numbers a day from its address; a buyer who has proven a number is counted on their own
   * (`phoneRevealsPerUser`). It is the whole address's day, so people behind a busy carrier
   * address meet it soon: verifying a number is a minute's work and the way on.
   */
  phoneRevealsPerAddressUnverified: {
    name: 'phone-reveals-address-unverified',
    max: PHONE_VERIFICATION_LIMITS.visitorRevealsPerAddressPerDay,
    windowMs: DAY,
  },
  /**
   * Detail and search answers for one signed-in user (fixed windows, read-ceilings.ts): two a
   * second for a whole minute, a page every two seconds for a whole hour. A person never does.
   */
  listingReadsPerUserMinute: { name: 'listing-reads-user-minute', max: 120, windowMs: MINUTE },
  listingReadsPerUserHour: { name: 'listing-reads-user-hour', max: 2_000, windowMs: HOUR },
  /**
   * Search suggestions for one signed-in user, one per key press: five keys a second for a whole
   * minute; an hour's is some thirty searches typed letter by letter. A person never does.
   */
  suggestionsPerUserMinute: { name: 'suggestions-user-minute', max: 300, windowMs: MINUTE },
  suggestionsPerUserHour: { name: 'suggestions-user-hour', max: 3_000, windowMs: HOUR },

  // ── The live event stream, GET /api/me/events (decision 128) ──
  /**
   * Streams one user opens a minute: each page load or reconnect opens one, and a phone on a
   * bad line reconnects every few seconds at worst; a script reopening in a loop is stopped.
   */
  eventStreamOpens: { name: 'event-stream-opens', max: 30, windowMs: MINUTE },
  /**
   * Stream opens refused for a missing, forged or expired token from one address. A phone whose
   * token expired while it slept is refused once and reconnects with a fresh one: decision 107's
   * evening behind one carrier address (300 people in the hour) does that a few hundred times in
   * 15 minutes; a script trying tokens meets the ceiling.
   */
  eventStreamFailuresPerAddress: {
    name: 'event-stream-failures-address',
    max: 1_000,
    windowMs: 15 * MINUTE,
  },

  // ── Sign-in (api.md, "Rate limits") ──
  /** Wrong passwords for one account from one address: the guesser's own lock. */
  signInFailuresPerAccountAtAddress: {
    name: 'sign-in-failures-account-address',
    max: 10,
    windowMs: 15 * MINUTE,
  },
  /**
   * Wrong passwords for one account from browsers without its device cookie: OWASP ASVS 2.2.1's
   * "no more than 100 failed attempts per hour" on an account, which a stranger would need 10
   * addresses to reach; its owner on a trusted device is never stopped by it (decision 101).
   */
  signInFailuresPerAccount: { name: 'sign-in-failures-account', max: 100, windowMs: HOUR },
  /** Wrong passwords from one address for any accounts: stops stuffing lists, not a NAT's typos. */
  signInFailuresPerAddress: { name: 'sign-in-failures-address', max: 500, windowMs: 15 * MINUTE },
  /**
   * Wrong passwords from one browser with a device cookie trusted for the account: its own
   * count, the only one it meets, so strangers' failures never lock the owner out (decision 101).
   */
  signInFailuresPerDevice: { name: 'sign-in-failures-device', max: 10, windowMs: 15 * MINUTE },

  /**
   * Sign-ins with Google started or come back from one address (decision 135): each start keeps
   * a row and each callback asks Google for tokens. A carrier address's evening of people signing
   * in stays far below; a script looping the redirect is stopped.
   */
  googleSignInsPerAddress: { name: 'google-sign-ins-address', max: 300, windowMs: 15 * MINUTE },

  // ── Password reset (decision 083) ──
  /**
   * Reset e-mails to one address: past it the call still answers 202 but sends nothing, so the
   * form cannot flood someone's inbox, and the answer still says nothing about the account.
   */
  passwordResetEmails: { name: 'password-reset-emails', max: 5, windowMs: HOUR },
  /** Reset requests from one address, for any e-mails: a script, not a town's forgetful people. */
  passwordResetRequests: { name: 'password-reset-requests', max: 60, windowMs: HOUR },
  /** New passwords sent with a link from one address (each is hashed): stops a CPU burner. */
  passwordResets: { name: 'password-resets', max: 60, windowMs: 15 * MINUTE },

  // ── Confirmed addresses (decision 103) ──
  /**
   * Mail that registering sends to one address (its confirmation link, or "someone tried to
   * register with your address"): past it registering still answers 201 and sends nothing, so
   * the form cannot flood an inbox and the answer says nothing about the account.
   */
  registrationEmails: { name: 'registration-emails', max: 5, windowMs: HOUR },
  /** Resends of the confirmation link, per user: each is an e-mail. */
  confirmationResends: { name: 'confirmation-resends', max: 5, windowMs: HOUR },
  /** Asking to change the e-mail, per user: each sends two e-mails. */
  emailChangeRequests: { name: 'email-change-requests', max: 10, windowMs: HOUR },
  /** Confirmation and undo links opened from one address: a token cannot be guessed anyway. */
  emailLinks: { name: 'email-links', max: 60, windowMs: 15 * MINUTE },

  // ── Mail other people cause: per recipient (decision 110) ──
  /**
   * Offer e-mails to one seller: a seller with many buyers reads ten an hour one by one; past
   * it the offers wait for one digest, so strangers cannot send a seller mail in our name at will.
   */
  offerNoticesPerSeller: { name: 'offer-notices-per-seller', max: 10, windowMs: HOUR },

  // ── Anonymous forms and scans: per address ──
  contactMessages: { name: 'contact-messages', max: 60, windowMs: HOUR },
  /** One-tap links from the reminder e-mail: a seller taps a few; guessing a token is futile. */
  listingActions: { name: 'listing-actions', max: 60, windowMs: HOUR },
  preOrders: { name: 'pre-orders', max: 60, windowMs: HOUR },
  /**
   * Reports of ads by visitors who are not signed in (decision 094): each ad once per address,
   * and this many ads an hour, as many as the contact form's: thousands of people share one
   * carrier address, and one address counts as one reporter however often it reports an ad.
   */
  visitorReports: { name: 'visitor-reports', max: 60, windowMs: HOUR },
  /** A page that keeps failing reports each time; beyond this it is noise. */
  clientErrors: { name: 'client-errors', max: 120, windowMs: MINUTE },
  /** Unknown /api and /media paths: a scanner, not a page (a page asks for what exists). */
  unknownPaths: { name: 'unknown-paths', max: 600, windowMs: MINUTE },
} as const satisfies Record<string, LimitRule>;

/**
 * Event streams one user holds open at once (decision 128): a phone and a few browser tabs. The
 * one opened next closes the oldest, which is most often a connection a phone dropped without
 * saying so, rather than refusing the page the person is looking at.
 */
export const EVENT_STREAMS_PER_USER = 10;

/** New accounts from one address per hour (`REGISTRATIONS_PER_HOUR`, default 100). */
export function registrationsRule(perHour: number): LimitRule {
  return { name: 'registrations', max: perHour, windowMs: HOUR };
}

/**
 * Detail and search answers for one address without a user (`LISTING_READS_PER_MINUTE`, default
 * 1,200, and `LISTING_READS_PER_HOUR`, default 12,000; decision 107 gives the numbers): a
 * scraper at 150 a second meets the minute's in eight seconds; the evening crowd behind one
 * carrier address stays several times below both. Signed-in callers are counted per user.
 */
export function listingReadCeilings(options: { perMinute?: number; perHour?: number }): {
  perAddress: LimitRule[];
  perUser: LimitRule[];
} {
  return addressAndUserCeilings(
    'listing-reads',
    { perMinute: options.perMinute ?? 1_200, perHour: options.perHour ?? 12_000 },
    [LIMITS.listingReadsPerUserMinute, LIMITS.listingReadsPerUserHour],
  );
}

/**
 * Search suggestions for one address without a user (`SUGGESTIONS_PER_MINUTE`, default 3,000,
 * and `SUGGESTIONS_PER_HOUR`, default 60,000), counted apart from detail and search reads: a
 * suggestion is asked for on each key press. Decision 107's evening behind one carrier address,
 * 300 people in the hour and 50 at once, each typing a few searches (about 100 suggestions a
 * visit, 30 a minute while typing), asks for 30,000 an hour and 1,500 a minute: half of each
 * ceiling. A scraper at 150 a second meets the minute's in 20 seconds.
 */
export function suggestionCeilings(options: { perMinute?: number; perHour?: number }): {
  perAddress: LimitRule[];
  perUser: LimitRule[];
} {
  return addressAndUserCeilings(
    'suggestions',
    { perMinute: options.perMinute ?? 3_000, perHour: options.perHour ?? 60_000 },
    [LIMITS.suggestionsPerUserMinute, LIMITS.suggestionsPerUserHour],
  );
}

/** A read's ceilings: the server's numbers per address a minute and an hour, the user's fixed. */
function addressAndUserCeilings(
  name: string,
  perAddress: { perMinute: number; perHour: number },
  perUser: LimitRule[],
): { perAddress: LimitRule[]; perUser: LimitRule[] } {
  return {
    perAddress: [
      { name: `${name}-address-minute`, max: perAddress.perMinute, windowMs: MINUTE },
      { name: `${name}-address-hour`, max: perAddress.perHour, windowMs: HOUR },
    ],
    perUser,
  };
}
