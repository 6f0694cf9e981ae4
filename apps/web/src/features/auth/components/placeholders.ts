/**
 * The forms' example values: an address and a number's shape read the same in every language,
 * so they are not in the catalogs.
 */
export const EMAIL_PLACEHOLDER = 'you@example.com';
export const MOBILE_PLACEHOLDER = '07X XXX XXXX';
