import { msg } from '@carmarket/shared/i18n/translate';

/** Business constants of spec section 9 and the public contact details shown across the site. */
export const NAV_SCROLL_THRESHOLD_PX = 10;
export const SCROLL_TO_TOP_THRESHOLD_PX = 200;

export const TOAST_DURATION_MS = { default: 4000, error: 4000, success: 2000 } as const;
export const MAX_VISIBLE_TOASTS = 20;

export const CONTACT = {
  /** In English (a map's search, the catalogs' keys); shown with `t(line)`. */
  addressLines: [msg('No. 42, Galle Road'), msg('Colombo 03, Sri Lanka')],
  phoneDisplay: '+94 11 234 5678',
  phoneHref: 'tel:+94112345678',
  email: 'hello@carmarket.lk',
  privacyEmail: 'privacy@carmarket.lk',
  whatsappHref: 'https://wa.me/94112345678',
} as const;
