import { localizedPath, type Language } from '@carmarket/shared/i18n/languages';
import { paths } from '@carmarket/shared/site-paths';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { LISTING_ACTIONS, type ListingAction } from '@carmarket/shared/ad-lifecycle';

/**
 * The signed one-tap links of the expiry reminder (decision 081): "Renew" and "Mark as sold"
 * work without signing in, so the link itself is the proof. A token is
 * `base64url(JSON payload).base64url(HMAC-SHA256(payload))` with the key the database keeps
 * (`app_secrets`, so links survive restarts and work on every process).
 *
 * The payload names the action, the ad, its owner, when the link stops working, and the ad's
 * expiry when the link was made. Renewing moves that expiry, so a second use of the same link
 * no longer matches and does nothing; a sold ad cannot be sold again. No used-token table: the
 * weekly availability check's links (issue 37) name their check (`c`), whose answer makes them
 * used.
 */

/** How long a link works: the reminder goes 3 days before expiry, with days to spare. */
export const LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The name of the signing key in `app_secrets`. */
export const LINK_KEY_NAME = 'listing-action-links';

/** The page the links open. */
export const LISTING_ACTION_PAGE = paths.listingAction;

export interface ListingActionClaim {
  action: ListingAction;
  adId: number;
  userId: number;
  /** The ad's expiry when the link was made; null for an ad without one. */
  adExpiresAt: Date | null;
  /** When the link stops working. */
  validUntil: Date;
  /**
   * The availability check the link answers (issue 37): it works until the check is answered,
   * once. Every Still available and Price changed link names one; a Sold link may.
   */
  checkId?: number | undefined;
}

interface Payload {
  a: ListingAction;
  ad: number;
  u: number;
  v: number | null;
  exp: number;
  c?: number;
}

/** The actions that answer an availability check, and so must name one. */
const CHECK_ACTIONS: readonly ListingAction[] = ['available', 'price-changed'];

function signature(key: string, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest();
}

export function signListingAction(key: string, claim: ListingActionClaim): string {
  const payload: Payload = {
    a: claim.action,
    ad: claim.adId,
    u: claim.userId,
    v: claim.adExpiresAt?.getTime() ?? null,
    exp: claim.validUntil.getTime(),
    ...(claim.checkId === undefined ? {} : { c: claim.checkId }),
  };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${signature(key, encoded).toString('base64url')}`;
}

const isWhole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

/** The claim of a genuine token that has not run out; null for anything else. */
export function verifyListingAction(
  key: string,
  token: string,
  now: Date,
): ListingActionClaim | null {
  const [encoded, sent, ...rest] = token.split('.');
  if (!encoded || !sent || rest.length > 0) return null;
  const expected = signature(key, encoded);
  const given = Buffer.from(sent, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let payload: Partial<Payload>;
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Partial<Payload>;
  } catch {
    return null;
  }
  const { a, ad, u, v, exp, c } = payload;
  if (!LISTING_ACTIONS.includes(a as ListingAction)) return null;
  if (!isWhole(ad) || !isWhole(u) || !isWhole(exp) || !(v === null || isWhole(v))) return null;
  if (!(c === undefined || isWhole(c))) return null;
  // Still available and Price changed answer a check; Renew never does.
  if (c === undefined && CHECK_ACTIONS.includes(a as ListingAction)) return null;
  if (c !== undefined && a === 'renew') return null;
  if (exp <= now.getTime()) return null;
  return {
    action: a as ListingAction,
    adId: ad,
    userId: u,
    adExpiresAt: v === null ? null : new Date(v),
    validUntil: new Date(exp),
    ...(c === undefined ? {} : { checkId: c }),
  };
}

/**
 * Whether a token's payload names an availability check, read without trusting it: only to
 * choose the sentence a link that does not work opens with (issue 37's links say so in their
 * own words). Never a reason to act.
 */
export function namesAvailabilityCheck(token: string): boolean {
  try {
    const encoded = token.split('.')[0] ?? '';
    const payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as unknown;
    return typeof payload === 'object' && payload !== null && 'c' in payload;
  } catch {
    return false;
  }
}

/**
 * The reminder e-mail's two links for an ad, valid for `LINK_LIFETIME_MS` from `now`.
 * `publicUrl` is the site's address (`https://carmarket.lk`); `key` is
 * `app.repos.secrets.get(LINK_KEY_NAME)`.
 */
export function listingActionUrls(
  publicUrl: string,
  ad: { id: number; userId: number; expiresAt: Date | null },
  now: Date,
  key: string,
  /** The reader's: the page opens in their language (issue 32). */
  language: Language = 'en',
): { renewUrl: string; soldUrl: string } {
  const url = (action: ListingAction) =>
    listingActionUrl({ publicUrl, ad, now, key, language, action });
  return { renewUrl: url('renew'), soldUrl: url('sold') };
}

/**
 * The weekly "Is your car still available?" e-mail's three links (issue 37, decision 133), each
 * naming the check it answers, so that one of them works, once.
 */
export function availabilityCheckUrls(
  publicUrl: string,
  ad: { id: number; userId: number; expiresAt: Date | null },
  checkId: number,
  now: Date,
  key: string,
  language: Language = 'en',
): { availableUrl: string; soldUrl: string; priceChangedUrl: string } {
  const url = (action: ListingAction) =>
    listingActionUrl({ publicUrl, ad, now, key, language, action, checkId });
  return {
    availableUrl: url('available'),
    soldUrl: url('sold'),
    priceChangedUrl: url('price-changed'),
  };
}

function listingActionUrl(options: {
  publicUrl: string;
  ad: { id: number; userId: number; expiresAt: Date | null };
  now: Date;
  key: string;
  language: Language;
  action: ListingAction;
  checkId?: number;
}): string {
  const { publicUrl, ad, now, key, language, action, checkId } = options;
  const token = signListingAction(key, {
    action,
    adId: ad.id,
    userId: ad.userId,
    adExpiresAt: ad.expiresAt,
    validUntil: new Date(now.getTime() + LINK_LIFETIME_MS),
    checkId,
  });
  const target = new URL(localizedPath(LISTING_ACTION_PAGE, language), publicUrl);
  target.searchParams.set('token', token);
  return target.toString();
}
