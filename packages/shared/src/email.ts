/**
 * The x@y.z shape of spec section 5. Deliberately simple, and the only one: web forms and API
 * routes validate through the same schemas, so they always agree.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The longest address SMTP allows. */
export const EMAIL_MAX_LENGTH = 254;
