/** The cookie that remembers the visitor's Continue on the cookie notice (spec 4), and for how long. */
export const CONSENT_COOKIE = 'opsCookie';
export const CONSENT_COOKIE_DAYS = 365;
