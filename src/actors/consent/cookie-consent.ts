/**
 * The cookie-consent machine's effects (spec 4 "Cookie consent"): the consent cookie read at start and
 * written on Continue, and whether the portal is inside another page's frame (the partner-embedded
 * /ehi-login asks nothing). The machine stays pure; the dialog provides these.
 */
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS } from '../../config/consent-cookie.ts';
import { readCookie, writeCookie } from '../../lib/cookies.ts';

/** True inside another page's frame (the partner-embedded /ehi-login). */
function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/** The machine's input as the browser holds it now. */
export function cookieConsentInput(): { hasConsentCookie: boolean; isEmbedded: boolean } {
  return { hasConsentCookie: readCookie(CONSENT_COOKIE) !== null, isEmbedded: isFramed() };
}

/** Effect: remember the visitor's Continue for CONSENT_COOKIE_DAYS. */
export function writeConsentCookie(): void {
  writeCookie(CONSENT_COOKIE, 'cookieValue', CONSENT_COOKIE_DAYS);
}
